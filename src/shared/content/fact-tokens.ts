import type { SiteFacts } from "#shared/facts/site-facts-schema";
import { formatDollars } from "#shared/pricing/format";

/** The parts of the facts that stored copy (blog posts, legal pages, author bios) may quote. */
export type TokenFacts = Pick<
  SiteFacts,
  | "business"
  | "claims"
  | "services"
  | "sizeTiers"
  | "frequencies"
  | "addOns"
  | "surcharges"
  | "priceRanges"
  | "policies"
>;

/**
 * How a token's value is written: `money` reads cents as dollars ("$120"), `percent` a fraction
 * ("20%"), `lower` lower-cases a name. Rounded: float maths can print 0.07 * 100 as 7.000000000000001.
 */
const FORMATS = {
  money: (value: number | string) => (typeof value === "number" ? formatDollars(value) : undefined),
  percent: (value: number | string) => (typeof value === "number" ? `${Math.round(value * 100)}%` : undefined),
  lower: (value: number | string) => String(value).toLowerCase(),
} as const;

/** `{{business.name}}`, `{{services.deep.hourlyRate|money}}`: a path into the facts, optionally a format. */
const TOKEN = /\{\{\s*([A-Za-z0-9_-]+(?:\.[A-Za-z0-9_-]+)*)\s*(?:\|\s*([a-z]+)\s*)?\}\}/g;

const HTML_ESCAPES: Readonly<Record<string, string>> = { "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;" };

function valueAt(facts: TokenFacts, path: string): number | string | undefined {
  let value: unknown = facts;
  for (const key of path.split(".")) {
    if (typeof value !== "object" || value === null || !Object.hasOwn(value, key)) return undefined;
    value = (value as Record<string, unknown>)[key];
  }
  return typeof value === "number" || typeof value === "string" ? value : undefined;
}

function tokenValue(facts: TokenFacts, path: string, format: string | undefined): string | undefined {
  const value = valueAt(facts, path);
  if (value === undefined) return undefined;
  if (format === undefined) return String(value);
  return Object.hasOwn(FORMATS, format) ? FORMATS[format as keyof typeof FORMATS](value) : undefined;
}

/**
 * Copy written once and quoting the facts by reference, so a published rename or price reaches
 * every stored post and legal page: each token becomes the value of the revision given. `html`
 * escapes the values for HTML bodies. A token naming no fact stays as written, visible to whoever
 * proofreads the page (tests/unit/fact-tokens.test.ts holds the shipped copy free of them).
 */
export function fillFactTokens(text: string, facts: TokenFacts, { html }: { html: boolean }): string {
  return text.replace(TOKEN, (token, path: string, format: string | undefined) => {
    const value = tokenValue(facts, path, format);
    if (value === undefined) return token;
    return html ? value.replace(/[&<>"]/g, (char) => HTML_ESCAPES[char] ?? char) : value;
  });
}

/** The tokens in `text` that name no fact (or no known format) in these facts. */
export function unknownFactTokens(text: string, facts: TokenFacts): string[] {
  return [...text.matchAll(TOKEN)]
    .filter(([, path = "", format]) => tokenValue(facts, path, format) === undefined)
    .map(([token]) => token);
}
