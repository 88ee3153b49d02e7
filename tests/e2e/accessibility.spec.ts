import AxeBuilder from "@axe-core/playwright";
import type { Page } from "@playwright/test";
import { STATIC_PAGE_PATHS } from "#shared/site/routes";
import { expect, test } from "./support/fixtures";

/** Pages the other specs already check with axe. */
const CHECKED_ELSEWHERE = new Set<string>([
  "/legal/privacy",
  "/legal/terms",
  "/sitemap",
  "/service-areas",
  "/resources",
  "/resources/walkthrough-checklist",
  "/resources/frequency-planner",
  "/resources/deep-clean-vs-standard",
]);

/**
 * axe on the whole page (header, footer, chat launcher included) for one URL of every route
 * pattern of the spec's table that the other specs do not already check with axe (they also
 * cover /service-areas/{slug} and the /{slug} variants). Every page at phone width, DESKTOP_PAGES at
 * desktop width too.
 */
const PAGES = [
  ...STATIC_PAGE_PATHS.filter((path) => !CHECKED_ELSEWHERE.has(path)),
  "/services/deep",
  "/blog/choosing-a-cleaning-frequency",
  "/tips/cleaning",
];

/**
 * At desktop width, one page of each layout (home, a service, a landing page, pricing, booking, a
 * post, contact, not found): the others share these pages' header, footer and components, which
 * the phone project checks on every page.
 */
const DESKTOP_PAGES = new Set([
  "/",
  "/services/residential-cleaning",
  "/deep-clean-douglas-county",
  "/pricing",
  "/booking",
  "/blog/choosing-a-cleaning-frequency",
  "/contact",
  "/tips/cleaning",
]);

const AXE_TAGS = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "best-practice"];

/** Violations of impact serious or critical, one line each with the offending nodes. */
async function seriousViolations(page: Page): Promise<string[]> {
  // An element mid-fade (Dove's greeting bubble fades in over 200 ms) has no final colours yet:
  // axe would measure its contrast at part opacity.
  await page.waitForFunction(() =>
    document
      .getAnimations()
      .every((animation) => !(animation instanceof CSSTransition) || animation.playState !== "running"),
  );
  const { violations } = await new AxeBuilder({ page }).withTags(AXE_TAGS).analyze();
  return violations
    .filter((violation) => violation.impact === "serious" || violation.impact === "critical")
    .map(
      (violation) =>
        `${violation.impact} ${violation.id}: ${violation.nodes.map((node) => node.target.join(" ")).join(", ")}`,
    );
}

/**
 * Dove's greeting bubble shows a moment after hydration (where it covers nothing) and fades in: it
 * is checked in a state of its own, so its fade never races another page's analysis.
 */
async function hideDoveGreeting(page: Page): Promise<void> {
  await page.addInitScript(() => sessionStorage.setItem("dove-greeting-hidden", "true"));
}

/** Heading levels inside main, in document order. */
async function headingLevels(page: Page): Promise<number[]> {
  return page
    .getByRole("main")
    .locator("h1, h2, h3, h4, h5, h6")
    .evaluateAll((headings) => headings.map((heading) => Number(heading.tagName.slice(1))));
}

test.describe("accessibility of every route pattern", () => {
  for (const path of PAGES) {
    test(`${path}: one h1, no skipped heading level, no serious or critical axe violation`, async ({
      page,
    }, testInfo) => {
      test.skip(testInfo.project.name !== "phone" && !DESKTOP_PAGES.has(path), "its layout is checked on another page");
      await hideDoveGreeting(page);
      await page.goto(path);
      // Data screens settle (skeletons replaced by content) before anything is judged.
      await page.waitForLoadState("networkidle");
      await expect(page.getByRole("main").getByRole("heading", { level: 1 })).toHaveCount(1);
      const levels = await headingLevels(page);
      levels.forEach((level, index) =>
        expect(level - (levels[index - 1] ?? 0), `heading levels ${levels.join(",")}`).toBeLessThanOrEqual(1),
      );
      expect(await seriousViolations(page)).toEqual([]);
    });
  }
});

test.describe("accessibility of interactive states", () => {
  test("the open chat panel", async ({ page }) => {
    await page.goto("/");
    await page.getByRole("button", { name: "Chat with Dove", exact: true }).click();
    const panel = page.getByRole("dialog", { name: "Chat with Dove" });
    await expect(panel.getByRole("log")).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);
  });

  test("Dove's greeting bubble", async ({ page }, testInfo) => {
    // The same bubble at every width; a phone's home page shows it only once scrolled to a blank spot.
    test.skip(testInfo.project.name === "phone", "checked at desktop width, where the home page shows it at once");
    await page.goto("/");
    await expect(page.getByRole("button", { name: /^Hi, I'm Dove!/ })).toBeVisible({ timeout: 10_000 });
    expect(await seriousViolations(page)).toEqual([]);
  });

  test("the open mobile menu", async ({ page }, testInfo) => {
    test.skip(testInfo.project.name === "desktop", "the menu button only shows below the large breakpoint");
    await hideDoveGreeting(page);
    await page.goto("/");
    await page.getByRole("button", { name: "Open menu" }).click();
    await expect(page.getByRole("dialog", { name: "Menu" })).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);
  });

  test("the contact form showing its validation errors", async ({ page }) => {
    await hideDoveGreeting(page);
    await page.goto("/contact");
    await page.getByRole("button", { name: "Send Message" }).click();
    await expect(page.getByText("Name must be at least 2 characters")).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);
  });
});
