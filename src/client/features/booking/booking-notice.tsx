import { CalendarClock } from "lucide-react";
import { useSiteFacts } from "#client/lib/site-facts";

/** Section 2: the booking page states the usual notice period. */
export function BookingNotice() {
  const { policies } = useSiteFacts();
  return (
    <p className="flex items-start gap-3 rounded-xl border border-brand-100 bg-white px-4 py-3 text-base text-slate-800 shadow-sm">
      <CalendarClock aria-hidden className="mt-0.5 size-5 shrink-0 text-brand-600" />
      <span>
        <strong className="text-brand-900">Please book ahead:</strong> {policies.bookingNoticeHours}-hour notice is
        typically required.
      </span>
    </p>
  );
}
