import type { Db } from "../db/client";
import { CONTACT_NOTIFICATION_TASK } from "./contact-notification-job";

/** The queue's task that turns owed emails into jobs; one at a time is enough (its job key). */
export const CONTACT_NOTIFICATION_RELAY_TASK = "contact-notification-relay";

/** Messages turned into jobs per statement. */
const BATCH = 2_000;

/**
 * Turns the emails messages owe (notify_status NULL, written by the INSERT that stored them) into
 * one queue job each: each batch marks its messages "queued" and adds their jobs in one statement,
 * so a message is queued exactly once, even with several instances relaying at once (SKIP LOCKED),
 * and a relay that dies leaves its batch owed for the next. Without a mail server (`emailOn`
 * false) owed emails are marked "off" instead. Returns how many messages it handled.
 */
export async function relayOwedNotifications(db: Db, emailOn: boolean): Promise<number> {
  let handled = 0;
  for (;;) {
    const [row] = emailOn
      ? await db.$queryRaw<{ count: bigint }[]>`
          WITH owed AS (
            SELECT id FROM contact_messages WHERE notify_status IS NULL AND NOT is_spam
            ORDER BY notify_queued_at LIMIT ${BATCH} FOR UPDATE SKIP LOCKED
          ), queued AS (
            UPDATE contact_messages m SET notify_status = 'queued' FROM owed WHERE m.id = owed.id RETURNING m.id
          )
          SELECT count(*) AS count FROM graphile_worker.add_jobs(ARRAY(
            SELECT ROW(${CONTACT_NOTIFICATION_TASK}, json_build_object('contactId', id, 'attempt', 1), NULL, NULL, 10, NULL, NULL, NULL)::graphile_worker.job_spec
            FROM queued
          ))`
      : await db.$queryRaw<{ count: bigint }[]>`
          WITH owed AS (
            SELECT id FROM contact_messages WHERE notify_status IS NULL AND NOT is_spam LIMIT ${BATCH} FOR UPDATE SKIP LOCKED
          ), off AS (
            UPDATE contact_messages m SET notify_status = 'off' FROM owed WHERE m.id = owed.id RETURNING m.id
          )
          SELECT count(*) AS count FROM off`;
    const count = Number(row?.count ?? 0);
    handled += count;
    if (count < BATCH) return handled;
  }
}

/** What storing a contact message needs to know of its email. */
export interface ContactNotifications {
  /** A mail server is configured: a new message owes its email; without one it is stored "off". */
  emailOn: boolean;
  /** Tells the queue that emails are owed, so the relay runs now rather than at its minute. */
  kick(): void;
  /** Waits for a kick in flight (shutdown, tests). */
  idle(): Promise<void>;
}

/** A kick this long after the last one wakes the relay at once (a quiet site, the usual case). */
const QUIET_AFTER_MS = 250;
/**
 * Closer kicks (a burst of messages) are gathered for this long, so the burst is relayed in a few
 * large batches instead of competing with its own requests.
 */
const BUSY_GATHER_MS = 1_000;

/**
 * Kicks the relay after a message is stored, off the request's path: at once on a quiet site,
 * gathered for BUSY_GATHER_MS in a burst; one queue job with a fixed key (a waiting relay is not
 * doubled; one already running is followed by another that sees what it missed). A lost kick (the
 * process died first) costs only time: the relay also runs every minute.
 */
export function contactNotifications(
  db: Db,
  emailOn: boolean,
  warn: (details: Record<string, unknown>, message: string) => void,
): ContactNotifications {
  let scheduled: Promise<void> | null = null;
  let lastKickAt = 0;
  return {
    emailOn,
    kick() {
      if (scheduled) return;
      const delay = Date.now() - lastKickAt > QUIET_AFTER_MS ? 0 : BUSY_GATHER_MS;
      scheduled = new Promise<void>((resolve) => setTimeout(resolve, delay))
        .then(async () => {
          scheduled = null;
          lastKickAt = Date.now();
          await db.$executeRaw`SELECT graphile_worker.add_job(${CONTACT_NOTIFICATION_RELAY_TASK}, '{}'::json, job_key := ${CONTACT_NOTIFICATION_RELAY_TASK}, job_key_mode := 'preserve_run_at')`;
        })
        .catch((error: unknown) =>
          warn(
            { code: (error as { code?: string }).code },
            "could not wake the notification relay; it runs within a minute anyway",
          ),
        );
    },
    async idle() {
      await scheduled;
    },
  };
}

/** No mail server and no queue (tests that are not about email): messages are stored "off". */
export const NO_EMAIL: ContactNotifications = { emailOn: false, kick: () => undefined, idle: async () => undefined };
