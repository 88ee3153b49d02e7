import type { CoreSiteFacts } from "#shared/facts/core-site-facts";
import type { SiteFacts } from "#shared/facts/site-facts-schema";
import { listAnd } from "#shared/format/lists";
import { groupThousands } from "#shared/format/numbers";
import { formatDollars } from "#shared/pricing/format";

/**
 * The parts of the facts that stored copy (blog posts, legal pages, author bios) may quote: the
 * core facts every page carries, and the terms where the page loaded them.
 */
export type TokenFacts = Omit<CoreSiteFacts, "revision" | "trustBadges"> & Partial<Pick<SiteFacts, "terms">>;

type TokenValue = number | string | readonly unknown[];

/**
 * How a token's value is written: `money` reads cents as dollars ("$120"), `percent` a fraction
 * ("20%"; rounded: float maths can print 0.07 * 100 as 7.000000000000001), `rating` one decimal
 * ("5.0"), `number` groups thousands ("1,000"), `lower` lower-cases a name, `and` joins a list
 * ("cash, check and cards"), `count` counts a list. Without a format: a number or text as it is.
 */
const FORMATS = {
  money: (value: TokenValue) => (typeof value === "number" ? formatDollars(value) : undefined),
  percent: (value: TokenValue) => (typeof value === "number" ? `${Math.round(value * 100)}%` : undefined),
  rating: (value: TokenValue) => (typeof value === "number" ? value.toFixed(1) : undefined),
  number: (value: TokenValue) => (typeof value === "number" ? groupThousands(value) : undefined),
  lower: (value: TokenValue) => (typeof value === "string" ? value.toLowerCase() : undefined),
  and: (value: TokenValue) =>
    typeof value === "object" && value.every((item) => typeof item === "string") ? listAnd(value) : undefined,
  count: (value: TokenValue) => (typeof value === "object" ? String(value.length) : undefined),
} as const;

/**
 * Token paths the document's shape has since moved (document-upgrades.ts): posts stored in an
 * owner's database still carry the old ones, and keep filling.
 */
const MOVED_PATHS: Readonly<Record<string, string>> = {
  "terms.arrivalWindowHours": "visits.arrivalWindowHours",
  "terms.keyReturnHours": "visits.keyReturnHours",
  "terms.satisfactionGuarantee.reportWithinHours": "guarantee.reportWithinHours",
  "terms.satisfactionGuarantee.recleanWithinHours": "guarantee.recleanWithinHours",
  "terms.payment.dueWithinDays": "paymentTerms.dueWithinDays",
  "terms.payment.lateFeePercent": "paymentTerms.lateFeePercent",
  "terms.payment.lateFeeAfterDaysOverdue": "paymentTerms.lateFeeAfterDaysOverdue",
  "terms.payment.suspensionAfterDaysOverdue": "paymentTerms.suspensionAfterDaysOverdue",
  "terms.payment.methods": "paymentTerms.methods",
  "terms.payment.priceChangeNoticeDays": "paymentTerms.priceChangeNoticeDays",
};

/** `{{business.name}}`, `{{services.deep.hourlyRate|money}}`: a path into the facts, optionally a format. */
const TOKEN = /\{\{\s*([A-Za-z0-9_-]+(?:\.[A-Za-z0-9_-]+)*)\s*(?:\|\s*([a-z]+)\s*)?\}\}/g;

const HTML_ESCAPES: Readonly<Record<string, string>> = { "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;" };

/** The value at a dotted path; through a list, a field name takes that field of every item ("serviceAreas.city"). */
function valueAt(facts: TokenFacts, path: string): TokenValue | undefined {
  let value: unknown = facts;
  for (const key of (MOVED_PATHS[path] ?? path).split(".")) value = step(value, key);
  if (Array.isArray(value)) return value as readonly unknown[];
  return typeof value === "number" || typeof value === "string" ? value : undefined;
}

function step(value: unknown, key: string): unknown {
  if (Array.isArray(value) && !/^\d+$/.test(key)) {
    const items = value.map((item) => step(item, key));
    return items.includes(undefined) ? undefined : items;
  }
  if (typeof value !== "object" || value === null || !Object.hasOwn(value, key)) return undefined;
  return (value as Record<string, unknown>)[key];
}

function tokenValue(facts: TokenFacts, path: string, format: string | undefined): string | undefined {
  const value = valueAt(facts, path);
  if (value === undefined) return undefined;
  if (format === undefined) return typeof value === "object" ? undefined : String(value);
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
