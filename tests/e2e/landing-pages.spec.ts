import type { Locator, Page } from "@playwright/test";
import { BUSINESS } from "#shared/facts/defaults/business";
import { PAGE_PRICE_RANGES } from "#shared/facts/defaults/policies";
import { FREQUENCIES, SERVICES } from "#shared/facts/defaults/catalog";
import { deepCleanPage } from "#shared/content/landing-pages/deep-clean-douglas-county";
import { moveInOutPage } from "#shared/content/landing-pages/move-in-out-cleaning-douglas-county";
import { recurringPage } from "#shared/content/landing-pages/recurring-cleaning-douglas-county";
import { residentialCleaningPage } from "#shared/content/landing-pages/residential-cleaning";
import type { Faq } from "#shared/content/types";
import { expectFaqOpen, faqQuestions } from "./support/faq-accordion";
import { expect, test } from "./support/fixtures";
import { SHIPPED_CORE_FACTS } from "../support/site-facts";

type JsonLd = Record<string, unknown>;

async function jsonLd(page: Page): Promise<JsonLd[]> {
  const blocks = await page.locator('script[type="application/ld+json"]').allTextContents();
  return blocks.map((text) => JSON.parse(text) as JsonLd);
}

/** The FAQ band: the page's questions in order, the first answer open, and a link to /faq. */
async function expectFaqs(page: Page, title: string, faqs: readonly Faq[]) {
  const region = page.getByRole("region", { name: title });
  await expect(faqQuestions(region)).toHaveText(faqs.map((faq) => faq.question));
  await expectFaqOpen(region, faqs[0]!.question, true);
  await expectFaqOpen(region, faqs[1]!.question, false);
  await expect(region.getByRole("link", { name: /Browse all our FAQs/ })).toHaveAttribute("href", "/faq");
}

/** Title, breadcrumb trail and the BreadcrumbList, FAQPage and Service JSON-LD. */
async function expectHead(
  page: Page,
  options: { title: string; crumb: string; faqs: readonly Faq[]; priceRange: { min: number; max: number } },
) {
  await expect(page).toHaveTitle(options.title);
  const crumbs = page.getByRole("navigation", { name: "Breadcrumb" });
  await expect(crumbs.getByRole("link", { name: "Services" })).toHaveAttribute("href", "/services");
  await expect(crumbs.getByText(options.crumb)).toHaveAttribute("aria-current", "page");

  const ld = await jsonLd(page);
  const breadcrumb = ld.find((entry) => entry["@type"] === "BreadcrumbList") as
    { itemListElement: { name: string }[] } | undefined;
  expect(breadcrumb?.itemListElement.map((item) => item.name)).toEqual(["Home", "Services", options.crumb]);
  const faqPage = ld.find((entry) => entry["@type"] === "FAQPage") as { mainEntity: { name: string }[] } | undefined;
  expect(faqPage?.mainEntity.map((question) => question.name)).toEqual(options.faqs.map((faq) => faq.question));
  expect(ld.find((entry) => entry["@type"] === "Service")).toMatchObject({
    offers: { priceSpecification: { minPrice: options.priceRange.min, maxPrice: options.priceRange.max } },
  });
}

const card = (scope: Locator, title: string) =>
  scope
    .locator("div")
    .filter({ has: scope.page().getByRole("heading", { name: title, exact: true, level: 3 }) })
    .last();

