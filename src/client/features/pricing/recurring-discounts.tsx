import { dollarAmount } from "#shared/pricing/format";
import { useSiteFacts } from "#client/lib/site-facts";
import { cn } from "#client/lib/cn";

/** Weekly, bi-weekly and monthly plans with their discounts and typical per-visit prices. */
const RECURRING_KEYS = ["weekly", "bi-weekly", "monthly"] as const;

export function RecurringDiscounts() {
  const { frequencies, pricingDetails, policies } = useSiteFacts();
  const { mostPopular, perVisit, contractRequired } = pricingDetails.recurring;
  return (
    <div>
      <ul className="grid gap-4">
        {RECURRING_KEYS.map((key) => (
          <li
            key={key}
            className={cn(
              "relative rounded-2xl border bg-white p-5 shadow-sm",
              key === mostPopular ? "border-brand-700 ring-2 ring-brand-700" : "border-slate-200",
            )}
          >
            <div className="flex flex-wrap items-center justify-between gap-2">
              <h4 className="text-lg font-bold text-brand-900">{frequencies[key].name}</h4>
              {key === mostPopular ? (
                <span className="rounded-full bg-accent-400 px-3 py-0.5 text-xs font-bold text-brand-900">
                  Most popular
                </span>
              ) : null}
            </div>
            <p className="mt-1 text-2xl font-extrabold text-brand-700">
              Save {Math.round(frequencies[key].discount * 100)}%
            </p>
            <p className="text-sm text-slate-600">
              Typically ${dollarAmount(perVisit[key].min)}-${dollarAmount(perVisit[key].max)} per cleaning
            </p>
          </li>
        ))}
      </ul>
      {contractRequired ? null : (
        <p className="mt-4 text-slate-700">
          <strong className="text-brand-900">No contracts.</strong> Reschedule a visit with{" "}
          {policies.recurringRescheduleNoticeHours.min}-{policies.recurringRescheduleNoticeHours.max} hours' notice.
        </p>
      )}
    </div>
  );
}
