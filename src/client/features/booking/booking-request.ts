import { type AreaLookupFacts, lookupServiceArea } from "#shared/areas/lookup";
import { isServiceKey, type ServiceKey } from "#shared/catalog/services";
import { computeEstimate, type EstimateResult, type PriceFacts } from "#shared/pricing/compute-estimate";
import type { EstimateInput } from "#shared/pricing/estimate-input";
import type { EstimateServiceType } from "#shared/pricing/estimate-limits";
import type { BookingSearch } from "#client/lib/navigation-search";

/** What the visitor arrived at /booking with: estimate inputs, a service type, or a city. */
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

function servedCity(city: string | undefined, facts: AreaLookupFacts): string | undefined {
  if (city === undefined) return undefined;
  const lookup = lookupServiceArea(city, facts);
  return lookup.status === "served" ? lookup.area.city : undefined;
}

/** The request, priced and checked against the cities served, with the facts the page was rendered from. */
export function bookingRequestFrom(facts: PriceFacts & AreaLookupFacts, search: BookingSearch): BookingRequest {
  const input = estimateInput(search);
  return {
    estimate: input ? { input, result: computeEstimate(facts, input) } : undefined,
    serviceType: search.serviceType,
    city: servedCity(search.city, facts),
  };
}

export function isEmptyRequest(request: BookingRequest): boolean {
  return !request.estimate && !request.serviceType && !request.city;
}

/** What the booking form starts with: the service, the saved estimate and the city the visitor arrived with. */
export interface BookingPrefill {
  service?: ServiceKey;
  estimate?: EstimateInput;
  estimateReference?: string;
  city?: string;
}

export function bookingPrefill(request: BookingRequest, estimateReference: string | undefined): BookingPrefill {
  const serviceType = request.estimate?.input.serviceType ?? request.serviceType;
  return {
    service: serviceType && isServiceKey(serviceType) ? serviceType : undefined,
    estimate: request.estimate?.input,
    estimateReference,
    city: request.city,
  };
}
