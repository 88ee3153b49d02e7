/**
 * The facts document's fields in the owner's words: each part's name, each field's label (from its
 * `.describe()` text where it has one, else its humanised key) and whether it is money in cents.
 * Read from the schema's JSON Schema, so the editor's forms and the history's diff name a field the
 * same way and a new field needs no table here.
 */
import { z } from "zod";
import { type FactChange } from "./facts-diff";
import { SiteFactsSchema } from "./site-facts-schema";

/** The subset of JSON Schema the schema's conversion produces and the editor reads. */
export interface FieldSchema {
  type?: string | string[];
  description?: string;
  enum?: unknown[];
  properties?: Record<string, FieldSchema>;
  required?: string[];
  items?: FieldSchema;
  anyOf?: FieldSchema[];
  allOf?: FieldSchema[];
  maxLength?: number;
  default?: unknown;
}

export type FactPath = readonly (string | number)[];

/** The parts of the document, in the editor's order, with names the owner knows them by. */
export const PART_LABELS: Record<string, string> = {
  business: "Business details",
  claims: "Ratings and claims",
  services: "Services and prices",
  sizeTiers: "Home-size tiers",
  frequencies: "Frequencies",
  addOns: "Add-ons",
  surcharges: "Surcharges and minimum",
  priceRanges: "Price ranges",
  advertisedPrices: "Other quoted prices",
  pricingDetails: "Pricing page details",
  serviceAreas: "Service areas",
  areaDetailPages: "Detailed area pages",
  areaListings: "Area check and sitemap",
  faqs: "FAQs",
  about: "About",
  team: "Team",
  community: "Community",
  policies: "Policies",
  terms: "Terms of service figures",
  paymentTerms: "Payment terms",
  guarantee: "Guarantee",
  visits: "Visits",
  serviceTimes: "Service times",
  extraServices: "Extra services",
  coverage: "Travel and coverage",
};

/** Labels where the key reads badly on its own. */
const KEY_LABELS: Record<string, string> = {
  display: "Phone number as shown",
  // A city's optional group: "Add city details".
  details: "City details",
  href: "Phone link (tel:+1…)",
  answerHtml: "Answer (HTML)",
  maxSqft: "Largest home size (sq ft)",
  zipCodes: "ZIP codes",
  addressText: "Address",
  regionCode: "State code",
  url: "Web address",
  scriptUrl: "Form script address",
  stylesheetUrl: "Form stylesheet address",
  schemaDays: "Weekdays (for search engines)",
};

let root: FieldSchema | undefined;

/** The document's JSON Schema (as typed in: money in cents), computed once. */
export function factsFieldSchema(): FieldSchema {
  root ??= z.toJSONSchema(SiteFactsSchema, { io: "input", unrepresentable: "any" }) as FieldSchema;
  return root;
}

/** The branch that is not null (a nullable field) and not a refinement wrapper. */
export function unwrap(schema: FieldSchema): FieldSchema {
  const branch = schema.anyOf?.find((option) => option.type !== "null") ?? schema.allOf?.[0];
  return branch ? { description: schema.description, ...unwrap(branch) } : schema;
}

export function fieldSchemaAt(path: FactPath): FieldSchema | undefined {
  let schema: FieldSchema | undefined = factsFieldSchema();
  for (const key of path) {
    if (!schema) return undefined;
    const plain: FieldSchema = unwrap(schema);
    schema = typeof key === "number" ? plain.items : plain.properties?.[key];
  }
  return schema && unwrap(schema);
}

/** Money fields say so in their description ("…, in cents (12345 is $123.45)"). */
export const isMoney = (schema: FieldSchema | undefined): boolean => Boolean(schema?.description?.includes("in cents"));

/** Fractions say so in theirs ("Discount, as a fraction (0.15 is 15%)"); the owner reads and types them as percent. */
export const isFraction = (schema: FieldSchema | undefined): boolean =>
  Boolean(schema?.description?.includes("as a fraction"));

