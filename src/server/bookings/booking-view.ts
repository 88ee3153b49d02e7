import type { BookingFacts } from "#shared/booking/availability-settings";
import type { BookingStatus, ManageView } from "#shared/booking/booking-api";
import { canChangeBooking, changeCutoff } from "#shared/booking/change-policy";
import type { Db } from "../db/client";
import { bookingNotFound } from "./booking-errors";
import type { BookingRow } from "./booking-store";
import { tokenHash } from "./secrets";

/** A manage link stops working this long after its walkthrough. */
const MANAGE_LINK_DAYS_AFTER = 30;

/** The booking a manage token opens, or a 404 that says nothing else (wrong, forged or expired). */
export async function bookingByToken(db: Db, token: string, now: Date): Promise<BookingRow> {
  const booking = await db.booking.findUnique({ where: { manageTokenHash: tokenHash(token) } });
  if (!booking || booking.startsAt.getTime() + MANAGE_LINK_DAYS_AFTER * 86_400_000 < now.getTime())
    throw bookingNotFound();
  return booking;
}

/** What the visitor's manage page shows; the cutoff is the published cancellation notice. */
export function manageView(booking: BookingRow, now: Date, { policies }: BookingFacts): ManageView {
  const status = booking.status as BookingStatus;
  return {
    reference: booking.reference,
    status,
    startsAt: booking.startsAt.toISOString(),
    endsAt: booking.endsAt.toISOString(),
    service: booking.service,
    name: booking.name,
    email: booking.email,
    phone: booking.phone,
    address: { street: booking.street, city: booking.city, zip: booking.zip },
    notes: booking.notes,
    canChange: canChangeBooking(status, booking.startsAt, now, policies),
    changeCutoff: changeCutoff(booking.startsAt, policies).toISOString(),
    emailed: booking.emailStatus === "on",
  };
}
