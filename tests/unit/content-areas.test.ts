import { describe, expect, it } from "vitest";
import { CITIES_WITH_AREA_DETAIL, CITIES_WITH_OWN_LANDING_COPY, COVERAGE, SERVICE_AREAS } from "#shared/areas/cities";
import { CITY_DETAILS, cityDetail, serviceAreaDetail } from "#shared/areas/city-details";
import { cityFaqs } from "#shared/areas/city-faqs";
import { cityLandingCopy } from "#shared/areas/city-landing-copy";
import { GOOGLE_PROFILE_CLAIM, REVIEWS_PAGE_SUMMARY } from "#shared/business/claims";
import { SERVICES } from "#shared/catalog/services";
import { SAMPLE_TESTIMONIALS } from "#shared/content/sample-testimonials";
import { TESTIMONIALS, cityTestimonials } from "#shared/content/testimonials";

const CITY_NAMES = SERVICE_AREAS.map((a) => a.city);

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
      const picked = cityTestimonials(city);
      expect(picked).toHaveLength(3);
      expect(cityTestimonials(city)).toEqual(picked);
      const own = TESTIMONIALS.filter((t) => t.authorLocation === `${city}, CO`).length;
      expect(picked.slice(0, Math.min(own, 3)).every((t) => t.authorLocation === `${city}, CO`)).toBe(true);
    }
  });
});

describe("city details", () => {
  it.each(CITIES_WITH_OWN_LANDING_COPY)("%s has rich detail", (city) => {
    const detail = cityDetail(city);
    expect(detail).toBe(CITY_DETAILS[city]);
    expect(detail?.neighborhoods.length).toBeGreaterThanOrEqual(4);
    expect(detail?.highlights.length).toBeGreaterThanOrEqual(3);
    expect(detail?.landmarks.length).toBeGreaterThan(0);
    expect(detail?.population).toMatch(/^\d{1,3}(,\d{3})+\+$/);
    expect(detail?.zipCodes).toEqual(SERVICE_AREAS.find((a) => a.city === city)?.zipCodes);
  });

  it("looks cities up case-insensitively and knows only the six", () => {
    expect(cityDetail("castle rock")?.city).toBe("Castle Rock");
    expect(cityDetail("Franktown")).toBeUndefined();
  });

  it("gives service-area detail only for the three detail cities", () => {
    const withDetail = CITY_NAMES.filter((city) => serviceAreaDetail(city) !== undefined);
    expect(withDetail).toEqual([...CITIES_WITH_AREA_DETAIL]);
    expect(serviceAreaDetail("Lone Tree")).toBeUndefined();
  });
});

describe("city FAQs", () => {
  it.each(CITY_NAMES)("%s gets exactly five questions naming it", (city) => {
    const faqs = cityFaqs(city);
    expect(faqs).toHaveLength(5);
    for (const faq of faqs) expect(faq.question).toContain(city);
  });

  it("answers with the shared constants", () => {
    const answers = cityFaqs("Parker")
      .map((f) => f.answerHtml)
      .join(" ");
    expect(answers).toContain(`$${SERVICES.standard.basePrice}`);
    expect(answers).toContain(`${COVERAGE.maxTravelMinutes} minutes`);
    expect(answers).toContain(`$${COVERAGE.travelFeeDollars}`);
    expect(answers).toContain(`${GOOGLE_PROFILE_CLAIM.rating}`);
    expect(answers).toContain("80134");
  });

  it("does not claim an unknown city and escapes it", () => {
    const [serve] = cityFaqs("<i>Boulder</i>");
    expect(serve?.answerHtml).toContain("/contact");
    expect(serve?.answerHtml).not.toContain("<i>");
  });
});

describe("city landing copy", () => {
  it.each(SERVICE_AREAS)("$city has complete landing copy", (area) => {
    const copy = cityLandingCopy(area);
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

  it("uses own content for the six cities and generic text for the rest", () => {
    for (const area of SERVICE_AREAS) {
      const copy = cityLandingCopy(area);
      const own = (CITIES_WITH_OWN_LANDING_COPY as readonly string[]).includes(area.city);
      expect(copy.population !== null).toBe(own);
      expect(copy.neighborhoods.length > 0).toBe(own);
      if (!own) expect(copy.intro).toContain(area.city);
    }
  });
});
