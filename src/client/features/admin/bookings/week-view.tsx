import { Link } from "@tanstack/react-router";
import { zonedDate } from "#shared/booking/zoned-time";
import { addDays } from "#shared/time/utc-days";
import { formatSlotTime } from "#shared/booking/time-label";
import { formatBusinessDay } from "#shared/booking/time-label";
import { cn } from "#client/lib/cn";
import { useSiteFacts } from "#client/lib/site-facts";
import { serviceName } from "./booking-list";
import type { AdminBookingItem } from "./types";

/**
 * Seven Denver days from `from`, each with its walkthroughs: seven columns on wide screens, a
 * day-by-day list on phones (the same markup, the grid collapses).
 */
export function WeekView({ from, items }: { from: string; items: readonly AdminBookingItem[] }) {
  const { services } = useSiteFacts();
  const days = Array.from({ length: 7 }, (_, index) => addDays(from, index));
  return (
    <ol aria-label="Week" className="grid gap-3 lg:grid-cols-7">
      {days.map((day) => {
        const bookings = items.filter((item) => zonedDate(new Date(item.startsAt)) === day);
        return (
          <li key={day} className="min-w-0 rounded-xl border border-slate-200 bg-white p-3">
            <h3 className="text-sm font-bold text-brand-900">{formatBusinessDay(day)}</h3>
            {bookings.length === 0 ? (
              <p className="mt-2 text-sm text-slate-500">No walkthroughs</p>
            ) : (
              <ul className="mt-2 grid gap-2">
                {bookings.map((item) => (
                  <li key={item.id}>
                    <Link
                      to="/admin/bookings/$id"
                      params={{ id: item.id }}
                      className={cn(
                        "block rounded-lg border-l-4 bg-brand-50 px-2 py-1.5 text-sm hover:bg-brand-100",
                        item.status === "cancelled"
                          ? "border-slate-400 text-slate-600 line-through"
                          : "border-brand-700 text-slate-900",
                      )}
                    >
                      <span className="block font-semibold">{formatSlotTime(item.startsAt)}</span>
                      <span className="block break-words">{item.name}</span>
                      <span className="block text-xs text-slate-600">{serviceName(item.service, services)}</span>
                    </Link>
                  </li>
                ))}
              </ul>
            )}
          </li>
        );
      })}
    </ol>
  );
}
