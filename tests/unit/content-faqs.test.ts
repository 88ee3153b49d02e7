import { describe, expect, it } from "vitest";
import { isSitePath } from "#shared/site/public-pages";
import { hrefsIn } from "#shared/site/routes";
import { SERVICE_AREAS } from "#shared/facts/defaults/areas";
import { BUSINESS } from "#shared/facts/defaults/business";
import { BOOKING_POLICY, TERMS_POLICY } from "#shared/facts/defaults/policies";
import { FREQUENCIES, SERVICES, STANDARD_CLEAN_TYPICAL_RANGE } from "#shared/facts/defaults/catalog";
import { FAQ_CATEGORY_TILES, faqPlainText, faqsOf, homeFaqs, pricingFaqs, searchFaqs } from "#shared/content/faq-page";
import { filledFaqGroups } from "#shared/content/filled-copy";
import { FAQ_GROUPS, FEATURED_FAQS } from "#shared/facts/defaults/faqs";
import type { SiteFacts } from "#shared/facts/site-facts-schema";
import { SHIPPED_CORE_FACTS, SHIPPED_FACTS, SHIPPED_FAQS } from "../support/site-facts";

/** /faq: the answers link to each of these. */
const REQUIRED_LINKS = [
  "/pricing",
  "/booking",
  "/services",
  "/about",
  "/resources/deep-clean-vs-standard",
  "/services/moveout",
  "/services/garage",
  "/service-areas",
  "/contact",
  "/blog",
];

const allHrefs = SHIPPED_FAQS.flatMap((faq) => hrefsIn(faq.answerHtml));

describe("FAQ groups", () => {
  it("has the six answer groups of /faq in order, each with 4-7 FAQs", () => {
    expect(FAQ_GROUPS.map((group) => group.key)).toEqual([
      "pricing",
      "service",
      "specialty",
      "business",
      "coverage",
      "logistics",
    ]);
    for (const group of FAQ_GROUPS) {
      expect(group.title).not.toBe("");
      expect(group.faqs.length).toBeGreaterThanOrEqual(4);
      expect(group.faqs.length).toBeLessThanOrEqual(7);
    }
  });

  it("never repeats a question", () => {
    const questions = SHIPPED_FAQS.map((faq) => faq.question.toLowerCase());
    expect(new Set(questions).size).toBe(questions.length);
  });

  it("links, across the answers, to every page the spec lists", () => {
    for (const link of REQUIRED_LINKS) expect(allHrefs).toContain(link);
  });

  it("uses only site-relative hrefs that match the route table", () => {
    for (const href of allHrefs) {
      expect(href.startsWith("/") && !href.startsWith("//"), href).toBe(true);
      expect(isSitePath(href, SHIPPED_CORE_FACTS), href).toBe(true);
    }
  });

  it("writes answers with the allowed tags only", () => {
    const allowed = new Set(["p", "a", "strong", "ul", "li"]);
    for (const faq of SHIPPED_FAQS) {
      for (const match of faq.answerHtml.matchAll(/<\/?([a-z0-9]+)/gi)) {
        expect(allowed.has(match[1] ?? ""), `${match[0]} in "${faq.question}"`).toBe(true);
      }
    }
  });

  it("interpolates the business constants", () => {
    const text = SHIPPED_FAQS.map(faqPlainText).join("\n");
    expect(text).toContain(`$${SERVICES.standard.basePrice}`);
    expect(text).toContain(`$${STANDARD_CLEAN_TYPICAL_RANGE.min} and $${STANDARD_CLEAN_TYPICAL_RANGE.max}`);
    expect(text).toContain(`$${SERVICES.deep.hourlyRate} per hour, per cleaner`);
    expect(text).toContain(`$${SERVICES.garage.basePrice}`);
    expect(text).toContain(`${Math.round(FREQUENCIES["bi-weekly"].discount * 100)}% off`);
    expect(text).toContain(`${BOOKING_POLICY.cancellationNoticeHours} hours' notice`);
    expect(text).toContain(`$${TERMS_POLICY.generalLiabilityCoverageDollars.toLocaleString("en-US")}`);
    expect(text).toContain(BUSINESS.phoneDisplay);
    for (const area of SERVICE_AREAS) expect(text).toContain(area.city);
    expect(text).not.toMatch(/undefined|null|NaN/);
  });
});

