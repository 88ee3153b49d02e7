import { manageBookingPath } from "#shared/booking/booking-api";
import { formatBookingTime } from "#shared/booking/time-label";
import type { SiteFacts } from "#shared/facts/site-facts-schema";
import { bookingOwnerHtml } from "../email/templates/booking-owner-email";
import { bookingVisitorHtml } from "../email/templates/booking-visitor-email";
import { bookingInvite } from "./booking-ics";
import type { BookingRow } from "./booking-store";

/** What a queued email is about. */
export type BookingChange = "booked" | "rescheduled" | "cancelled" | "reminder";

export interface BookingEmailOptions {
  siteUrl: string;
  /** NOTIFY_EMAIL: the owner's address, also the sender. */
  ownerEmail: string;
  /** The business's name, phone, address text and notice hours, as published. */
  facts: SiteFacts;
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

const OPENINGS: Record<BookingChange, (business: string) => string> = {
  booked: (business) => `Thanks for booking a free in-home walkthrough with ${business}.`,
  rescheduled: (business) => `Your free in-home walkthrough with ${business} has moved.`,
  cancelled: (business) => `Your free in-home walkthrough with ${business} is cancelled.`,
  reminder: (business) => `A reminder from ${business} about your free in-home walkthrough.`,
};

const WHEN_LABELS: Record<BookingChange, string> = {
  booked: "When",
  rescheduled: "New time",
  cancelled: "Was on",
  reminder: "When",
};

const addressOf = (booking: BookingRow) => `${booking.street}, ${booking.city} ${booking.zip}`;

/** To the visitor: the time, the address, the private manage link when known, and the invite. */
export async function visitorEmail(
  booking: BookingRow,
  change: BookingChange,
  manageToken: string | null,
  { siteUrl, ownerEmail, facts }: BookingEmailOptions,
) {
  const { business } = facts;
  const manageUrl = manageToken ? `${siteUrl}${manageBookingPath(manageToken)}` : null;
  const when = formatBookingTime(booking.startsAt);
  const cancellationNoticeHours = facts.policies.cancellationNoticeHours;
  // The business speaks first: the visitor's own words (their name above all) never open an
  // email the business sends to whatever address was typed in, and the name is left out.
  const lines = [
    OPENINGS[change](business.name),
    "",
    change === "cancelled" ? `It was on ${when}.` : `${SUBJECTS[change]}: ${when}.`,
    `Address: ${addressOf(booking)}`,
    `Booking reference: ${booking.reference}`,
    "",
    change === "cancelled"
      ? `Want another time? Book again at ${siteUrl}/booking or call us at ${business.phone.display}.`
      : manageUrl
        ? `Need to change or cancel? Use your private link (up to ${cancellationNoticeHours} hours before): ${manageUrl}`
        : `Need to change or cancel? Use the link in your first email, or call us at ${business.phone.display}.`,
    "Keep this link to yourself: anyone with it can change your booking.",
    "",
    `${business.name} · ${business.phone.display}`,
  ];
  const html = await bookingVisitorHtml({
    business,
    heading: SUBJECTS[change],
    opening: OPENINGS[change](business.name),
    cancelled: change === "cancelled",
    whenLabel: WHEN_LABELS[change],
    when,
    address: addressOf(booking),
    reference: booking.reference,
    manageUrl,
    bookAgainUrl: `${siteUrl}/booking`,
    cancellationNoticeHours,
  });
  // Organized by the sending address: calendar apps trust an invite whose organizer sent it.
  const ics = bookingInvite(booking, { siteUrl, organizerEmail: ownerEmail, manageUrl, delivery: "email", business });
  const method = booking.status === "cancelled" ? "CANCEL" : "REQUEST";
  return {
    from: `"${business.name}" <${ownerEmail}>`,
    // The address alone: a name shown as the recipient would be the visitor's text again.
    to: booking.email,
    replyTo: business.email,
    subject: `${SUBJECTS[change]} (${booking.reference})`,
    messageId: messageId(
      booking,
      `visitor-${change === "reminder" ? `reminder-${booking.startsAt.getTime()}` : booking.sequence}`,
      siteUrl,
    ),
    text: lines.join("\n"),
    html,
    ...(change === "reminder" ? {} : { icalEvent: { method, filename: "walkthrough.ics", content: ics } }),
  };
}

/** To the owner: one email per booking, change and cancellation. */
export async function ownerEmail(
  booking: BookingRow,
  change: BookingChange,
  { siteUrl, ownerEmail: to, facts }: BookingEmailOptions,
) {
  const when = formatBookingTime(booking.startsAt);
  const heading = change === "booked" ? "New walkthrough booked" : `Walkthrough ${change}`;
  const adminUrl = `${siteUrl}/admin/bookings/${booking.id}`;
  const lines = [
    `${heading}: ${when}`,
    `Reference: ${booking.reference}`,
    `Name: ${booking.name}`,
    `Email: ${booking.email}`,
    `Phone: ${booking.phone}`,
    `Address: ${addressOf(booking)}${booking.outsideServiceArea ? " (outside the served areas)" : ""}`,
    `Service: ${booking.service ?? "-"}`,
    `Notes: ${booking.notes ?? "-"}`,
    "",
    `Open it: ${adminUrl}`,
  ];
  const html = await bookingOwnerHtml({
    business: facts.business,
    heading,
    when,
    reference: booking.reference,
    name: booking.name,
    email: booking.email,
    phone: booking.phone,
    address: addressOf(booking),
    outsideServiceArea: booking.outsideServiceArea,
    service: booking.service,
    notes: booking.notes,
    adminUrl,
  });
  return {
    from: `"${facts.business.name} website" <${to}>`,
    to,
    replyTo: { name: booking.name, address: booking.email },
    subject: `Walkthrough ${change}: ${booking.name}, ${when}`,
    messageId: messageId(booking, `owner-${booking.sequence}-${change}`, siteUrl),
    text: lines.join("\n"),
    html,
  };
}
