import { z } from "zod";
import { asksForCallBack } from "#shared/inbox/visitor-contact";
import { chatVisitorEmail } from "../replies/reply-queries";
import type { Db } from "../db/client";
import type { Prisma } from "../db/generated/client";
import { INBOX_PAGE_SIZE } from "./contact-queries";
import { DaySchema as day, businessDayRange } from "./day-range";
import { ESTIMATE_DETAIL_SELECT, type EstimateDetail, toEstimateDetail } from "./estimate-queries";

/** Words in a visitor's message that mean it is about a price or a booking. */
export const PRICE_OR_BOOKING_WORDS = [
  "price",
  "pricing",
  "cost",
  "quote",
  "estimate",
  "how much",
  "$",
  "book",
  "schedule",
  "appointment",
  "walkthrough",
];

export const ChatListInputSchema = z.object({
  /** Conversations started on or after this UTC day. */
  from: day.optional(),
  /** Conversations started on or before this UTC day. */
  to: day.optional(),
  /** Only conversations where the visitor mentions a price or a booking, or Dove gave an estimate. */
  priceOrBooking: z.boolean({ error: "priceOrBooking must be true or false" }).default(false),
  page: z
    .int({ error: "Page must be a whole number" })
    .min(1, "Page must be at least 1")
    .max(10_000, "Page is too large")
    .default(1),
});
export type ChatListInput = z.infer<typeof ChatListInputSchema>;

export interface ChatSummary {
  id: string;
  createdAt: string;
  updatedAt: string;
  messageCount: number;
  firstMessage: string;
  estimateCount: number;
  /** The visitor left a phone number and asked to be called (read from the transcript). */
  callBack: boolean;
  /** The owner has replied by email. */
  answered: boolean;
}

export interface ChatTranscript {
  id: string;
  createdAt: string;
  messages: {
    id: string;
    role: "user" | "assistant";
    content: string;
    provider: string | null;
    latencyMs: number | null;
    unansweredReason: string | null;
    createdAt: string;
  }[];
  estimates: EstimateDetail[];
  /** Walkthroughs booked with Dove in this conversation. */
  bookings: { id: string; reference: string; startsAt: string; status: string }[];
  /** The address the owner's reply goes to: a booking's, or one the visitor typed; null when none. */
  visitorEmail: string | null;
  callBack: boolean;
}

function chatWhere({ from, to, priceOrBooking }: ChatListInput): Prisma.ChatConversationWhereInput {
  const createdAt = businessDayRange(from, to);
  const mentions = PRICE_OR_BOOKING_WORDS.map((word) => ({
    content: { contains: word, mode: "insensitive" as const },
  }));
  return {
    ...(createdAt ? { createdAt } : {}),
    ...(priceOrBooking
      ? { OR: [{ messages: { some: { role: "user", OR: mentions } } }, { estimates: { some: {} } }] }
      : {}),
  };
}

export async function listChats(db: Db, input: ChatListInput) {
  const where = chatWhere(input);
  const [rows, total] = await Promise.all([
    db.chatConversation.findMany({
      where,
      orderBy: [{ createdAt: "desc" }, { id: "desc" }],
      skip: (input.page - 1) * INBOX_PAGE_SIZE,
      take: INBOX_PAGE_SIZE,
      select: {
        id: true,
        createdAt: true,
        updatedAt: true,
        _count: { select: { messages: true, estimates: true, replies: true } },
        messages: { where: { role: "user" }, orderBy: { id: "asc" }, select: { content: true } },
      },
    }),
    db.chatConversation.count({ where }),
  ]);
  const items: ChatSummary[] = rows.map((row) => ({
    id: row.id,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
    messageCount: row._count.messages,
    estimateCount: row._count.estimates,
    firstMessage: row.messages[0]?.content ?? "",
    callBack: asksForCallBack(row.messages.map((message) => message.content)),
    answered: row._count.replies > 0,
  }));
  return { items, total, page: input.page, pageSize: INBOX_PAGE_SIZE };
}

export async function findChat(db: Db, id: string): Promise<ChatTranscript | null> {
  const row = await db.chatConversation.findUnique({
    where: { id },
    select: {
      id: true,
      createdAt: true,
      messages: {
        orderBy: { id: "asc" },
        select: {
          id: true,
          role: true,
          content: true,
          provider: true,
          latencyMs: true,
          unansweredReason: true,
          createdAt: true,
        },
      },
      estimates: { orderBy: { createdAt: "asc" }, select: ESTIMATE_DETAIL_SELECT },
      bookings: {
        orderBy: { createdAt: "asc" },
        select: { id: true, reference: true, startsAt: true, status: true, email: true },
      },
    },
  });
  if (!row) return null;
  const visitorMessages = row.messages.filter((message) => message.role === "user").map((message) => message.content);
  return {
    id: row.id,
    createdAt: row.createdAt.toISOString(),
    messages: row.messages.map((message) => ({
      ...message,
      id: message.id.toString(),
      createdAt: message.createdAt.toISOString(),
    })),
    estimates: row.estimates.map(toEstimateDetail),
    bookings: row.bookings.map(({ email: _email, ...booking }) => ({
      ...booking,
      startsAt: booking.startsAt.toISOString(),
    })),
    visitorEmail: chatVisitorEmail({ bookings: row.bookings, visitorMessages }),
    callBack: asksForCallBack(visitorMessages),
  };
}