describe("FAQ selections", () => {
  // The shipped questions each page features, as the visitor reads them (tokens filled).
  const shipped = (faq: { question: string }) => SHIPPED_FAQS.find((filled) => filled.question === faq.question)!;
  const { standardCost, deepCost, priceFactors, recurringDiscounts, payment } = FEATURED_FAQS;
  const { included, supplies, insured, beHome, areas } = FEATURED_FAQS;
  const HOME_FAQS = [standardCost, included, supplies, insured, beHome, areas].map(shipped);
  const PRICING_FAQS = [standardCost, deepCost, priceFactors, recurringDiscounts, payment].map(shipped);

  it("shows grouped questions on the home page and /pricing", () => {
    expect(HOME_FAQS.length).toBeGreaterThanOrEqual(5);
    expect(HOME_FAQS.length).toBeLessThanOrEqual(6);
    for (const faq of HOME_FAQS) expect(SHIPPED_FAQS).toContainEqual(faq);

    const pricingGroup = filledFaqGroups(SHIPPED_FACTS).find((group) => group.key === "pricing");
    expect(PRICING_FAQS.length).toBeGreaterThanOrEqual(4);
    expect(PRICING_FAQS.length).toBeLessThanOrEqual(6);
    for (const faq of PRICING_FAQS) expect(pricingGroup?.faqs).toContainEqual(faq);
  });

  it("features the pricing questions of the groups it is given", () => {
    expect(pricingFaqs(filledFaqGroups(SHIPPED_FACTS))).toEqual(PRICING_FAQS);
    const reworded: SiteFacts["faqs"] = SHIPPED_FACTS.faqs.map((group) => ({
      ...group,
      faqs: group.faqs.map((faq) => ({ ...faq, question: `Reworded: ${faq.question}` })),
    }));
    expect(pricingFaqs(reworded).map((faq) => faq.question)).toEqual(
      PRICING_FAQS.map((faq) => `Reworded: ${faq.question}`),
    );
    expect(pricingFaqs(reworded.filter((group) => group.key !== "pricing"))).toEqual([]);
  });

  it("features the home page's questions from the groups it is given", () => {
    expect(homeFaqs(filledFaqGroups(SHIPPED_FACTS))).toEqual(HOME_FAQS);
    const reworded: SiteFacts["faqs"] = SHIPPED_FACTS.faqs.map((group) => ({
      ...group,
      faqs: group.faqs.map((faq) => ({ question: `${group.key}: ${faq.question}`, answerHtml: "<p>New answer</p>" })),
    }));
    const featured = homeFaqs(reworded);
    const groupOf = (question: string) =>
      SHIPPED_FACTS.faqs.find((group) => group.faqs.some((faq) => faq.question === question))?.key;
    expect(featured.map((faq) => faq.question)).toEqual(
      HOME_FAQS.map((faq) => `${groupOf(faq.question)}: ${faq.question}`),
    );
    expect(featured.every((faq) => faq.answerHtml === "<p>New answer</p>")).toBe(true);
    expect(homeFaqs(reworded.filter((group) => group.key !== "service"))).toHaveLength(HOME_FAQS.length - 2);
  });

  it("has the three /faq category tiles", () => {
    expect(FAQ_CATEGORY_TILES.map((tile) => tile.title)).toEqual([
      "Service Details",
      "Pricing & Payment",
      "Scheduling",
    ]);
    for (const tile of FAQ_CATEGORY_TILES) expect(tile.description).not.toBe("");
  });
});

describe("searchFaqs", () => {
  const shipped = faqsOf(filledFaqGroups(SHIPPED_FACTS));

  it("returns every FAQ for an empty or blank query", () => {
    expect(searchFaqs("", shipped)).toHaveLength(SHIPPED_FAQS.length);
    expect(searchFaqs("   ", shipped)).toHaveLength(SHIPPED_FAQS.length);
  });

  it("searches the FAQs it is given", () => {
    const published = [{ question: "Do you clean boats?", answerHtml: "<p>Only <strong>houseboats</strong>.</p>" }];
    expect(searchFaqs("HOUSEBOATS", published)).toEqual(published);
    expect(searchFaqs("lockbox", published)).toEqual([]);
  });

  it("matches question text case-insensitively", () => {
    const hits = searchFaqs("CANCELLATION POLICY", shipped);
    expect(hits.map((faq) => faq.question)).toContain("What is your cancellation policy?");
  });

  it("matches answer text case-insensitively", () => {
    const hits = searchFaqs("LOCKBOX", shipped);
    expect(hits.map((faq) => faq.question)).toEqual(["Do I need to be home during the cleaning?"]);
  });

  it("searches the text with tags stripped", () => {
    expect(searchFaqs("href", shipped)).toEqual([]);
    expect(searchFaqs("<strong>", shipped)).toEqual([]);
    // This phrase spans a <strong> tag in the answer HTML.
    expect(searchFaqs(`starts at $${SERVICES.standard.basePrice} for homes`, shipped)).toHaveLength(1);
  });

  it("strips tags in faqPlainText without gluing list items together", () => {
    const faq = { question: "Q?", answerHtml: '<p>One <a href="/x">link</a>.</p><ul><li>a</li><li>b</li></ul>' };
    expect(faqPlainText(faq)).toBe("Q? One link. a b");
  });
});
