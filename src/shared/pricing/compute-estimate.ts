import { ADD_ONS } from "../catalog/add-ons";
import { FREQUENCIES } from "../catalog/frequencies";
import { PRICE_FACTORS } from "../catalog/price-factors";
import { SERVICES } from "../catalog/services";
import { SIZE_TIERS } from "../catalog/size-tiers";
import type { EstimateInput } from "./estimate-input";

/**
 * Hourly services are priced as one block per this many square feet (rounded) plus one block,
 * each block costing the service's hourly rate.
 */
export const SQFT_PER_HOURLY_BLOCK = { deep: 500, moveout: 400 } as const;

export interface EstimateBreakdown {
  baseService: number;
  /**
   * Always 0: the spec's formula prices rooms through the size tier. The +$10/+$15 per-room
   * figures in PRICE_FACTORS are published /pricing text, not part of the formula.
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

function dollarsToCents(dollars: number | null, what: string): number {
  if (dollars === null) throw new Error(`The catalogue has no price for ${what}`);
  return Math.round(dollars * CENTS_PER_DOLLAR);
}

/** Fractions like 0.15 become whole percents so the arithmetic stays in integers. */
function toPercent(fraction: number): number {
  return Math.round(fraction * 100);
}

/** cents * percent / 100, rounded to a whole dollar (ties round up, as Math.round does). */
function percentOfCentsToWholeDollars(cents: number, percent: number): number {
  return Math.round((cents * percent) / (100 * CENTS_PER_DOLLAR)) * CENTS_PER_DOLLAR;
}

function tierPriceCents(sqft: number): number {
  const tier = SIZE_TIERS.find((t) => sqft <= t.maxSqft) ?? SIZE_TIERS[SIZE_TIERS.length - 1];
  if (!tier) throw new Error("The catalogue has no size tiers");
  return dollarsToCents(tier.price, "the size tier");
}

function hourlyBlocksCents(sqft: number, sqftPerBlock: number, hourlyRate: number | null): number {
  const blockCents = dollarsToCents(hourlyRate, "an hourly service");
  return Math.round(sqft / sqftPerBlock) * blockCents + blockCents;
}

function baseServiceCents(input: EstimateInput): number {
  switch (input.serviceType) {
    case "deep":
      return hourlyBlocksCents(input.sqft, SQFT_PER_HOURLY_BLOCK.deep, SERVICES.deep.hourlyRate);
    case "moveout":
      return hourlyBlocksCents(input.sqft, SQFT_PER_HOURLY_BLOCK.moveout, SERVICES.moveout.hourlyRate);
    case "garage":
      return dollarsToCents(SERVICES.garage.basePrice, "a garage clean-out");
    case "standard":
    case "renovation":
      return tierPriceCents(input.sqft);
  }
}

/** The estimate formula, in integer cents. */
export function computeEstimate(input: EstimateInput): EstimateResult {
  const baseService = baseServiceCents(input);
  const pets = input.pets && input.serviceType !== "garage" ? dollarsToCents(PRICE_FACTORS.petFriendly, "pets") : 0;
  const addOns = input.addOns.reduce((sum, key) => sum + dollarsToCents(ADD_ONS[key].price, key), 0);
  const subtotal = baseService + pets + addOns;

  const discountPercent = toPercent(FREQUENCIES[input.frequency ?? "one-time"].discount);
  const totalCents = Math.round((subtotal * (100 - discountPercent)) / 100);
  const spreadPercent = toPercent(PRICE_FACTORS.conditionAdjustment);

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
export function computeCalculatorEstimate(input: CalculatorEstimateInput): CalculatorEstimateResult {
  const { lowCents, highCents, totalCents, breakdown } = computeEstimate({ ...input, frequency: "one-time" });
  return {
    lowCents,
    highCents,
    totalCents,
    breakdown: { baseService: breakdown.baseService, pets: breakdown.pets, addOns: breakdown.addOns },
  };
}
