import { z } from "zod";
import { CONTACT_LIMITS } from "#shared/contact/contact-fields";
import { emailIn } from "#shared/inbox/visitor-contact";
import { multiLine } from "#shared/schemas/storable-text";
import type { Db } from "../db/client";
import { DomainError } from "../errors";
import { queueReply } from "./reply-job";

/** The longest reply: as long as the longest contact message. */
const REPLY_MAX_CHARS = CONTACT_LIMITS.message;

/** Which record a reply answers: a contact message or a chat conversation, by id. */
export const ReplyTargetSchema = z.object({
  kind: z.enum(["contact", "chat"], { error: "kind must be contact or chat" }),
  id: z.uuid({ error: "id must be a message or conversation id (UUID)" }),
});

export const SendReplyInputSchema = ReplyTargetSchema.extend({
  body: multiLine(z.string({ error: "Write a reply" }), "Reply")
    .min(1, "Write a reply")
    .max(REPLY_MAX_CHARS, `A reply can be at most ${REPLY_MAX_CHARS} characters`),
});
export type ReplyTarget = z.infer<typeof ReplyTargetSchema>;

export interface ReplySummary {
  id: string;
  toEmail: string;
  body: string;
  /** The owner who wrote it; null once their account is removed. */
  author: string | null;
  createdAt: string;
  status: "queued" | "sent" | "failed" | "held";
  attempts: number;
  /** The last failure's error code; "off" when the site has no mail server. */
  lastError: string | null;
  nextAttemptAt: string | null;
  sentAt: string | null;
}

/** A chat visitor's address: the one a walkthrough booked in the chat was made with, else one they typed. */
export function chatVisitorEmail(chat: { bookings: { email: string }[]; visitorMessages: string[] }): string | null {
  return chat.bookings[0]?.email ?? emailIn(chat.visitorMessages);
}

async function recipientOf(db: Db, { kind, id }: ReplyTarget): Promise<string> {
  if (kind === "contact") {
    const contact = await db.contactMessage.findUnique({ where: { id }, select: { email: true } });
    if (!contact) throw new DomainError("NOT_FOUND", "Message not found");
    return contact.email;
  }
  const chat = await db.chatConversation.findUnique({
    where: { id },
    select: {
      bookings: { orderBy: { createdAt: "asc" }, select: { email: true } },
      messages: { where: { role: "user" }, orderBy: { id: "asc" }, select: { content: true } },
    },
  });
  if (!chat) throw new DomainError("NOT_FOUND", "Conversation not found");
  const email = chatVisitorEmail({ bookings: chat.bookings, visitorMessages: chat.messages.map((m) => m.content) });
  if (!email) throw new DomainError("CONFLICT", "This visitor left no email address to reply to");
  return email;
}

const targetWhere = ({ kind, id }: ReplyTarget) =>
  kind === "contact" ? { contactMessageId: id } : { chatConversationId: id };

/** Stores the reply and queues its email in one transaction. */
export async function createReply(
  db: Db,
  { body, ...target }: z.infer<typeof SendReplyInputSchema>,
  ownerAccountId: string,
): Promise<{ id: string }> {
  const toEmail = await recipientOf(db, target);
  return db.$transaction(async (tx) => {
    const reply = await tx.ownerReply.create({
      data: { ...targetWhere(target), toEmail, body, ownerAccountId },
      select: { id: true },
    });
    await queueReply(tx, reply.id);
    return reply;
  });
}

/** A message's or conversation's replies, oldest first. */
export async function replyThread(db: Db, target: ReplyTarget): Promise<ReplySummary[]> {
  const rows = await db.ownerReply.findMany({
    where: targetWhere(target),
    orderBy: [{ createdAt: "asc" }, { id: "asc" }],
    select: {
      id: true,
      toEmail: true,
      body: true,
      createdAt: true,
      status: true,
      attempts: true,
      lastError: true,
      nextAttemptAt: true,
      sentAt: true,
      ownerAccount: { select: { name: true } },
    },
  });
  return rows.map(({ ownerAccount, createdAt, nextAttemptAt, sentAt, status, ...row }) => ({
    ...row,
    status: status as ReplySummary["status"],
    author: ownerAccount?.name ?? null,
    createdAt: createdAt.toISOString(),
    nextAttemptAt: nextAttemptAt?.toISOString() ?? null,
    sentAt: sentAt?.toISOString() ?? null,
  }));
}

/** Delivery only (ids, states and error codes, no content): what the owner's page polls while a reply is on its way. */
export async function replyStatuses(db: Db, target: ReplyTarget) {
  const rows = await db.ownerReply.findMany({
    where: targetWhere(target),
    orderBy: [{ createdAt: "asc" }, { id: "asc" }],
    select: { id: true, status: true, attempts: true, lastError: true, nextAttemptAt: true, sentAt: true },
  });
  return rows.map(({ status, nextAttemptAt, sentAt, ...row }) => ({
    ...row,
    status: status as ReplySummary["status"],
    nextAttemptAt: nextAttemptAt?.toISOString() ?? null,
    sentAt: sentAt?.toISOString() ?? null,
  }));
}

/** The message or conversation a reply answers (for the audit trail), or null when there is no such reply. */
export async function replyTargetOf(db: Db, replyId: string): Promise<ReplyTarget | null> {
  const row = await db.ownerReply.findUnique({
    where: { id: replyId },
    select: { contactMessageId: true, chatConversationId: true },
  });
  if (!row) return null;
  return row.contactMessageId
    ? { kind: "contact", id: row.contactMessageId }
    : { kind: "chat", id: row.chatConversationId ?? "" };
}
