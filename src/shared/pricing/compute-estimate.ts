import type { SiteFacts } from "../facts/site-facts-schema";
import type { EstimateInput } from "./estimate-input";

/** The published prices the engine computes with (cents; discounts and adjustments as fractions). */
export type PriceFacts = Pick<SiteFacts, "services" | "sizeTiers" | "frequencies" | "addOns" | "surcharges">;

/**
 * Hourly services are priced as one block per this many square feet (rounded) plus one block,
 * each block costing the service's hourly rate.
 */
export const SQFT_PER_HOURLY_BLOCK = { deep: 500, moveout: 400 } as const;

export interface EstimateBreakdown {
  baseService: number;
  /**
   * Always 0: the spec's formula prices rooms through the size tier. The +$10/+$15 per-room
   * surcharges in the facts are published /pricing text, not part of the formula.
   */
  bedrooms: number;
  bathrooms: number;
  pets: number;
  addOns: number;
  /** Recurring discount taken off the subtotal (>= 0). */
  frequencyDiscount: number;
}

/** Every amount is in integer cents; the displayed range is whole dollars. */
export interface EstimateResult {
  lowCents: number;
  highCents: number;
  totalCents: number;
  breakdown: EstimateBreakdown;
}

const CENTS_PER_DOLLAR = 100;

function priced(cents: number | null, what: string): number {
  if (cents === null) throw new Error(`The published prices have none for ${what}`);
  return cents;
}

/** Fractions like 0.15 become whole percents so the arithmetic stays in integers. */
function toPercent(fraction: number): number {
  return Math.round(fraction * 100);
}

/** cents * percent / 100, rounded to a whole dollar (ties round up, as Math.round does). */
function percentOfCentsToWholeDollars(cents: number, percent: number): number {
  return Math.round((cents * percent) / (100 * CENTS_PER_DOLLAR)) * CENTS_PER_DOLLAR;
}

function tierPriceCents(sizeTiers: PriceFacts["sizeTiers"], sqft: number): number {
  const tier = sizeTiers.find((t) => sqft <= t.maxSqft) ?? sizeTiers[sizeTiers.length - 1];
  if (!tier) throw new Error("The published prices have no size tiers");
  return tier.price;
}

function hourlyBlocksCents(sqft: number, sqftPerBlock: number, hourlyRate: number | null): number {
  const blockCents = priced(hourlyRate, "an hourly service");
  return Math.round(sqft / sqftPerBlock) * blockCents + blockCents;
}

function baseServiceCents({ services, sizeTiers }: PriceFacts, input: EstimateInput): number {
  switch (input.serviceType) {
    case "deep":
      return hourlyBlocksCents(input.sqft, SQFT_PER_HOURLY_BLOCK.deep, services.deep.hourlyRate);
    case "moveout":
      return hourlyBlocksCents(input.sqft, SQFT_PER_HOURLY_BLOCK.moveout, services.moveout.hourlyRate);
    case "garage":
      return priced(services.garage.basePrice, "a garage clean-out");
    case "standard":
    case "renovation":
      return tierPriceCents(sizeTiers, input.sqft);
  }
}

/** The estimate formula, in integer cents, with the prices of the published revision passed in. */
export function computeEstimate(prices: PriceFacts, input: EstimateInput): EstimateResult {
  const { addOns: addOnPrices, frequencies, surcharges } = prices;
  const baseService = baseServiceCents(prices, input);
  const pets = input.pets && input.serviceType !== "garage" ? surcharges.petFriendly : 0;
  const addOns = input.addOns.reduce((sum, key) => sum + addOnPrices[key].price, 0);
  const subtotal = baseService + pets + addOns;

  const discountPercent = toPercent(frequencies[input.frequency ?? "one-time"].discount);
  const totalCents = Math.round((subtotal * (100 - discountPercent)) / 100);
  const spreadPercent = toPercent(surcharges.conditionAdjustment);

  return {
    lowCents: percentOfCentsToWholeDollars(totalCents, 100 - spreadPercent),
    highCents: percentOfCentsToWholeDollars(totalCents, 100 + spreadPercent),
    totalCents,
    breakdown: { baseService, bedrooms: 0, bathrooms: 0, pets, addOns, frequencyDiscount: subtotal - totalCents },
  };
}

export type CalculatorEstimateInput = Omit<EstimateInput, "frequency">;

export interface CalculatorEstimateResult {
  lowCents: number;
  highCents: number;
  totalCents: number;
  breakdown: Pick<EstimateBreakdown, "baseService" | "pets" | "addOns">;
}

/** The estimate-calculator tool: the same engine with the frequency fixed to one-time. */
export function computeCalculatorEstimate(
  prices: PriceFacts,
  input: CalculatorEstimateInput,
): CalculatorEstimateResult {
  const { lowCents, highCents, totalCents, breakdown } = computeEstimate(prices, { ...input, frequency: "one-time" });
  return {
    lowCents,
    highCents,
    totalCents,
    breakdown: { baseService: breakdown.baseService, pets: breakdown.pets, addOns: breakdown.addOns },
  };
}
