import { PAGE_PRICE_RANGES } from "#shared/business/policies";
import { ADD_ON_LIST, ADD_ONS_FROM_PRICE, EXTRA_SERVICES } from "#shared/catalog/add-ons";
import { FREQUENCIES } from "#shared/catalog/frequencies";
import { PRICE_FACTORS } from "#shared/catalog/price-factors";
import {
  MOVE_OUT_ADVERTISED_FROM_PRICE,
  SERVICE_LIST,
  STANDARD_CLEAN_TYPICAL_RANGE,
  STRUCTURED_DATA_FALLBACK_BASE_PRICE,
} from "#shared/catalog/services";
import { SIZE_TIERS } from "#shared/catalog/size-tiers";
import { faqPlainText } from "#shared/content/faq-page";
import { allFaqs } from "#shared/content/faqs";

const AMOUNT = String.raw`\d[\d,]*(?:\.\d{1,2})?`;
/** "$120", "$ 1,234.50", "120 dollars", "120 USD". */
const DOLLAR_AMOUNT = new RegExp(String.raw`\$\s?(${AMOUNT})|\b(${AMOUNT})\s?(?:dollars?|usd)\b`, "gi");

/** Every dollar amount written in a text, as numbers ("$1,234.50" -> 1234.5). */
export function dollarAmountsIn(text: string): number[] {
  return [...text.matchAll(DOLLAR_AMOUNT)].map((match) => Number((match[1] ?? match[2] ?? "").replace(/,/g, "")));
}

/** The prices published in src/shared: the catalogue, and every amount the FAQ copy quotes from it. */
export const CATALOGUE_DOLLAR_AMOUNTS: ReadonlySet<number> = new Set([
  ...SERVICE_LIST.flatMap((service) => [service.basePrice, service.hourlyRate]).filter((price) => price !== null),
  ...SIZE_TIERS.map((tier) => tier.price),
  ...ADD_ON_LIST.map((addOn) => addOn.price),
  ADD_ONS_FROM_PRICE,
  EXTRA_SERVICES.closetOrganization.hourlyRate,
  ...Object.values(FREQUENCIES).flatMap((frequency) =>
    frequency.perCleaningRange ? [frequency.perCleaningRange.min, frequency.perCleaningRange.max] : [],
  ),
  PRICE_FACTORS.extraBedroom,
  PRICE_FACTORS.extraBathroom,
  PRICE_FACTORS.petFriendly,
  PRICE_FACTORS.minimumService,
  MOVE_OUT_ADVERTISED_FROM_PRICE,
  STANDARD_CLEAN_TYPICAL_RANGE.min,
  STANDARD_CLEAN_TYPICAL_RANGE.max,
  STRUCTURED_DATA_FALLBACK_BASE_PRICE,
  ...Object.values(PAGE_PRICE_RANGES).flatMap((range) => [range.min, range.max]),
  ...allFaqs().flatMap((faq) => dollarAmountsIn(faqPlainText(faq))),
]);

/** The first dollar amount in `text` that is neither a catalogue price nor in `allowed`, if any. */
export function inventedPrice(text: string, allowed: ReadonlySet<number>): number | undefined {
  return dollarAmountsIn(text).find((amount) => !CATALOGUE_DOLLAR_AMOUNTS.has(amount) && !allowed.has(amount));
}

export class InventedPriceError extends Error {
  override name = "InventedPriceError";
}
