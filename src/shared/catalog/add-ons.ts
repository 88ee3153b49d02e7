/** Optional add-ons, prices in whole dollars. */
export const ADD_ON_KEYS = ["fridge", "oven", "windows", "laundry", "patio", "walls"] as const;
export type AddOnKey = (typeof ADD_ON_KEYS)[number];

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

export function isAddOnKey(value: string): value is AddOnKey {
  return (ADD_ON_KEYS as readonly string[]).includes(value);
}
