import { groupThousands, wholeDollars } from "#shared/format/numbers";

/** 123400 -> "$1,234" (rounded to whole dollars). */
export function formatDollars(cents: number): string {
  return wholeDollars(cents / 100);
}

/** (14900, 17500) -> "$149 - $175". */
export function formatRange(lowCents: number, highCents: number): string {
  return `${formatDollars(lowCents)} - ${formatDollars(highCents)}`;
}

/** 123400 -> "1,234": whole dollars without the sign, for copy that prints "$" itself. */
export function dollarAmount(cents: number): string {
  return groupThousands(cents / 100);
}
