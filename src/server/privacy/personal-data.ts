import { phonePattern, type PrivacyIdentifier } from "#shared/privacy/identifier";
import type { EstimateBreakdown } from "#shared/pricing/compute-estimate";
import type { EstimateInput } from "#shared/pricing/estimate-input";
import type { EstimateDetail } from "../admin/estimate-queries";
import { removeBookingJobs } from "../bookings/booking-jobs";
import type { Db } from "../db/client";
import { Prisma } from "../db/generated/client";

/** The database or an open transaction. */
export type DbClient = Db | Prisma.TransactionClient;

/** Ids of everything stored about one person. */
export interface PersonalDataMatches {
  contactIds: string[];
  conversationIds: string[];
  estimateIds: string[];
  /** Walkthrough bookings made with the email address or phone number. */
  bookingIds: string[];
}

/** A phone field's digits as phoneDigits() gives them, in SQL. */
const PHONE_FIELD_DIGITS = Prisma.sql`regexp_replace(regexp_replace(coalesce("phone", ''), '[^0-9]', '', 'g'), '^1([0-9]{10})$', '\\1')`;

/** Whether a text column contains the identifier: an address anywhere (any case), a number in any spelling. */
function mentions(column: Prisma.Sql, identifier: PrivacyIdentifier): Prisma.Sql {
  return identifier.kind === "email"
    ? Prisma.sql`strpos(lower(coalesce(${column}, '')), ${identifier.value}) > 0`
    : Prisma.sql`coalesce(${column}, '') ~ ${phonePattern(identifier.value)}`;
}

const CONTACT_TEXT_COLUMNS = ["name", "email", "phone", "address", "subject", "message"].map((column) =>
  Prisma.raw(`"${column}"`),
);

/**
 * Everything stored about an email address or phone number: contact messages that carry it in
 * their email or phone field (any case, any formatting) or mention it in any text; chat
 * conversations in which the visitor typed it; walkthrough bookings made with it (or whose notes
 * mention it); and the estimates tied to any of them.
 */
export async function findPersonalData(
  db: DbClient,
  identifier: PrivacyIdentifier,
): Promise<PersonalDataMatches & { contactsByField: Set<string> }> {
  const byField =
    identifier.kind === "email"
      ? Prisma.sql`lower("email") = ${identifier.value}`
      : Prisma.sql`${PHONE_FIELD_DIGITS} = ${identifier.value}`;
  const inText = Prisma.join(
    CONTACT_TEXT_COLUMNS.map((column) => mentions(column, identifier)),
    " OR ",
  );
  const [contacts, conversations, bookings] = await Promise.all([
    db.$queryRaw<{ id: string; by_field: boolean }[]>`
      SELECT "id", (${byField}) AS "by_field" FROM "contact_messages"
      WHERE (${byField}) OR ${inText}
      ORDER BY "created_at" DESC, "id" DESC`,
    db.$queryRaw<{ conversation_id: string }[]>`
      SELECT DISTINCT "conversation_id" FROM "chat_messages"
      WHERE "role" = 'user' AND ${mentions(Prisma.raw(`"content"`), identifier)}`,
    db.$queryRaw<{ id: string }[]>`
      SELECT "id" FROM "bookings"
      WHERE (${byField}) OR ${mentions(Prisma.raw(`"notes"`), identifier)}
      ORDER BY "starts_at" DESC, "id" DESC`,
  ]);
  const bookingIds = bookings.map((row) => row.id);
  const contactIds = contacts.map((row) => row.id);
  const conversationIds = conversations.map((row) => row.conversation_id);
  const estimates = await db.estimate.findMany({
    where: {
      OR: [
        { contacts: { some: { id: { in: contactIds } } } },
        { conversationId: { in: conversationIds } },
        { bookings: { some: { id: { in: bookingIds } } } },
      ],
    },
    orderBy: { createdAt: "desc" },
    select: { id: true },
  });
  return {
    contactIds,
    conversationIds,
    estimateIds: estimates.map((row) => row.id),
    bookingIds,
    contactsByField: new Set(contacts.filter((row) => row.by_field).map((row) => row.id)),
  };
}

export interface StoredContactMessage {
  id: string;
  receivedAt: string;
  name: string;
  email: string;
  phone: string | null;
  address: string | null;
  subject: string | null;
  message: string;
  handledAt: string | null;
  isSpam: boolean;
  spamReason: string | null;
  estimateReference: string | null;
  /** "field": the email or phone field is the identifier; "text": it is mentioned in the text. */
  matchedBy: "field" | "text";
  replies: StoredReply[];
}

/** The owner's email reply to a message or a chat: where it went, what it said, and whether it went. */
export interface StoredReply {
  to: string;
  text: string;
  writtenAt: string;
  status: string;
  sentAt: string | null;
}

const REPLIES_INCLUDE = {
  orderBy: { createdAt: "asc" },
  select: { toEmail: true, body: true, createdAt: true, status: true, sentAt: true },
} as const;

function storedReplies(
  rows: { toEmail: string; body: string; createdAt: Date; status: string; sentAt: Date | null }[],
): StoredReply[] {
  return rows.map((row) => ({
    to: row.toEmail,
    text: row.body,
    writtenAt: row.createdAt.toISOString(),
    status: row.status,
    sentAt: row.sentAt?.toISOString() ?? null,
  }));
}

