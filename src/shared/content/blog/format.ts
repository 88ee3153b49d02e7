/** Formats a fraction for prose: 0.2 -> "20%". Rounds because float maths can print 0.07 * 100 as 7.000000000000001. */
export function percent(fraction: number): string {
  return `${Math.round(fraction * 100)}%`;
}