/** 15 for 0.15, rounded to four places so 0.07 reads 7, not 7.000000000000001. */
export const percentNumber = (fraction: number): number => Math.round(fraction * 1_000_000) / 10_000;

const humanise = (key: string) => {
  const words = key
    .replace(/([a-z])([A-Z])/g, "$1 $2")
    .replace(/[-_]/g, " ")
    .toLowerCase();
  return words.charAt(0).toUpperCase() + words.slice(1);
};

/** A field's own label: the describe text's lead ("Tier price, in cents …" -> "Tier price") when short, else the key's. */
export function fieldLabel(key: string | number, schema: FieldSchema | undefined): string {
  if (typeof key === "number") return `Item ${key + 1}`;
  if (KEY_LABELS[key]) return KEY_LABELS[key];
  const lead = schema?.description?.split(", ")[0];
  return lead && lead.length <= 60 && !lead.includes(".") ? lead : humanise(key);
}

/** What names one list item or keyed entry in the owner's words: its name, question, city or title. */
export function itemName(value: unknown): string | undefined {
  if (typeof value !== "object" || value === null) return undefined;
  const record = value as Record<string, unknown>;
  const name = record.name ?? record.question ?? record.city ?? record.title ?? record.label ?? record.days;
  return typeof name === "string" && name.trim() ? name.trim() : undefined;
}

/** "Services › Deep cleaning › Hourly rate per cleaner", naming list items and keyed entries by their name in `document`. */
export function pathLabel(path: FactPath, document: unknown): string {
  const labels: string[] = [];
  let value: unknown = document;
  path.forEach((key, index) => {
    value = typeof value === "object" && value !== null ? (value as Record<string | number, unknown>)[key] : undefined;
    if (index === 0 && typeof key === "string") labels.push(PART_LABELS[key] ?? humanise(key));
    else labels.push(itemName(value) ?? fieldLabel(key, fieldSchemaAt(path.slice(0, index + 1))));
  });
  return labels.join(" › ");
}

/** $120.00 for 12000. */
export const dollars = (cents: number): string =>
  `$${(cents / 100).toLocaleString("en-US", { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;

/** "diffFacts" paths ("sizeTiers[2].price") as keys. */
export function parseDiffPath(path: string): FactPath {
  return path
    .split(/\.|(?=\[)/)
    .filter(Boolean)
    .map((part) => (part.startsWith("[") ? Number(part.slice(1, -1)) : part));
}

export interface ReadableChange {
  path: string;
  label: string;
  before: string;
  after: string;
}

function showValue(value: unknown, schema: FieldSchema | undefined): string {
  if (value === undefined || value === null) return "(none)";
  if (isMoney(schema) && typeof value === "number") return dollars(value);
  if (isFraction(schema) && typeof value === "number") return `${percentNumber(value)}%`;
  if (typeof value === "string") return value.length > 160 ? `${value.slice(0, 159)}…` : value;
  if (typeof value === "number" || typeof value === "boolean") return String(value);
  return itemName(value) ?? "(a group of fields)";
}

/** One change per line, labelled and with money in dollars and fractions in percent: "Services › Deep cleaning › Hourly rate: $55.00 → $60.00". */
export function readableChanges(changes: readonly FactChange[], before: unknown, after: unknown): ReadableChange[] {
  return changes.map((change) => {
    const path = parseDiffPath(change.path);
    const schema = fieldSchemaAt(path);
    // Named from the side that has the item (a removed FAQ exists only before).
    const label = pathLabel(path, change.after === undefined ? before : after);
    return {
      path: change.path,
      label,
      before: showValue(change.before, schema),
      after: showValue(change.after, schema),
    };
  });
}

/** A publish summary from the changed fields: "Changed Business details › Phone number as shown". */
export function summaryOf(changes: readonly ReadableChange[]): string {
  if (changes.length === 0) return "No changes";
  const named = changes.slice(0, 2).map((change) => change.label);
  const more = changes.length > 2 ? ` and ${changes.length - 2} more` : "";
  return `Changed ${named.join("; ")}${more}`.slice(0, 200);
}
