import type { Page } from "@playwright/test";
import { expect, test } from "./support/fixtures";

/**
 * Prerendered pages are hydrated, not re-rendered: the h1 React ends up with is the very element
 * the server sent, the page's data comes with the HTML (no tRPC request on load), and the
 * fixture's console check fails the test on any hydration mismatch React reports.
 */
test.beforeEach(async ({ page }) => {
  await page.addInitScript(() => {
    const win = window as unknown as { serverH1?: Element };
    new MutationObserver((_records, observer) => {
      const h1 = document.querySelector("h1");
      if (!h1) return;
      win.serverH1 = h1;
      observer.disconnect();
    }).observe(document, { childList: true, subtree: true });
  });
});

const keptServerH1 = (page: Page) =>
  page.evaluate(() => (window as unknown as { serverH1?: Element }).serverH1 === document.querySelector("h1"));

for (const path of ["/", "/parker-co-cleaning", "/reviews", "/blog/colorado-dust-and-dry-air", "/services/deep", "/deep-parker", "/resources/estimate-calculator"]) {
  test(`${path} hydrates the prerendered HTML without refetching its data`, async ({ page }) => {
    const trpcRequests: string[] = [];
    page.on("request", (request) => {
      if (new URL(request.url()).pathname.startsWith("/trpc")) trpcRequests.push(request.url());
    });
    await page.goto(path);
    expect(await keptServerH1(page)).toBe(true);
    await page.waitForLoadState("networkidle");
    expect(trpcRequests).toEqual([]);
  });
}

test("after hydration, links navigate client-side", async ({ page }) => {
  const documents: string[] = [];
  page.on("request", (request) => {
    if (request.resourceType() === "document") documents.push(request.url());
  });
  await page.goto("/parker-co-cleaning");
  expect(await keptServerH1(page)).toBe(true);
  await page.getByRole("contentinfo").getByRole("link", { name: "Sitemap", exact: true }).click();
  await expect(page).toHaveURL(/\/sitemap$/);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Sitemap");
  await expect(page).toHaveTitle(/^Sitemap/);
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute("href", /\/sitemap$/);
  expect(documents).toHaveLength(1);
});

test("a not-found page is shown once, with one title, and its links work", async ({ page }) => {
  await page.goto("/denver-co-cleaning");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Service Area Not Found");
  await expect(page.locator("title")).toHaveCount(1);
  await expect(page).toHaveTitle(/^Service Area Not Found/);
  await page.getByRole("main").getByRole("link", { name: "Contact Us" }).click();
  await expect(page).toHaveURL(/\/contact$/);
});

test.describe("in a visitor's own time zone and language", () => {
  test.use({ timezoneId: "America/Denver", locale: "es-MX" });

  for (const path of ["/reviews", "/blog/colorado-dust-and-dry-air", "/community"]) {
    test(`${path} hydrates with the dates it was prerendered with`, async ({ page }) => {
      await page.goto(path);
      expect(await keptServerH1(page)).toBe(true);
    });
  }
});
