import type { Task } from "graphile-worker";
import { z } from "zod";
import type { Db } from "../db/client";
import type { FactsInForce } from "../facts/facts-in-force";
import type { QueueLog } from "../jobs/queue-logger";
import { failureCode } from "../notify/contact-mailer";
import { type BookingChange, type BookingEmailOptions, ownerEmail, visitorEmail } from "./booking-emails";
import type { BookingMailer } from "./booking-mailer";
import { sendWithinDailyCap } from "./visitor-email-cap";

/** Ids, the change, and the manage token when the change was made with it (so the email can link it). */
const EmailPayloadSchema = z.object({
  bookingId: z.uuid(),
  sequence: z.number().int().min(0),
  to: z.enum(["visitor", "owner"]),
  change: z.enum(["booked", "rescheduled", "cancelled"]),
  manageToken: z.string().nullable().default(null),
});
const ReminderPayloadSchema = z.object({ bookingId: z.uuid() });

/** What every booking email is built from: the mailer's addresses and the facts in force when it is sent. */
function emailOptions(mailer: BookingMailer, facts: FactsInForce): BookingEmailOptions {
  return { siteUrl: mailer.siteUrl, ownerEmail: mailer.ownerEmail, facts: facts.current().facts };
}

/**
 * Sends one booking email. A job already done (its sequence recorded on the booking) does
 * nothing; the visitor is not sent an invite a newer change has replaced, nor more than the day's
 * allowance of emails to their address (the held one counts as done). A failure throws, and
 * graphile-worker retries with backoff on any instance.
 */
export function bookingEmailTask(db: Db, mailer: BookingMailer | null, facts: FactsInForce, log: QueueLog): Task {
  return async (raw) => {
    const payload = EmailPayloadSchema.safeParse(raw);
    if (!payload.success)
      return log.error({ task: "booking-email" }, "booking email job has a malformed payload; dropped");
    const { bookingId, sequence, to, change, manageToken } = payload.data;
    const booking = await db.booking.findUnique({ where: { id: bookingId } });
    if (!booking || !mailer) return;
    const emailed = to === "visitor" ? booking.visitorEmailedSequence : booking.ownerEmailedSequence;
    if (emailed >= sequence || (to === "visitor" && booking.sequence > sequence)) return;
    const options = emailOptions(mailer, facts);
    let sent = true;
    try {
      // The owner's notices are not capped: only the visitor's address could be a stranger's.
      if (to === "visitor")
        sent = await sendWithinDailyCap(
          db,
          mailer,
          bookingId,
          await visitorEmail(booking, change, manageToken, options),
        );
      else await mailer.send(await ownerEmail(booking, change, options));
    } catch (error) {
      log.warn({ bookingId, to, code: failureCode(error) }, "booking email failed; the queue retries it");
      throw error;
    }
    await db.$executeRaw`UPDATE bookings SET visitor_emailed_sequence = CASE WHEN ${to} = 'visitor' THEN GREATEST(visitor_emailed_sequence, ${sequence}::int) ELSE visitor_emailed_sequence END, owner_emailed_sequence = CASE WHEN ${to} = 'owner' THEN GREATEST(owner_emailed_sequence, ${sequence}::int) ELSE owner_emailed_sequence END WHERE id = ${bookingId}::uuid`;
    if (sent) log.info({ bookingId, to, sequence }, "booking email sent");
    else log.warn({ bookingId, to, sequence }, "booking email not sent: daily limit for this address");
  };
}

/**
 * The reminder a day before. The job (one per booking, by its key) may be stale: the handler
 * re-reads the booking and sends only for a confirmed, upcoming walkthrough not yet reminded at
 * this start time, then records that start time.
 */
export function bookingReminderTask(db: Db, mailer: BookingMailer | null, facts: FactsInForce, log: QueueLog): Task {
  return async (raw) => {
    const payload = ReminderPayloadSchema.safeParse(raw);
    if (!payload.success || !mailer) return;
    const booking = await db.booking.findUnique({ where: { id: payload.data.bookingId } });
    if (!booking || booking.status !== "confirmed" || booking.startsAt.getTime() <= Date.now()) return;
    if (booking.reminderSentFor?.getTime() === booking.startsAt.getTime()) return;
    const sent = await sendWithinDailyCap(
      db,
      mailer,
      booking.id,
      await visitorEmail(booking, "reminder" satisfies BookingChange, null, emailOptions(mailer, facts)),
    );
    await db.booking.updateMany({
      where: { id: booking.id, startsAt: booking.startsAt },
      data: { reminderSentFor: booking.startsAt },
    });
    if (sent) log.info({ bookingId: booking.id }, "booking reminder sent");
    else log.warn({ bookingId: booking.id }, "booking reminder not sent: daily limit for this address");
  };
}
