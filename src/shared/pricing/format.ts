const WHOLE_DOLLARS = new Intl.NumberFormat("en-US", {
  style: "currency",
  currency: "USD",
  minimumFractionDigits: 0,
  maximumFractionDigits: 0,
});

/** 123400 -> "$1,234" (rounded to whole dollars). */
export function formatDollars(cents: number): string {
  return WHOLE_DOLLARS.format(Math.round(cents / 100));
}

/** (14900, 17500) -> "$149 - $175". */
export function formatRange(lowCents: number, highCents: number): string {
  return `${formatDollars(lowCents)} - ${formatDollars(highCents)}`;
}
