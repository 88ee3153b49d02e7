import { Link } from "@tanstack/react-router";
import { MapPin } from "lucide-react";
import { formatBookingTime } from "#shared/booking/time-label";
import type { CoreSiteFacts } from "#shared/facts/core-site-facts";
import { useSiteFacts } from "#client/lib/site-facts";
import { Badge } from "../badge";
import { BookingStatusBadge } from "./status-badge";
import type { AdminBookingItem } from "./types";

/** Checkboxes on the rows that may be picked (spam-batch.tsx). */
export interface ListSelection {
  isSelectable(item: AdminBookingItem): boolean;
  isSelected(id: string): boolean;
  toggle(id: string): void;
}

/** The service's name as the facts in force call it. */
export function serviceName(service: string | null | undefined, services: CoreSiteFacts["services"]): string {
  return service && Object.hasOwn(services, service)
    ? services[service as keyof typeof services].name
    : "Service not chosen";
}

/** Upcoming walkthroughs, soonest first: when, who, where, and their state (and a checkbox to pick them). */
export function BookingList({ items, selection }: { items: readonly AdminBookingItem[]; selection?: ListSelection }) {
  const { services } = useSiteFacts();
  return (
    <ul className="divide-y divide-slate-200 overflow-hidden rounded-2xl border border-slate-200 bg-white">
      {items.map((item) => (
        <li key={item.id} className="flex items-stretch">
          {selection ? (
            selection.isSelectable(item) ? (
              <label className="flex shrink-0 cursor-pointer items-center py-4 pr-1 pl-4 md:pl-6">
                <input
                  type="checkbox"
                  className="size-5 accent-brand-700"
                  checked={selection.isSelected(item.id)}
                  onChange={() => selection.toggle(item.id)}
                />
                <span className="sr-only">
                  Select {item.reference}, {item.name}, {formatBookingTime(item.startsAt)}
                </span>
              </label>
            ) : (
              <span aria-hidden className="w-10 shrink-0 md:w-12" />
            )
          ) : null}
          <Link
            to="/admin/bookings/$id"
            params={{ id: item.id }}
            className="block min-w-0 flex-1 px-4 py-4 hover:bg-brand-50 focus-visible:bg-brand-50 focus-visible:outline-3 focus-visible:-outline-offset-3 md:px-6"
          >
            <div className="flex flex-wrap items-baseline justify-between gap-x-4 gap-y-1">
              <p className="font-semibold text-brand-900">
                <time dateTime={item.startsAt}>{formatBookingTime(item.startsAt)}</time>
              </p>
              <span className="flex gap-2">
                {item.spamAt ? <Badge tone="spam">Spam</Badge> : null}
                <BookingStatusBadge status={item.status} />
              </span>
            </div>
            <p className="mt-1 text-sm text-slate-800">
              {item.name} · {serviceName(item.service, services)}
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
