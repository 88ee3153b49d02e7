import { readFile } from "node:fs/promises";
import path from "node:path";
import AxeBuilder from "@axe-core/playwright";
import type { Page } from "@playwright/test";
import { MAX_PRIMARY_AREAS } from "#shared/areas/cities";
import { COVERAGE, SERVICE_AREAS } from "#shared/facts/defaults/areas";
import { CITY_DETAILS } from "#shared/facts/defaults/city-details";
import { cityFaqs } from "#shared/areas/city-faqs";
import { BUSINESS } from "#shared/facts/defaults/business";
import { GOOGLE_PROFILE_CLAIM } from "#shared/facts/defaults/business";
import { SERVICES } from "#shared/facts/defaults/catalog";
import { serviceInCityCopy } from "#shared/content/service-pages";
import { cityTestimonials, newestFirst, TESTIMONIALS } from "#shared/content/testimonials";
import { serviceAreaDetailSlug } from "#shared/slugs/service-area-detail";
import { faqQuestions } from "./support/faq-accordion";
import { expect, test } from "./support/fixtures";
import { SHIPPED_CORE_FACTS, SHIPPED_FACTS } from "../support/site-facts";
import { loadSiteRenderer } from "#server/site/live-site";
import type { SiteFacts } from "#shared/facts/site-facts-schema";

type JsonLdNode = Record<string, unknown> & { "@type": string };

/** Every JSON-LD block in the document head. */
async function jsonLd(page: Page): Promise<JsonLdNode[]> {
  const blocks = await page.locator('script[type="application/ld+json"]').allTextContents();
  return blocks.map((text) => JSON.parse(text) as JsonLdNode);
}

async function jsonLdOfType(page: Page, type: string): Promise<JsonLdNode> {
  const node = (await jsonLd(page)).find((candidate) => candidate["@type"] === type);
  expect(node, `JSON-LD of type ${type}`).toBeTruthy();
  return node!;
}

async function expectNoHorizontalOverflow(page: Page) {
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
  expect(overflow).toBeLessThanOrEqual(0);
}

const h1 = (page: Page) => page.getByRole("heading", { level: 1 });
const RATING = GOOGLE_PROFILE_CLAIM.rating.toFixed(1);
const FAMILIES = `${GOOGLE_PROFILE_CLAIM.happyFamilies}+`;
const parker = SERVICE_AREAS.find((area) => area.city === "Parker")!;

test.describe("/service-areas", () => {
  test("lists the featured cities as primary areas and the rest as extended coverage, each with its two pages", async ({
    page,
  }) => {
    await page.goto("/service-areas");
    await expect(h1(page)).toHaveText("House Cleaning Service Areas");
    const primary = SERVICE_AREAS.filter((area) => area.featured).slice(0, MAX_PRIMARY_AREAS);
    const extended = SERVICE_AREAS.filter((area) => !primary.includes(area));
    expect(primary).toHaveLength(8);
    expect(extended).toHaveLength(5);

    for (const [name, areas] of [
      ["Primary Service Areas", primary],
      ["Extended Coverage", extended],
    ] as const) {
      const region = page.getByRole("region", { name });
      await expect(region.getByRole("heading", { level: 3 })).toHaveCount(areas.length);
      const details = region.getByRole("link", { name: /area details/ });
      await expect(details).toHaveCount(areas.length);
      for (const [index, area] of areas.entries()) {
        await expect(details.nth(index)).toHaveAttribute("href", `/service-areas/${serviceAreaDetailSlug(area.city)}`);
        await expect(region.getByRole("link", { name: `${area.city} house cleaning` })).toHaveAttribute(
          "href",
          `/${area.slug}`,
        );
      }
    }
    await expect(
      page.getByRole("region", { name: "Primary Service Areas" }).locator('a[href="/service-areas/castle-rock-co"]'),
    ).toHaveCount(1);
    await expectNoHorizontalOverflow(page);
  });

  test("shows the rating, families and founding-year badges, coverage facts and the calls to action", async ({
    page,
  }) => {
    await page.goto("/service-areas");
    const main = page.getByRole("main");
    await expect(main.getByText(`${RATING} Google Rating`)).toBeVisible();
    await expect(main.getByText(`${FAMILIES} Happy Families`)).toBeVisible();
    await expect(main.getByText(`Since ${BUSINESS.foundedYear}`)).toBeVisible();

    const coverage = page.getByRole("region", { name: "Local Crews, No Travel Fees" });
    await expect(coverage.getByText(String(COVERAGE.communities), { exact: true })).toBeVisible();
    await expect(coverage.getByText(`${COVERAGE.maxTravelMinutes} min`, { exact: true })).toBeVisible();
    await expect(coverage.getByText(`$${COVERAGE.travelFeeDollars}`, { exact: true })).toBeVisible();

    await expect(main.locator('a[href="/booking"]').first()).toBeVisible();
    await expect(main.locator('a[href="/pricing"]').first()).toBeVisible();
    await expect(main.locator(`a[href="${BUSINESS.phoneHref}"]`).filter({ visible: true }).first()).toBeVisible();

    const breadcrumb = await jsonLdOfType(page, "BreadcrumbList");
    expect((breadcrumb.itemListElement as { name: string }[]).map((item) => item.name)).toEqual([
      "Home",
      "Service Areas",
    ]);
  });

  test("the 'Do we serve you?' check answers for a ZIP code", async ({ page }) => {
    await page.goto("/service-areas");
    await expect(page.getByRole("heading", { level: 2, name: "Do we serve you?" })).toBeVisible();
    await page.getByLabel("City or ZIP code").fill(parker.zipCodes[0]!);
    await page.getByRole("button", { name: "Check availability" }).click();
    await expect(page.getByText(/We serve Parker/)).toBeVisible();
  });
});

