import { FREQUENCIES } from "../catalog/frequencies";
import type { EstimateInput } from "../pricing/estimate-input";
import type { PlannerAnswers } from "./questions";
import type { RecommendedFrequency } from "./score";

/** Price ranges shown on each planner result, whole dollars. */
export const PLANNER_PRICE_RANGES: Record<RecommendedFrequency, { min: number; max: number; per: "week" | "visit" }> = {
  weekly: { min: 96, max: 240, per: "week" },
  "bi-weekly": { min: 102, max: 254, per: "visit" },
  monthly: { min: 120, max: 300, per: "visit" },
};

export interface PlannerResult {
  frequency: RecommendedFrequency;
  title: string;
  description: string;
  suits: string;
  priceRange: { min: number; max: number; per: "week" | "visit" };
  priceLabel: string;
}

function discountLabel(frequency: RecommendedFrequency): string {
  return `${Math.round(FREQUENCIES[frequency].discount * 100)}%`;
}

function result(
  frequency: RecommendedFrequency,
  text: Pick<PlannerResult, "title" | "description" | "suits">,
): PlannerResult {
  const priceRange = PLANNER_PRICE_RANGES[frequency];
  return {
    frequency,
    ...text,
    priceRange,
    priceLabel: `$${priceRange.min}-$${priceRange.max}/${priceRange.per}`,
  };
}

export const PLANNER_RESULTS: Record<RecommendedFrequency, PlannerResult> = {
  weekly: result("weekly", {
    title: `${FREQUENCIES.weekly.name} Cleaning`,
    description: `Your home sees a lot of life, and a weekly visit keeps it consistently fresh so mess never builds up. Weekly plans also carry our biggest recurring discount: ${discountLabel("weekly")} off every clean.`,
    suits: "Busy families, homes with several pets, frequent entertainers and larger homes with lots of carpet.",
  }),
  "bi-weekly": result("bi-weekly", {
    title: `${FREQUENCIES["bi-weekly"].name} Cleaning`,
    description: `A visit every two weeks is the sweet spot between a consistently clean home and your budget, and it is our most popular plan, with ${discountLabel("bi-weekly")} off every clean.`,
    suits: "Working couples, homes with one pet or mixed flooring, and anyone after a balanced routine.",
  }),
  monthly: result("monthly", {
    title: `${FREQUENCIES.monthly.name} Cleaning`,
    description: `Your home stays fairly tidy day to day, so a thorough monthly clean keeps on top of the deeper work while you handle the rest, with ${discountLabel("monthly")} off every clean.`,
    suits: "Empty nesters, single professionals, smaller homes and easy-care hard floors.",
  }),
};

/** A typical square footage within each size answer's band, chosen from the calculator's sizes. */
const SIZE_ANSWER_SQFT: Record<PlannerAnswers["size"], number> = {
  small: 1250,
  medium: 1750,
  large: 2750,
  "very-large": 3750,
};

export type PlannerEstimatePrefill = Pick<EstimateInput, "sqft" | "pets" | "serviceType" | "frequency">;

/** Seeds the estimate from the quiz: recurring visits are standard cleans at the recommended frequency. */
export function plannerEstimatePrefill(
  answers: PlannerAnswers,
  recommendation: RecommendedFrequency,
): PlannerEstimatePrefill {
  return {
    sqft: SIZE_ANSWER_SQFT[answers.size],
    pets: answers.pets !== "no-pets",
    serviceType: "standard",
    frequency: recommendation,
  };
}
