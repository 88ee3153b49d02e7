/** The four core services: keys, price type and prices (whole dollars) — the price catalogue. */
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

export const SERVICES: Record<ServiceKey, ServicePrice> = {
  standard: {
    key: "standard",
    name: "Standard Clean",
    description:
      "Routine top-to-bottom cleaning of kitchens, bathrooms, bedrooms and living areas, priced flat by home size.",
    priceType: "flat_rate",
    basePrice: 120,
    hourlyRate: null,
  },
  deep: {
    key: "deep",
    name: "Deep Clean",
    description:
      "A detailed reset for homes that need more than a tidy: baseboards, built-up grime, fixtures and the corners a routine clean skips.",
    priceType: "hourly",
    basePrice: null,
    hourlyRate: 65,
  },
  moveout: {
    key: "moveout",
    name: "Move In/Out Clean",
    description:
      "An empty-home clean that gets a property deposit-ready for the next owner or tenant, inside cabinets and appliances included.",
    priceType: "hourly",
    basePrice: null,
    hourlyRate: 65,
  },
  garage: {
    key: "garage",
    name: "Garage Clean-Out",
    description:
      "Sweeping, cobweb removal, shelf wipe-downs and haul-out sorting that turns a cluttered garage back into usable space.",
    priceType: "flat_rate",
    basePrice: 125,
    hourlyRate: null,
  },
};

export const SERVICE_LIST: readonly ServicePrice[] = SERVICE_KEYS.map((key) => SERVICES[key]);

export function isServiceKey(value: string): value is ServiceKey {
  return (SERVICE_KEYS as readonly string[]).includes(value);
}

/** Deep cleans usually need this many cleaners for this many hours. */
export const DEEP_CLEAN_TYPICAL_CREW = { cleaners: 2, minHours: 3, maxHours: 5 } as const;

/** One page advertises move-in/out cleaning "from $250"; the catalogue prices it hourly. Both are kept. */
export const MOVE_OUT_ADVERTISED_FROM_PRICE = 250;

/** FAQ copy quotes a typical standard-clean range. */
export const STANDARD_CLEAN_TYPICAL_RANGE = { min: 200, max: 450 } as const;

/** Typical duration of each service in hours. Deep has two readings. */
export const SERVICE_DURATIONS = {
  standard: { minHours: 1, maxHours: 3, label: "1-3 hours" },
  deep: { minHours: 2, maxHours: 5, label: "2-5 hours", alternateLabel: "3-5 hours" },
  moveout: { minHours: 3, maxHours: 6, label: "3-6+ hours" },
  garage: null,
} as const;

/** Deep cleans are recommended this many times a year. */
export const DEEP_CLEANS_PER_YEAR = { min: 2, max: 4 } as const;

/** Service structured data: priceRange max = min + this. */
export const STRUCTURED_DATA_PRICE_SPAN = 200;
