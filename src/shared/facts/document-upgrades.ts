/**
 * Stored facts documents of an older shape, mapped to today's before they are validated: a
 * revision in the database (site-facts-store.ts) and a site.json given to `npm run content --
 * publish`. Each step recognises the shape it upgrades and leaves any other document as it is, so
 * running the steps again changes nothing.
 */
import { fillFactTokens, type TokenFacts } from "../content/fact-tokens";
import { DEFAULT_SITE_FACTS } from "./default-site-facts";

type Part = Record<string, unknown>;

const isPart = (value: unknown): value is Part => typeof value === "object" && value !== null && !Array.isArray(value);

/** `part` without `key`, and its value; the same part when it has no such key. */
function take(part: Part, key: string): [Part, unknown] {
  if (!Object.hasOwn(part, key)) return [part, undefined];
  const { [key]: value, ...rest } = part;
  return [rest, value];
}

/**
 * Revision 1 kept some pricing facts twice (ADR 0034): pricingDetails repeated the travel fee
 * (coverage), the extra services, the durations and the deep-clean crew (serviceTimes), and
 * extraServices and advertisedPrices repeated the "add-ons from" price and the recurring prices
 * per visit (pricingDetails). Each now lives once: the copy kept is the one in the part that keeps
 * it; the other copy only fills a part that lacks it. The structured-data price span, code until
 * then, joins advertisedPrices at its shipped value.
 */
export function joinRepeatedPricingFacts(document: unknown): unknown {
  if (!isPart(document)) return document;
  const upgraded: Part = { ...document };

  if (isPart(upgraded.pricingDetails)) {
    const [withoutExtras, extraServices] = take(upgraded.pricingDetails, "extraServices");
    // Durations, the deep-clean crew and the travel fee are kept in serviceTimes and coverage.
    const { serviceDurations: _durations, deepCleanCrew: _crew, travelFee: _travelFee, ...details } = withoutExtras;
    if (upgraded.extraServices === undefined && extraServices !== undefined) upgraded.extraServices = extraServices;
    upgraded.pricingDetails = details;
  }

  if (isPart(upgraded.extraServices)) {
    const [extraServices, addOnsFrom] = take(upgraded.extraServices, "addOnsFromPrice");
    upgraded.extraServices = extraServices;
    if (isPart(upgraded.pricingDetails) && upgraded.pricingDetails.addOnsFrom === undefined && addOnsFrom !== undefined)
      upgraded.pricingDetails = { ...upgraded.pricingDetails, addOnsFrom };
  }

  if (isPart(upgraded.advertisedPrices)) {
    const [advertised, perVisit] = take(upgraded.advertisedPrices, "recurringPerVisit");
    const details = upgraded.pricingDetails;
    if (isPart(details) && isPart(details.recurring) && details.recurring.perVisit === undefined && perVisit)
      upgraded.pricingDetails = { ...details, recurring: { ...details.recurring, perVisit } };
    upgraded.advertisedPrices = {
      ...advertised,
      serviceOfferSpan: advertised.serviceOfferSpan ?? DEFAULT_SITE_FACTS.advertisedPrices.serviceOfferSpan,
    };
  }
  return upgraded;
}

/**
 * The area check's extra ZIPs, the places nearby and the sitemap page's area links were code until
 * they became the part areaListings: a document without that part gets the listings the code had.
 */
export function addAreaListings(document: unknown): unknown {
  if (!isPart(document) || Object.hasOwn(document, "areaListings")) return document;
  return { ...document, areaListings: structuredClone(DEFAULT_SITE_FACTS.areaListings) };
}

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
function joinTermsAndBooking(document: Part): Part {
  const next = { ...document };
  const { terms, paymentTerms, guarantee, visits, business } = document;
  if (isPart(terms) && isPart(terms.payment) && isPart(paymentTerms) && isPart(visits)) {
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
  if (isPart(business) && !("booking" in business)) {
    const { mode, embed } = DEFAULT_SITE_FACTS.business.booking;
    next.business = { ...business, booking: { mode, embed: { ...embed } } };
  }
  return next;
}

/** The team members named on the blog were code until revision documents carried them. */
function addTeamMembers(document: Part): Part {
  const { team } = document;
  if (!isPart(team) || "members" in team) return document;
  return { ...document, team: { ...team, members: DEFAULT_SITE_FACTS.team.members.map((member) => ({ ...member })) } };
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
function tokenizeShippedCopy(document: Part): Part {
  const readings = [DEFAULT_SITE_FACTS, document as unknown as TokenFacts];
  const restore = (stored: unknown, shipped: unknown, field: string): unknown => {
    if (typeof stored === "string" && typeof shipped === "string") {
      const html = HTML_FIELDS.has(field);
      const unedited = readings.some((facts) => fillFactTokens(shipped, facts, { html }) === stored);
      return shipped !== stored && unedited ? shipped : stored;
    }
    if (Array.isArray(stored) && Array.isArray(shipped))
      return stored.map((item, index) => restore(item, shipped[index], field));
    if (isPart(stored) && isPart(shipped))
      return Object.fromEntries(Object.entries(stored).map(([key, value]) => [key, restore(value, shipped[key], key)]));
    return stored;
  };
  const next = { ...document };
  for (const part of COPY_PARTS) next[part] = restore(document[part], DEFAULT_SITE_FACTS[part], part);
  return next;
}

/** Every upgrade step, oldest first (anything not an object is left for validation to refuse). */
export function upgradeFactsDocument(document: unknown): unknown {
  if (!isPart(document)) return document;
  const steps = [
    joinRepeatedPricingFacts,
    addAreaListings,
    joinTermsAndBooking,
    addTeamMembers,
    tokenizeShippedCopy,
  ] as const;
  return steps.reduce<unknown>((upgraded, step) => (isPart(upgraded) ? step(upgraded) : upgraded), document);
}
