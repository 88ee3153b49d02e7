/** Home-size price tiers for flat-rate cleaning, prices in whole dollars. */
export interface SizeTier {
  maxSqft: number;
  beds: string;
  baths: string;
  price: number;
  notes: string;
}

export const SIZE_TIERS: readonly SizeTier[] = [
  { maxSqft: 1000, beds: "1 bed", baths: "1 bath", price: 120, notes: "Studios and small condos" },
  { maxSqft: 1500, beds: "2 bed", baths: "1-2 bath", price: 169, notes: "Townhomes and smaller homes" },
  { maxSqft: 2000, beds: "3 bed", baths: "2 bath", price: 199, notes: "Typical family home" },
  { maxSqft: 2500, beds: "4 bed", baths: "2-3 bath", price: 229, notes: "Larger family home" },
  { maxSqft: 3000, beds: "4-5 bed", baths: "3 bath", price: 269, notes: "Large home" },
  { maxSqft: 3500, beds: "5+ bed", baths: "3-4 bath", price: 299, notes: "Custom quote may apply" },
];
