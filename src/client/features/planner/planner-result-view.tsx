import { Link } from "@tanstack/react-router";
import { Calculator, CalendarCheck, RotateCcw } from "lucide-react";
import { useEffect, useRef } from "react";
import { Button, buttonVariants } from "#client/components/ui/button";
import { parseCalculatorSearch } from "#client/lib/navigation-search";
import { plannerEstimatePrefill, plannerResult } from "#shared/planner/results";
import { useSiteFacts } from "#client/lib/site-facts";
import { PlannerScoreBars } from "./planner-score-bars";
import type { PlannerOutcome } from "./use-planner";

interface PlannerResultViewProps {
  outcome: PlannerOutcome;
  onRestart: () => void;
}

/** The recommended plan: title, description, price range, scores and next steps. */
export function PlannerResultView({ outcome, onRestart }: PlannerResultViewProps) {
  const { recommendation, scores } = outcome.score;
  const result = plannerResult(useSiteFacts(), recommendation);
  const prefill = plannerEstimatePrefill(outcome.answers, recommendation);
  // The calculator takes only sqft, pets and serviceType; the booking page also takes the frequency.
  const calculatorSearch = parseCalculatorSearch(prefill);
  const headingRef = useRef<HTMLHeadingElement>(null);
  useEffect(() => headingRef.current?.focus(), []);

  return (
    <div>
      <p className="text-sm font-semibold uppercase tracking-wider text-brand-600">Your recommended plan</p>
      <h2
        ref={headingRef}
        tabIndex={-1}
        className="mt-2 text-3xl font-extrabold text-brand-900 outline-none md:text-4xl"
      >
        {result.title}
      </h2>
      <p className="mt-4 text-lg text-slate-700">{result.description}</p>
      <div className="mt-6 grid gap-4 md:grid-cols-2">
        <div className="rounded-xl bg-brand-50 p-5">
          <p className="text-sm font-semibold text-slate-700">Typical price</p>
          <p className="mt-1 text-2xl font-bold text-brand-900">{result.priceLabel}</p>
          <p className="mt-3 text-sm text-slate-700">
            <span className="font-semibold text-brand-900">Ideal for:</span> {result.suits}
          </p>
        </div>
        <div className="rounded-xl border border-slate-200 p-5">
          <h3 className="text-sm font-semibold text-slate-700">How your answers scored</h3>
          <div className="mt-4">
            <PlannerScoreBars scores={scores} />
          </div>
        </div>
      </div>
      <div className="mt-8 flex flex-col gap-3 sm:flex-row sm:flex-wrap">
        <Link
          to="/resources/estimate-calculator"
          search={calculatorSearch}
          className={buttonVariants({ variant: "primary" })}
        >
          <Calculator aria-hidden className="size-5" /> Estimate My Cost
        </Link>
        <Link to="/booking" search={prefill} className={buttonVariants({ variant: "outline" })}>
          <CalendarCheck aria-hidden className="size-5" /> Book a Free Walkthrough
        </Link>
        <Button variant="ghost" onClick={onRestart}>
          <RotateCcw aria-hidden className="size-5" /> Take Quiz Again
        </Button>
      </div>
    </div>
  );
}
