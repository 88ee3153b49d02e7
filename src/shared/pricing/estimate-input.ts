import { z } from "zod";
import { ADD_ON_KEYS } from "../catalog/add-ons";
import { FREQUENCY_KEYS } from "../catalog/frequencies";
import { ESTIMATE_LIMITS, ESTIMATE_SERVICE_TYPES } from "./estimate-limits";
import { groupThousands } from "#shared/format/numbers";

function wholeNumberInRange(label: string, range: { min: number; max: number }, unit = "") {
  const between = `${label} must be between ${groupThousands(range.min)} and ${groupThousands(range.max)}${unit}`;
  return z
    .int({ error: `${label} must be a whole number` })
    .min(range.min, { error: between })
    .max(range.max, { error: between });
}

export const EstimateInputSchema = z.object(
  {
    sqft: wholeNumberInRange("Home size", ESTIMATE_LIMITS.sqft, " sq ft"),
    bedrooms: wholeNumberInRange("Bedrooms", ESTIMATE_LIMITS.bedrooms),
    bathrooms: wholeNumberInRange("Bathrooms", ESTIMATE_LIMITS.bathrooms),
    pets: z.boolean({ error: "Pets must be yes or no" }),
    serviceType: z.enum(ESTIMATE_SERVICE_TYPES, { error: "Please choose a service type" }),
    addOns: z
      .array(z.enum(ADD_ON_KEYS, { error: "Add-ons must be chosen from the list" }), {
        error: "Add-ons must be a list",
      })
      .refine((keys) => new Set(keys).size === keys.length, { error: "Each add-on can be chosen only once" })
      .default([]),
    frequency: z.enum(FREQUENCY_KEYS, { error: "Please choose a cleaning frequency" }).optional(),
  },
  { error: "Estimate details are missing" },
);

export type EstimateInput = z.infer<typeof EstimateInputSchema>;
