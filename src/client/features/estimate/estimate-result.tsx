import { Link } from "@tanstack/react-router";
import { CalendarCheck, MessageSquare } from "lucide-react";
import type { FrequencyKey } from "#shared/catalog/frequencies";
import type { CoreSiteFacts } from "#shared/facts/core-site-facts";
import type { EstimateInput } from "#shared/pricing/estimate-input";
import { dollarAmount, formatRange } from "#shared/pricing/format";
import { useSiteFacts } from "#client/lib/site-facts";
import { buttonVariants } from "#client/components/ui/button";
import { bookingSearchFor } from "./booking-search";
import { breakdownLines, type DisplayedBreakdown } from "./breakdown-lines";

interface EstimateResultProps {
  input: EstimateInput;
  lowCents: number;
  highCents: number;
  breakdown: DisplayedBreakdown;
}

/** What the range is for: one visit, or each visit of a recurring plan. */
function basisFor(frequencies: CoreSiteFacts["frequencies"], frequency: FrequencyKey): string {
  return frequency === "one-time"
    ? "for a one-time cleaning"
    : `per ${frequencies[frequency].name.toLowerCase()} cleaning`;
}

/** The live price range, its breakdown and the next steps. */
export function EstimateResult({ input, lowCents, highCents, breakdown }: EstimateResultProps) {
  const { services, frequencies, surcharges } = useSiteFacts();
  const conditionPercent = Math.round(surcharges.conditionAdjustment * 100);
  return (
    <div className="flex h-full flex-col gap-6 bg-brand-900 p-6 text-white md:p-8">
      <div>
        <h3 className="text-sm font-semibold uppercase tracking-wider text-accent-400">Your estimate</h3>
        <p
          aria-live="polite"
          data-testid="estimate-range"
          className="mt-2 text-4xl font-extrabold tracking-tight md:text-5xl"
        >
          {formatRange(lowCents, highCents)}
        </p>
        <p className="mt-1 text-brand-100">{basisFor(frequencies, input.frequency ?? "one-time")}</p>
      </div>
      <dl data-testid="estimate-breakdown" className="grid gap-2 border-t border-white/20 pt-4 text-sm">
        {breakdownLines(services, input, breakdown).map((line) => (
          <div key={line.label} className="flex justify-between gap-4">
            <dt className="text-brand-100">{line.label}</dt>
            <dd className="font-semibold">{line.value}</dd>
          </div>
        ))}
      </dl>
      <p className="text-sm text-brand-100">
        The range allows for your home's condition (up to {conditionPercent}% either way). Minimum service $
        {dollarAmount(surcharges.minimumService)}. Your exact price is confirmed at a free walkthrough.
      </p>
      <div className="mt-auto grid gap-3 sm:grid-cols-2 lg:grid-cols-1">
        <Link to="/booking" search={bookingSearchFor(input)} className={buttonVariants({ variant: "accent" })}>
          <CalendarCheck aria-hidden className="size-5" /> Book This Cleaning
        </Link>
        <Link to="/contact" className={buttonVariants({ variant: "inverse" })}>
          <MessageSquare aria-hidden className="size-5" /> Ask a Question
        </Link>
      </div>
    </div>
  );
}
