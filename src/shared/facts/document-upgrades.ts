/**
 * Stored facts documents of an older shape, mapped to today's before they are validated: a
 * revision in the database (site-facts-store.ts) and a site.json given to `npm run content --
 * publish`. Each step recognises the shape it upgrades and leaves any other document as it is, so
 * running the steps again changes nothing.
 */
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

/** Every upgrade step, oldest first. */
export function upgradeFactsDocument(document: unknown): unknown {
  return addAreaListings(joinRepeatedPricingFacts(document));
}