test.describe("/service-areas/{slug}", () => {
  test("Parker shows its details, four price cards and the first five city FAQs", async ({ page }) => {
    await page.goto("/service-areas/parker-co");
    const detail = CITY_DETAILS.Parker;
    await expect(h1(page)).toHaveText("House Cleaning in Parker, Colorado");
    await expect(
      page.getByRole("navigation", { name: "Breadcrumb" }).getByRole("link", { name: "Service Areas" }),
    ).toHaveAttribute("href", "/service-areas");
    await expect(page.getByText(detail.description)).toBeVisible();

    const overview = page.getByRole("region", { name: "Getting to Know Parker" });
    for (const neighborhood of detail.neighborhoods.slice(0, 4))
      await expect(overview.getByText(neighborhood, { exact: true })).toBeVisible();
    for (const neighborhood of detail.neighborhoods.slice(4))
      await expect(overview.getByText(neighborhood, { exact: true })).toHaveCount(0);
    for (const highlight of detail.highlights.slice(0, 3)) await expect(overview.getByText(highlight)).toBeVisible();
    await expect(overview.getByText(detail.highlights[3]!)).toHaveCount(0);
    for (const landmark of detail.landmarks) await expect(overview.getByText(landmark, { exact: true })).toBeVisible();
    await expect(page.getByText(/^same day$/i)).toBeVisible();

    const prices = page.getByRole("region", { name: "Parker Cleaning Prices" });
    await expect(prices.getByRole("heading", { level: 3 })).toHaveText(
      Object.values(SERVICES).map((service) => service.name),
    );
    await expect(prices.getByText(`From $${SERVICES.standard.basePrice}`)).toBeVisible();
    await expect(prices.getByText(`$${SERVICES.deep.hourlyRate}/hour per cleaner`).first()).toBeVisible();

    for (const advantage of detail.serviceDetails.advantages) await expect(page.getByText(advantage)).toBeVisible();

    const parkerDetails = SHIPPED_FACTS.serviceAreas.find((area) => area.city === "Parker")?.details;
    const faqs = cityFaqs("Parker", SHIPPED_CORE_FACTS, parkerDetails).slice(0, 5);
    const faqRegion = page.getByRole("region", { name: "House Cleaning in Parker: FAQs" });
    await expect(faqQuestions(faqRegion)).toHaveText(faqs.map((faq) => faq.question));
    const faqPage = await jsonLdOfType(page, "FAQPage");
    expect((faqPage.mainEntity as { name: string }[]).map((entity) => entity.name)).toEqual(
      faqs.map((faq) => faq.question),
    );

    const main = page.getByRole("main");
    await expect(main.locator('a[href="/faq"]')).toHaveCount(1);
    await expect(main.locator('a[href="/booking?city=Parker"]').first()).toBeVisible();
    await expect(main.locator('a[href="/pricing"]').first()).toBeVisible();
    await expect(page.locator('link[rel="canonical"][href$="/service-areas/parker-co"]')).toHaveCount(1);
    await expectNoHorizontalOverflow(page);
  });

  test("Aurora says its crews usually return by the next day", async ({ page }) => {
    await page.goto("/service-areas/aurora-co");
    await expect(h1(page)).toHaveText("House Cleaning in Aurora, Colorado");
    await expect(page.getByText(/^next day$/i)).toBeVisible();
  });

  for (const slug of ["littleton-co", "the-pinery-co"]) {
    test(`${slug} has no detailed information and points to the contact page`, async ({ page }) => {
      await page.goto(`/service-areas/${slug}`);
      await expect(h1(page)).toHaveText("Service Area Information Not Available");
      await expect(page.getByText("We may still serve your area. Contact us to check availability.")).toBeVisible();
      await expect(page.getByRole("main").getByRole("link", { name: "Contact Us" })).toHaveAttribute(
        "href",
        "/contact",
      );
      await expect(page.locator('meta[name="robots"]')).toHaveAttribute("content", "noindex");
    });
  }
});

