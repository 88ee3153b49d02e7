import { groupThousands } from "#shared/format/numbers";

/** Price bands of measured estimates (by the estimate's low end): enough to see what people price, not a quote. */
export const PRICE_BANDS = [
  { key: "under-150", belowCents: 15_000 },
  { key: "150-249", belowCents: 25_000 },
  { key: "250-399", belowCents: 40_000 },
  { key: "400-599", belowCents: 60_000 },
  { key: "600-plus", belowCents: Number.POSITIVE_INFINITY },
] as const;
export type PriceBandKey = (typeof PRICE_BANDS)[number]["key"];
export const PRICE_BAND_KEYS = PRICE_BANDS.map((band) => band.key) as [PriceBandKey, ...PriceBandKey[]];

const dollars = (cents: number) => `$${groupThousands(cents / 100)}`;

/** "Under $150", "$150 to $249", "$600 and up": for the owner's dashboard, from the bands' limits. */
export function priceBandLabel(key: PriceBandKey): string {
  const index = PRICE_BANDS.findIndex((band) => band.key === key);
  const from = PRICE_BANDS[index - 1]?.belowCents;
  const below = PRICE_BANDS[index]?.belowCents ?? Number.POSITIVE_INFINITY;
  if (from === undefined) return `Under ${dollars(below)}`;
  return below === Number.POSITIVE_INFINITY ? `${dollars(from)} and up` : `${dollars(from)} to ${dollars(below - 100)}`;
}

export function priceBandOf(cents: number): PriceBandKey {
  return PRICE_BANDS.find((band) => cents < band.belowCents)?.key ?? "600-plus";
}
