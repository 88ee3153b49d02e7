import type { Task } from "graphile-worker";
import { z } from "zod";
import type { BookingMailer } from "../bookings/booking-mailer";
import { sendToVisitorWithinCap } from "../bookings/visitor-email-cap";
import type { Db } from "../db/client";
import type { FactsInForce } from "../facts/facts-in-force";
import type { QueueLog } from "../jobs/queue-logger";
import { failureCode } from "../notify/contact-mailer";
import { nextAttemptAt } from "../notify/retry-schedule";
import { replyEmail, type ReplyToSend } from "./reply-email";

/** The queue's task name for one attempt at sending one reply. */
export const OWNER_REPLY_TASK = "owner-reply";

/** Ids only: a job never carries personal data. `attempt` is the attempt this job makes. */
const PayloadSchema = z.object({ replyId: z.uuid(), attempt: z.number().int().min(1) });

/** The visitor's chat messages quoted under a reply: the last few are what is being answered. */
const QUOTED_CHAT_MESSAGES = 6;

/** An open transaction (the database itself also fits). */
type Tx = Pick<Db, "$executeRaw">;

/** Adds the first attempt's job, in the caller's transaction: it exists exactly when the reply does. */
export async function queueReply(tx: Tx, replyId: string): Promise<void> {
  await tx.$executeRaw`SELECT graphile_worker.add_job(${OWNER_REPLY_TASK}, json_build_object('replyId', ${replyId}::text, 'attempt', 1), max_attempts := 10)`;
}

async function loadReply(db: Db, replyId: string) {
  return db.ownerReply.findUnique({
    where: { id: replyId },
    select: {
      id: true,
      toEmail: true,
      body: true,
      status: true,
      attempts: true,
      queuedAt: true,
      contactMessage: { select: { subject: true, message: true, createdAt: true } },
      chatConversation: {
        select: {
          createdAt: true,
          messages: {
            where: { role: "user" },
            orderBy: { id: "desc" },
            take: QUOTED_CHAT_MESSAGES,
            select: { content: true, createdAt: true },
          },
        },
      },
    },
  });
}

function toSend(reply: NonNullable<Awaited<ReturnType<typeof loadReply>>>): ReplyToSend | null {
  const { id, toEmail, body, contactMessage, chatConversation } = reply;
  if (contactMessage) {
    const text = contactMessage.message.replace(/^Subject: [^\n]*\n+/, "");
    return { id, toEmail, body, kind: "contact", theirs: { ...contactMessage, text, at: contactMessage.createdAt } };
  }
  if (!chatConversation) return null;
  const messages = [...chatConversation.messages].reverse();
  const text = messages.map((message) => message.content).join("\n\n");
  const at = messages.at(-1)?.createdAt ?? chatConversation.createdAt;
  return { id, toEmail, body, kind: "chat", theirs: { subject: null, text, at } };
}

/**
 * Sends one owner reply. Like the owner's contact emails (contact-notification-job.ts), each
 * attempt is one job: a failure records its error code and queues the next attempt in the same
 * statement (retry-schedule.ts); 24 hours after queueing it is "failed", which the owner can retry.
 * A visitor address past its daily allowance (ADR 0023) is "held", also retried by the owner. A job
 * whose attempt is not the reply's next one (a duplicate) does nothing.
 */
export function ownerReplyTask(db: Db, mailer: BookingMailer | null, facts: FactsInForce, log: QueueLog): Task {
  return async (rawPayload) => {
    const payload = PayloadSchema.safeParse(rawPayload);
    if (!payload.success) return log.error({ task: OWNER_REPLY_TASK }, "reply job has a malformed payload; dropped");
    const { replyId, attempt } = payload.data;
    const reply = await loadReply(db, replyId);
    if (!reply || reply.status !== "queued" || attempt !== reply.attempts + 1) return;
    const email = toSend(reply);
    if (!mailer || !email) {
      // No mail server configured: nothing can send it; the owner's page says why.
      await db.ownerReply.update({
        where: { id: replyId },
        data: { status: "failed", attempts: attempt, lastError: mailer ? "gone" : "off", nextAttemptAt: null },
      });
      return;
    }
    let sent: boolean;
    try {
      sent = await sendToVisitorWithinCap(
        db,
        mailer,
        await replyEmail(email, { facts: facts.current().facts, siteUrl: mailer.siteUrl }),
      );
    } catch (error) {
      const reason = failureCode(error);
      const retryAt = nextAttemptAt(reply.queuedAt, attempt, new Date());
      if (retryAt === null) {
        await db.ownerReply.update({
          where: { id: replyId },
          data: { status: "failed", attempts: attempt, lastError: reason, nextAttemptAt: null },
        });
        return log.error({ replyId, attempt, reason }, "owner reply failed; giving up (the owner can retry it)");
      }
      await db.$executeRaw`
        WITH failed AS (
          UPDATE owner_replies SET attempts = ${attempt}::int, last_error = ${reason}, next_attempt_at = ${retryAt}::timestamptz
          WHERE id = ${replyId}::uuid RETURNING id
        )
        SELECT graphile_worker.add_job(${OWNER_REPLY_TASK}, json_build_object('replyId', id, 'attempt', ${attempt}::int + 1), run_at := ${retryAt}::timestamptz, max_attempts := 10)
        FROM failed`;
      return log.warn({ replyId, attempt, reason, retryAt: retryAt.toISOString() }, "owner reply failed; will retry");
    }
    await db.ownerReply.update({
      where: { id: replyId },
      data: sent
        ? { status: "sent", attempts: attempt, lastError: null, nextAttemptAt: null, sentAt: new Date() }
        : { status: "held", attempts: attempt, lastError: null, nextAttemptAt: null },
    });
    if (sent) log.info({ replyId, attempt }, "owner reply sent");
    else log.warn({ replyId }, "owner reply not sent: daily limit for this address");
  };
}

/**
 * The owner's "Try again" for a reply that failed for good or was held: a new round of attempts
 * with its own 24 hours. Returns false when the reply is not in such a state.
 */
export async function requeueReply(db: Db, replyId: string): Promise<boolean> {
  const rows = await db.$queryRaw<unknown[]>`
    WITH again AS (
      UPDATE owner_replies
      SET status = 'queued', attempts = 0, last_error = NULL, next_attempt_at = NULL, queued_at = now()
      WHERE id = ${replyId}::uuid AND status IN ('failed', 'held')
      RETURNING id
    )
    SELECT graphile_worker.add_job(${OWNER_REPLY_TASK}, json_build_object('replyId', id, 'attempt', 1), max_attempts := 10)::text
    FROM again`;
  return rows.length > 0;
}
