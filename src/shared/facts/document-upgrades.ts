/**
 * Upgrades of the facts document's shape: a stored revision or a site.json written before a change
 * of shape still reads. Each step detects the old shape, maps it, and leaves a document already in
 * the new shape as it is (so steps are idempotent and run on every read and publish).
 */
import { fillFactTokens, type TokenFacts } from "../content/fact-tokens";
import { DEFAULT_SITE_FACTS } from "./default-site-facts";

type Json = Record<string, unknown>;

const isObject = (value: unknown): value is Json =>
  typeof value === "object" && value !== null && !Array.isArray(value);

/**
 * Where the terms and another part both held a figure: a value the owner changed from the shipped
 * one wins over one left as shipped, and the terms' (the contract's) wins when both were changed.
 */
function joined(fromTerms: unknown, fromPart: unknown, shipped: unknown): unknown {
  const changed = fromTerms !== undefined && JSON.stringify(fromTerms) !== JSON.stringify(shipped);
  return changed ? fromTerms : fromPart;
}

/**
 * The terms once repeated payment, the guarantee, the arrival window and the key return, and where
 * bookings are taken was code: payment now lives in paymentTerms (with the terms-only suspension
 * and price-change notice), the guarantee in guarantee, arrival and keys in visits, each once; the
 * booking mode and the provider's form are business.booking, as the code had them.
 */
function joinTermsAndBooking(document: Json): Json {
  const next = { ...document };
  const { terms, paymentTerms, guarantee, visits, business } = document;
  if (isObject(terms) && isObject(terms.payment) && isObject(paymentTerms) && isObject(visits)) {
    const { payment, arrivalWindowHours, satisfactionGuarantee, keyReturnHours, ...rest } = terms;
    const shipped = DEFAULT_SITE_FACTS;
    const paymentPart = (key: "methods" | "dueWithinDays" | "lateFeePercent" | "lateFeeAfterDaysOverdue") =>
      joined(payment[key], paymentTerms[key], shipped.paymentTerms[key]);
    next.paymentTerms = {
      methods: paymentPart("methods"),
      dueWithinDays: paymentPart("dueWithinDays"),
      lateFeePercent: paymentPart("lateFeePercent"),
      lateFeeAfterDaysOverdue: paymentPart("lateFeeAfterDaysOverdue"),
      suspensionAfterDaysOverdue: payment.suspensionAfterDaysOverdue,
      priceChangeNoticeDays: payment.priceChangeNoticeDays,
    };
    next.guarantee = joined(satisfactionGuarantee, guarantee, shipped.guarantee);
    next.visits = {
      ...visits,
      arrivalWindowHours: joined(arrivalWindowHours, visits.arrivalWindowHours, shipped.visits.arrivalWindowHours),
      keyReturnHours: joined(keyReturnHours, visits.keyReturnHours, shipped.visits.keyReturnHours),
    };
    next.terms = rest;
  }
  if (isObject(business) && !("booking" in business)) {
    const { mode, embed } = DEFAULT_SITE_FACTS.business.booking;
    next.business = { ...business, booking: { mode, embed: { ...embed } } };
  }
  return next;
}

/** The copy parts that may quote other facts by token, and which of their fields are HTML. */
const COPY_PARTS = ["faqs", "about", "team", "community"] as const;
const HTML_FIELDS = new Set(["answerHtml"]);

/**
 * The shipped copy once had the facts written in ("$120", the business's name). Copy the owner
 * has not edited (it reads exactly as the shipped tokens filled, with the shipped facts or with
 * this document's) gets the tokens back, so it follows a rename or a price change, including one
 * the owner published before this upgrade; edited copy is kept as written.
 */
function tokenizeShippedCopy(document: Json): Json {
  const readings = [DEFAULT_SITE_FACTS, document as unknown as TokenFacts];
  const restore = (stored: unknown, shipped: unknown, field: string): unknown => {
    if (typeof stored === "string" && typeof shipped === "string") {
      const html = HTML_FIELDS.has(field);
      const unedited = readings.some((facts) => fillFactTokens(shipped, facts, { html }) === stored);
      return shipped !== stored && unedited ? shipped : stored;
    }
    if (Array.isArray(stored) && Array.isArray(shipped))
      return stored.map((item, index) => restore(item, shipped[index], field));
    if (isObject(stored) && isObject(shipped))
      return Object.fromEntries(Object.entries(stored).map(([key, value]) => [key, restore(value, shipped[key], key)]));
    return stored;
  };
  const next = { ...document };
  for (const part of COPY_PARTS) next[part] = restore(document[part], DEFAULT_SITE_FACTS[part], part);
  return next;
}

const STEPS: readonly ((document: Json) => Json)[] = [joinTermsAndBooking, tokenizeShippedCopy];

/** A stored or exported document in today's shape (anything not an object is left for validation to refuse). */
export function upgradeFactsDocument(document: unknown): unknown {
  return isObject(document) ? STEPS.reduce((upgraded, step) => step(upgraded), document) : document;
}
