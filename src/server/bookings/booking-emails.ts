import { manageBookingPath } from "#shared/booking/booking-api";
import { formatBookingTime } from "#shared/booking/time-label";
import { BUSINESS } from "#shared/business/business-info";
import { BOOKING_POLICY } from "#shared/business/policies";
import { bookingInvite } from "./booking-ics";
import type { BookingRow } from "./booking-store";

/** What a queued email is about. */
export type BookingChange = "booked" | "rescheduled" | "cancelled" | "reminder";

export interface BookingEmailOptions {
  siteUrl: string;
  /** NOTIFY_EMAIL: the owner's address, also the sender. */
  ownerEmail: string;
}

/** The same Message-ID on every attempt and instance, so a repeated send shows once. */
function messageId(booking: BookingRow, what: string, siteUrl: string): string {
  return `<booking-${booking.id}-${what}@${new URL(siteUrl).hostname}>`;
}

const SUBJECTS: Record<BookingChange, string> = {
  booked: "Your free walkthrough is booked",
  rescheduled: "Your walkthrough has a new time",
  cancelled: "Your walkthrough is cancelled",
  reminder: "Reminder: your walkthrough is tomorrow",
};

const OPENINGS: Record<BookingChange, string> = {
  booked: `Thanks for booking a free in-home walkthrough with ${BUSINESS.name}.`,
  rescheduled: `Your free in-home walkthrough with ${BUSINESS.name} has moved.`,
  cancelled: `Your free in-home walkthrough with ${BUSINESS.name} is cancelled.`,
  reminder: `A reminder from ${BUSINESS.name} about your free in-home walkthrough.`,
};

/** To the visitor: the time, the address, the private manage link when known, and the invite. */
export function visitorEmail(
  booking: BookingRow,
  change: BookingChange,
  manageToken: string | null,
  { siteUrl, ownerEmail }: BookingEmailOptions,
) {
  const manageUrl = manageToken ? `${siteUrl}${manageBookingPath(manageToken)}` : null;
  const when = formatBookingTime(booking.startsAt);
  // The business speaks first: the visitor's own words (their name above all) never open an
  // email the business sends to whatever address was typed in, and the name is left out.
  const lines = [
    OPENINGS[change],
    "",
    change === "cancelled" ? `It was on ${when}.` : `${SUBJECTS[change]}: ${when}.`,
    `Address: ${booking.street}, ${booking.city} ${booking.zip}`,
    `Booking reference: ${booking.reference}`,
    "",
    change === "cancelled"
      ? `Want another time? Book again at ${siteUrl}/booking or call us at ${BUSINESS.phoneDisplay}.`
      : manageUrl
        ? `Need to change or cancel? Use your private link (up to ${BOOKING_POLICY.cancellationNoticeHours} hours before): ${manageUrl}`
        : `Need to change or cancel? Use the link in your first email, or call us at ${BUSINESS.phoneDisplay}.`,
    "Keep this link to yourself: anyone with it can change your booking.",
    "",
    `${BUSINESS.name} · ${BUSINESS.phoneDisplay}`,
  ];
  // Organized by the sending address: calendar apps trust an invite whose organizer sent it.
  const ics = bookingInvite(booking, { siteUrl, organizerEmail: ownerEmail, manageUrl, delivery: "email" });
  const method = booking.status === "cancelled" ? "CANCEL" : "REQUEST";
  return {
    from: `"${BUSINESS.name}" <${ownerEmail}>`,
    // The address alone: a name shown as the recipient would be the visitor's text again.
    to: booking.email,
    replyTo: BUSINESS.email,
    subject: `${SUBJECTS[change]} (${booking.reference})`,
    messageId: messageId(
      booking,
      `visitor-${change === "reminder" ? `reminder-${booking.startsAt.getTime()}` : booking.sequence}`,
      siteUrl,
    ),
    text: lines.join("\n"),
    ...(change === "reminder" ? {} : { icalEvent: { method, filename: "walkthrough.ics", content: ics } }),
  };
}

/** To the owner: one email per booking, change and cancellation. */
export function ownerEmail(
  booking: BookingRow,
  change: BookingChange,
  { siteUrl, ownerEmail: to }: BookingEmailOptions,
) {
  const lines = [
    `${change === "booked" ? "New walkthrough booked" : `Walkthrough ${change}`}: ${formatBookingTime(booking.startsAt)}`,
    `Reference: ${booking.reference}`,
    `Name: ${booking.name}`,
    `Email: ${booking.email}`,
    `Phone: ${booking.phone}`,
    `Address: ${booking.street}, ${booking.city} ${booking.zip}${booking.outsideServiceArea ? " (outside the served areas)" : ""}`,
    `Service: ${booking.service ?? "-"}`,
    `Notes: ${booking.notes ?? "-"}`,
    "",
    `Open it: ${siteUrl}/admin/bookings/${booking.id}`,
  ];
  return {
    from: `"${BUSINESS.name} website" <${to}>`,
    to,
    replyTo: { name: booking.name, address: booking.email },
    subject: `Walkthrough ${change}: ${booking.name}, ${formatBookingTime(booking.startsAt)}`,
    messageId: messageId(booking, `owner-${booking.sequence}-${change}`, siteUrl),
    text: lines.join("\n"),
  };
}
