import { CheckCircle2 } from "lucide-react";
import type { CoreSiteFacts } from "#shared/facts/core-site-facts";
import { formatDollars } from "#shared/pricing/format";
import { Card } from "#client/components/ui/card";
import { useSiteFacts } from "#client/lib/site-facts";

function promises({ pricingDetails, serviceAreas, guarantee }: CoreSiteFacts): string[] {
  return [
    "Free in-home walkthrough before your first clean",
    "Your exact price confirmed before we start",
    `${formatDollars(pricingDetails.travelFee)} travel fees across ${serviceAreas.length} communities`,
    ...(pricingDetails.recurring.contractRequired ? [] : ["No contracts on recurring plans"]),
    `Re-clean if you tell us within ${guarantee.reportWithinHours} hours`,
  ];
}

/** The pricing page's promise card: what every price includes. */
export function PricingPromises() {
  const facts = useSiteFacts();
  return (
    <Card>
      <h2 className="text-lg font-bold text-brand-900">Every price includes</h2>
      <ul className="mt-4 grid gap-3">
        {promises(facts).map((promise) => (
          <li key={promise} className="flex gap-3 text-slate-700">
            <CheckCircle2 aria-hidden className="mt-0.5 size-5 shrink-0 text-brand-600" />
            {promise}
          </li>
        ))}
      </ul>
    </Card>
  );
}
