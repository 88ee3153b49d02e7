import { BadgePercent } from "lucide-react";
import { Card } from "#client/components/ui/card";
import { useSiteFacts } from "#client/lib/site-facts";

const RECURRING_KEYS = ["weekly", "bi-weekly", "monthly"] as const;

/** The three recurring plans the quiz chooses between, with their discounts. */
export function PlanOverviewCard() {
  const { frequencies, pricingDetails } = useSiteFacts();
  return (
    <Card>
      <p className="font-semibold text-brand-900">The quiz picks one of three plans</p>
      <ul className="mt-4 divide-y divide-slate-200">
        {RECURRING_KEYS.map((key) => (
          <li key={key} className="flex items-center justify-between gap-4 py-3">
            <span className="flex flex-wrap items-center gap-2 font-semibold text-slate-800">
              {frequencies[key].name}
              {key === pricingDetails.recurring.mostPopular ? (
                <span className="whitespace-nowrap rounded-full bg-accent-400 px-2 py-0.5 text-xs font-bold text-brand-900">
                  Most popular
                </span>
              ) : null}
            </span>
            <span className="inline-flex shrink-0 items-center gap-1.5 font-semibold text-brand-700">
              <BadgePercent aria-hidden className="size-4" />
              {Math.round(frequencies[key].discount * 100)}% off
            </span>
          </li>
        ))}
      </ul>
      <p className="mt-3 text-sm text-slate-600">
        Discounts apply to every recurring clean. No contracts: change or pause your plan any time.
      </p>
    </Card>
  );
}
