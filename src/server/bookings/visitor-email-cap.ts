import type Mail from "nodemailer/lib/mailer";
import { zonedDate } from "#shared/booking/zoned-time";
import type { Db } from "../db/client";
import { counterKey, hitCounter, returnHit } from "../limits/rate-limit-counters";
import type { BookingMailer } from "./booking-mailer";

/**
 * Emails one visitor address may be sent in a day (the business's day, in Denver), across every
 * kind: confirmations, changes, cancellations, reminders, the owner's replies. A real visitor needs two or three; a
 * stranger's address typed into many bookings gets no more than this from the business.
 */
export const VISITOR_EMAILS_PER_DAY = 5;

/** The counter outlives its day by a day, then the daily clean-up deletes it. */
const COUNTER_WINDOW_MS = 2 * 24 * 3_600_000;

/** One mailbox however it is written: case, and a "+tag" that reaches the same inbox. */
function mailbox(address: string): string {
  const [local = "", domain = ""] = address
    .trim()
    .toLowerCase()
    .split(/@(?=[^@]*$)/);
  return `${local.replace(/\+.*$/, "")}@${domain}`;
}

/** The day's counter of one address: hashed like every rate-limit key, so no address is stored. */
const dayKey = (address: string, now: Date) => counterKey("visitor-email", `${mailbox(address)} ${zonedDate(now)}`);

/**
 * Sends an email to a visitor unless their address has had its day's allowance: the count is kept
 * in Postgres, so every instance shares it. Held back, the email is not sent and this returns
 * false. A failed send gives its count back and throws, for the queue to retry.
 */
export async function sendToVisitorWithinCap(
  db: Db,
  mailer: Pick<BookingMailer, "send">,
  message: Mail.Options & { to: string },
  now = new Date(),
): Promise<boolean> {
  const key = dayKey(message.to, now);
  const { hits } = await hitCounter(db, key, COUNTER_WINDOW_MS);
  if (hits > VISITOR_EMAILS_PER_DAY) return false;
  try {
    await mailer.send(message);
  } catch (error) {
    await returnHit(db, key);
    throw error;
  }
  return true;
}

/** A booking's email to its visitor within the cap; held back, the booking records when (the owner's page says so). */
export async function sendWithinDailyCap(
  db: Db,
  mailer: BookingMailer,
  bookingId: string,
  message: Mail.Options & { to: string },
  now = new Date(),
): Promise<boolean> {
  const sent = await sendToVisitorWithinCap(db, mailer, message, now);
  if (!sent) await db.booking.updateMany({ where: { id: bookingId }, data: { visitorEmailHeldAt: now } });
  return sent;
}
