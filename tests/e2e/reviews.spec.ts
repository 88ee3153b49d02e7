import type { Page, Route } from "@playwright/test";
import pg from "pg";
import { BUSINESS, REVIEWS_PAGE_SUMMARY } from "#shared/facts/defaults/business";
import { expect, test } from "./support/fixtures";
import { clientRendered } from "./support/client-rendered";

interface ReviewRow {
  author_name: string;
  rating: number;
  source: string;
}

async function seededReviews(): Promise<ReviewRow[]> {
  const client = new pg.Client({ connectionString: process.env.E2E_DATABASE_URL });
  await client.connect();
  try {
    const { rows } = await client.query<ReviewRow>(
      "select author_name, rating, source from testimonials where not hidden",
    );
    return rows;
  } finally {
    await client.end();
  }
}

const LIST_CALL = "**/trpc/testimonials.list**";

/** One tRPC batch response entry per procedure named in the request path. */
function batchSize(route: Route): number {
  const procedures = new URL(route.request().url()).pathname.split("/trpc/")[1] ?? "";
  return procedures.split(",").length;
}

async function answerList(page: Page, status: number, entry: object) {
  await page.route(LIST_CALL, (route) =>
    route.fulfill({
      status,
      contentType: "application/json",
      body: JSON.stringify(Array.from({ length: batchSize(route) }, () => entry)),
    }),
  );
}

