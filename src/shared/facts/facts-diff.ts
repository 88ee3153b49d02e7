/** What changed between two facts documents, as readable lines of "path: old -> new". */
export interface FactChange {
  /** Dotted path with list positions, e.g. "services.standard.basePrice" or "sizeTiers[2].price". */
  path: string;
  before: unknown;
  after: unknown;
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === "object" && value !== null && !Array.isArray(value);

const join = (path: string, key: string | number) =>
  typeof key === "number" ? `${path}[${key}]` : path ? `${path}.${key}` : key;

/** Every leaf that differs, and each added or removed field or list item whole (undefined on the missing side), in document order. */
export function diffFacts(before: unknown, after: unknown, path = ""): FactChange[] {
  if (isRecord(before) && isRecord(after)) {
    const keys = [...new Set([...Object.keys(before), ...Object.keys(after)])];
    return keys.flatMap((key) => diffFacts(before[key], after[key], join(path, key)));
  }
  if (Array.isArray(before) && Array.isArray(after)) {
    const length = Math.max(before.length, after.length);
    return Array.from({ length }, (_, index) => diffFacts(before[index], after[index], join(path, index))).flat();
  }
  return Object.is(before, after) ? [] : [{ path, before, after }];
}

const show = (value: unknown) => {
  if (value === undefined) return "(none)";
  const json = JSON.stringify(value);
  return json.length > 120 ? `${json.slice(0, 119)}…` : json;
};

/** One line per change: `services.standard.basePrice: 12000 -> 13500`. */
export function formatChanges(changes: readonly FactChange[]): string[] {
  return changes.map(({ path, before, after }) => `${path}: ${show(before)} -> ${show(after)}`);
}
