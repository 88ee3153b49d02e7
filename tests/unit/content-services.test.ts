import { describe, expect, it } from "vitest";
import { DEEP_CLEAN_PAGE_CITY_COUNT, SERVICE_AREAS } from "#shared/areas/cities";
import { BOOKING_POLICY } from "#shared/facts/defaults/policies";
import { isAddOnKey } from "#shared/catalog/add-ons";
import { FREQUENCIES, RECURRING_FREQUENCIES } from "#shared/catalog/frequencies";
import { MOVE_OUT_ADVERTISED_FROM_PRICE, SERVICE_KEYS, SERVICES } from "#shared/catalog/services";
import { deepCleanLanding, deepCleanPage } from "#shared/content/landing-pages/deep-clean-douglas-county";
import { moveInOutPage } from "#shared/content/landing-pages/move-in-out-cleaning-douglas-county";
import { recurringPage } from "#shared/content/landing-pages/recurring-cleaning-douglas-county";
import { residentialCleaningPage } from "#shared/content/landing-pages/residential-cleaning";
import {
  HOURLY_JOB_TYPICAL_HOURS,
  SERVICE_PAGES,
  SERVICES_OVERVIEW,
  serviceInCityCopy,
} from "#shared/content/service-pages";
import type { CoreSiteFacts } from "#shared/facts/core-site-facts";
import { SHIPPED_CORE_FACTS } from "../support/site-facts";

const RESIDENTIAL_CLEANING_PAGE = residentialCleaningPage(SHIPPED_CORE_FACTS);
const DEEP_CLEAN_PAGE = deepCleanPage(SHIPPED_CORE_FACTS);
const MOVE_IN_OUT_PAGE = moveInOutPage(SHIPPED_CORE_FACTS);
const RECURRING_PAGE = recurringPage(SHIPPED_CORE_FACTS);
const LANDING_PAGES = { RESIDENTIAL_CLEANING_PAGE, DEEP_CLEAN_PAGE, MOVE_IN_OUT_PAGE, RECURRING_PAGE };

/** Interpolating a missing constant leaves these words behind in the copy. */
const BROKEN_INTERPOLATION = /\b(undefined|null|NaN)\b|\[object Object\]/;

describe("service pages", () => {
  it.each(SERVICE_KEYS)("%s has a complete page", (key) => {
    const page = SERVICE_PAGES[key];
    expect(page.included.length).toBeGreaterThanOrEqual(8);
    expect(page.included.length).toBeLessThanOrEqual(14);
    expect(page.howItWorks).toHaveLength(3);
    expect(page.faqs.length).toBeGreaterThanOrEqual(4);
    expect(page.faqs.length).toBeLessThanOrEqual(6);
    expect(page.whoItsFor.length).toBeGreaterThanOrEqual(3);
    expect(page.whoItsFor.length).toBeLessThanOrEqual(5);
    expect(page.galleryCaptions).toHaveLength(3);
    expect(page.quickFacts.map((f) => f.label)).toContain("Booking notice");
    expect(page.addOnKeys.length).toBeGreaterThan(0);
    for (const addOn of page.addOnKeys) expect(isAddOnKey(addOn)).toBe(true);
    expect(new Set(page.addOnKeys).size).toBe(page.addOnKeys.length);
  });

  it("quotes each service's own price", () => {
    for (const key of SERVICE_KEYS) {
      const { priceType, basePrice, hourlyRate } = SERVICES[key];
      const price = priceType === "flat_rate" ? `$${basePrice}` : `$${hourlyRate}/hour`;
      expect(SERVICE_PAGES[key].quickFacts.find((f) => f.label === "Price")?.value).toContain(price);
    }
  });

  it("has overview, residential, commercial and specialty blurbs", () => {
    expect(SERVICES_OVERVIEW.overview.length).toBeGreaterThan(100);
    for (const blurb of [SERVICES_OVERVIEW.residential, SERVICES_OVERVIEW.commercial, SERVICES_OVERVIEW.specialty]) {
      expect(blurb.title).not.toBe("");
      expect(blurb.body.length).toBeGreaterThan(50);
    }
  });
});

