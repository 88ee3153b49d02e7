import type { SelectOption } from "#shared/pricing/options";

/**
 * The size selects' labelled bands are 500 sq ft wide with their edges on multiples of 500
 * (the same edges as the size-tier table), and each option's value is a point inside its band:
 * 1250 stands for "1,000-1,500 sq ft". The last option is open-ended ("3,000+").
 */
const SIZE_BAND_SQFT = 500;

function bandUpperEdge(option: SelectOption<number>): number {
  return Math.ceil(option.value / SIZE_BAND_SQFT) * SIZE_BAND_SQFT;
}

/**
 * The option whose band contains `sqft` (edges inclusive at the top, like the size tiers), so a
 * state of 1500 sq ft, which no option equals, shows as "1,000-1,500 sq ft".
 */
export function sizeOptionFor(sqft: number, options: readonly SelectOption<number>[]): SelectOption<number> {
  const match = options.find((option, index) => index === options.length - 1 || sqft <= bandUpperEdge(option));
  if (!match) throw new Error("A size select needs at least one option");
  return match;
}
