import type { EstimateInput } from "#shared/pricing/estimate-input";
import type { BookingSearch } from "#client/lib/navigation-search";

/** The /booking search params that carry an estimate's inputs (empty add-ons are left out). */
export function bookingSearchFor(input: EstimateInput): BookingSearch {
  return {
    serviceType: input.serviceType,
    sqft: input.sqft,
    bedrooms: input.bedrooms,
    bathrooms: input.bathrooms,
    pets: input.pets,
    addOns: input.addOns.length ? input.addOns : undefined,
    frequency: input.frequency,
  };
}
