/** The four core services: keys and the shape of a service's price (the published facts hold the values). */
export const SERVICE_KEYS = ["standard", "deep", "moveout", "garage"] as const;
export type ServiceKey = (typeof SERVICE_KEYS)[number];

export type PriceType = "flat_rate" | "hourly";

export interface ServicePrice {
  key: ServiceKey;
  name: string;
  /** Short description shown on cards and in structured data. */
  description: string;
  priceType: PriceType;
  /** Flat-rate "from" price in dollars; null for hourly services. */
  basePrice: number | null;
  /** Hourly rate per cleaner in dollars; null for flat-rate services. */
  hourlyRate: number | null;
}

export function isServiceKey(value: string): value is ServiceKey {
  return (SERVICE_KEYS as readonly string[]).includes(value);
}
