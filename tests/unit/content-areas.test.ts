import { describe, expect, it } from "vitest";
import { cityFaqs } from "#shared/areas/city-faqs";
import { cityLandingCopy } from "#shared/areas/city-landing-copy";
import { REVIEWS_PAGE_SUMMARY } from "#shared/facts/defaults/business";
import { SAMPLE_TESTIMONIALS } from "#shared/content/sample-testimonials";
import { TESTIMONIALS, cityTestimonials } from "#shared/content/testimonials";
import type { CoreSiteFacts } from "#shared/facts/core-site-facts";
import { formatDollars } from "#shared/pricing/format";
import { SHIPPED_CORE_FACTS, SHIPPED_FACTS } from "../support/site-facts";

const FACTS = SHIPPED_CORE_FACTS;
const CITY_NAMES = FACTS.serviceAreas.map((a) => a.city);
const OWN_CONTENT_CITIES = ["Parker", "Castle Rock", "Aurora", "Highlands Ranch", "Lone Tree", "Centennial"];

/** A city of the shipped facts with its details (the long copy only its pages carry). */
function shipped(city: string) {
  const found = SHIPPED_FACTS.serviceAreas.find((area) => area.city === city);
  if (!found) throw new Error(`no city ${city}`);
  const { details, ...area } = found;
  return { area, details };
}

/** The shipped facts with another name, phone, prices, travel time and guarantee. */
const CHANGED: CoreSiteFacts = {
  ...FACTS,
  business: {
    ...FACTS.business,
    name: "Wren Cleaning Co",
    phone: { display: "(720) 555-0199", href: "tel:+17205550199" },
  },
  services: {
    ...FACTS.services,
    standard: { ...FACTS.services.standard, basePrice: 13_500 },
    deep: { ...FACTS.services.deep, hourlyRate: 7_000 },
  },
  claims: { ...FACTS.claims, googleProfile: { ...FACTS.claims.googleProfile, rating: 4.7, happyFamilies: 240 } },
  coverage: { ...FACTS.coverage, maxTravelMinutes: 45, travelFee: 1_500 },
  guarantee: { ...FACTS.guarantee, reportWithinHours: 72 },
};

describe("testimonials", () => {
  it("match the reviews-page summary", () => {
    expect(TESTIMONIALS).toHaveLength(REVIEWS_PAGE_SUMMARY.reviewCount);
    expect(TESTIMONIALS.every((t) => t.rating === 5)).toBe(true);
    const average = TESTIMONIALS.reduce((sum, t) => sum + t.rating, 0) / TESTIMONIALS.length;
    expect(average).toBe(REVIEWS_PAGE_SUMMARY.rating);
  });

  it("feature three, come from served cities and are dated 2023-2025", () => {
    expect(TESTIMONIALS.filter((t) => t.featured)).toHaveLength(3);
    expect(new Set(TESTIMONIALS.map((t) => t.id)).size).toBe(TESTIMONIALS.length);
    for (const t of TESTIMONIALS) {
      expect(CITY_NAMES.map((c) => `${c}, CO`)).toContain(t.authorLocation);
      expect(t.publishedAt).toMatch(/^202[345]-\d{2}-\d{2}$/);
      expect(t.authorName).toMatch(/^[A-Z][a-z]+ [A-Z]\.$/);
    }
    expect(TESTIMONIALS.filter((t) => t.source === "google").length).toBeGreaterThan(TESTIMONIALS.length / 2);
  });

  it("ship three distinct home-page samples", () => {
    expect(SAMPLE_TESTIMONIALS).toHaveLength(3);
    for (const sample of SAMPLE_TESTIMONIALS) {
      expect(sample.id.startsWith("sample-")).toBe(true);
      expect(TESTIMONIALS.map((t) => t.body)).not.toContain(sample.body);
    }
  });

  it("pick three per city, the city's own reviews first", () => {
    for (const city of CITY_NAMES) {
      const featured = new Set(TESTIMONIALS.filter((t) => t.featured).map((t) => t.id));
      const picked = cityTestimonials(city, TESTIMONIALS, featured);
      expect(picked).toHaveLength(3);
      expect(cityTestimonials(city, TESTIMONIALS, featured)).toEqual(picked);
      const own = TESTIMONIALS.filter((t) => t.authorLocation === `${city}, CO`).length;
      expect(picked.slice(0, Math.min(own, 3)).every((t) => t.authorLocation === `${city}, CO`)).toBe(true);
    }
  });
});

describe("city details in the facts", () => {
  it.each(OWN_CONTENT_CITIES)("%s has rich detail", (city) => {
    const { details } = shipped(city);
    expect(details?.neighborhoods.length).toBeGreaterThanOrEqual(4);
    expect(details?.highlights.length).toBeGreaterThanOrEqual(3);
    expect(details?.landmarks.length).toBeGreaterThan(0);
    expect(details?.population).toMatch(/^\d{1,3}(,\d{3})+\+$/);
  });

  it("are given for the six own-content cities only, with a detailed area page for three", () => {
    expect(SHIPPED_FACTS.serviceAreas.filter((area) => area.details).map((area) => area.city)).toEqual(
      OWN_CONTENT_CITIES,
    );
    expect(FACTS.areaDetailPages).toEqual(["parker-co-cleaning", "castle-rock-co-cleaning", "aurora-co-cleaning"]);
  });
});