describe("landing pages", () => {
  it("residential page has exactly the five named steps", () => {
    expect(RESIDENTIAL_CLEANING_PAGE.process.map((s) => s.title)).toEqual([
      "Book Online",
      "Walkthrough",
      "Custom Clean",
      "Quality Check",
      "Ongoing Care",
    ]);
  });

  it("residential page sells standard from the base price and marks deep most popular", () => {
    const [standard, deep] = RESIDENTIAL_CLEANING_PAGE.serviceCards;
    expect(standard?.priceLabel).toBe(`From $${SERVICES.standard.basePrice}`);
    expect(standard?.mostPopular).toBe(false);
    expect(deep?.priceLabel).toContain(`$${SERVICES.deep.hourlyRate}/hour`);
    expect(deep?.mostPopular).toBe(true);
  });

  it("deep-clean page lists the first eight areas and a room-by-room checklist", () => {
    expect(DEEP_CLEAN_PAGE.cities).toEqual(SHIPPED_CORE_FACTS.serviceAreas.slice(0, DEEP_CLEAN_PAGE_CITY_COUNT));
    expect(DEEP_CLEAN_PAGE.cities).toHaveLength(8);
    expect(DEEP_CLEAN_PAGE.checklist.map((r) => r.room)).toEqual(["Kitchen", "Bathrooms", "Living Areas", "Bedrooms"]);
    for (const room of DEEP_CLEAN_PAGE.checklist) {
      expect(room.items.length).toBeGreaterThanOrEqual(4);
      expect(room.items.length).toBeLessThanOrEqual(7);
    }
    expect(DEEP_CLEAN_PAGE.pricing.rateLabel).toContain(`$${SERVICES.deep.hourlyRate}`);
  });

  it("move page advertises the from-price and the booking rule", () => {
    expect(MOVE_IN_OUT_PAGE.fromPriceLabel).toBe(`From $${MOVE_OUT_ADVERTISED_FROM_PRICE}`);
    expect(MOVE_IN_OUT_PAGE.bookingNote).toContain(`${BOOKING_POLICY.moveCleaningNoticeHours} hours`);
    expect(MOVE_IN_OUT_PAGE.moveOutList.length).toBeGreaterThan(0);
    expect(MOVE_IN_OUT_PAGE.moveInList.length).toBeGreaterThan(0);
    expect(MOVE_IN_OUT_PAGE.inclusions.length).toBeGreaterThan(0);
  });

  it("recurring page shows the catalogue's discounts and ranges", () => {
    expect(RECURRING_PAGE.plans.map((p) => p.frequency)).toEqual(RECURRING_FREQUENCIES.map((f) => f.key));
    for (const plan of RECURRING_PAGE.plans) {
      const frequency = FREQUENCIES[plan.frequency];
      expect(plan.discountPercent).toBe(Math.round(frequency.discount * 100));
      expect(plan.priceRangeLabel).toBe(
        `$${frequency.perCleaningRange?.min}-$${frequency.perCleaningRange?.max} per cleaning`,
      );
      expect(plan.mostPopular).toBe(frequency.mostPopular);
    }
    expect(RECURRING_PAGE.plans.filter((p) => p.mostPopular).map((p) => p.frequency)).toEqual(["bi-weekly"]);
    expect(RECURRING_PAGE.benefits.length).toBeGreaterThanOrEqual(4);
    expect(RECURRING_PAGE.benefits.length).toBeLessThanOrEqual(6);
  });

  it("recurring FAQs cover contracts and the rescheduling notice", () => {
    const { min, max } = BOOKING_POLICY.recurringRescheduleNoticeHours;
    const text = RECURRING_PAGE.faqs.map((f) => `${f.question} ${f.answerHtml}`).join(" ");
    expect(text).toMatch(/no contracts/i);
    expect(text).toContain(`${min}-${max} hours`);
  });

  it.each(Object.entries(LANDING_PAGES))("%s has 4-5 FAQs", (_, page) => {
    expect(page.faqs.length).toBeGreaterThanOrEqual(4);
    expect(page.faqs.length).toBeLessThanOrEqual(5);
  });
});

describe("service-in-city copy", () => {
  const cases = SERVICE_KEYS.flatMap((service) => SERVICE_AREAS.map((area) => [service, area.city] as const));

  it.each(cases)("%s in %s has five city FAQs and four reasons", (service, city) => {
    const copy = serviceInCityCopy(service, city);
    expect(copy.heading).toBe(`${SERVICES[service].name} in ${city}, Colorado`);
    expect(copy.bullets).toEqual(SERVICE_PAGES[service].included);
    expect(copy.whyChooseUs).toHaveLength(4);
    expect(copy.faqs).toHaveLength(5);
    for (const faq of copy.faqs) expect(faq.question).toContain(city);
    expect(copy.pricingNote).toContain(city);
  });

  it("uses the price type in the pricing note", () => {
    expect(serviceInCityCopy("standard", "Parker").pricingNote).toContain(`starts at $${SERVICES.standard.basePrice}`);
    const deep = serviceInCityCopy("deep", "Parker").pricingNote;
    expect(deep).toContain(`$${SERVICES.deep.hourlyRate}/hour per cleaner`);
    expect(deep).toContain(`${HOURLY_JOB_TYPICAL_HOURS.min}-${HOURLY_JOB_TYPICAL_HOURS.max} hours`);
  });

  it("is deterministic and escapes the city in HTML answers", () => {
    expect(serviceInCityCopy("garage", "Elizabeth")).toEqual(serviceInCityCopy("garage", "Elizabeth"));
    const answers = serviceInCityCopy("deep", "<b>Town</b>")
      .faqs.map((f) => f.answerHtml)
      .join("");
    expect(answers).not.toContain("<b>");
    expect(answers).toContain("&lt;b&gt;Town");
  });
});

