import { BOOKING_POLICY } from "#shared/business/policies";
import { RECURRING_FREQUENCIES, RECURRING_REQUIRES_CONTRACT } from "#shared/catalog/frequencies";
import { cn } from "#client/lib/cn";

/** Weekly, bi-weekly and monthly plans with their discounts and typical per-visit prices. */
export function RecurringDiscounts() {
  return (
    <div>
      <ul className="grid gap-4">
        {RECURRING_FREQUENCIES.map((frequency) => (
          <li
            key={frequency.key}
            className={cn(
              "relative rounded-2xl border bg-white p-5 shadow-sm",
              frequency.mostPopular ? "border-brand-700 ring-2 ring-brand-700" : "border-slate-200",
            )}
          >
            <div className="flex flex-wrap items-center justify-between gap-2">
              <h4 className="text-lg font-bold text-brand-900">{frequency.name}</h4>
              {frequency.mostPopular ? (
                <span className="rounded-full bg-accent-400 px-3 py-0.5 text-xs font-bold text-brand-900">
                  Most popular
                </span>
              ) : null}
            </div>
            <p className="mt-1 text-2xl font-extrabold text-brand-700">Save {Math.round(frequency.discount * 100)}%</p>
            {frequency.perCleaningRange ? (
              <p className="text-sm text-slate-600">
                Typically ${frequency.perCleaningRange.min}-${frequency.perCleaningRange.max} per cleaning
              </p>
            ) : null}
          </li>
        ))}
      </ul>
      {RECURRING_REQUIRES_CONTRACT ? null : (
        <p className="mt-4 text-slate-700">
          <strong className="text-brand-900">No contracts.</strong> Reschedule a visit with{" "}
          {BOOKING_POLICY.recurringRescheduleNoticeHours.min}-{BOOKING_POLICY.recurringRescheduleNoticeHours.max} hours'
          notice.
        </p>
      )}
    </div>
  );
}
