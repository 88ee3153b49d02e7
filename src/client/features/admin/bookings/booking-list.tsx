import { Link } from "@tanstack/react-router";
import { MapPin } from "lucide-react";
import { SERVICES, isServiceKey } from "#shared/catalog/services";
import { formatBookingTime } from "#shared/booking/time-label";
import { BookingStatusBadge } from "./status-badge";
import type { AdminBookingItem } from "./types";

export function serviceName(service: string | null | undefined): string {
  return service && isServiceKey(service) ? SERVICES[service].name : "Service not chosen";
}

/** Upcoming walkthroughs, soonest first: when, who, where, and their state. */
export function BookingList({ items }: { items: readonly AdminBookingItem[] }) {
  return (
    <ul className="divide-y divide-slate-200 overflow-hidden rounded-2xl border border-slate-200 bg-white">
      {items.map((item) => (
        <li key={item.id}>
          <Link
            to="/admin/bookings/$id"
            params={{ id: item.id }}
            className="block px-4 py-4 hover:bg-brand-50 focus-visible:bg-brand-50 focus-visible:outline-3 focus-visible:-outline-offset-3 md:px-6"
          >
            <div className="flex flex-wrap items-baseline justify-between gap-x-4 gap-y-1">
              <p className="font-semibold text-brand-900">
                <time dateTime={item.startsAt}>{formatBookingTime(item.startsAt)}</time>
              </p>
              <BookingStatusBadge status={item.status} />
            </div>
            <p className="mt-1 text-sm text-slate-800">
              {item.name} · {serviceName(item.service)}
            </p>
            <p className="mt-1 flex items-center gap-1 text-sm text-slate-600">
              <MapPin aria-hidden className="size-4" /> {item.city} {item.zip}
              {item.outsideServiceArea ? (
                <span className="font-semibold text-red-800"> · outside the service area</span>
              ) : null}
            </p>
          </Link>
        </li>
      ))}
    </ul>
  );
}
