import type { SiteFacts } from "../facts/site-facts-schema";
import type { EstimateInput } from "./estimate-input";
import { ESTIMATE_LIMITS, type EstimateServiceType } from "./estimate-limits";

/** Selector options for the estimate widget and the calculator tool. */
export interface SelectOption<V> {
  value: V;
  label: string;
}

/** Each estimate service's name: the published one for the four services, the widget's own for renovation. */
export function estimateServiceLabels(services: SiteFacts["services"]): Record<EstimateServiceType, string> {
  return {
    standard: services.standard.name,
    deep: services.deep.name,
    moveout: services.moveout.name,
    garage: services.garage.name,
    renovation: "Post-Renovation Clean",
  };
}

/** Each option's value is a representative square footage inside its labelled band. */
export const WIDGET_SIZE_OPTIONS: readonly SelectOption<number>[] = [
  { value: 750, label: "500-1,000 sq ft" },
  { value: 1250, label: "1,000-1,500 sq ft" },
  { value: 1750, label: "1,500-2,000 sq ft" },
  { value: 2250, label: "2,000-2,500 sq ft" },
  { value: 2750, label: "2,500-3,000 sq ft" },
  { value: 3500, label: "3,000+ sq ft" },
];

export const CALCULATOR_SIZE_OPTIONS: readonly SelectOption<number>[] = [
  { value: 800, label: "Under 1,000 sq ft" },
  { value: 1250, label: "1,000-1,500 sq ft" },
  { value: 1750, label: "1,500-2,000 sq ft" },
  { value: 2250, label: "2,000-2,500 sq ft" },
  { value: 2750, label: "2,500-3,000 sq ft" },
  { value: 3250, label: "3,000-3,500 sq ft" },
  { value: 3750, label: "3,500+ sq ft" },
];

/** 1..max, the last one labelled "max+". */
function countOptions(range: { min: number; max: number }): SelectOption<number>[] {
  const options: SelectOption<number>[] = [];
  for (let n = range.min; n <= range.max; n++) {
    options.push({ value: n, label: n === range.max ? `${n}+` : String(n) });
  }
  return options;
}

export const BEDROOM_OPTIONS: readonly SelectOption<number>[] = countOptions(ESTIMATE_LIMITS.bedrooms);
export const BATHROOM_OPTIONS: readonly SelectOption<number>[] = countOptions(ESTIMATE_LIMITS.bathrooms);

export const WIDGET_SERVICE_TYPES = ["standard", "deep", "moveout", "renovation"] as const;
export const CALCULATOR_SERVICE_TYPES = ["standard", "deep", "moveout"] as const;

/** The selector's options for these service types, named as published. */
export function serviceOptions(
  services: SiteFacts["services"],
  types: readonly EstimateServiceType[],
): SelectOption<EstimateServiceType>[] {
  const labels = estimateServiceLabels(services);
  return types.map((value) => ({ value, label: labels[value] }));
}

/** Initial widget and calculator state. */
export const ESTIMATE_DEFAULTS: EstimateInput = {
  sqft: 1500,
  bedrooms: 2,
  bathrooms: 2,
  pets: false,
  serviceType: "standard",
  addOns: [],
};