describe("SEO and interpolation", () => {
  const seos = [
    ...Object.values(LANDING_PAGES).map((p) => p.seo),
    ...SERVICE_KEYS.map((key) => SERVICE_PAGES[key].seo),
    SERVICES_OVERVIEW.seo,
    ...SERVICE_KEYS.flatMap((key) => SERVICE_AREAS.map((a) => serviceInCityCopy(key, a.city).seo)),
  ];

  it.each(seos.map((seo) => [seo.title, seo]))("meta description of %s is 50-160 chars", (_, seo) => {
    expect(seo.description.length).toBeGreaterThanOrEqual(50);
    expect(seo.description.length).toBeLessThanOrEqual(160);
  });

  it("leaves no missing constant in any copy", () => {
    const all = JSON.stringify([
      LANDING_PAGES,
      SERVICE_PAGES,
      SERVICES_OVERVIEW,
      serviceInCityCopy("moveout", "Aurora"),
    ]);
    expect(all).not.toMatch(BROKEN_INTERPOLATION);
  });
});

describe("landing pages quote the published facts", () => {
  const facts: CoreSiteFacts = {
    ...SHIPPED_CORE_FACTS,
    business: {
      ...SHIPPED_CORE_FACTS.business,
      name: "Wren Cleaning Co",
      phone: { display: "(720) 555-0199", href: "tel:+17205550199" },
    },
    services: {
      ...SHIPPED_CORE_FACTS.services,
      standard: { ...SHIPPED_CORE_FACTS.services.standard, basePrice: 13_500 },
      deep: { ...SHIPPED_CORE_FACTS.services.deep, hourlyRate: 7_000 },
      moveout: { ...SHIPPED_CORE_FACTS.services.moveout, hourlyRate: 8_000 },
    },
    frequencies: { ...SHIPPED_CORE_FACTS.frequencies, weekly: { name: "Every Week", discount: 0.25 } },
    policies: { ...SHIPPED_CORE_FACTS.policies, bookingNoticeHours: 24, moveCleaningNoticeHours: 72 },
    priceRanges: { ...SHIPPED_CORE_FACTS.priceRanges, deep: { min: 20_000, max: 70_000 } },
    advertisedPrices: { ...SHIPPED_CORE_FACTS.advertisedPrices, moveOutFrom: 27_500 },
    serviceAreas: [{ city: "Sedalia", slug: "sedalia-co-cleaning", featured: true, zipCodes: ["80135"] }],
  };
  const words = (page: object) => JSON.stringify(page);

  it("deep clean: rate, crew total, notice, phone, cities and the Service price range", () => {
    const page = words(deepCleanPage(facts));
    for (const fact of [
      "$70/hour per cleaner",
      "roughly $420-$700",
      "need 24 hours' notice",
      "(720) 555-0199",
      "Sedalia",
    ])
      expect(page).toContain(fact);
    expect(page).not.toContain("$65/hour");
    expect(deepCleanLanding(facts).priceRange).toEqual({ min: 20_000, max: 70_000 });
  });

  it("move in/out, residential and recurring: prices, notice, names and discounts", () => {
    const moving = words(moveInOutPage(facts));
    for (const fact of ["From $275", "$80/hour per cleaner", "at least 72 hours"]) expect(moving).toContain(fact);
    const residential = words(residentialCleaningPage(facts));
    for (const fact of ["Wren Cleaning Co", "From $135", "$70/hour per cleaner", "Save up to 25%"])
      expect(residential).toContain(fact);
    const recurring = recurringPage(facts);
    expect(recurring.plans[0]).toMatchObject({ name: "Every Week", discountPercent: 25 });
    expect(recurring.seo.title).toContain("Wren Cleaning Co");
  });
});
