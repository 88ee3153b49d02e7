import { TESTIMONIALS } from "../../src/shared/content/testimonials";
import { BUSINESS } from "../../src/shared/business/business-info";
import { clientRendered } from "./support/client-rendered";
import { expect, test } from "./support/fixtures";

test("the home page renders from the production build with data from Postgres", async ({ page }) => {
  // The SPA shell, so the testimonials come through tRPC rather than with the prerendered HTML.
  await page.goto(clientRendered("/"));
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  await expect(page).toHaveTitle(new RegExp(BUSINESS.name));
  // Featured testimonials arrive through tRPC from the seeded database.
  const featured = TESTIMONIALS.filter((t) => t.featured);
  for (const testimonial of featured.slice(0, 3)) {
    await expect(page.getByText(testimonial.authorName, { exact: false }).first()).toBeVisible();
  }
});

test("hashed assets are cached for a year and valid pages that are not prerendered get index.html", async ({ request }) => {
  const html = await request.get("/booking?city=Parker");
  expect(html.status()).toBe(200);
  expect(html.headers()["content-type"]).toContain("text/html");
  const script = /src="(\/assets\/[^"]+\.js)"/.exec(await html.text())?.[1];
  expect(script).toBeTruthy();
  const asset = await request.get(script!);
  expect(asset.status()).toBe(200);
  expect(asset.headers()["cache-control"]).toBe("public, max-age=31536000, immutable");
});
