import type { Prisma } from "../db/generated/client";

/** Queue task names: one email (to the visitor or the owner) per change, and the reminder. */
export const BOOKING_EMAIL_TASK = "booking-email";
export const BOOKING_REMINDER_TASK = "booking-reminder";

/** The reminder goes this long before the walkthrough. */
export const REMINDER_BEFORE_MS = 24 * 3_600_000;

/** An open transaction (the database itself also fits: it runs the same statements). */
type Tx = Pick<Prisma.TransactionClient, "$executeRaw">;

const RECIPIENTS = ["visitor", "owner"] as const;

const reminderJobKey = (bookingId: string) => `booking-reminder:${bookingId}`;
const emailJobKey = (to: string, bookingId: string, sequence: number | "%") =>
  `booking-email:${to}:${bookingId}:${sequence}`;

/**
 * Queues the emails a booking's change owes, in the caller's transaction: they exist exactly when
 * the change commits. The job key names the booking and its sequence, so a change is never
 * emailed twice however often this runs. Only the visitor's job carries the manage token (when
 * the change was made with it), so the email can link it; the job is deleted once done.
 */
export async function queueChangeEmails(
  tx: Tx,
  bookingId: string,
  sequence: number,
  change: string,
  manageToken: string | null,
  recipients: readonly (typeof RECIPIENTS)[number][] = RECIPIENTS,
): Promise<void> {
  for (const to of recipients) {
    const token = to === "visitor" ? manageToken : null;
    await tx.$executeRaw`SELECT graphile_worker.add_job(${BOOKING_EMAIL_TASK}, json_build_object('bookingId', ${bookingId}::text, 'sequence', ${sequence}::int, 'to', ${to}::text, 'change', ${change}::text, 'manageToken', ${token}::text), job_key := ${emailJobKey(to, bookingId, sequence)}, job_key_mode := 'preserve_run_at', max_attempts := 10)`;
  }
}

/** One reminder job per booking (its job key): a reschedule moves it, a cancellation removes it. */
export async function scheduleReminder(tx: Tx, bookingId: string, startsAt: Date): Promise<void> {
  const runAt = new Date(startsAt.getTime() - REMINDER_BEFORE_MS);
  await tx.$executeRaw`SELECT graphile_worker.add_job(${BOOKING_REMINDER_TASK}, json_build_object('bookingId', ${bookingId}::text), run_at := ${runAt}::timestamptz, job_key := ${reminderJobKey(bookingId)}, job_key_mode := 'replace', max_attempts := 10)`;
}

export async function removeReminder(tx: Tx, bookingId: string): Promise<void> {
  await tx.$executeRaw`SELECT graphile_worker.remove_job(${reminderJobKey(bookingId)})`;
}

/**
 * Drops the emails and reminder still queued for deleted bookings (a privacy deletion): a visitor
 * email's job holds the manage token until it is sent. A job a worker holds right now stays; its
 * handler finds no booking and sends nothing.
 */
export async function removeBookingJobs(tx: Tx, bookingIds: readonly string[]): Promise<void> {
  if (bookingIds.length === 0) return;
  const reminders = bookingIds.map(reminderJobKey);
  const emails = bookingIds.flatMap((id) => RECIPIENTS.map((to) => emailJobKey(to, id, "%")));
  await tx.$executeRaw`SELECT graphile_worker.complete_jobs(ARRAY(
    SELECT id FROM graphile_worker.jobs WHERE key = ANY(${reminders}::text[]) OR key LIKE ANY(${emails}::text[])
  ))`;
}
