import { faqPlainText } from "#shared/content/faq-page";
import { publishedFaqs } from "#shared/dove/faq-lookup";
import type { SiteFacts } from "#shared/facts/site-facts-schema";

const AMOUNT = String.raw`\d[\d,]*(?:\.\d{1,2})?`;
/** "$120", "$ 1,234.50", "120 dollars", "120 USD". */
const DOLLAR_AMOUNT = new RegExp(String.raw`\$\s?(${AMOUNT})|\b(${AMOUNT})\s?(?:dollars?|usd)\b`, "gi");

/** Every dollar amount written in a text, as numbers ("$1,234.50" -> 1234.5). */
export function dollarAmountsIn(text: string): number[] {
  return [...text.matchAll(DOLLAR_AMOUNT)].map((match) => Number((match[1] ?? match[2] ?? "").replace(/,/g, "")));
}

const ends = ({ min, max }: { min: number; max: number }) => [min, max];

/**
 * The prices these facts publish, in dollars: the catalogue, the other prices the pages quote, and
 * every amount the FAQ copy states. Built from the turn's revision, so a new price is accepted and
 * the old one refused from the moment it is published.
 */
export function publishedDollarAmounts(facts: SiteFacts): ReadonlySet<number> {
  const { services, sizeTiers, addOns, surcharges, priceRanges, extraServices, advertisedPrices, pricingDetails } =
    facts;
  const cents = [
    ...Object.values(services)
      .flatMap((service) => [service.basePrice, service.hourlyRate])
      .filter((price) => price !== null),
    ...sizeTiers.map((tier) => tier.price),
    ...Object.values(addOns).map((addOn) => addOn.price),
    pricingDetails.addOnsFrom,
    extraServices.closetOrganization.hourlyRate,
    ...Object.values(pricingDetails.recurring.perVisit).flatMap(ends),
    surcharges.extraBedroom,
    surcharges.extraBathroom,
    surcharges.petFriendly,
    surcharges.minimumService,
    advertisedPrices.moveOutFrom,
    ...ends(advertisedPrices.standardTypical),
    ...Object.values(priceRanges).flatMap(ends),
  ];
  return new Set([
    ...cents.map((amount) => amount / 100),
    ...publishedFaqs(facts).flatMap((faq) => dollarAmountsIn(faqPlainText(faq))),
  ]);
}

/** The first dollar amount in `text` that is neither a published price nor in `allowed`, if any. */
export function inventedPrice(
  text: string,
  published: ReadonlySet<number>,
  allowed: ReadonlySet<number>,
): number | undefined {
  return dollarAmountsIn(text).find((amount) => !published.has(amount) && !allowed.has(amount));
}

export class InventedPriceError extends Error {
  override name = "InventedPriceError";
}
