import type { SiteFacts } from "../facts/site-facts-schema";
import type { EstimateInput } from "../pricing/estimate-input";
import { dollarAmount } from "../pricing/format";
import type { PlannerAnswers } from "./questions";
import type { RecommendedFrequency } from "./score";

/** The shipped price ranges of the planner's results, whole dollars: the first facts revision's. */
export const PLANNER_PRICE_RANGES: Record<RecommendedFrequency, { min: number; max: number }> = {
  weekly: { min: 96, max: 240 },
  "bi-weekly": { min: 102, max: 254 },
  monthly: { min: 120, max: 300 },
};

/** A weekly plan's range is quoted per week, the others per visit. */
const PRICED_PER: Record<RecommendedFrequency, "week" | "visit"> = {
  weekly: "week",
  "bi-weekly": "visit",
  monthly: "visit",
};

export interface PlannerResult {
  frequency: RecommendedFrequency;
  title: string;
  description: string;
  suits: string;
  priceLabel: string;
}

/** The published names, discounts and ranges the results quote. */
export type PlannerFacts = Pick<SiteFacts, "frequencies" | "pricingDetails">;

const COPY: Record<RecommendedFrequency, (discount: string) => Pick<PlannerResult, "description" | "suits">> = {
  weekly: (discount) => ({
    description: `Your home sees a lot of life, and a weekly visit keeps it consistently fresh so mess never builds up. Weekly plans also carry our biggest recurring discount: ${discount} off every clean.`,
    suits: "Busy families, homes with several pets, frequent entertainers and larger homes with lots of carpet.",
  }),
  "bi-weekly": (discount) => ({
    description: `A visit every two weeks is the sweet spot between a consistently clean home and your budget, and it is our most popular plan, with ${discount} off every clean.`,
    suits: "Working couples, homes with one pet or mixed flooring, and anyone after a balanced routine.",
  }),
  monthly: (discount) => ({
    description: `Your home stays fairly tidy day to day, so a thorough monthly clean keeps on top of the deeper work while you handle the rest, with ${discount} off every clean.`,
    suits: "Empty nesters, single professionals, smaller homes and easy-care hard floors.",
  }),
};

/** The result for a recommended plan, named, discounted and priced as published. */
export function plannerResult(
  { frequencies, pricingDetails }: PlannerFacts,
  frequency: RecommendedFrequency,
): PlannerResult {
  const { name, discount } = frequencies[frequency];
  const range = pricingDetails.plannerRanges[frequency];
  return {
    frequency,
    title: `${name} Cleaning`,
    ...COPY[frequency](`${Math.round(discount * 100)}%`),
    priceLabel: `$${dollarAmount(range.min)}-$${dollarAmount(range.max)}/${PRICED_PER[frequency]}`,
  };
}

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
