import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import type { SiteFacts } from "#shared/facts/site-facts-schema";
import { formatDollars } from "#shared/pricing/format";

interface Telltale {
  what: string;
  pattern: RegExp;
}

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
const literal = (what: string, text: string): Telltale => ({ what, pattern: new RegExp(escape(text)) });

/**
 * What would give away a business fact written into code: the business's words (name, phone,
 * email, links) and every price of the estimate, as copy prints it ("$120", not followed by a
 * digit) and as an object literal would hold it (`price:120` in dollars or `price:12000` in cents).
 */
export function factTelltales(facts: SiteFacts): Telltale[] {
  const { business } = facts;
  const words = [
    literal("the business name", business.name),
    literal("the legal name", business.legalName),
    literal("the tagline", business.tagline),
    literal("the phone number", business.phone.display),
    literal("the phone link", business.phone.href),
    literal("the email address", business.email),
    literal("the booking link", business.bookingUrl),
    literal("the reviews link", business.reviewsUrl),
    ...Object.entries(business.social).map(([network, url]) => literal(`the ${network} link`, url)),
  ];
  const prices = new Map<number, string>();
  const price = (cents: number | null, what: string) => {
    if (cents !== null && cents >= 1_000 && !prices.has(cents)) prices.set(cents, what);
  };
  for (const [key, service] of Object.entries(facts.services)) {
    price(service.basePrice, `the ${key} service's price`);
    price(service.hourlyRate, `the ${key} service's hourly rate`);
  }
  facts.sizeTiers.forEach((tier, index) => price(tier.price, `size tier ${index + 1}'s price`));
  for (const [key, addOn] of Object.entries(facts.addOns)) price(addOn.price, `the ${key} add-on's price`);
  for (const key of ["extraBedroom", "extraBathroom", "petFriendly", "minimumService"] as const)
    price(facts.surcharges[key], `the ${key} surcharge`);
  const priced = [...prices].flatMap(([cents, what]) => [
    { what: `${what} (${formatDollars(cents)})`, pattern: new RegExp(`${escape(formatDollars(cents))}(?![\\d,])`) },
    {
      what: `${what} as a literal`,
      pattern: new RegExp(`\\b(?:[bB]asePrice|[hH]ourlyRate|[pP]rice):\\s*(?:${cents}|${cents / 100})\\b`),
    },
  ]);
  return [...words, ...priced];
}

/** Each JavaScript file under `dir` that holds one of the facts' telltales, with what it holds. */
export function factsInJavaScript(dir: string, facts: SiteFacts): { file: string; what: string[] }[] {
  const telltales = factTelltales(facts);
  return readdirSync(dir, { recursive: true, encoding: "utf8" })
    .filter((file) => file.endsWith(".js"))
    .map((file) => {
      const text = readFileSync(path.join(dir, file), "utf8");
      return { file, what: telltales.filter(({ pattern }) => pattern.test(text)).map(({ what }) => what) };
    })
    .filter(({ what }) => what.length > 0);
}
