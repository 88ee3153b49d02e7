import { lookupServiceArea } from "#shared/areas/lookup";
import { computeEstimate, type EstimateResult } from "#shared/pricing/compute-estimate";
import type { EstimateInput } from "#shared/pricing/estimate-input";
import type { EstimateServiceType } from "#shared/pricing/estimate-limits";
import type { BookingSearch } from "#client/lib/navigation-search";

/** What the visitor arrived at /booking with (section 2: estimate inputs, a service type, or a city). */
export interface BookingRequest {
  estimate?: { input: EstimateInput; result: EstimateResult };
  serviceType?: EstimateServiceType;
  /** A city we serve, spelled as in the service-area list; unknown cities are not echoed back. */
  city?: string;
}

/** An estimate is re-priced only when the search carries every input the estimate widget sends. */
function estimateInput(search: BookingSearch): EstimateInput | undefined {
  const { sqft, bedrooms, bathrooms, serviceType } = search;
  if (sqft === undefined || bedrooms === undefined || bathrooms === undefined || serviceType === undefined)
    return undefined;
  return {
    sqft,
    bedrooms,
    bathrooms,
    serviceType,
    pets: search.pets ?? false,
    addOns: [...new Set(search.addOns ?? [])],
    frequency: search.frequency,
  };
}

function servedCity(city: string | undefined): string | undefined {
  if (city === undefined) return undefined;
  const lookup = lookupServiceArea(city);
  return lookup.status === "served" ? lookup.area.city : undefined;
}

export function bookingRequestFrom(search: BookingSearch): BookingRequest {
  const input = estimateInput(search);
  return {
    estimate: input ? { input, result: computeEstimate(input) } : undefined,
    serviceType: search.serviceType,
    city: servedCity(search.city),
  };
}

export function isEmptyRequest(request: BookingRequest): boolean {
  return !request.estimate && !request.serviceType && !request.city;
}