test("/services/residential-cleaning: standard from the catalogue price, deep hourly and most popular, the 5 steps, FAQs and links", async ({
  page,
}) => {
  const content = residentialCleaningPage(SHIPPED_CORE_FACTS);
  await page.goto("/services/residential-cleaning");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(content.headline);
  await expectHead(page, {
    title: content.seo.title,
    crumb: "Residential Cleaning",
    faqs: content.faqs,
    priceRange: PAGE_PRICE_RANGES.residential,
  });

  const choose = page.getByRole("region", { name: "Choose Your Clean" });
  const standard = card(choose, SERVICES.standard.name);
  await expect(standard).toContainText(`From $${SERVICES.standard.basePrice}`);
  await expect(standard).not.toContainText("Most Popular");
  const deep = card(choose, SERVICES.deep.name);
  await expect(deep).toContainText(`$${SERVICES.deep.hourlyRate}/hour per cleaner`);
  await expect(deep).toContainText("Most Popular");
  await expect(deep.getByRole("link", { name: `Book ${SERVICES.deep.name}` })).toHaveAttribute(
    "href",
    "/booking?serviceType=deep",
  );

  const steps = page.getByRole("region", { name: /Step Process/ }).getByRole("heading", { level: 3 });
  await expect(steps).toHaveText(
    ["Book Online", "Walkthrough", "Custom Clean", "Quality Check", "Ongoing Care"].map(
      (title, index) => `Step ${index + 1}: ${title}`,
    ),
  );

  await expectFaqs(page, "Frequently Asked Questions", content.faqs);
  const main = page.getByRole("main");
  await expect(main.getByRole("link", { name: "Book Your Cleaning" }).first()).toHaveAttribute("href", "/booking");
  await expect(main.getByRole("link", { name: "Get Instant Estimate" })).toHaveAttribute("href", "/pricing");
});

test("/deep-clean-douglas-county: checklist, pricing, the 8 cities linked to their pages, FAQs, booking and phone links", async ({
  page,
}) => {
  const content = deepCleanPage(SHIPPED_CORE_FACTS);
  await page.goto("/deep-clean-douglas-county");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(content.headline);
  await expectHead(page, {
    title: content.seo.title,
    crumb: "Deep Cleaning in Douglas County",
    faqs: content.faqs,
    priceRange: PAGE_PRICE_RANGES.deep,
  });

  const checklist = page.getByRole("region", { name: "Our Deep Cleaning Checklist" });
  for (const room of content.checklist) {
    await expect(card(checklist, room.room).getByRole("listitem")).toHaveText([...room.items]);
  }

  const pricing = page.getByRole("region", { name: "Deep Cleaning Pricing" });
  await expect(pricing).toContainText(`$${SERVICES.deep.hourlyRate}/hour per cleaner`);
  await expect(pricing).toContainText(content.pricing.summary);
  await expect(pricing.getByRole("link", { name: "Get an Instant Estimate" })).toHaveAttribute(
    "href",
    "/pricing?serviceType=deep",
  );

  const cities = page.getByRole("region", { name: /Douglas County Communities/ }).getByRole("link");
  await expect(cities).toHaveCount(8);
  for (const [index, area] of content.cities.entries()) {
    await expect(cities.nth(index)).toHaveText(`${area.city}, ${BUSINESS.regionCode}`);
    await expect(cities.nth(index)).toHaveAttribute("href", `/${area.slug}`);
  }

  await expectFaqs(page, "Deep Cleaning FAQs", content.faqs);
  const hero = page.getByRole("main").locator("section").first();
  const book = hero.getByRole("link", { name: /Book Your Deep Clean/ });
  await expect(book).toHaveAttribute("href", "/booking?serviceType=deep");
  await expect(book).not.toHaveAttribute("target", "_blank");
  await expect(hero.getByRole("link", { name: `Call ${BUSINESS.phoneDisplay}` })).toHaveAttribute(
    "href",
    BUSINESS.phoneHref,
  );
});

