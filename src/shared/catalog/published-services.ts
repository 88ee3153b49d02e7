import type { SiteFacts } from "../facts/site-facts-schema";
import { SERVICE_KEYS, type ServiceKey, type ServicePrice } from "./services";

type PublishedServices = SiteFacts["services"];

const dollars = (cents: number | null) => (cents === null ? null : cents / 100);

/**
 * A published service as the pages and GET /api/services show it: prices in dollars, the unit the
 * services API has always answered in (the facts count cents).
 */
export function publishedService(services: PublishedServices, key: ServiceKey): ServicePrice {
  const { name, description, priceType, basePrice, hourlyRate } = services[key];
  return { key, name, description, priceType, basePrice: dollars(basePrice), hourlyRate: dollars(hourlyRate) };
}

/** The four core services in catalogue order. */
export function publishedServiceList(services: PublishedServices): ServicePrice[] {
  return SERVICE_KEYS.map((key) => publishedService(services, key));
}
