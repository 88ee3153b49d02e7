import {
  ADD_ON_LIST,
  EXTRA_SERVICES,
  PRICE_FACTORS,
  RECURRING_FREQUENCIES,
  SERVICE_LIST,
  SIZE_TIERS,
} from "#shared/facts/defaults/catalog";
import { pricingFaqs } from "#shared/content/faq-page";
import { computeEstimate } from "#shared/pricing/compute-estimate";
import { formatRange } from "#shared/pricing/format";
import { ESTIMATE_DEFAULTS } from "#shared/pricing/options";
import { expectFaqOpen, faqQuestions } from "./support/faq-accordion";
import { expect, test } from "./support/fixtures";
import { SHIPPED_FACTS } from "../support/site-facts";

const PRICING_FAQS = pricingFaqs(SHIPPED_FACTS.faqs);

function rangeFor(serviceType: typeof ESTIMATE_DEFAULTS.serviceType): string {
  const { lowCents, highCents } = computeEstimate(SHIPPED_FACTS, { ...ESTIMATE_DEFAULTS, serviceType });
  return formatRange(lowCents, highCents);
}

test("?serviceType=deep preselects the deep clean in the estimate widget", async ({ page }) => {
  await page.goto("/pricing?serviceType=deep");
  const widget = page.getByRole("group", { name: "Instant estimate" });
  await expect(widget.getByLabel("Service type")).toHaveValue("deep");
  await expect(widget.getByTestId("estimate-range")).toHaveText(rangeFor("deep"));
});

test("a service the widget does not offer, or an invalid one, falls back to the defaults", async ({ page }) => {
  for (const serviceType of ["garage", "bogus"]) {
    await page.goto(`/pricing?serviceType=${serviceType}`);
    const widget = page.getByRole("group", { name: "Instant estimate" });
    await expect(widget.getByLabel("Service type")).toHaveValue(ESTIMATE_DEFAULTS.serviceType);
    await expect(widget.getByTestId("estimate-range")).toHaveText(rangeFor(ESTIMATE_DEFAULTS.serviceType));
  }
});

test("service cards show flat rates for standard and garage, hourly rates for deep and move-in/out", async ({
  page,
}) => {
  await page.goto("/pricing");
  const cards = page.getByRole("region", { name: "Service Prices" }).getByRole("listitem");
  await expect(cards).toHaveCount(SERVICE_LIST.length);
  for (const [index, service] of SERVICE_LIST.entries()) {
    const card = cards.nth(index);
    await expect(card.getByRole("heading", { level: 3 })).toHaveText(service.name);
    if (service.priceType === "hourly") {
      await expect(card).toContainText("Hourly");
      await expect(card).toContainText(`$${service.hourlyRate}/hour per cleaner`);
    } else {
      await expect(card).toContainText("Flat rate");
      await expect(card).toContainText(`From $${service.basePrice}`);
    }
    await expect(card.getByRole("link", { name: `Details about ${service.name}` })).toHaveAttribute(
      "href",
      `/services/${service.key}`,
    );
  }
});

test("size tiers, recurring discounts, add-ons and price factors come from the catalogue", async ({ page }) => {
  await page.goto("/pricing");
  const rows = page.getByRole("table").locator("tbody tr");
  await expect(rows).toHaveCount(SIZE_TIERS.length);
  for (const [index, tier] of SIZE_TIERS.entries()) {
    await expect(rows.nth(index)).toContainText(`Up to ${tier.maxSqft.toLocaleString("en-US")} sq ft`);
    await expect(rows.nth(index)).toContainText(`$${tier.price}`);
  }

  for (const frequency of RECURRING_FREQUENCIES) {
    await expect(page.getByText(`Save ${Math.round(frequency.discount * 100)}%`, { exact: true })).toBeVisible();
  }

  const addOns = page.getByRole("region", { name: "Add-Ons & Extra Services" });
  for (const addOn of ADD_ON_LIST)
    await expect(addOns.getByRole("listitem").filter({ hasText: addOn.name })).toContainText(`$${addOn.price}`);
  await expect(addOns).toContainText(`$${EXTRA_SERVICES.closetOrganization.hourlyRate}/hour`);
  await expect(addOns).toContainText(EXTRA_SERVICES.insideCabinets.priceLabel);

  const factors = page.getByRole("region", { name: "What Affects Your Price" });
  await expect(factors).toContainText(`+$${PRICE_FACTORS.extraBedroom}`);
  await expect(factors).toContainText(`+$${PRICE_FACTORS.extraBathroom}`);
  await expect(factors).toContainText(`+$${PRICE_FACTORS.petFriendly}`);
  await expect(factors).toContainText(`±${Math.round(PRICE_FACTORS.conditionAdjustment * 100)}%`);
  await expect(factors).toContainText(`$${PRICE_FACTORS.minimumService}`);
});

test("the pricing FAQ shows with FAQPage and BreadcrumbList structured data", async ({ page }) => {
  await page.goto("/pricing");
  await expect(page.getByRole("heading", { level: 1 })).toHaveCount(1);
  const faq = page.getByRole("region", { name: "Pricing FAQ" });
  await expect(faqQuestions(faq)).toHaveText(PRICING_FAQS.map((item) => item.question));
  await expectFaqOpen(faq, PRICING_FAQS[0]!.question, true);

  await expect(page).toHaveTitle(/Pricing|Prices/);
  await expect(page.locator('link[rel="canonical"][href$="/pricing"]')).toHaveCount(1);
  const jsonLd = (await page.locator('script[type="application/ld+json"]').allTextContents()).map(
    (text) => JSON.parse(text) as { "@type": string; mainEntity?: unknown[] },
  );
  expect(jsonLd.find((data) => data["@type"] === "FAQPage")?.mainEntity).toHaveLength(PRICING_FAQS.length);
  expect(jsonLd.some((data) => data["@type"] === "BreadcrumbList")).toBe(true);
});
