/**
 * The price catalogue as the code ships it (whole dollars): read only by default-site-facts.ts, which
 * turns it into revision 1's cents, and by tests. Pages and the estimate read the published facts.
 */
import { ADD_ON_KEYS, type AddOnKey } from "#shared/catalog/add-ons";
import type { FrequencyKey } from "#shared/catalog/frequencies";
import { SERVICE_KEYS, type ServiceKey, type ServicePrice } from "#shared/catalog/services";

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

export interface AddOn {
  key: AddOnKey;
  name: string;
  price: number;
  /** A second way the price is shown on some pages, where the spec gives one. */
  alternatePriceLabel?: string;
}

export const ADD_ONS: Record<AddOnKey, AddOn> = {
  fridge: { key: "fridge", name: "Inside fridge", price: 55 },
  oven: { key: "oven", name: "Inside oven", price: 65 },
  windows: { key: "windows", name: "Interior windows (up to 10)", price: 100, alternatePriceLabel: "from $20 each" },
  laundry: { key: "laundry", name: "One load of laundry, folded", price: 20 },
  patio: { key: "patio", name: "Patio sweep and wipe-down", price: 25 },
  walls: { key: "walls", name: "Wall scuff removal", price: 30 },
};

export const ADD_ON_LIST: readonly AddOn[] = ADD_ON_KEYS.map((key) => ADD_ONS[key]);

/** Add-ons are also advertised as starting "from $20". */
export const ADD_ONS_FROM_PRICE = 20;

/** Services sold outside the estimate engine. */
export const EXTRA_SERVICES = {
  closetOrganization: { name: "Closet organization", hourlyRate: 65, minimumHours: 2 },
  insideCabinets: { name: "Inside cabinets", priceLabel: "By quote" },
} as const;

export interface Frequency {
  key: FrequencyKey;
  name: string;
  /** Discount as a fraction of the price (0.2 = 20% off). */
  discount: number;
  /** Typical per-cleaning price range in dollars for recurring plans. */
  perCleaningRange: { min: number; max: number } | null;
  mostPopular: boolean;
}

export const FREQUENCIES: Record<FrequencyKey, Frequency> = {
  "one-time": { key: "one-time", name: "One-Time", discount: 0, perCleaningRange: null, mostPopular: false },
  weekly: { key: "weekly", name: "Weekly", discount: 0.2, perCleaningRange: { min: 95, max: 140 }, mostPopular: false },
  "bi-weekly": {
    key: "bi-weekly",
    name: "Bi-Weekly",
    discount: 0.15,
    perCleaningRange: { min: 110, max: 160 },
    mostPopular: true,
  },
  monthly: {
    key: "monthly",
    name: "Monthly",
    discount: 0.1,
    perCleaningRange: { min: 120, max: 180 },
    mostPopular: false,
  },
};

export const RECURRING_FREQUENCIES: readonly Frequency[] = [
  FREQUENCIES.weekly,
  FREQUENCIES["bi-weekly"],
  FREQUENCIES.monthly,
];

/** Recurring plans carry no contract. */
export const RECURRING_REQUIRES_CONTRACT = false;

/** Home-size price tiers for flat-rate cleaning. */
export const SIZE_TIERS: readonly { maxSqft: number; beds: string; baths: string; price: number; notes: string }[] = [
  { maxSqft: 1000, beds: "1 bed", baths: "1 bath", price: 120, notes: "Studios and small condos" },
  { maxSqft: 1500, beds: "2 bed", baths: "1-2 bath", price: 169, notes: "Townhomes and smaller homes" },
  { maxSqft: 2000, beds: "3 bed", baths: "2 bath", price: 199, notes: "Typical family home" },
  { maxSqft: 2500, beds: "4 bed", baths: "2-3 bath", price: 229, notes: "Larger family home" },
  { maxSqft: 3000, beds: "4-5 bed", baths: "3 bath", price: 269, notes: "Large home" },
  { maxSqft: 3500, beds: "5+ bed", baths: "3-4 bath", price: 299, notes: "Custom quote may apply" },
];

/** Published pricing factors shown on /pricing. */
export const PRICE_FACTORS = {
  extraBedroom: 10,
  extraBathroom: 15,
  petFriendly: 15,
  /** Home condition can move a quote up or down by this fraction. */
  conditionAdjustment: 0.08,
  minimumService: 100,
} as const;
