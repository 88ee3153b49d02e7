import { TZDate } from "@date-fns/tz";
import ical, {
  type ICalCalendar,
  ICalAttendeeRole,
  ICalAttendeeStatus,
  ICalCalendarMethod,
  ICalEventStatus,
} from "ical-generator";
import { BUSINESS_TIME_ZONE } from "#shared/business/hours";
import type { SiteFacts } from "#shared/facts/site-facts-schema";
import type { BookingRow } from "./booking-store";
import { withDenverTimezone } from "./denver-vtimezone";

type IcsBooking = Pick<
  BookingRow,
  "id" | "reference" | "status" | "startsAt" | "endsAt" | "sequence" | "street" | "city" | "zip" | "updatedAt"
>;

/** How an invite reaches the visitor: attached to a booking email, or downloaded from the manage page. */
export type InviteDelivery = "email" | "download";

/** What an invite says of the business: its name, phone and state, as published. */
type IcsBusiness = Pick<SiteFacts["business"], "name" | "phone" | "regionCode">;

const productId = (business: IcsBusiness) => ({
  company: business.name,
  product: "Walkthrough bookings",
  language: "EN",
});

/** Stable across changes, so calendars update the event instead of adding another. */
export function bookingUid(bookingId: string, siteUrl: string): string {
  return `booking-${bookingId}@${new URL(siteUrl).hostname}`;
}

function location(booking: IcsBooking, business: IcsBusiness): string {
  return `${booking.street}, ${booking.city}, ${business.regionCode} ${booking.zip}`;
}

/** An instant as Denver's clock shows it: the invite's times are written in the business's zone. */
const denver = (instant: Date) => new TZDate(instant, BUSINESS_TIME_ZONE);

/** What an invite and the owner's feed say alike of a booking's event: its identity, version and time. */
function eventTiming(booking: IcsBooking, siteUrl: string) {
  return {
    id: bookingUid(booking.id, siteUrl),
    sequence: booking.sequence,
    start: denver(booking.startsAt),
    end: denver(booking.endsAt),
    timezone: BUSINESS_TIME_ZONE,
    stamp: booking.updatedAt,
  };
}

/**
 * A display name as a quoted parameter value (CN): RFC 5545 allows no DQUOTE or control
 * characters there, and ical-generator would write a backslash-escaped quote that parsers misread.
 */
const parameterText = (text: string) =>
  text
    .replace(/"/g, "'")
    .replace(/[\p{Cc}\s]+/gu, " ")
    .trim();

/**
 * The calendar as text: the zone's definition added, and the CRLF RFC 5545 puts after every line,
 * END:VCALENDAR's included (ical-generator leaves the last one off).
 */
const icsText = (calendar: ICalCalendar) => `${withDenverTimezone(calendar.toString())}\r\n`;

/**
 * The visitor's calendar invite, times on Denver's clock with the zone named and defined, SEQUENCE
 * bumped on every change. Emailed, it is an iTIP message (RFC 5546): REQUEST for a new or moved
 * walkthrough, CANCEL once cancelled, organized by the address the email comes from and addressed
 * to the visitor, who booked it (accepted, no reply wanted). Downloaded, it is a PUBLISH, which
 * names an organizer and no attendees: a copy for the visitor's calendar, not a request to answer.
 */
export function bookingInvite(
  booking: IcsBooking & Pick<BookingRow, "name" | "email">,
  {
    siteUrl,
    organizerEmail,
    manageUrl,
    delivery,
    business,
  }: {
    siteUrl: string;
    organizerEmail: string;
    manageUrl: string | null;
    delivery: InviteDelivery;
    business: IcsBusiness;
  },
): string {
  const cancelled = booking.status === "cancelled";
  const emailed = delivery === "email";
  const calendar = ical({
    prodId: productId(business),
    method: !emailed ? ICalCalendarMethod.PUBLISH : cancelled ? ICalCalendarMethod.CANCEL : ICalCalendarMethod.REQUEST,
  });
  calendar.createEvent({
    ...eventTiming(booking, siteUrl),
    summary: `Free in-home walkthrough with ${business.name}`,
    description: [
      `Booking ${booking.reference}.`,
      manageUrl ? `Change or cancel: ${manageUrl}` : `Questions: ${business.phone.display}`,
    ].join("\n"),
    location: location(booking, business),
    organizer: { name: business.name, email: organizerEmail },
    attendees: emailed
      ? [
          {
            name: parameterText(booking.name),
            email: booking.email,
            role: ICalAttendeeRole.REQ,
            status: ICalAttendeeStatus.ACCEPTED,
            rsvp: false,
          },
        ]
      : [],
    status: cancelled ? ICalEventStatus.CANCELLED : ICalEventStatus.CONFIRMED,
  });
  return icsText(calendar);
}

/** The owner's private feed: upcoming confirmed walkthroughs with who and where. No METHOD: a subscription, not an iTIP message. */
export function calendarFeed(
  bookings: readonly (IcsBooking & {
    name: string;
    phone: string;
    email: string;
    notes: string | null;
    service: string | null;
  })[],
  siteUrl: string,
  business: IcsBusiness,
): string {
  const calendar = ical({
    prodId: productId(business),
    name: `${business.name} walkthroughs`,
    ttl: 15 * 60,
  });
  for (const booking of bookings) {
    calendar.createEvent({
      ...eventTiming(booking, siteUrl),
      summary: `Walkthrough: ${booking.name} (${booking.city})`,
      description: [
        `${booking.reference}`,
        `Phone: ${booking.phone}`,
        `Email: ${booking.email}`,
        booking.service ? `Service: ${booking.service}` : "",
        booking.notes ? `Notes: ${booking.notes}` : "",
      ]
        .filter(Boolean)
        .join("\n"),
      location: location(booking, business),
    });
  }
  return icsText(calendar);
}