export interface StoredConversation {
  id: string;
  /** The random id the visitor's browser kept for the chat session. */
  sessionId: string;
  startedAt: string;
  lastActivityAt: string;
  messages: { role: "visitor" | "dove"; text: string; at: string }[];
  estimateReferences: string[];
  replies: StoredReply[];
}

/** A saved estimate as the inbox shows it, without the links the export expresses otherwise. */
export type StoredEstimate = Omit<EstimateDetail, "createdAt" | "conversationId" | "contactIds"> & { savedAt: string };

/** Everything stored about one person, whole, in the shape the inbox shows and the JSON export holds. */
export interface PersonalData {
  contactMessages: StoredContactMessage[];
  chatConversations: StoredConversation[];
  estimates: StoredEstimate[];
  bookings: StoredBooking[];
}

export interface StoredBooking {
  id: string;
  reference: string;
  status: string;
  startsAt: string;
  endsAt: string;
  name: string;
  email: string;
  phone: string;
  address: { street: string; city: string; zip: string };
  notes: string | null;
  service: string | null;
  outsideServiceArea: boolean;
  estimateReference: string | null;
  bookedAt: string;
}

const iso = (date: Date | null) => date?.toISOString() ?? null;

/** Reads the matched records whole. */
export async function loadPersonalData(
  db: DbClient,
  matches: PersonalDataMatches & { contactsByField: Set<string> },
): Promise<PersonalData> {
  const [contacts, conversations, estimates, bookings] = await Promise.all([
    db.contactMessage.findMany({
      where: { id: { in: matches.contactIds } },
      orderBy: [{ createdAt: "desc" }, { id: "desc" }],
      include: { estimate: { select: { reference: true } }, replies: REPLIES_INCLUDE },
    }),
    db.chatConversation.findMany({
      where: { id: { in: matches.conversationIds } },
      orderBy: [{ createdAt: "desc" }, { id: "desc" }],
      include: {
        messages: { orderBy: { id: "asc" } },
        estimates: { orderBy: { createdAt: "asc" }, select: { reference: true } },
        replies: REPLIES_INCLUDE,
      },
    }),
    db.estimate.findMany({ where: { id: { in: matches.estimateIds } }, orderBy: { createdAt: "desc" } }),
    db.booking.findMany({
      where: { id: { in: matches.bookingIds } },
      orderBy: { startsAt: "desc" },
      include: { estimate: { select: { reference: true } } },
    }),
  ]);
  return {
    contactMessages: contacts.map((row) => ({
      id: row.id,
      receivedAt: row.createdAt.toISOString(),
      name: row.name,
      email: row.email,
      phone: row.phone,
      address: row.address,
      subject: row.subject,
      message: row.message,
      handledAt: iso(row.handledAt),
      isSpam: row.isSpam,
      spamReason: row.spamReason,
      estimateReference: row.estimate?.reference ?? null,
      matchedBy: matches.contactsByField.has(row.id) ? "field" : "text",
      replies: storedReplies(row.replies),
    })),
    chatConversations: conversations.map((row) => ({
      id: row.id,
      sessionId: row.sessionId,
      startedAt: row.createdAt.toISOString(),
      lastActivityAt: row.updatedAt.toISOString(),
      messages: row.messages.map((message) => ({
        role: message.role === "user" ? "visitor" : "dove",
        text: message.content,
        at: message.createdAt.toISOString(),
      })),
      estimateReferences: row.estimates.map((estimate) => estimate.reference),
      replies: storedReplies(row.replies),
    })),
    estimates: estimates.map((row) => ({
      reference: row.reference,
      savedAt: row.createdAt.toISOString(),
      source: row.source,
      input: row.input as unknown as EstimateInput,
      lowCents: row.lowCents,
      highCents: row.highCents,
      totalCents: row.totalCents,
      breakdown: row.breakdown as unknown as EstimateBreakdown,
    })),
    bookings: bookings.map((row) => ({
      id: row.id,
      reference: row.reference,
      status: row.status,
      startsAt: row.startsAt.toISOString(),
      endsAt: row.endsAt.toISOString(),
      name: row.name,
      email: row.email,
      phone: row.phone,
      address: { street: row.street, city: row.city, zip: row.zip },
      notes: row.notes,
      service: row.service,
      outsideServiceArea: row.outsideServiceArea,
      estimateReference: row.estimate?.reference ?? null,
      bookedAt: row.createdAt.toISOString(),
    })),
  };
}

export interface DeletedCounts {
  contactMessages: number;
  chatConversations: number;
  chatMessages: number;
  estimates: number;
  bookings: number;
}

/** Deletes the matched records (a conversation with its messages). Run inside a transaction. */
export async function deletePersonalData(db: DbClient, matches: PersonalDataMatches): Promise<DeletedCounts> {
  const chatMessages = await db.chatMessage.count({ where: { conversationId: { in: matches.conversationIds } } });
  const contactMessages = await db.contactMessage.deleteMany({ where: { id: { in: matches.contactIds } } });
  const chatConversations = await db.chatConversation.deleteMany({ where: { id: { in: matches.conversationIds } } });
  const bookings = await db.booking.deleteMany({ where: { id: { in: matches.bookingIds } } });
  await removeBookingJobs(db, matches.bookingIds);
  const estimates = await db.estimate.deleteMany({ where: { id: { in: matches.estimateIds } } });
  return {
    contactMessages: contactMessages.count,
    chatConversations: chatConversations.count,
    chatMessages,
    estimates: estimates.count,
    bookings: bookings.count,
  };
}
