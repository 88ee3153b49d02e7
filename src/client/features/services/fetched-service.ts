import type { inferRouterOutputs } from "@trpc/server";
import type { AppRouter } from "#server/routers/app-router";
import { isServiceKey, type ServicePrice } from "#shared/catalog/services";

export type FetchedService = inferRouterOutputs<AppRouter>["services"]["bySlug"];

/**
 * A service as the API sent it, typed for the page (its key picks the icon, gallery and copy):
 * null when the answer is empty, or names a key or price type this build does not know.
 */
export function fetchedService(service: FetchedService | null | undefined): ServicePrice | null {
  if (!service) return null;
  const { key, priceType } = service;
  if (!isServiceKey(key) || (priceType !== "flat_rate" && priceType !== "hourly")) return null;
  return {
    key,
    name: service.name,
    description: service.description,
    priceType,
    basePrice: service.basePrice,
    hourlyRate: service.hourlyRate,
  };
}
