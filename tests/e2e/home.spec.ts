import type { Page } from "@playwright/test";
import pg from "pg";
import { SERVICE_AREAS } from "#shared/facts/defaults/areas";
import { BUSINESS } from "#shared/facts/defaults/business";
import { homeFaqs } from "#shared/content/faq-page";
import { SERVICE_GALLERY_CAPTIONS } from "#shared/content/service-gallery";
import { SAMPLE_TESTIMONIALS } from "#shared/content/sample-testimonials";
import { computeEstimate } from "#shared/pricing/compute-estimate";
import { formatRange } from "#shared/pricing/format";
import { ESTIMATE_DEFAULTS } from "#shared/pricing/options";
import { expectFaqOpen, faqQuestions, faqSummary } from "./support/faq-accordion";
import { expect, test } from "./support/fixtures";
import { clientRendered } from "./support/client-rendered";
import { SHIPPED_COPY, SHIPPED_FACTS } from "../support/site-facts";

const HOME_FAQS = homeFaqs(SHIPPED_FACTS.faqs);

/** The business's third-party URLs are fictional (example.com): serve them empty instead of failing DNS. */
async function stubFictionalThirdParties(page: Page) {
  await page.route(
    (url) => url.hostname.endsWith(".example.com"),
    (route) => route.fulfill({ status: 200, contentType: "text/html", body: "<title>Map</title>" }),
  );
}

/** The featured testimonials the home page should show, read straight from the database. */
async function featuredFromDatabase(): Promise<{ author_name: string; body: string }[]> {
  const client = new pg.Client({ connectionString: process.env.E2E_DATABASE_URL });
  await client.connect();
  try {
    const { rows } = await client.query<{ author_name: string; body: string }>(
      "SELECT author_name, body FROM testimonials WHERE featured ORDER BY published_at DESC, id ASC LIMIT 3",
    );
    return rows;
  } finally {
    await client.end();
  }
}

const testimonialsSection = (page: Page) => page.getByRole("region", { name: "What Our Neighbors Say" });

test.beforeEach(async ({ page }) => {
  await stubFictionalThirdParties(page);
});

test("featured testimonials come from the database, three at most", async ({ page }) => {
  const rows = await featuredFromDatabase();
  expect(rows).toHaveLength(3);
  await page.goto("/");
  const cards = testimonialsSection(page).getByRole("listitem");
  await expect(cards).toHaveCount(3);
  for (const [index, row] of rows.entries()) {
    await expect(cards.nth(index)).toContainText(row.author_name);
    await expect(cards.nth(index)).toContainText(row.body);
  }
});

test("the built-in samples show when the featured list comes back empty", async ({ page }) => {
  // The home page's loader asks for its facts and the testimonials in one batch: only the
  // testimonials' answer is emptied.
  await page.route("**/trpc/**", async (route) => {
    const url = new URL(route.request().url());
    const index = url.pathname.slice("/trpc/".length).split(",").indexOf("testimonials.list");
    if (index < 0) return route.continue();
    const empty = { result: { data: [] } };
    if (!url.searchParams.has("batch")) return route.fulfill({ status: 200, json: empty });
    const response = await route.fetch();
    const answers = (await response.json()) as unknown[];
    answers[index] = empty;
    return route.fulfill({ response, json: answers });
  });
  await page.goto(clientRendered("/"));
  const cards = testimonialsSection(page).getByRole("listitem");
  await expect(cards).toHaveCount(SAMPLE_TESTIMONIALS.length);
  for (const [index, sample] of SAMPLE_TESTIMONIALS.entries()) {
    await expect(cards.nth(index)).toContainText(sample.authorName);
    await expect(cards.nth(index)).toContainText(sample.body);
  }
});

test("the FAQ accordion opens its first question and toggles items independently", async ({ page }) => {
  await page.goto("/");
  const faq = page.getByRole("region", { name: "Frequently Asked Questions" });
  const question = (index: number) => HOME_FAQS[index]!.question;
  await expect(faqQuestions(faq)).toHaveText(HOME_FAQS.map((item) => item.question));

  await expectFaqOpen(faq, question(0), true);
  for (let index = 1; index < HOME_FAQS.length; index++) await expectFaqOpen(faq, question(index), false);

  await faqSummary(faq, question(1)).click();
  await expectFaqOpen(faq, question(0), true);
  await expectFaqOpen(faq, question(1), true);

  await faqSummary(faq, question(0)).click();
  await expectFaqOpen(faq, question(0), false);
  await expectFaqOpen(faq, question(1), true);
  await expect(faq.getByRole("link", { name: "See All FAQs" })).toHaveAttribute("href", "/faq");
});