test.describe("city landing /{city}-co-cleaning", () => {
  test("every one of the 13 cities has its landing page, title and description", async ({ page }) => {
    expect(SERVICE_AREAS).toHaveLength(13);
    for (const area of SERVICE_AREAS) {
      await page.goto(`/${area.slug}`);
      await expect(h1(page)).toHaveText(`Professional House Cleaning in ${area.city}`);
      await expect(page).toHaveTitle(new RegExp(`${area.city}, CO`));
      const description = (await page.locator('meta[name="description"]').getAttribute("content")) ?? "";
      expect(description).toContain(area.city);
      expect(description.length).toBeGreaterThanOrEqual(50);
      expect(description.length).toBeLessThanOrEqual(160);
    }
  });

  test("Parker shows its stats, promises, ZIP codes, reviews, coverage card and a booking link carrying the city", async ({
    page,
  }) => {
    await page.goto(`/${parker.slug}`);
    const main = page.getByRole("main");
    const book = main.getByRole("link", { name: /Book Online/ });
    await expect(book).toHaveAttribute("href", "/booking");
    await expect(book).not.toHaveAttribute("target", "_blank");
    await expect(main.getByRole("link", { name: "Get Free Estimate" })).toHaveAttribute("href", "/pricing");
    await expect(main.getByText("Insured & Bonded")).toBeVisible();

    await expect(main.getByText(CITY_DETAILS.Parker.population, { exact: true })).toBeVisible();
    await expect(main.getByText("Parker Residents")).toBeVisible();
    for (const title of ["Same-Day Confirmation", "Punctual, Reliable Service", "100% Satisfaction Guarantee"]) {
      await expect(main.getByRole("heading", { level: 3, name: title })).toBeVisible();
    }

    const neighborhoods = page.getByRole("region", { name: "Neighborhoods & ZIP Codes We Serve in Parker" });
    for (const zip of ["80134", "80138"]) await expect(neighborhoods.getByText(zip, { exact: true })).toBeVisible();
    for (const name of CITY_DETAILS.Parker.neighborhoods)
      await expect(neighborhoods.getByText(name, { exact: true })).toBeVisible();
    await expect(neighborhoods.getByRole("link", { name: "Call for Service" })).toHaveAttribute(
      "href",
      BUSINESS.phoneHref,
    );
    await expect(neighborhoods.getByRole("link", { name: "Check Your Area" })).toHaveAttribute("href", "/contact");

    for (const specialty of CITY_DETAILS.Parker.serviceDetails.specialties)
      await expect(main.getByText(specialty)).toBeVisible();
    const reviews = page.getByRole("region", { name: "What Our Clients Say" });
    await expect(reviews.getByRole("listitem")).toHaveCount(3);
    const featured = new Set(TESTIMONIALS.filter((t) => t.featured).map((t) => t.id));
    for (const review of cityTestimonials("Parker", [...TESTIMONIALS].sort(newestFirst), featured))
      await expect(reviews.getByText(review.authorName)).toBeVisible();

    await expect(main.getByRole("link", { name: "Book Your Cleaning" })).toHaveAttribute(
      "href",
      "/booking?city=Parker",
    );

    const service = await jsonLdOfType(page, "Service");
    expect(service.areaServed).toEqual([{ "@type": "City", name: "Parker, CO" }]);
    const breadcrumb = await jsonLdOfType(page, "BreadcrumbList");
    expect((breadcrumb.itemListElement as { name: string }[]).map((item) => item.name)).toEqual([
      "Home",
      "Service Areas",
      "Parker",
    ]);
    await expectNoHorizontalOverflow(page);
  });

  test("a city without its own content hides the unknown population", async ({ page }) => {
    await page.goto("/franktown-co-cleaning");
    await expect(h1(page)).toHaveText("Professional House Cleaning in Franktown");
    await expect(page.getByText(`${RATING}`, { exact: true }).first()).toBeVisible();
    await expect(page.getByText(/Residents$/)).toHaveCount(0);
    await expect(page.getByRole("main").getByRole("link", { name: "Book Your Cleaning" })).toHaveAttribute(
      "href",
      "/booking?city=Franktown",
    );
  });

  test("a slug without the -co-cleaning ending is Page Not Found", async ({ page }) => {
    await page.goto("/parker-cleaning");
    await expect(h1(page)).toHaveText("Page Not Found");
    await expect(page.getByText("The page you're looking for doesn't exist.")).toBeVisible();
    await expect(page.getByRole("main").getByRole("link", { name: "Go Home" })).toHaveAttribute("href", "/");
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute("content", "noindex");
  });

  test("a city outside the 13 is Service Area Not Found", async ({ page }) => {
    await page.goto("/boulder-co-cleaning");
    await expect(h1(page)).toHaveText("Service Area Not Found");
    await expect(page.getByText("We may still serve your area. Contact us to check availability.")).toBeVisible();
    await expect(page.getByRole("main").getByRole("link", { name: "Contact Us" })).toHaveAttribute("href", "/contact");
  });

  test("an unknown service prefix falls through to the city-landing logic", async ({ page }) => {
    await page.goto("/window-parker");
    await expect(h1(page)).toHaveText("Page Not Found");
  });
});

