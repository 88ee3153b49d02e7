import { ADD_ON_KEYS, type AddOnKey } from "#shared/catalog/add-ons";
import { FREQUENCY_KEYS, type FrequencyKey } from "#shared/catalog/frequencies";
import { ESTIMATE_LIMITS, ESTIMATE_SERVICE_TYPES, type EstimateServiceType } from "#shared/pricing/estimate-limits";

/**
 * Search params pages pass to each other (the spec's "navigation state"). Kept in the URL so a
 * shared or reloaded link keeps them; invalid values are dropped rather than breaking the page.
 * TanStack Router JSON-parses search values, so booleans and numbers arrive typed. Plain
 * functions, not zod: they run in the entry every first visit downloads. Every key is returned,
 * an invalid one as undefined: the router keeps raw keys a validator leaves out.
 */
export type RawSearch = Record<string, unknown>;

export function oneOf<T extends string>(values: readonly T[], value: unknown): T | undefined {
  return values.find((candidate) => candidate === value);
}

export function wholeNumber(value: unknown, { min, max }: { min: number; max: number }): number | undefined {
  const number = typeof value === "string" && value.trim() !== "" ? Number(value) : value;
  return typeof number === "number" && Number.isInteger(number) && number >= min && number <= max ? number : undefined;
}

export function boolean(value: unknown): boolean | undefined {
  return typeof value === "boolean" ? value : undefined;
}

function cityName(value: unknown): string | undefined {
  const city = typeof value === "string" ? value.trim() : "";
  return city.length >= 1 && city.length <= 60 ? city : undefined;
}

function addOnList(value: unknown): AddOnKey[] | undefined {
  if (!Array.isArray(value)) return undefined;
  const keys = value.map((item) => oneOf(ADD_ON_KEYS, item));
  return keys.every((key) => key !== undefined) ? keys : undefined;
}

/** /booking: the estimate, service type or city the visitor arrives with. */
export interface BookingSearch {
  serviceType?: EstimateServiceType;
  city?: string;
  sqft?: number;
  bedrooms?: number;
  bathrooms?: number;
  pets?: boolean;
  addOns?: AddOnKey[];
  frequency?: FrequencyKey;
}

export function parseBookingSearch(search: RawSearch): BookingSearch {
  return {
    serviceType: oneOf(ESTIMATE_SERVICE_TYPES, search.serviceType),
    city: cityName(search.city),
    sqft: wholeNumber(search.sqft, ESTIMATE_LIMITS.sqft),
    bedrooms: wholeNumber(search.bedrooms, ESTIMATE_LIMITS.bedrooms),
    bathrooms: wholeNumber(search.bathrooms, ESTIMATE_LIMITS.bathrooms),
    pets: boolean(search.pets),
    addOns: addOnList(search.addOns),
    frequency: oneOf(FREQUENCY_KEYS, search.frequency),
  };
}

/** /pricing: a service type to preselect in the estimate widget. */
export interface PricingSearch {
  serviceType?: EstimateServiceType;
}

export function parsePricingSearch(search: RawSearch): PricingSearch {
  return { serviceType: oneOf(ESTIMATE_SERVICE_TYPES, search.serviceType) };
}

/** /resources/estimate-calculator: a pre-fill (e.g. from the frequency planner). */
const CALCULATOR_SERVICE_TYPES = ["standard", "deep", "moveout"] as const;

export interface CalculatorSearch {
  sqft?: number;
  pets?: boolean;
  serviceType?: (typeof CALCULATOR_SERVICE_TYPES)[number];
}

export function parseCalculatorSearch(search: RawSearch): CalculatorSearch {
  return {
    sqft: wholeNumber(search.sqft, ESTIMATE_LIMITS.sqft),
    pets: boolean(search.pets),
    serviceType: oneOf(CALCULATOR_SERVICE_TYPES, search.serviceType),
  };
}
