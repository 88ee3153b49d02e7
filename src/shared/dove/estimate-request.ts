import { ADD_ON_KEYS, type AddOnKey } from "../catalog/add-ons";
import { ESTIMATE_DEFAULTS } from "../pricing/options";
import type { EstimateInput } from "../pricing/estimate-input";

/** Words visitors use for each add-on. */
const ADD_ON_WORDS: Record<AddOnKey, RegExp> = {
  fridge: /\b(fridge|refrigerator)\b/,
  oven: /\boven\b/,
  windows: /\bwindows?\b/,
  laundry: /\blaundry\b/,
  patio: /\b(patio|deck)\b/,
  walls: /\b(walls?|scuffs?)\b/,
};

export interface EstimateRequest {
  input: EstimateInput;
  /** Which fields came from defaults because the visitor did not say. */
  assumed: Array<"sqft" | "bedrooms" | "bathrooms">;
}

/** Reads size, rooms, service, pets and add-ons out of free text; missing values take the widget defaults. */
export function parseEstimateRequest(text: string): EstimateRequest {
  const lower = text.toLowerCase();
  const assumed: EstimateRequest["assumed"] = [];
  const sqftMatch = /(\d{1,2},?\d{3}|\d{3,5})\s*(?:sq\.?\s*ft|sqft|square\s*feet|sf)\b/.exec(lower);
  const bedMatch = /(\d)\s*\+?\s*(?:bed(?:room)?s?|br)\b/.exec(lower);
  const bathMatch = /(\d)(?:\.5)?\s*\+?\s*(?:bath(?:room)?s?|ba)\b/.exec(lower);
  const clamp = (value: number, min: number, max: number) => Math.min(max, Math.max(min, value));

  const sqft = sqftMatch?.[1] ? Number(sqftMatch[1].replace(",", "")) : undefined;
  const bedrooms = bedMatch?.[1] ? clamp(Number(bedMatch[1]), 1, 5) : undefined;
  const bathrooms = bathMatch?.[1] ? clamp(Number(bathMatch[1]), 1, 4) : undefined;
  if (sqft === undefined) assumed.push("sqft");
  if (bedrooms === undefined) assumed.push("bedrooms");
  if (bathrooms === undefined) assumed.push("bathrooms");

  const serviceType: EstimateInput["serviceType"] = /\bgarage\b/.test(lower)
    ? "garage"
    : /\bmov(e|ing)\b/.test(lower)
      ? "moveout"
      : /\brenovat/.test(lower)
        ? "renovation"
        : /\bdeep\b/.test(lower)
          ? "deep"
          : "standard";

  return {
    input: {
      ...ESTIMATE_DEFAULTS,
      sqft: sqft === undefined ? ESTIMATE_DEFAULTS.sqft : clamp(sqft, 100, 20_000),
      bedrooms: bedrooms ?? ESTIMATE_DEFAULTS.bedrooms,
      bathrooms: bathrooms ?? ESTIMATE_DEFAULTS.bathrooms,
      pets: /\b(pets?|dogs?|cats?|puppy|kitten)\b/.test(lower) && !/\bno pets?\b/.test(lower),
      serviceType,
      addOns: ADD_ON_KEYS.filter((key) => ADD_ON_WORDS[key].test(lower)),
    },
    assumed,
  };
}