test.describe("service-in-city /{service-prefix}-{city-part}", () => {
  test("a deep clean in Castle Rock: heading, trust figures, pricing note, why-choose card, five FAQs and structured data", async ({
    page,
  }) => {
    await page.goto("/deep-clean-castle-rock");
    const copy = serviceInCityCopy("deep", "Castle Rock", SHIPPED_CORE_FACTS);
    await expect(h1(page)).toHaveText(`${SERVICES.deep.name} in Castle Rock, Colorado`);
    await expect(page).toHaveTitle(`${copy.seo.title} | ${SHIPPED_FACTS.business.name}`);

    const crumbs = page.getByRole("navigation", { name: "Breadcrumb" });
    await expect(crumbs.getByRole("link")).toHaveText(["Home", "Services", SERVICES.deep.name]);
    await expect(crumbs.getByRole("link", { name: SERVICES.deep.name })).toHaveAttribute("href", "/services/deep");

    const main = page.getByRole("main");
    await expect(main.getByRole("link", { name: /Book Online/ })).toHaveAttribute("href", "/booking?serviceType=deep");
    await expect(main.getByRole("link", { name: "Get Free Estimate" })).toHaveAttribute(
      "href",
      "/pricing?serviceType=deep",
    );
    for (const badge of [`${RATING} Google Rating`, "Licensed & Insured", `${FAMILIES} Customers`])
      await expect(main.getByText(badge)).toBeVisible();
    await expect(main.getByText(copy.pricingNote, { exact: true })).toBeVisible();
    // Closed FAQ answers are in the page (hidden) and may repeat a bullet: check the visible one.
    for (const bullet of copy.bullets)
      await expect(main.getByText(bullet, { exact: true }).filter({ visible: true })).toBeVisible();
    await expect(main.getByRole("heading", { name: `Why Castle Rock Chooses ${BUSINESS.name}` })).toBeVisible();
    await expect(main.getByRole("img", { name: /garage/ })).toHaveCount(0);

    const faqRegion = page.getByRole("region", { name: `${SERVICES.deep.name} in Castle Rock: Common Questions` });
    await expect(faqQuestions(faqRegion)).toHaveText(copy.faqs.map((faq) => faq.question));
    await expect(main.locator(`a[href="${BUSINESS.phoneHref}"]`).filter({ visible: true }).first()).toBeVisible();

    const service = await jsonLdOfType(page, "Service");
    expect(service.name).toBe(SERVICES.deep.name);
    expect(service.areaServed).toEqual([{ "@type": "City", name: "Castle Rock, CO" }]);
    const faqPage = await jsonLdOfType(page, "FAQPage");
    expect(faqPage.mainEntity).toHaveLength(5);
    const breadcrumb = await jsonLdOfType(page, "BreadcrumbList");
    expect((breadcrumb.itemListElement as { name: string }[]).map((item) => item.name)).toEqual([
      "Home",
      "Services",
      SERVICES.deep.name,
      "Castle Rock",
    ]);
    await expectNoHorizontalOverflow(page);
  });

  test("a garage clean-out shows the before/after picture instead of the why-choose card", async ({ page }) => {
    await page.goto("/garage-cleanout-parker");
    await expect(h1(page)).toHaveText(`${SERVICES.garage.name} in Parker, Colorado`);
    const main = page.getByRole("main");
    await expect(main.getByRole("heading", { name: "Before & After" })).toBeVisible();
    await expect(main.getByRole("img", { name: /cluttered|garage/ })).toBeVisible();
    await expect(main.getByRole("heading", { name: /Why Parker Chooses/ })).toHaveCount(0);
    await expect(
      main.getByText(serviceInCityCopy("garage", "Parker", SHIPPED_CORE_FACTS).pricingNote, { exact: true }),
    ).toBeVisible();
    await expect(main.getByRole("link", { name: "Book Your Cleaning" })).toHaveAttribute(
      "href",
      "/booking?city=Parker&serviceType=garage",
    );
  });

  test("an alias prefix renders the page under its canonical URL", async ({ page }) => {
    await page.goto("/deep-parker");
    await expect(h1(page)).toHaveText(`${SERVICES.deep.name} in Parker, Colorado`);
    await expect(page.locator('link[rel="canonical"][href$="/deep-clean-parker"]')).toHaveCount(1);
    await expect(page.locator('link[rel="canonical"][href$="/deep-parker"]')).toHaveCount(0);
  });

  test("hourly services quote the rate per cleaner and the usual hours", async ({ page }) => {
    await page.goto("/move-out-castle-rock");
    const copy = serviceInCityCopy("moveout", "Castle Rock", SHIPPED_CORE_FACTS);
    await expect(h1(page)).toHaveText(copy.heading);
    await expect(page.getByRole("main").getByText(copy.pricingNote, { exact: true })).toBeVisible();
  });
});

