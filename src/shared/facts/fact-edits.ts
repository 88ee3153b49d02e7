/**
 * What the editor writes into the facts document: a value at a path (an absent value removes the
 * key), typed text read as dollars, percent or a number, what an emptied field becomes, and a new
 * group or list item made from the schema. Pure, so the form and its tests share one reading.
 */
import {
  type FactPath,
  type FieldSchema,
  factsFieldSchema,
  fieldSchemaAt,
  isFraction,
  isMoney,
  percentNumber,
  unwrap,
} from "./fact-fields";

/** How a leaf field is typed in: money as dollars, fractions as percent, other numbers as typed. */
export type FieldKind = "text" | "number" | "money" | "percent";

const typeOf = (schema: FieldSchema) => (Array.isArray(schema.type) ? schema.type[0] : schema.type);

export function fieldKind(schema: FieldSchema): FieldKind {
  if (isMoney(schema)) return "money";
  if (isFraction(schema)) return "percent";
  const type = typeOf(schema);
  return type === "integer" || type === "number" ? "number" : "text";
}

/** What the owner reads in the field: cents as dollars (60.00), a fraction as percent (15 for 0.15). */
export function textOfValue(kind: FieldKind, value: unknown): string {
  if (typeof value === "number") {
    if (kind === "percent") return String(percentNumber(value));
    if (kind === "money") return (value / 100).toFixed(2);
  }
  return typeof value === "string" || typeof value === "number" ? String(value) : "";
}

/**
 * The stored value for non-empty typed text: dollars ("60", "$1,250.5") as cents, percent ("12.5",
 * "15 %") as the fraction, a number as a number. Text that is not one is kept as typed, so the
 * schema's message shows beside the field.
 */
export function valueOfText(kind: FieldKind, typed: string): unknown {
  const trimmed = typed.trim();
  if (kind === "money") {
    const plain = trimmed.replace(/^\$/, "").replace(/,/g, "");
    return /^\d+(\.\d{0,2})?$/.test(plain) ? Math.round(Number(plain) * 100) : typed;
  }
  if (kind === "percent") {
    const plain = trimmed.replace(/\s*%$/, "");
    // Divided rather than multiplied by 0.01, so 15 is stored as 0.15 exactly, not 0.15000000000000002.
    return plain !== "" && Number.isFinite(Number(plain)) ? Number(plain) / 100 : typed;
  }
  if (kind === "number") return trimmed !== "" && Number.isFinite(Number(trimmed)) ? Number(trimmed) : typed;
  return typed;
}

/** The schema at `path` before unwrapping (a nullable field keeps its null branch), and its parent's. */
function rawSchemaAt(path: FactPath): { schema: FieldSchema | undefined; parent: FieldSchema | undefined } {
  const parentPath = path.slice(0, -1);
  const parent = parentPath.length === 0 ? factsFieldSchema() : fieldSchemaAt(parentPath);
  const key = path.at(-1);
  const schema = typeof key === "number" ? parent?.items : key === undefined ? undefined : parent?.properties?.[key];
  return { schema, parent };
}

/** A field the document may leave out: a key its group does not require (a list's items are never optional). */
export function isOptional(path: FactPath): boolean {
  const key = path.at(-1);
  const { parent } = rawSchemaAt(path);
  return typeof key === "string" && Boolean(parent?.properties?.[key]) && !(parent?.required ?? []).includes(key);
}

const isNullable = (schema: FieldSchema | undefined): boolean =>
  Boolean(
    schema &&
    ((Array.isArray(schema.type) && schema.type.includes("null")) ||
      schema.anyOf?.some((option) => option.type === "null")),
  );

/**
 * What an emptied field stores: nothing (the key removed) when optional, null when the schema allows
 * null (an hourly service's starting price), else the empty text, which the schema refuses with its
 * own message ("City must not be empty").
 */
export function emptiedValue(path: FactPath): unknown {
  if (isOptional(path)) return undefined;
  if (isNullable(rawSchemaAt(path).schema)) return null;
  return "";
}

/** The stored value for what the owner typed into the field at `path`. */
export function valueOfField(path: FactPath, kind: FieldKind, typed: string): unknown {
  return typed.trim() === "" ? emptiedValue(path) : valueOfText(kind, typed);
}

/** A new value of a schema's shape: its default when it has one, else empty (a group holds its required fields). */
export function emptyValue(schema: FieldSchema | undefined): unknown {
  if (!schema) return "";
  if (schema.default !== undefined) return structuredClone(schema.default);
  if (schema.enum?.length) return schema.enum[0];
  switch (typeOf(schema)) {
    case "object":
      return Object.fromEntries(
        (schema.required ?? []).map((key) => {
          const property = schema.properties?.[key];
          return [key, emptyValue(property && unwrap(property))];
        }),
      );
    case "array":
      return [];
    case "integer":
    case "number":
      return 0;
    case "boolean":
      return false;
    default:
      return "";
  }
}

/** The group or item the schema describes at `path`, new (for "Add city details" or a list's add button). */
export const newValueAt = (path: FactPath): unknown => emptyValue(fieldSchemaAt(path));

/** A copy of `document` with `value` at `path` (lists and groups copied along the way); undefined removes the key. */
export function setFact(document: unknown, path: FactPath, value: unknown): unknown {
  if (path.length === 0) return value;
  const [key, ...rest] = path;
  if (Array.isArray(document)) {
    const next = [...(document as unknown[])];
    next[key as number] = setFact(next[key as number], rest, value);
    return next;
  }
  const record = { ...((document ?? {}) as Record<string, unknown>) };
  const child = setFact(record[key as string], rest, value);
  if (child === undefined) delete record[key as string];
  else record[key as string] = child;
  return record;
}
