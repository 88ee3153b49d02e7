import type { PriceType, ServicePrice } from "./services";

/** "From $120" for flat-rate services, "$65/hour per cleaner" for hourly ones. */
export function servicePriceLabel({ priceType, basePrice, hourlyRate }: ServicePrice): string {
  return priceType === "flat_rate" ? `From $${basePrice}` : `$${hourlyRate}/hour per cleaner`;
}

export const PRICE_TYPE_LABELS: Readonly<Record<PriceType, string>> = {
  flat_rate: "Flat rate",
  hourly: "Hourly rate",
};