test.describe("local pages as a whole", () => {
  test("moving between /{slug} pages in the browser resolves each new slug", async ({ page }) => {
    await page.goto("/deep-clean-parker");
    await page
      .getByRole("main")
      .getByRole("link", { name: `${SERVICES.standard.name} in Parker` })
      .click();
    await expect(page).toHaveURL(/\/standard-clean-parker$/);
    await expect(h1(page)).toHaveText(`${SERVICES.standard.name} in Parker, Colorado`);
    await expect(page).toHaveTitle(
      `${serviceInCityCopy("standard", "Parker", SHIPPED_CORE_FACTS).seo.title} | ${SHIPPED_FACTS.business.name}`,
    );
    await page.getByRole("main").getByRole("link", { name: "All house cleaning in Parker" }).click();
    await expect(page).toHaveURL(new RegExp(`/${parker.slug}$`));
    await expect(h1(page)).toHaveText("Professional House Cleaning in Parker");
  });

  for (const path of [
    "/service-areas",
    "/service-areas/castle-rock-co",
    "/service-areas/littleton-co",
    "/castle-rock-co-cleaning",
    "/elizabeth-co-cleaning",
    "/move-in-clean-aurora",
    "/garage-parker",
    "/boulder-co-cleaning",
  ]) {
    test(`${path} has one h1, headings in order and no WCAG A/AA violations`, async ({ page }) => {
      await page.goto(path);
      await expect(h1(page)).toHaveCount(1);
      const levels = await page
        .getByRole("main")
        .locator("h1, h2, h3, h4")
        .evaluateAll((headings) => headings.map((heading) => Number(heading.tagName.slice(1))));
      levels.forEach((level, index) => expect(level - (levels[index - 1] ?? 0)).toBeLessThanOrEqual(1));
      const results = await new AxeBuilder({ page }).include("main").withTags(["wcag2a", "wcag2aa"]).analyze();
      expect(
        results.violations.map(
          (violation) => `${violation.id}: ${violation.nodes.map((node) => node.target).join(" ")}`,
        ),
      ).toEqual([]);
      await expectNoHorizontalOverflow(page);
    });
  }
});

