/**
 * English lists with the serial comma, as Intl.ListFormat("en-US") writes them (see numbers.ts
 * for why not Intl itself): ["a"] -> "a", ["a", "b"] -> "a and b", ["a", "b", "c"] -> "a, b, and c".
 */
function joinList(items: readonly string[], word: "and" | "or"): string {
  if (items.length <= 2) return items.join(` ${word} `);
  return `${items.slice(0, -1).join(", ")}, ${word} ${items.at(-1)}`;
}

export const listAnd = (items: readonly string[]): string => joinList(items, "and");

export const listOr = (items: readonly string[]): string => joinList(items, "or");
