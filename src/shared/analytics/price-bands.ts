/** Price bands of measured estimates (by the estimate's low end): enough to see what people price, not a quote. */
export const PRICE_BANDS = [
  { key: "under-150", label: "Under $150", belowCents: 15_000 },
  { key: "150-249", label: "$150 to $249", belowCents: 25_000 },
  { key: "250-399", label: "$250 to $399", belowCents: 40_000 },
  { key: "400-599", label: "$400 to $599", belowCents: 60_000 },
  { key: "600-plus", label: "$600 and up", belowCents: Number.POSITIVE_INFINITY },
] as const;
export type PriceBandKey = (typeof PRICE_BANDS)[number]["key"];
export const PRICE_BAND_KEYS = PRICE_BANDS.map((band) => band.key) as [PriceBandKey, ...PriceBandKey[]];

export function priceBandOf(cents: number): PriceBandKey {
  return PRICE_BANDS.find((band) => cents < band.belowCents)?.key ?? "600-plus";
}