test.describe("after a publish that renames Castle Rock and adds Sedalia", () => {
  /** The shipped facts with Castle Rock renamed (a new page address too) and a 14th city. */
  function publishedFacts(): SiteFacts {
    const facts = structuredClone(SHIPPED_FACTS);
    const castleRock = facts.serviceAreas.find((area) => area.city === "Castle Rock")!;
    Object.assign(castleRock, { city: "Castle Butte", slug: "castle-butte-co-cleaning" });
    facts.areaDetailPages = facts.areaDetailPages.map((slug) =>
      slug === "castle-rock-co-cleaning" ? "castle-butte-co-cleaning" : slug,
    );
    facts.serviceAreas.push({ city: "Sedalia", slug: "sedalia-co-cleaning", featured: false, zipCodes: ["80135"] });
    return facts;
  }
  const facts = publishedFacts();
  const clientDir = path.resolve(process.env.CLIENT_DIST_DIR ?? "dist/client");

  /** The renderer every instance renders a published revision with (dist/ssr, ADR 0028). */
  async function renderer() {
    const loaded = await loadSiteRenderer(clientDir, await readFile(path.join(clientDir, "index.html"), "utf8"));
    if (!loaded) throw new Error("The build has no page renderer: run `npm run build`");
    return loaded;
  }

  /** Opens `pathname` as an instance serves it after the publish: rendered from those facts, then hydrated. */
  async function openPublished(page: Page, pathname: string) {
    const { html } = await (await renderer()).render(pathname, { revision: 2, facts }, { hydrate: true });
    await page.route(`**${pathname}`, (route) => route.fulfill({ status: 200, contentType: "text/html", body: html }));
    await page.goto(pathname);
  }

  test("the page list (sitemap.xml, what is rendered) has the new city and the new address only", async () => {
    const paths = (await renderer()).pages(facts).map((page) => page.path);
    for (const address of ["/sedalia-co-cleaning", "/deep-clean-sedalia", "/castle-butte-co-cleaning"])
      expect(paths).toContain(address);
    expect(paths).toContain("/service-areas/castle-butte-co");
    expect(paths.filter((address) => address.includes("castle-rock"))).toEqual([]);
  });

  test("the new city has its landing page, with its ZIP code", async ({ page }) => {
    await openPublished(page, "/sedalia-co-cleaning");
    await expect(h1(page)).toHaveText("Professional House Cleaning in Sedalia");
    await expect(page.getByRole("region", { name: "ZIP Codes We Serve in Sedalia" }).getByText("80135")).toBeVisible();
    await expect(page.getByText("one of our 14 service communities")).toBeVisible();
  });

  test("the renamed city keeps its detailed area page under its new name", async ({ page }) => {
    await openPublished(page, "/service-areas/castle-butte-co");
    await expect(h1(page)).toHaveText("House Cleaning in Castle Butte, Colorado");
    await expect(page.getByRole("region", { name: "Getting to Know Castle Butte" })).toBeVisible();
  });

  test("the area check answers for both in the browser", async ({ page }) => {
    await openPublished(page, "/service-areas");
    const extended = page.getByRole("region", { name: "Extended Coverage" });
    await expect(extended.getByRole("heading", { level: 3, name: "Sedalia" })).toBeVisible();
    await page.getByLabel("City or ZIP code").fill("Sedalia");
    await page.getByRole("button", { name: "Check availability" }).click();
    await expect(page.getByRole("link", { name: "Sedalia cleaning details" })).toHaveAttribute(
      "href",
      "/sedalia-co-cleaning",
    );
    await page.getByLabel("City or ZIP code").fill("80104");
    await page.getByRole("button", { name: "Check availability" }).click();
    await expect(page.getByText("Yes! We serve Castle Butte")).toBeVisible();
  });
});
