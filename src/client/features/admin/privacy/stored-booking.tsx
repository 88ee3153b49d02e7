import { Link } from "@tanstack/react-router";
import { formatBookingTime } from "#shared/booking/time-label";
import { BookingStatusBadge } from "../bookings/status-badge";
import type { PersonLookupResult } from "./person-data";

type StoredBookingData = PersonLookupResult["data"]["bookings"][number];

/** A walkthrough booking: when, its state, and where (the rest is on the booking's page). */
export function StoredBooking({ booking }: { booking: StoredBookingData }) {
  return (
    <div className="grid gap-2 rounded-2xl border border-slate-200 bg-white p-4 md:p-5">
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <Link to="/admin/bookings/$id" params={{ id: booking.id }} className="font-semibold text-brand-700 underline">
          Walkthrough <time dateTime={booking.startsAt}>{formatBookingTime(booking.startsAt)}</time>
        </Link>
        <BookingStatusBadge status={booking.status} />
      </div>
      <p className="text-sm break-words text-slate-900">
        {booking.reference} · {booking.name} · {booking.address.street}, {booking.address.city} {booking.address.zip}
      </p>
    </div>
  );
}