test("/move-in-out-cleaning-douglas-county: move-out and move-in lists, inclusions and FAQs", async ({ page }) => {
  const content = moveInOutPage(SHIPPED_CORE_FACTS);
  await page.goto("/move-in-out-cleaning-douglas-county");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(content.headline);
  await expectHead(page, {
    title: content.seo.title,
    crumb: "Move In & Move Out Cleaning",
    faqs: content.faqs,
    priceRange: PAGE_PRICE_RANGES.moveInOut,
  });

  await expect(page.getByRole("main")).toContainText(content.fromPriceLabel);
  await expect(page.getByRole("main")).toContainText(`$${SERVICES.moveout.hourlyRate}/hour per cleaner`);
  const lists = page.getByRole("region", { name: "Move-Out and Move-In Cleaning" });
  await expect(card(lists, "Moving Out").getByRole("listitem")).toHaveText([...content.moveOutList]);
  await expect(card(lists, "Moving In").getByRole("listitem")).toHaveText([...content.moveInList]);
  await expect(page.getByRole("region", { name: "Every Move Cleaning Includes" }).getByRole("listitem")).toHaveText([
    ...content.inclusions,
  ]);
  await expectFaqs(page, "Move Cleaning FAQs", content.faqs);
  await expect(page.getByRole("main").getByRole("link", { name: "Book Your Move Cleaning" }).first()).toHaveAttribute(
    "href",
    "/booking?serviceType=moveout",
  );
});

test("/recurring-cleaning-douglas-county: weekly, bi-weekly (most popular) and monthly with catalogue discounts, benefits and FAQs", async ({
  page,
}) => {
  const content = recurringPage(SHIPPED_CORE_FACTS);
  await page.goto("/recurring-cleaning-douglas-county");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(content.headline);
  await expectHead(page, {
    title: content.seo.title,
    crumb: "Recurring Cleaning",
    faqs: content.faqs,
    priceRange: PAGE_PRICE_RANGES.recurring,
  });

  const plans = page.getByRole("region", { name: "Choose Your Cleaning Frequency" });
  for (const frequency of [FREQUENCIES.weekly, FREQUENCIES["bi-weekly"], FREQUENCIES.monthly]) {
    const plan = card(plans, frequency.name);
    const range = frequency.perCleaningRange!;
    await expect(plan).toContainText(`$${range.min}-$${range.max} per cleaning`);
    await expect(plan).toContainText(`Save ${Math.round(frequency.discount * 100)}% on every visit`);
    if (frequency.mostPopular) await expect(plan).toContainText("Most Popular");
    else await expect(plan).not.toContainText("Most Popular");
    await expect(plan.getByRole("link", { name: `Choose ${frequency.name}` })).toHaveAttribute(
      "href",
      `/booking?serviceType=standard&frequency=${frequency.key}`,
    );
  }
  await expect(plans.getByText("Most Popular")).toHaveCount(1);
  await expect(card(plans, FREQUENCIES["bi-weekly"].name)).toContainText("Most Popular");

  const benefits = page
    .getByRole("region", { name: "Benefits of a Recurring Plan" })
    .getByRole("heading", { level: 3 });
  await expect(benefits).toHaveText(content.benefits.map((benefit) => benefit.title));
  await expectFaqs(page, "Recurring Cleaning FAQs", content.faqs);
});

test("every services and landing page has exactly one h1 and headings that never skip a level", async ({ page }) => {
  for (const path of [
    "/services",
    "/services/standard",
    "/services/garage",
    "/services/residential-cleaning",
    "/deep-clean-douglas-county",
    "/move-in-out-cleaning-douglas-county",
    "/recurring-cleaning-douglas-county",
  ]) {
    await page.goto(path);
    await expect(page.getByRole("heading", { level: 1 })).toHaveCount(1);
    await expect(page.getByRole("region", { name: /FAQ|Questions|Add-Ons/ }).first()).toBeVisible();
    const levels = await page
      .locator("main")
      .evaluate((main) => [...main.querySelectorAll("h1, h2, h3, h4")].map((h) => Number(h.tagName[1])));
    levels.reduce((previous, level) => {
      expect(level, `${path}: h${level} after h${previous}`).toBeLessThanOrEqual(previous + 1);
      return level;
    }, 0);
  }
});
