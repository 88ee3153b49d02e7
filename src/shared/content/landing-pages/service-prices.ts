import { servicePriceLabel } from "#shared/catalog/price-labels";
import type { ServiceKey } from "#shared/catalog/services";
import type { CoreSiteFacts } from "#shared/facts/core-site-facts";
import { formatDollars } from "#shared/pricing/format";

type PublishedService = CoreSiteFacts["services"]["standard"];

/**
 * The hourly rate per cleaner copy quotes for an hourly service, in cents; its starting price
 * should the owner publish it flat-rate, so the copy never shows an empty price.
 */
export const hourlyCents = (service: PublishedService): number => service.hourlyRate ?? service.basePrice ?? 0;

/** "$65": hourlyCents as copy prints it. */
export const hourlyRateText = (service: PublishedService): string => formatDollars(hourlyCents(service));

/** "$120": a flat-rate service's starting price (its hourly rate should the owner make it hourly). */
export const fromPriceText = (service: PublishedService): string =>
  formatDollars(service.basePrice ?? service.hourlyRate ?? 0);

/** "From $120" or "$65/hour per cleaner": a published service's price, worded as servicePriceLabel does. */
export function priceLabelOf(services: CoreSiteFacts["services"], key: ServiceKey): string {
  const { name, description, priceType, basePrice, hourlyRate } = services[key];
  const dollars = (cents: number | null) => (cents === null ? null : cents / 100);
  return servicePriceLabel({
    key,
    name,
    description,
    priceType,
    basePrice: dollars(basePrice),
    hourlyRate: dollars(hourlyRate),
  });
}
