import { mkdirSync } from "node:fs";
import AxeBuilder from "@axe-core/playwright";
import type { Page } from "@playwright/test";
import { expect, test } from "./support/fixtures";
import { useOwnSite } from "./support/own-site";
import { signInAsOwner } from "./support/owner-sign-in";

/**
 * The owner's review desk on a server and database of its own: the suite's other tests count the
 * seeded reviews on the shared server, so adding one there would race them.
 */
/**
 * How long the pages may take to follow a change here. The 2 s goal is held by the integration
 * tests (review-desk.test.ts, two instances) on a quiet process; beside a browser and the
 * suite's other walks on two cores, the whole site's new generation can take longer.
 */
const FOLLOW_MS = 10_000;

test.describe("/admin/reviews: a review the owner adds is on /reviews, and gone once hidden", () => {
  test.setTimeout(120_000);
  const site = useOwnSite("review_desk");

  const AUTHOR = "Morgan E2E";
  const TEXT = "They cleaned the whole house before our open house, and it sold that weekend.";

  /** The /reviews document as the server answers it now (rendered with the reviews in force). */
  const reviewsHtml = async () => (await fetch(`${site().baseUrl}/reviews`)).text();

  async function shoot(page: Page, file: string, width: number) {
    const dir = "/tmp/shots-reviews";
    mkdirSync(dir, { recursive: true });
    await page.screenshot({ path: `${dir}/${file}-${width}.png`, fullPage: true });
  }

  test("add by keyboard, see it on /reviews; hide it, and it is gone from the page and its JSON-LD", async ({
    page,
    consoleErrors,
  }) => {
    const base = site().baseUrl;
    const width = page.viewportSize()!.width;
    await signInAsOwner(page, `${base}/admin/reviews`);
    await expect(page.getByRole("heading", { level: 1, name: "Reviews" })).toBeVisible();
    await expect(page.getByText("3 of 3 featured")).toBeVisible();
    const list = page.getByRole("list", { name: "Reviews, in the order the site shows them" });
    await expect(list.getByRole("listitem")).toHaveCount(10);
    // A fourth cannot be featured: the button of an unfeatured review is off.
    await expect(page.getByRole("button", { name: "Feature the review by Rachel K." })).toBeDisabled();
    const axe = await new AxeBuilder({ page }).withTags(["wcag2a", "wcag2aa"]).analyze();
    expect(axe.violations.map((violation) => violation.id)).toEqual([]);
    await shoot(page, "admin-reviews", width);

    // By keyboard: the add button opens the form with the cursor in its first field.
    await page.getByRole("button", { name: "Add a review" }).focus();
    await page.keyboard.press("Enter");
    await expect(page.getByLabel("Author")).toBeFocused();
    await page.keyboard.type(AUTHOR);
    await page.keyboard.press("Tab");
    await page.keyboard.type("Sedalia, CO");
    await page.getByLabel("Rating").selectOption("4");
    await page.getByLabel("Review text").fill(TEXT);
    await page.getByLabel("Date").fill("2099-01-01");
    await page.getByRole("button", { name: "Add review" }).click();
    await expect(page.getByText("Date cannot be in the future")).toBeVisible();
    // The refusal's 400 is the answer this step expects.
    expect(consoleErrors).toEqual([expect.stringContaining("status of 400")]);
    consoleErrors.length = 0;
    await page.getByLabel("Date").fill("2025-10-01");
    const axeForm = await new AxeBuilder({ page }).withTags(["wcag2a", "wcag2aa"]).analyze();
    expect(axeForm.violations.map((violation) => violation.id)).toEqual([]);
    await shoot(page, "admin-reviews-form", width);
    await page.getByRole("button", { name: "Add review" }).click();
    const row = page.getByRole("article", { name: AUTHOR });
    await expect(row).toBeVisible();
    await expect(list.getByRole("listitem").first()).toContainText(AUTHOR);

    // Every page is rendered again with it: /reviews lists it and counts it.
    await expect.poll(reviewsHtml, { timeout: FOLLOW_MS, intervals: [50] }).toContain(AUTHOR);
    await page.goto(`${base}/reviews`);
    await expect(page.getByRole("heading", { name: AUTHOR })).toBeVisible();
    await expect(page.getByRole("heading", { name: "All Reviews (11)" })).toBeVisible();
    await expect(page.getByText("Based on 11 reviews")).toBeVisible();
    await expect(page.getByTestId("overall-rating")).toHaveText("4.9");
    await shoot(page, "reviews", width);

    // Hidden, it is gone from the page, its counts and its JSON-LD.
    await page.goto(`${base}/admin/reviews`);
    await page.getByRole("button", { name: `Hide the review by ${AUTHOR}` }).click();
    await expect(row.getByText("Hidden")).toBeVisible();
    await expect(page.getByRole("button", { name: `Show the review by ${AUTHOR}` })).toBeFocused();
    await shoot(page, "admin-reviews-hidden", width);
    await expect.poll(reviewsHtml, { timeout: FOLLOW_MS, intervals: [50] }).not.toContain(AUTHOR);
    await page.goto(`${base}/reviews`);
    await expect(page.getByRole("heading", { name: "All Reviews (10)" })).toBeVisible();
    await expect(page.getByText(AUTHOR)).toHaveCount(0);
    const jsonLd = await page.locator('script[type="application/ld+json"]').allTextContents();
    expect(jsonLd.join("")).not.toContain(AUTHOR);
    expect(jsonLd.join("")).toContain('"reviewCount":10');
  });
});