test.describe("/reviews", () => {
  test("lists every seeded testimonial with stars, author, location, date and a Google badge for Google reviews", async ({
    page,
  }) => {
    const rows = await seededReviews();
    expect(rows.length).toBeGreaterThan(0);
    await page.goto("/reviews");

    await expect(page.getByRole("heading", { level: 2, name: `All Reviews (${rows.length})` })).toBeVisible();
    const cards = page.getByRole("article");
    await expect(cards).toHaveCount(rows.length);
    for (const row of rows) {
      await expect(
        cards.filter({ has: page.getByRole("heading", { name: row.author_name, exact: true }) }),
      ).toHaveCount(1);
    }
    await expect(cards.filter({ has: page.getByText("Google", { exact: true }) })).toHaveCount(
      rows.filter((row) => row.source === "google").length,
    );
    await expect(cards.first().getByRole("img", { name: /out of 5 stars/ })).toBeVisible();
    await expect(cards.first().locator("time")).toHaveText(/^[A-Z][a-z]+ \d{1,2}, \d{4}$/);
  });

  test("sets the canonical URL and breadcrumb data and fits the screen", async ({ page }) => {
    await page.goto("/reviews");
    await expect(page.getByRole("article").first()).toBeVisible();
    await expect(page.locator('link[rel="canonical"][href$="/reviews"]')).toHaveCount(1);
    const jsonLd = await page.locator('script[type="application/ld+json"]').allTextContents();
    expect(jsonLd.map((text) => JSON.parse(text)["@type"])).toContain("BreadcrumbList");
    expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(0);
  });

  test("the rating breakdown counts the fetched reviews per star", async ({ page }) => {
    const rows = await seededReviews();
    await page.goto("/reviews");
    const breakdown = page.getByRole("list", { name: "Rating Breakdown" });
    await expect(breakdown.getByRole("listitem")).toHaveCount(5);
    for (const stars of [5, 4, 3, 2, 1]) {
      const count = rows.filter((row) => row.rating === stars).length;
      await expect(page.getByTestId(`rating-row-${stars}`)).toHaveText(
        `${stars} ${stars === 1 ? "star" : "stars"}:${count} ${count === 1 ? "review" : "reviews"}`,
      );
    }
  });

  test("the breakdown and list follow whatever the server returns", async ({ page }) => {
    const review = (id: string, rating: number, source: string) => ({
      id,
      authorName: `Reviewer ${id}`,
      authorLocation: "Parker, CO",
      rating,
      body: `Review body ${id}`,
      publishedAt: "2024-05-14",
      source,
    });
    const data = [
      review("a", 5, "google"),
      review("b", 5, "facebook"),
      review("c", 4, "google"),
      review("d", 2, "website"),
    ];
    await answerList(page, 200, { result: { data } });
    await page.goto(clientRendered("/reviews"));

    await expect(page.getByRole("heading", { level: 2, name: "All Reviews (4)" })).toBeVisible();
    const expected = { 5: "2 reviews", 4: "1 review", 3: "0 reviews", 2: "1 review", 1: "0 reviews" };
    for (const [stars, count] of Object.entries(expected)) {
      await expect(page.getByTestId(`rating-row-${stars}`)).toContainText(count);
    }
    await expect(page.getByRole("article").filter({ has: page.getByText("Google", { exact: true }) })).toHaveCount(2);
    await expect(page.getByRole("article").filter({ hasText: "Reviewer a" }).locator("time")).toHaveText(
      "May 14, 2024",
    );
  });

  test("shows a loading skeleton until the reviews arrive", async ({ page }) => {
    let release: () => void = () => undefined;
    const released = new Promise<void>((resolve) => (release = resolve));
    await page.route(LIST_CALL, async (route) => {
      await released;
      await route.continue();
    });
    await page.goto(clientRendered("/reviews"));
    await expect(page.getByRole("status", { name: "Loading" }).getByTestId("skeleton-card")).toHaveCount(6);
    release();
    await expect(page.getByRole("article").first()).toBeVisible();
    await expect(page.getByRole("status", { name: "Loading" })).toHaveCount(0);
  });

  test("shows the rating summary of the visible reviews, the claimed rates and the leave-review link", async ({
    page,
  }) => {
    const reviews = await seededReviews();
    const mean = reviews.reduce((sum, review) => sum + review.rating, 0) / reviews.length;
    await page.goto("/reviews");
    await expect(page.getByTestId("overall-rating")).toHaveText((Math.round(mean * 10) / 10).toFixed(1));
    await expect(page.getByText(`Based on ${reviews.length} reviews`)).toBeVisible();
    await expect(page.getByText(`${REVIEWS_PAGE_SUMMARY.recommendPercent}%`, { exact: true })).toBeVisible();
    await expect(page.getByText(`${REVIEWS_PAGE_SUMMARY.repeatCustomerPercent}%`, { exact: true })).toBeVisible();
    const leaveReview = page.getByRole("link", { name: /Leave a Review/ }).first();
    await expect(leaveReview).toHaveAttribute("href", BUSINESS.googleReviewsUrl);
    await expect(leaveReview).toHaveAttribute("target", "_blank");
  });

  test("shows the empty state when there are no reviews", async ({ page }) => {
    await answerList(page, 200, { result: { data: [] } });
    await page.goto(clientRendered("/reviews"));
    await expect(page.getByRole("heading", { name: "No Reviews Yet" })).toBeVisible();
    await expect(page.getByText("Be the first to leave us a review!")).toBeVisible();
    await expect(page.getByRole("article")).toHaveCount(0);
  });

  test("shows the error state when loading fails, and Retry reloads", async ({ page, consoleErrors }) => {
    await answerList(page, 500, {
      error: {
        message: "Internal server error",
        code: -32603,
        data: { code: "INTERNAL_SERVER_ERROR", httpStatus: 500, path: "testimonials.list" },
      },
    });
    await page.goto(clientRendered("/reviews"));
    const alert = page.getByRole("alert");
    await expect(alert.getByRole("heading", { name: "Unable to Load Reviews" })).toBeVisible();
    await expect(alert).toContainText("We're having trouble loading our reviews. Please try again later.");

    await page.unroute(LIST_CALL);
    await alert.getByRole("button", { name: "Retry" }).click();
    await expect(page.getByRole("article").first()).toBeVisible();

    // The 500 is the only console error, and it is expected here.
    expect(consoleErrors).toEqual([expect.stringContaining("status of 500")]);
    consoleErrors.length = 0;
  });
});