test("the service-area map is a titled frame, loaded on request, beside links to all 13 city pages", async ({
  page,
}) => {
  await page.goto("/");
  const map = page.locator("iframe");
  await expect(map).toHaveCount(0);
  await expect(page.getByRole("link", { name: /View on Google Maps/ })).toHaveAttribute("href", BUSINESS.mapUrl);
  await page.getByRole("button", { name: "Show the map" }).click();
  await expect(map).toHaveCount(1);
  await expect(map).toHaveAttribute("src", BUSINESS.mapEmbedUrl);
  expect((await map.getAttribute("title"))?.trim()).toBeTruthy();

  const areas = page.getByRole("navigation", { name: "Communities we serve" }).getByRole("link");
  await expect(areas).toHaveCount(SERVICE_AREAS.length);
  for (const [index, area] of SERVICE_AREAS.entries()) {
    await expect(areas.nth(index)).toHaveText(area.city);
    await expect(areas.nth(index)).toHaveAttribute("href", `/${area.slug}`);
  }
});

test("hero, widget, values, services, results and the final call to action are all there", async ({ page }) => {
  await page.goto("/");
  await expect(page.getByRole("heading", { level: 1 })).toHaveCount(1);

  const book = page.getByRole("link", { name: /^Book a Free Assessment/ }).first();
  await expect(book).toHaveAttribute("href", "/booking");
  await expect(book).not.toHaveAttribute("target", "_blank");
  await expect(page.getByRole("link", { name: "Get Instant Estimate" })).toHaveAttribute("href", "/pricing");

  const { lowCents, highCents } = computeEstimate(SHIPPED_FACTS, ESTIMATE_DEFAULTS);
  await expect(page.getByRole("group", { name: "Instant estimate" }).getByTestId("estimate-range")).toHaveText(
    formatRange(lowCents, highCents),
  );

  for (const value of SHIPPED_COPY.team.whyChooseUs)
    await expect(page.getByRole("heading", { level: 3, name: value.title })).toBeVisible();

  const services = page.getByRole("region", { name: "Cleaning for Every Stage of Home Life" });
  for (const key of ["standard", "deep", "moveout"] as const) {
    await expect(services.locator(`a[href="/services/${key}"]`)).toHaveCount(1);
    await expect(page.getByText(SERVICE_GALLERY_CAPTIONS[key][0]!)).toBeVisible();
  }

  const cta = page.getByRole("region", { name: "Ready for a cleaner home?" });
  await expect(cta.getByRole("link", { name: BUSINESS.phoneDisplay })).toHaveAttribute("href", BUSINESS.phoneHref);
  await expect(cta.getByRole("link", { name: /^Book a Free Assessment/ })).toHaveAttribute("href", "/booking");

  await expect(page).toHaveTitle(new RegExp(BUSINESS.name));
  const jsonLd = (await page.locator('script[type="application/ld+json"]').allTextContents()).map(
    (text) => JSON.parse(text) as { "@type": string; mainEntity?: unknown[] },
  );
  const faqPage = jsonLd.find((data) => data["@type"] === "FAQPage");
  expect(faqPage?.mainEntity).toHaveLength(HOME_FAQS.length);
});

test("when the map provider does not answer, the page never loads the frame on its own and shows no error", async ({
  page,
}) => {
  const mapRequests: string[] = [];
  await page.route(new URL(BUSINESS.mapEmbedUrl).origin + "/**", (route) => {
    mapRequests.push(route.request().url());
    return route.abort("namenotresolved");
  });
  await page.goto("/");
  const section = page.locator("#service-area");
  await section.scrollIntoViewIfNeeded();
  await expect(section.getByRole("button", { name: "Show the map" })).toBeVisible();
  await expect(section.getByRole("link", { name: /View on Google Maps/ })).toBeVisible();
  await expect(section.locator("iframe")).toHaveCount(0);
  await page.waitForLoadState("networkidle");
  expect(mapRequests).toEqual([]);
});
