import { describe, expect, it } from "vitest";
import { DEEP_CLEAN_PAGE_CITY_COUNT } from "#shared/areas/cities";
import { BOOKING_POLICY } from "#shared/facts/defaults/policies";
import {
  FREQUENCIES,
  MOVE_OUT_ADVERTISED_FROM_PRICE,
  RECURRING_FREQUENCIES,
  SERVICES,
} from "#shared/facts/defaults/catalog";
import { isAddOnKey } from "#shared/catalog/add-ons";
import { SERVICE_KEYS, type ServiceKey } from "#shared/catalog/services";
import { deepVsStandardGuide } from "#shared/content/deep-vs-standard-guide";
import { deepCleanLanding, deepCleanPage } from "#shared/content/landing-pages/deep-clean-douglas-county";
import { moveInOutPage } from "#shared/content/landing-pages/move-in-out-cleaning-douglas-county";
import { recurringPage } from "#shared/content/landing-pages/recurring-cleaning-douglas-county";
import { residentialCleaningPage } from "#shared/content/landing-pages/residential-cleaning";
import {
  deepQuickFacts,
  HOURLY_JOB_TYPICAL_HOURS,
  serviceInCityCopy,
  servicePage,
  servicesOverview,
} from "#shared/content/service-pages";
import type { CoreSiteFacts } from "#shared/facts/core-site-facts";
import { SHIPPED_CORE_FACTS } from "../support/site-facts";

const RESIDENTIAL_CLEANING_PAGE = residentialCleaningPage(SHIPPED_CORE_FACTS);
const DEEP_CLEAN_PAGE = deepCleanPage(SHIPPED_CORE_FACTS);
const MOVE_IN_OUT_PAGE = moveInOutPage(SHIPPED_CORE_FACTS);
const RECURRING_PAGE = recurringPage(SHIPPED_CORE_FACTS);
const LANDING_PAGES = { RESIDENTIAL_CLEANING_PAGE, DEEP_CLEAN_PAGE, MOVE_IN_OUT_PAGE, RECURRING_PAGE };
const SERVICE_AREAS = SHIPPED_CORE_FACTS.serviceAreas;
const SERVICE_PAGES = Object.fromEntries(SERVICE_KEYS.map((key) => [key, servicePage(key, SHIPPED_CORE_FACTS)]));
const SERVICES_OVERVIEW = servicesOverview(SHIPPED_CORE_FACTS);
const shippedCityCopy = (service: ServiceKey, city: string) => serviceInCityCopy(service, city, SHIPPED_CORE_FACTS);

/** Interpolating a missing constant leaves these words behind in the copy. */
const BROKEN_INTERPOLATION = /\b(undefined|null|NaN)\b|\[object Object\]/;

describe("service pages", () => {
  it.each(SERVICE_KEYS)("%s has a complete page", (key) => {
    const page = servicePage(key, SHIPPED_CORE_FACTS);
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
      expect(servicePage(key, SHIPPED_CORE_FACTS).quickFacts.find((f) => f.label === "Price")?.value).toContain(price);
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
    const copy = shippedCityCopy(service, city);
    expect(copy.heading).toBe(`${SERVICES[service].name} in ${city}, Colorado`);
    expect(copy.bullets).toEqual(SHIPPED_CORE_FACTS.services[service].bullets);
    expect(copy.whyChooseUs).toHaveLength(4);
    expect(copy.faqs).toHaveLength(5);
    for (const faq of copy.faqs) expect(faq.question).toContain(city);
    expect(copy.pricingNote).toContain(city);
  });

  it("uses the price type in the pricing note", () => {
    expect(shippedCityCopy("standard", "Parker").pricingNote).toContain(`starts at $${SERVICES.standard.basePrice}`);
    const deep = shippedCityCopy("deep", "Parker").pricingNote;
    expect(deep).toContain(`$${SERVICES.deep.hourlyRate}/hour per cleaner`);
    expect(deep).toContain(`${HOURLY_JOB_TYPICAL_HOURS.min}-${HOURLY_JOB_TYPICAL_HOURS.max} hours`);
  });

  it("is deterministic and escapes the city in HTML answers", () => {
    expect(shippedCityCopy("garage", "Elizabeth")).toEqual(shippedCityCopy("garage", "Elizabeth"));
    const answers = shippedCityCopy("deep", "<b>Town</b>")
      .faqs.map((f) => f.answerHtml)
      .join("");
    expect(answers).not.toContain("<b>");
    expect(answers).toContain("&lt;b&gt;Town");
  });
});

