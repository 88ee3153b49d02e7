/** Visit frequencies by key (the published facts hold their names and discounts). */
export const FREQUENCY_KEYS = ["one-time", "weekly", "bi-weekly", "monthly"] as const;
export type FrequencyKey = (typeof FREQUENCY_KEYS)[number];
