import { z } from "zod";
import { ADD_ON_KEYS } from "../../shared/catalog/add-ons";
import { FREQUENCY_KEYS } from "../../shared/catalog/frequencies";
import { SERVICE_KEYS } from "../../shared/catalog/services";
import { ESTIMATE_SERVICE_TYPES } from "../../shared/pricing/estimate-input";

/**
 * Search params pages pass to each other (the spec's "navigation state"). Kept in the URL so a
 * shared or reloaded link keeps them; invalid values are dropped rather than breaking the page.
 * TanStack Router JSON-parses search values, so booleans and numbers arrive typed.
 */
const optional = <T extends z.ZodType>(schema: T) => schema.optional().catch(undefined);

/** /booking: the estimate, service type or city the visitor arrives with. */
export const BookingSearchSchema = z.object({
  serviceType: optional(z.enum(ESTIMATE_SERVICE_TYPES)),
  city: optional(z.string().trim().min(1).max(60)),
  sqft: optional(z.coerce.number().int().min(100).max(20_000)),
  bedrooms: optional(z.coerce.number().int().min(1).max(5)),
  bathrooms: optional(z.coerce.number().int().min(1).max(4)),
  pets: optional(z.boolean()),
  addOns: optional(z.array(z.enum(ADD_ON_KEYS))),
  frequency: optional(z.enum(FREQUENCY_KEYS)),
});
export type BookingSearch = z.infer<typeof BookingSearchSchema>;

/** /pricing: a service type to preselect in the estimate widget. */
export const PricingSearchSchema = z.object({
  serviceType: optional(z.enum(ESTIMATE_SERVICE_TYPES)),
});
export type PricingSearch = z.infer<typeof PricingSearchSchema>;

/** /resources/estimate-calculator: a pre-fill (e.g. from the frequency planner). */
export const CalculatorSearchSchema = z.object({
  sqft: optional(z.coerce.number().int().min(100).max(20_000)),
  pets: optional(z.boolean()),
  serviceType: optional(z.enum(SERVICE_KEYS.filter((key) => key !== "garage") as ["standard", "deep", "moveout"])),
});
export type CalculatorSearch = z.infer<typeof CalculatorSearchSchema>;
