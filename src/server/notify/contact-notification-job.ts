import type { Task } from "graphile-worker";
import { z } from "zod";
import type { Db } from "../db/client";
import type { FactsInForce } from "../facts/facts-in-force";
import type { QueueLog } from "../jobs/queue-logger";
import { type ContactMailer, failureCode } from "./contact-mailer";
import { nextAttemptAt } from "./retry-schedule";

/** The queue's task name; the relay adds these jobs (contact-notification-relay.ts). */
export const CONTACT_NOTIFICATION_TASK = "contact-notification";

/** Ids only: a job never carries personal data. `attempt` is the attempt this job makes. */
const PayloadSchema = z.object({ contactId: z.uuid(), attempt: z.number().int().min(1) });

/**
 * Emails one contact message to the owner. Each attempt is one job: a failure records the error
 * code on the message and, in the same statement, queues the next attempt (retry-schedule.ts), so
 * the schedule survives restarts and any instance may make the next try. A job whose attempt is
 * no longer the message's next one (a duplicate: a job re-run after its instance died, or added
 * twice) does nothing, so jobs need no unique key.
 */
export function contactNotificationTask(
  db: Db,
  mailer: ContactMailer | null,
  facts: FactsInForce,
  log: QueueLog,
): Task {
  return async (rawPayload) => {
    const payload = PayloadSchema.safeParse(rawPayload);
    if (!payload.success) {
      log.error({ task: CONTACT_NOTIFICATION_TASK }, "contact notification job has a malformed payload; dropped");
      return;
    }
    const { contactId, attempt } = payload.data;
    const contact = await db.contactMessage.findUnique({
      where: { id: contactId },
      select: {
        id: true,
        name: true,
        email: true,
        phone: true,
        address: true,
        message: true,
        createdAt: true,
        notifyStatus: true,
        notifyAttempts: true,
        notifyQueuedAt: true,
        notifiedAt: true,
        estimate: { select: { reference: true } },
      },
    });
    // Deleted since (a privacy request), already sent, or a stale duplicate: nothing to do.
    if (!contact || contact.notifiedAt || attempt !== contact.notifyAttempts + 1) return;
    if (!mailer) {
      await db.contactMessage.update({ where: { id: contactId }, data: { notifyStatus: "off", notifyNextAt: null } });
      return;
    }

    try {
      await mailer.send({ ...contact, estimateReference: contact.estimate?.reference ?? null }, facts.current().facts);
    } catch (error) {
      const reason = failureCode(error);
      const retryAt = nextAttemptAt(contact.notifyQueuedAt, attempt, new Date());
      if (retryAt === null) {
        await db.contactMessage.update({
          where: { id: contactId },
          data: { notifyStatus: "failed", notifyAttempts: attempt, notifyError: reason, notifyNextAt: null },
        });
        log.error(
          { contactMessageId: contactId, attempt, reason },
          "contact message email failed; giving up (the message is in the inbox, where it can be sent again)",
        );
        return;
      }
      await db.$executeRawUnsafe(
        `WITH failed AS (
           UPDATE contact_messages SET notify_status = 'retrying', notify_attempts = $2::int, notify_error = $3, notify_next_at = $4::timestamptz
           WHERE id = $1::uuid RETURNING id
         )
         SELECT graphile_worker.add_job($5, json_build_object('contactId', id, 'attempt', $2::int + 1), run_at := $4::timestamptz, max_attempts := 10)
         FROM failed`,
        contactId,
        attempt,
        reason,
        retryAt,
        CONTACT_NOTIFICATION_TASK,
      );
      log.warn(
        { contactMessageId: contactId, attempt, reason, retryAt: retryAt.toISOString() },
        "contact message email failed; will retry",
      );
      return;
    }
    await db.contactMessage.update({
      where: { id: contactId },
      data: {
        notifyStatus: "sent",
        notifyAttempts: attempt,
        notifyError: null,
        notifyNextAt: null,
        notifiedAt: new Date(),
      },
    });
    log.info({ contactMessageId: contactId, attempt }, "contact message emailed");
  };
}

/**
 * The inbox's "Send again" for a message whose email failed for good (or was off): a new round of
 * attempts with its own 24 hours. Returns false when the message is not in such a state.
 */
export async function requeueContactNotification(db: Db, contactId: string): Promise<boolean> {
  const rows = await db.$queryRawUnsafe<unknown[]>(
    `WITH again AS (
       UPDATE contact_messages
       SET notify_status = 'queued', notify_attempts = 0, notify_error = NULL, notify_next_at = NULL, notify_queued_at = now()
       WHERE id = $1::uuid AND notify_status IN ('failed', 'off') AND NOT is_spam
       RETURNING id
     )
     SELECT graphile_worker.add_job($2, json_build_object('contactId', id, 'attempt', 1), max_attempts := 10)::text
     FROM again`,
    contactId,
    CONTACT_NOTIFICATION_TASK,
  );
  return rows.length > 0;
}