describe("city FAQs", () => {
  it.each(CITY_NAMES)("%s gets exactly five questions naming it", (city) => {
    const faqs = cityFaqs(city, FACTS, shipped(city).details);
    expect(faqs).toHaveLength(5);
    for (const faq of faqs) expect(faq.question).toContain(city);
  });

  it("answer with the published facts", () => {
    const answers = (facts: CoreSiteFacts) =>
      cityFaqs("Parker", facts, shipped("Parker").details)
        .map((f) => f.answerHtml)
        .join(" ");
    const shippedAnswers = answers(FACTS);
    expect(shippedAnswers).toContain(`${formatDollars(FACTS.services.standard.basePrice ?? 0)}</strong>`);
    expect(shippedAnswers).toContain(`${FACTS.coverage.maxTravelMinutes} minutes`);
    expect(shippedAnswers).toContain(`travel fees are ${formatDollars(FACTS.coverage.travelFee)}`);
    expect(shippedAnswers).toContain(`${FACTS.claims.googleProfile.rating}-star`);
    expect(shippedAnswers).toContain("80134");
    expect(shippedAnswers).toContain("usually the same day in Parker");

    const changed = answers(CHANGED);
    for (const fact of [
      "Wren Cleaning Co",
      "(720) 555-0199",
      "$135</strong>",
      "$70/hour",
      "45 minutes",
      "fees are $15",
    ])
      expect(changed).toContain(fact);
    expect(changed).toContain("4.7-star Google rating from 240+ happy families");
    expect(changed).toContain("within 72 hours");
    for (const old of [FACTS.business.name, FACTS.business.phone.display, "$120</strong>", "Deep cleans are $65/hour"])
      expect(changed).not.toContain(old);
  });

  it("serve a city added by a publish and no longer one that was dropped", () => {
    const added = { city: "Sedalia", slug: "sedalia-co-cleaning", featured: false, zipCodes: ["80135"] };
    const facts = { ...FACTS, serviceAreas: [...FACTS.serviceAreas.filter((a) => a.city !== "Parker"), added] };
    const [serveSedalia] = cityFaqs("Sedalia", facts);
    expect(serveSedalia?.answerHtml).toContain("Yes! Sedalia is one of the 13 communities");
    expect(serveSedalia?.answerHtml).toContain("80135");
    expect(cityFaqs("Parker", facts)[0]?.answerHtml).toContain("/contact");
  });

  it("name the area served as the facts word it", () => {
    const facts = { ...FACTS, visits: { ...FACTS.visits, regionText: "the Front Range & foothills" } };
    expect(cityFaqs("Parker", facts)[0]?.answerHtml).toContain(
      "communities we serve across the Front Range &amp; foothills,",
    );
    const added = { city: "Sedalia", slug: "sedalia-co-cleaning", featured: false, zipCodes: ["80135"] };
    expect(cityLandingCopy(added, undefined, facts).intro).toContain("every home across the Front Range & foothills.");
  });

  it("does not claim an unknown city and escapes it", () => {
    const [serve] = cityFaqs("<i>Boulder</i>", FACTS);
    expect(serve?.answerHtml).toContain("/contact");
    expect(serve?.answerHtml).not.toContain("<i>");
  });
});

describe("city landing copy", () => {
  it.each(CITY_NAMES)("%s has complete landing copy", (city) => {
    const { area, details } = shipped(city);
    const copy = cityLandingCopy(area, details, FACTS);
    expect(copy.promises.map((p) => p.title)).toEqual([
      "Same-Day Confirmation",
      "Punctual, Reliable Service",
      "100% Satisfaction Guarantee",
    ]);
    expect(copy.highlights).toHaveLength(3);
    expect(copy.intro.length).toBeGreaterThan(100);
    expect(copy.zipCodes).toEqual(area.zipCodes);
    expect(copy.specialties.length).toBeGreaterThan(0);
    expect(copy.advantages.length).toBeGreaterThan(0);
    const { population: _population, ...text } = copy;
    expect(JSON.stringify(text)).not.toMatch(/\b(undefined|null|NaN)\b/);
  });

  it("uses own content for the cities with details and generic text for the rest", () => {
    for (const city of CITY_NAMES) {
      const { area, details } = shipped(city);
      const copy = cityLandingCopy(area, details, FACTS);
      const own = OWN_CONTENT_CITIES.includes(city);
      expect(copy.population !== null).toBe(own);
      expect(copy.neighborhoods.length > 0).toBe(own);
      if (!own) expect(copy.intro).toContain(city);
    }
  });

  it("quotes the published facts", () => {
    const parker = shipped("Parker");
    const ownIntro = cityLandingCopy(parker.area, parker.details, CHANGED);
    expect(ownIntro.intro).toContain("Parker is home for Wren Cleaning Co.");
    expect(ownIntro.intro).toContain("standard cleans from $135");
    expect(ownIntro.promises.map((p) => p.description).join(" ")).toContain("within 72 hours");

    const added = { city: "Sedalia", slug: "sedalia-co-cleaning", featured: false, zipCodes: ["80135"] };
    const generic = cityLandingCopy(added, undefined, { ...CHANGED, serviceAreas: [...FACTS.serviceAreas, added] });
    expect(generic.intro).toContain("Wren Cleaning Co brings the same family-owned care to Sedalia");
    expect(generic.intro).toContain("one of our 14 service communities, every appointment is within 45 minutes");
    expect(generic.intro).toContain("travel fees are $15");
    expect(generic.highlights).toContain("Rated 4.7 stars on Google by 240+ happy families");
    expect(generic.zipCodes).toEqual(["80135"]);
  });
});
