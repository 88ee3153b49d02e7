import { useQuery } from "@tanstack/react-query";
import { TriangleAlert } from "lucide-react";
import { type BookingCounts, realBookings } from "#shared/booking/booking-rate";
import { trpc } from "#client/lib/trpc";

const bookings = (count: number) => `${count} ${count === 1 ? "booking" : "bookings"}`;

function periodLine(label: string, counts: BookingCounts): string {
  const spam = counts.spam > 0 ? `; ${counts.spam} more cancelled as spam` : "";
  return `${label}: ${bookings(realBookings(counts))} (${counts.site} on the site, ${counts.chat} with Dove)${spam}.`;
}

/** How many bookings were made lately, in words, with a warning when today is out of line. */
export function BookingRatePanel() {
  const rate = useQuery(trpc.admin.bookings.rate.queryOptions());
  if (!rate.data) return null;
  const { last24Hours, last7Days, today, dailyAverage, unusual } = rate.data;
  const weekBefore =
    dailyAverage === 0
      ? "none in the week before"
      : `about ${dailyAverage.toLocaleString("en-US")} a day in the week before`;
  return (
    <section aria-labelledby="booking-rate-title" className="rounded-2xl border border-slate-200 bg-white p-4 md:p-5">
      <h2 id="booking-rate-title" className="font-bold text-brand-900">
        Bookings made lately
      </h2>
      <ul className="mt-2 grid gap-1 text-slate-800">
        <li>{periodLine("Last 24 hours", last24Hours)}</li>
        <li>{periodLine("Last 7 days", last7Days)}</li>
      </ul>
      {unusual ? (
        <p className="mt-3 flex gap-2 rounded-xl border border-red-300 bg-red-50 p-3 text-red-900">
          <TriangleAlert aria-hidden className="mt-0.5 size-5 shrink-0" />
          <span>
            <strong>Unusual day:</strong> {bookings(today)} made today, against {weekBefore}. If they look fake, select
            them below and cancel them as spam.
          </span>
        </p>
      ) : (
        <p className="mt-2 text-sm text-slate-600">
          Today so far: {bookings(today)}, against {weekBefore}.
        </p>
      )}
    </section>
  );
}
