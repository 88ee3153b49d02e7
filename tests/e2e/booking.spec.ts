import type { Page } from "@playwright/test";
import { BUSINESS } from "#shared/business/business-info";
import { BOOKING_POLICY } from "#shared/business/policies";
import { computeEstimate } from "#shared/pricing/compute-estimate";
import type { EstimateInput } from "#shared/pricing/estimate-input";
import { formatRange } from "#shared/pricing/format";
import { EMBED_RENDER_TIMEOUT_MS } from "#client/features/booking/use-booking-embed";
import { expect, test } from "./support/fixtures";

const PROVIDER_URLS = [BUSINESS.bookingEmbed.scriptUrl, BUSINESS.bookingEmbed.stylesheetUrl];
const FALLBACK_HEADING = "The booking form didn't load here";

/** Serves the provider's files with the given script body (and an empty stylesheet); returns the URLs requested. */
async function serveProvider(page: Page, script: string): Promise<string[]> {
  const requested: string[] = [];
  for (const url of PROVIDER_URLS) {
    await page.route(url, (route) => {
      requested.push(url);
      const isScript = url === BUSINESS.bookingEmbed.scriptUrl;
      return route.fulfill({
        status: 200,
        contentType: isScript ? "text/javascript" : "text/css",
        body: isScript ? script : "",
      });
    });
  }
  return requested;
}

