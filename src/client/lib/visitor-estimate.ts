import type { EstimateInput } from "#shared/pricing/estimate-input";

/**
 * The estimate this visitor last computed, and the references saved estimates got, kept in
 * sessionStorage so the contact form and /booking can send them on as a lead. Reading the
 * last estimate back validates it with zod, so that lives with the contact form
 * (features/contact/last-estimate.ts): the estimate widget on the home page must not pull zod in.
 */
export const LAST_ESTIMATE_KEY = "bb-last-estimate";
const REFERENCE_KEY_PREFIX = "bb-estimate-ref:";

export function visitorStorage(): Storage | undefined {
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
  visitorStorage()?.setItem(LAST_ESTIMATE_KEY, JSON.stringify(input));
}

export function savedReference(input: EstimateInput): string | undefined {
  return visitorStorage()?.getItem(REFERENCE_KEY_PREFIX + inputKey(input)) ?? undefined;
}

export function rememberReference(input: EstimateInput, reference: string): void {
  visitorStorage()?.setItem(REFERENCE_KEY_PREFIX + inputKey(input), reference);
}
