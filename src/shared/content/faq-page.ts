/**
 * What /faq and the home page do with the published FAQ groups (the facts' `faqs`): list, search
 * and feature them. No FAQ text here: the answers travel with the page's data (ADR 0028).
 */
import type { SiteFacts } from "#shared/facts/site-facts-schema";
import type { Faq } from "./types";

type FaqGroups = SiteFacts["faqs"];

export interface FaqCategoryTile {
  title: string;
  description: string;
}

/** The three (non-functional) category tiles shown on /faq when the search box is empty. */
export const FAQ_CATEGORY_TILES: readonly FaqCategoryTile[] = [
  { title: "Service Details", description: "What's included, how long it takes, supplies and our guarantee." },
  { title: "Pricing & Payment", description: "Flat and hourly rates, add-ons, recurring discounts and how to pay." },
  { title: "Scheduling", description: "Booking notice, cancellations, access to your home and arrival windows." },
];

/** Every question of the groups, in order. */
export function faqsOf(groups: FaqGroups): readonly Faq[] {
  return groups.flatMap((group) => group.faqs);
}

/** Question and answer as plain text: tags removed, whitespace collapsed. */
export function faqPlainText(faq: Faq): string {
  // Block tags become spaces so list items don't run together; inline tags vanish.
  const answer = faq.answerHtml.replace(/<\/?(?:p|ul|li)\b[^>]*>/g, " ").replace(/<[^>]*>/g, "");
  return `${faq.question} ${answer}`.replace(/\s+/g, " ").trim();
}

/** Case-insensitive substring search over question and answer text; an empty query returns all. */
export function searchFaqs(query: string, faqs: readonly Faq[]): readonly Faq[] {
  const needle = query.trim().toLowerCase();
  if (needle === "") return faqs;
  return faqs.filter((faq) => faqPlainText(faq).toLowerCase().includes(needle));
}

/**
 * The questions the home page features, by their place in the published groups (group key and
 * position): the owner may reword them and they stay featured.
 */
const HOME_FAQ_PLACES: readonly { group: string; index: number }[] = [
  { group: "pricing", index: 0 },
  { group: "service", index: 0 },
  { group: "service", index: 4 },
  { group: "business", index: 0 },
  { group: "logistics", index: 4 },
  { group: "coverage", index: 0 },
];

/** The questions /pricing features, placed as the home page's are. */
const PRICING_FAQ_PLACES: readonly { group: string; index: number }[] = [0, 1, 3, 4, 6].map((index) => ({
  group: "pricing",
  index,
}));

/** The questions at these places of the groups; a place the groups no longer have is skipped. */
function faqsAt(groups: FaqGroups, places: readonly { group: string; index: number }[]): readonly Faq[] {
  return places.flatMap(({ group, index }) => {
    const faq = groups.find((candidate) => candidate.key === group)?.faqs[index];
    return faq ? [faq] : [];
  });
}

/** The home page's featured questions. */
export const homeFaqs = (groups: FaqGroups): readonly Faq[] => faqsAt(groups, HOME_FAQ_PLACES);

/** The pricing page's questions: what a standard and a deep clean cost, price factors, discounts, payment. */
export const pricingFaqs = (groups: FaqGroups): readonly Faq[] => faqsAt(groups, PRICING_FAQ_PLACES);
