import { type EstimateInput, EstimateInputSchema } from "../../shared/pricing/estimate-input";

/**
 * The estimate this visitor last computed, and the references saved estimates got, kept in
 * sessionStorage so the contact form and /booking can send them on (issue 7: leads).
 */
const LAST_ESTIMATE_KEY = "bb-last-estimate";
const REFERENCE_KEY_PREFIX = "bb-estimate-ref:";

function storage(): Storage | undefined {
  try {
    return window.sessionStorage;
  } catch {
    return undefined;
  }
}

/** A key that is the same for the same inputs, whatever order the add-ons were picked in. */
function inputKey(input: EstimateInput): string {
  const { sqft, bedrooms, bathrooms, pets, serviceType, addOns, frequency } = input;
  return JSON.stringify([sqft, bedrooms, bathrooms, pets, serviceType, [...addOns].sort(), frequency ?? null]);
}

export function rememberEstimate(input: EstimateInput): void {
  storage()?.setItem(LAST_ESTIMATE_KEY, JSON.stringify(input));
}

export function lastEstimate(): EstimateInput | undefined {
  const raw = storage()?.getItem(LAST_ESTIMATE_KEY);
  if (!raw) return undefined;
  try {
    const parsed = EstimateInputSchema.safeParse(JSON.parse(raw));
    return parsed.success ? parsed.data : undefined;
  } catch {
    return undefined;
  }
}

export function savedReference(input: EstimateInput): string | undefined {
  return storage()?.getItem(REFERENCE_KEY_PREFIX + inputKey(input)) ?? undefined;
}

export function rememberReference(input: EstimateInput, reference: string): void {
  storage()?.setItem(REFERENCE_KEY_PREFIX + inputKey(input), reference);
}
