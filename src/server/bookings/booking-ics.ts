import { TZDate } from "@date-fns/tz";
import ical, { ICalCalendarMethod, ICalEventStatus } from "ical-generator";
import { BUSINESS } from "#shared/business/business-info";
import { BUSINESS_TIME_ZONE } from "#shared/business/hours";
import type { BookingRow } from "./booking-store";
import { withDenverTimezone } from "./denver-vtimezone";

type IcsBooking = Pick<
  BookingRow,
  "id" | "reference" | "status" | "startsAt" | "endsAt" | "sequence" | "street" | "city" | "zip" | "updatedAt"
>;

const PRODUCT_ID = { company: BUSINESS.name, product: "Walkthrough bookings", language: "EN" };

/** Stable across changes, so calendars update the event instead of adding another. */
export function bookingUid(bookingId: string, siteUrl: string): string {
  return `booking-${bookingId}@${new URL(siteUrl).hostname}`;
}

function location(booking: IcsBooking): string {
  return `${booking.street}, ${booking.city}, ${BUSINESS.regionCode} ${booking.zip}`;
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
 * The visitor's calendar invite: REQUEST for a new or moved walkthrough, CANCEL once cancelled;
 * times on Denver's clock with the zone named and defined, SEQUENCE bumped on every change.
 */
export function bookingInvite(
  booking: IcsBooking,
  { siteUrl, organizerEmail, manageUrl }: { siteUrl: string; organizerEmail: string; manageUrl: string | null },
): string {
  const cancelled = booking.status === "cancelled";
  const calendar = ical({
    prodId: PRODUCT_ID,
    method: cancelled ? ICalCalendarMethod.CANCEL : ICalCalendarMethod.REQUEST,
  });
  calendar.createEvent({
    ...eventTiming(booking, siteUrl),
    summary: `Free in-home walkthrough with ${BUSINESS.name}`,
    description: [
      `Booking ${booking.reference}.`,
      manageUrl ? `Change or cancel: ${manageUrl}` : `Questions: ${BUSINESS.phoneDisplay}`,
    ].join("\n"),
    location: location(booking),
    organizer: { name: BUSINESS.name, email: organizerEmail },
    status: cancelled ? ICalEventStatus.CANCELLED : ICalEventStatus.CONFIRMED,
  });
  return withDenverTimezone(calendar.toString());
}

/** The owner's private feed: upcoming confirmed walkthroughs with who and where. */
export function calendarFeed(
  bookings: readonly (IcsBooking & {
    name: string;
    phone: string;
    email: string;
    notes: string | null;
    service: string | null;
  })[],
  siteUrl: string,
): string {
  const calendar = ical({
    prodId: PRODUCT_ID,
    name: `${BUSINESS.name} walkthroughs`,
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
      location: location(booking),
    });
  }
  return withDenverTimezone(calendar.toString());
}
