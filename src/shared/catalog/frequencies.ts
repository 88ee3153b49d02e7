/** Visit frequencies and their recurring discounts. */
export const FREQUENCY_KEYS = ["one-time", "weekly", "bi-weekly", "monthly"] as const;
export type FrequencyKey = (typeof FREQUENCY_KEYS)[number];

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