test.describe("/booking", () => {
  test("shows the fallback with the phone and the booking link when the provider's files fail to load", async ({
    page,
    consoleErrors,
  }) => {
    const requested: string[] = [];
    for (const url of PROVIDER_URLS) {
      await page.route(url, (route) => {
        requested.push(url);
        return route.abort("internetdisconnected");
      });
    }
    await page.goto("/booking");

    // The load error shows the fallback at once, without waiting for the render timeout.
    const fallback = page.getByRole("status").filter({ hasText: FALLBACK_HEADING });
    await expect(fallback).toBeVisible({ timeout: EMBED_RENDER_TIMEOUT_MS - 1_000 });
    const bookingLink = fallback.getByRole("link", { name: /Open the booking form/ });
    await expect(bookingLink).toHaveAttribute("href", BUSINESS.bookingUrl);
    await expect(bookingLink).toHaveAttribute("target", "_blank");
    await expect(
      fallback.getByRole("link", { name: new RegExp(BUSINESS.phoneDisplay.replace(/[()]/g, "\\$&")) }),
    ).toHaveAttribute("href", BUSINESS.phoneHref);
    expect(requested.sort()).toEqual([...PROVIDER_URLS].sort());

    // The failed loads are the only console errors, and they are expected here.
    expect(consoleErrors.every((message) => message.includes("Failed to load resource"))).toBe(true);
    consoleErrors.length = 0;
  });

  test("falls back when the provider's script loads but renders no form in time", async ({ page }) => {
    await serveProvider(page, "");
    await page.goto("/booking");
    await expect(page.getByRole("status", { name: "Loading the booking form" })).toBeVisible();
    await expect(page.getByRole("heading", { name: FALLBACK_HEADING })).toBeVisible({
      timeout: EMBED_RENDER_TIMEOUT_MS + 5_000,
    });
    await expect(page.getByRole("status", { name: "Loading the booking form" })).toHaveCount(0);
  });

  test("shows the provider's form, and no fallback, when the provider renders into its container", async ({ page }) => {
    await serveProvider(
      page,
      `document.currentScript.parentElement.insertAdjacentHTML("beforeend", '<form aria-label="Work request"><label>Your name <input name="name"></label></form>');`,
    );
    await page.goto("/booking");
    const form = page.getByTestId("booking-embed").getByRole("form", { name: "Work request" });
    await expect(form).toBeVisible();
    await expect(form.getByLabel("Your name")).toBeEditable();
    await page.waitForTimeout(EMBED_RENDER_TIMEOUT_MS + 500);
    await expect(page.getByRole("heading", { name: FALLBACK_HEADING })).toHaveCount(0);
    await expect(form).toBeVisible();
  });

  test("states the booking notice and shows the phone", async ({ page }) => {
    await serveProvider(page, "");
    await page.goto("/booking");
    await expect(page.getByRole("heading", { level: 1, name: "Book a Free Assessment" })).toBeVisible();
    await expect(
      page.getByText(`${BOOKING_POLICY.bookingNoticeHours}-hour notice is typically required`),
    ).toBeVisible();
    await expect(page.locator(`main a[href="${BUSINESS.phoneHref}"]`).first()).toBeVisible();
    // With nothing passed in, the summary card points to the instant estimate.
    await expect(page.getByRole("heading", { name: "Your Request", exact: true })).toBeVisible();
    await expect(page.getByRole("main").getByRole("link", { name: "Get Instant Estimate" })).toHaveAttribute(
      "href",
      "/pricing",
    );
  });

  test("sets the canonical URL and breadcrumb data and fits the screen", async ({ page }) => {
    await serveProvider(page, "");
    await page.goto("/booking?city=Parker");
    await expect(page.locator('link[rel="canonical"][href$="/booking"]')).toHaveCount(1);
    const jsonLd = await page.locator('script[type="application/ld+json"]').allTextContents();
    expect(jsonLd.map((text) => JSON.parse(text)["@type"])).toContain("BreadcrumbList");
    expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(0);
  });

  test("re-prices the estimate it arrives with using the shared engine", async ({ page }) => {
    await serveProvider(page, "");
    const input: EstimateInput = { sqft: 2250, bedrooms: 3, bathrooms: 2, pets: true, serviceType: "deep", addOns: [] };
    const { lowCents, highCents } = computeEstimate(input);
    await page.goto("/booking?sqft=2250&bedrooms=3&bathrooms=2&pets=true&serviceType=deep");
    await expect(page.getByTestId("booking-estimate-range")).toHaveText(formatRange(lowCents, highCents));
    const summary = page.getByRole("definition");
    await expect(summary.filter({ hasText: "Deep Clean" })).toBeVisible();
    await expect(summary.filter({ hasText: "2,250 sq ft" })).toBeVisible();
  });

  test("includes add-ons and the recurring discount in the estimate", async ({ page }) => {
    await serveProvider(page, "");
    const input: EstimateInput = {
      sqft: 1750,
      bedrooms: 2,
      bathrooms: 2,
      pets: false,
      serviceType: "standard",
      addOns: ["oven", "fridge"],
      frequency: "weekly",
    };
    const { lowCents, highCents } = computeEstimate(input);
    const addOns = encodeURIComponent(JSON.stringify(input.addOns));
    await page.goto(
      `/booking?sqft=1750&bedrooms=2&bathrooms=2&pets=false&serviceType=standard&addOns=${addOns}&frequency=weekly`,
    );
    await expect(page.getByTestId("booking-estimate-range")).toHaveText(formatRange(lowCents, highCents));
    await expect(page.getByRole("definition").filter({ hasText: "Weekly" })).toBeVisible();
  });

  test("shows the service type alone when the estimate is incomplete", async ({ page }) => {
    await serveProvider(page, "");
    await page.goto("/booking?serviceType=moveout&sqft=2000");
    await expect(page.getByRole("definition").filter({ hasText: "Move In/Out Clean" })).toBeVisible();
    await expect(page.getByTestId("booking-estimate-range")).toHaveCount(0);
  });

  test("shows the city the visitor arrived with, and only cities we serve", async ({ page }) => {
    await serveProvider(page, "");
    await page.goto("/booking?city=Parker");
    await expect(page.getByRole("heading", { name: "Booking for Parker" })).toBeVisible();

    await page.goto("/booking?city=Gotham");
    await expect(page.getByRole("heading", { name: "Your Request", exact: true })).toBeVisible();
    await expect(page.getByText("Gotham")).toHaveCount(0);
  });
});