describe("SEO and interpolation", () => {
  const seos = [
    ...Object.values(LANDING_PAGES).map((p) => p.seo),
    ...SERVICE_KEYS.map((key) => servicePage(key, SHIPPED_CORE_FACTS).seo),
    SERVICES_OVERVIEW.seo,
    ...SERVICE_KEYS.flatMap((key) => SERVICE_AREAS.map((a) => shippedCityCopy(key, a.city).seo)),
  ];

  it.each(seos.map((seo) => [seo.title, seo]))("meta description of %s is 50-160 chars", (_, seo) => {
    expect(seo.description.length).toBeGreaterThanOrEqual(50);
    expect(seo.description.length).toBeLessThanOrEqual(160);
  });

  it("leaves no missing constant in any copy", () => {
    const all = JSON.stringify([LANDING_PAGES, SERVICE_PAGES, SERVICES_OVERVIEW, shippedCityCopy("moveout", "Aurora")]);
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

  it("service pages: prices, tiers, discounts, durations, notice and the included tasks", () => {
    const withFacts = {
      ...facts,
      sizeTiers: SHIPPED_CORE_FACTS.sizeTiers.map((tier, index) => ({ ...tier, price: 9_900 + index * 1_000 })),
      serviceTimes: {
        ...facts.serviceTimes,
        durations: { ...facts.serviceTimes.durations, standard: "2-4 hours" },
        deepCleanCrew: { cleaners: 3, hours: { min: 4, max: 6 } },
      },
      services: {
        ...facts.services,
        standard: { ...facts.services.standard, bullets: ["Polish the piano"] },
        garage: { ...facts.services.garage, basePrice: 22_500 },
      },
    };
    const standard = servicePage("standard", withFacts);
    expect(standard.seo.title).toBe("Standard House Cleaning from $135");
    expect(standard.included).toEqual(["Polish the piano"]);
    const standardWords = words(standard);
    for (const fact of ["<strong>$99</strong>", "25% on every week", "2-4 hours", "24 hours"])
      expect(standardWords).toContain(fact);
    expect(words(servicePage("deep", withFacts))).toContain("most homes take 3 cleaners about 4-6 hours");
    expect(deepQuickFacts(withFacts)[0]).toEqual({ label: "Price", value: "$70/hour per cleaner" });
    expect(words(servicePage("moveout", withFacts))).toContain("start from $275");
    expect(servicePage("garage", withFacts).seo.title).toBe("Garage Clean-Out from $225");
  });

  it("/services overview and a service in a city: the name, prices, cities and phone", () => {
    const overview = servicesOverview({ ...facts, visits: { ...facts.visits, regionText: "the Front Range" } });
    expect(overview.overview).toMatch(/^Wren Cleaning Co is a family-owned team serving the Front Range since/);
    expect(overview.residential.body).toContain("Standard cleans from $135, deep cleans at $70/hour per cleaner");
    const copy = serviceInCityCopy("standard", "Sedalia", facts);
    expect(copy.pricingNote).toBe("Standard Clean in Sedalia starts at $135.");
    const answers = words(copy.faqs);
    for (const fact of ["(720) 555-0199", "one of the 1 communities", "25% on every week"])
      expect(answers).toContain(fact);
    expect(answers).not.toContain("555-0142");
  });

  it("recurring: the published price per visit and most popular plan", () => {
    const pricingDetails = structuredClone(SHIPPED_CORE_FACTS.pricingDetails);
    pricingDetails.recurring.perVisit.monthly = { min: 13_000, max: 19_900 };
    pricingDetails.recurring.mostPopular = "monthly";
    const { plans } = recurringPage({ ...facts, pricingDetails });
    expect(plans.find((plan) => plan.frequency === "monthly")).toMatchObject({
      priceRangeLabel: "$130-$199 per cleaning",
      mostPopular: true,
    });
    expect(plans.filter((plan) => plan.mostPopular).map((plan) => plan.frequency)).toEqual(["monthly"]);
  });
});

describe("the deep vs. standard guide quotes the published facts", () => {
  const words = (facts: CoreSiteFacts) => JSON.stringify(deepVsStandardGuide(facts));

  it("quotes the shipped durations, crew and deep cleans a year", () => {
    const shipped = words(SHIPPED_CORE_FACTS);
    for (const fact of [
      "1-3 hours",
      "2-5 hours, usually with a crew of 2",
      "2 cleaners for 3-5 hours",
      "2-4 times a year",
    ])
      expect(shipped).toContain(fact);
  });

  it("follows changed durations, crew, prices and deep cleans a year", () => {
    const facts: CoreSiteFacts = {
      ...SHIPPED_CORE_FACTS,
      services: {
        ...SHIPPED_CORE_FACTS.services,
        deep: { ...SHIPPED_CORE_FACTS.services.deep, hourlyRate: 7_500 },
      },
      serviceTimes: {
        durations: { standard: "2-4 hours", deep: "4-6 hours", moveout: "5+ hours" },
        deepCleanCrew: { cleaners: 3, hours: { min: 4, max: 6 } },
        deepCleansPerYear: { min: 1, max: 3 },
      },
    };
    const guide = words(facts);
    for (const fact of [
      "2-4 hours",
      "4-6 hours, usually with a crew of 3",
      "3 cleaners for 4-6 hours",
      "1-3 times a year",
      "$75",
    ])
      expect(guide).toContain(fact);
    for (const old of ["1-3 hours", "crew of 2", "2-4 times a year", "$65"]) expect(guide).not.toContain(old);
  });
});
