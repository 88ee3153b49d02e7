/** Optional add-ons by key (the published facts hold their names and prices). */
export const ADD_ON_KEYS = ["fridge", "oven", "windows", "laundry", "patio", "walls"] as const;
export type AddOnKey = (typeof ADD_ON_KEYS)[number];

export function isAddOnKey(value: string): value is AddOnKey {
  return (ADD_ON_KEYS as readonly string[]).includes(value);
}
