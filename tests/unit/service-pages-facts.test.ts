/**
 * The service pages, /services, a service in a city, /sitemap and the booking page's area check
 * show the facts of the revision they are rendered from: each is rendered by the real site renderer
 * (the same code as the prerender and the live site) from a changed facts document.
 */
import { describe, expect, it } from "vitest";
import type { SiteFacts } from "#shared/facts/site-facts-schema";
import { SiteFactsSchema } from "#shared/facts/site-facts-schema";
import { SHIPPED_FACTS } from "../support/site-facts";
import { NEW_NAME, renamedShippedFacts, useSiteRenderer } from "../support/site-renderer";

const OLD_NAME = SHIPPED_FACTS.business.name;

/** The owner renamed the business and changed the prices, tasks, times and area listings. */
function changedFacts(): SiteFacts {
  const renamed = renamedShippedFacts();
  const { services } = renamed;
  return SiteFactsSchema.parse({
    ...renamed,
    business: { ...renamed.business, phone: { display: "(720) 555-0199", href: "tel:+17205550199" } },
    services: {
      ...services,
      standard: {
        ...services.standard,
        basePrice: 13_500,
        bullets: ["Polish the piano", ...services.standard.bullets],
      },
      deep: { ...services.deep, hourlyRate: 7_000 },
      moveout: { ...services.moveout, hourlyRate: 8_000 },
      garage: { ...services.garage, basePrice: 22_500 },
    },
    sizeTiers: renamed.sizeTiers.map((tier, index) => (index === 0 ? { ...tier, price: 9_900 } : tier)),
    frequencies: { ...renamed.frequencies, weekly: { ...renamed.frequencies.weekly, discount: 0.25 } },
    policies: { ...renamed.policies, bookingNoticeHours: 36, moveCleaningNoticeHours: 96 },
    serviceTimes: { ...renamed.serviceTimes, deepCleanCrew: { cleaners: 3, hours: { min: 4, max: 6 } } },
    advertisedPrices: { ...renamed.advertisedPrices, moveOutFrom: 27_500 },
    extraServices: {
      ...renamed.extraServices,
      closetOrganization: { ...renamed.extraServices.closetOrganization, hourlyRate: 5_500 },
    },
    coverage: { ...renamed.coverage, maxTravelMinutes: 45 },
    areaListings: { ...renamed.areaListings, sitemapCities: ["Parker", "Kittredge"] },
  });
}

const revision = { revision: 7, facts: changedFacts() };
const renderer = useSiteRenderer();

/** The whole page as served (head and JSON-LD too), without the embedded answers (data, not what is read). */
async function page(path: string): Promise<string> {
  const { html, notFound } = await renderer().render(path, revision, { hydrate: true });
  expect(notFound).toBe(false);
  return html
    .replace(/<script type="application\/json"[\s\S]*?<\/script>/g, "")
    .replaceAll("<!-- -->", "")
    .replaceAll("&#x27;", "'")
    .replaceAll("&amp;", "&")
    .replaceAll(/<\/?strong>/g, "");
}

describe("service pages rendered from a changed facts document", () => {
  it("/services/standard: title, price, tiers, discounts, notice and the included tasks", async () => {
    const html = await page("/services/standard");
    for (const text of [
      `<title>Standard House Cleaning from $135 | ${NEW_NAME}</title>`,
      "Flat rate from $135",
      "$99 for homes up to",
      "25% on weekly",
      "36 hours",
      "Polish the piano",
    ])
      expect(html).toContain(text);
    expect(html).not.toContain(OLD_NAME);
    expect(html).not.toContain("from $120");
  });

  it("/services/deep and /services/moveout: hourly rates, crew, from-price and move notice", async () => {
    const deep = await page("/services/deep");
    for (const text of ["$70/hour per cleaner", "3 cleaners, 4-6 hours"]) expect(deep).toContain(text);
    expect(deep).not.toContain("$65/hour");
    const moving = await page("/services/moveout");
    for (const text of ["$80/hour per cleaner", "start from $275", "At least 96 hours"]) expect(moving).toContain(text);
  });

  it("/services: the name, prices and extra services in the overview and blurbs", async () => {
    const html = await page("/services");
    for (const text of [
      `${NEW_NAME} is a family-owned team`,
      "Standard cleans from $135, deep cleans at $70/hour per cleaner",
      "Garage clean-outs from $225",
      "closet organization at $55/hour",
      "Flat-rate from $135, no contracts.",
    ])
      expect(html).toContain(text);
    expect(html).not.toContain(OLD_NAME);
  });

  it("a service in a city: the price note, phone, travel time and its FAQ structured data", async () => {
    const html = await page("/deep-clean-parker");
    for (const text of [
      "Deep Clean in Parker is $70/hour per cleaner",
      "(720) 555-0199",
      "within 45 minutes of Parker",
      '"name":"How much does a Deep Clean cost in Parker?"',
    ])
      expect(html).toContain(text);
    expect(html).not.toContain(SHIPPED_FACTS.business.phone.display);
  });

  it("/sitemap links the area pages the facts list", async () => {
    const html = await page("/sitemap");
    expect(html).toContain("Kittredge, CO");
    expect(html).not.toContain("Littleton, CO");
  });
});
