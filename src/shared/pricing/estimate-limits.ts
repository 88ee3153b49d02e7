/**
 * The estimate input's choices and ranges, apart from its zod schema (estimate-input.ts) so
 * browser code that only needs these values does not download zod.
 */

/** The four catalogue services plus the widget's post-renovation clean (priced like a standard clean). */
export const ESTIMATE_SERVICE_TYPES = ["standard", "deep", "moveout", "garage", "renovation"] as const;
export type EstimateServiceType = (typeof ESTIMATE_SERVICE_TYPES)[number];

/** Accepted input ranges. The top bedroom and bathroom values mean "5+" and "4+". */
export const ESTIMATE_LIMITS = {
  sqft: { min: 100, max: 20_000 },
  bedrooms: { min: 1, max: 5 },
  bathrooms: { min: 1, max: 4 },
} as const;
