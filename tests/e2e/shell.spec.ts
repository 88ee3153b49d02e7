import { OFFER_DISMISSED_KEY } from "#client/components/layout/floating-offer";
import { SERVICE_AREAS } from "#shared/facts/defaults/areas";
import { publishedPosts } from "#shared/content/blog/posts";
import { STATIC_PAGE_PATHS } from "#shared/site/routes";
import type { Page } from "@playwright/test";
import { expect, test } from "./support/fixtures";

const OFFER_SCROLL_STEP = 200;

/**
 * Scrolls to `y` and lets the page settle (where the card first mounts, its first check runs a
 * timer and a frame after React renders it, which is after two frames), then lists the page's visible controls (links, buttons, fields, labels, disclosures) that
 * intersect the offer card's box; null while the card is not shown.
 */
function controlsUnderOfferAt(page: Page, y: number): Promise<string[] | null> {
  return page.evaluate(async (top) => {
    window.scrollTo(0, top);
    const frames = () => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
    await frames();
    await new Promise((resolve) => setTimeout(resolve, 50));
    await frames();
    const seen = { visibilityProperty: true, opacityProperty: true };
    const card = document.querySelector('aside[aria-label="Special offer"]');
    if (!card?.checkVisibility(seen)) return null;
    const box = card.getBoundingClientRect();
    const controls = document.querySelectorAll('a, button, input, select, textarea, summary, [role="button"], label');
    return [...controls]
      .filter((control) => !card.contains(control) && control.checkVisibility(seen))
      .filter((control) => {
        const rect = control.getBoundingClientRect();
        return (
          rect.width > 0 &&
          rect.height > 0 &&
          rect.left < box.right &&
          box.left < rect.right &&
          rect.top < box.bottom &&
          box.top < rect.bottom
        );
      })
      .map((control) => `<${control.tagName.toLowerCase()}> "${control.textContent?.trim().slice(0, 40) ?? ""}"`);
  }, y);
}

/** Scrolls down the page until the offer card shows: where it did, or null if it never does. */
async function scrollUntilOfferShows(page: Page): Promise<number | null> {
  const height = await page.evaluate(() => document.documentElement.scrollHeight);
  for (let y = page.viewportSize()!.height; y < height; y += OFFER_SCROLL_STEP)
    if ((await controlsUnderOfferAt(page, y)) !== null) return y;
  return null;
}

test.describe("site shell", () => {
  test("header highlights the current section, including its sub-pages", async ({ page }, testInfo) => {
    test.skip(
      testInfo.project.name === "phone",
      "the desktop navigation is hidden on phones; the mobile menu is tested below",
    );
    await page.goto("/services/deep");
    const nav = page.getByRole("navigation", { name: "Main" });
    await expect(nav.getByRole("link", { name: "Services" })).toHaveAttribute("aria-current", "page");
    await expect(nav.getByRole("link", { name: "Pricing" })).not.toHaveAttribute("aria-current", "page");
    const book = page.getByRole("banner").getByRole("link", { name: /Book Now/ });
    await expect(book).toHaveAttribute("href", "/booking");
    await expect(book).not.toHaveAttribute("target", "_blank");
    await expect(page.getByRole("banner").getByRole("link", { name: "Get Estimate" })).toHaveAttribute(
      "href",
      "/pricing",
    );
  });

  test("mobile menu traps focus, closes on Escape and when a link is chosen", async ({ page }, testInfo) => {
    test.skip(testInfo.project.name === "desktop", "the menu button only shows below the large breakpoint");
    await page.goto("/");
    await page.getByRole("button", { name: "Open menu" }).click();
    const menu = page.getByRole("dialog", { name: "Menu" });
    await expect(menu).toBeVisible();
    await expect(menu.getByRole("link", { name: "Contact" })).toBeVisible();
    for (let i = 0; i < 15; i++) await page.keyboard.press("Tab");
    expect(await menu.evaluate((el) => el.contains(document.activeElement))).toBe(true);
    await page.keyboard.press("Escape");
    await expect(menu).toBeHidden();

    await page.getByRole("button", { name: "Open menu" }).click();
    await page.getByRole("dialog", { name: "Menu" }).getByRole("link", { name: "FAQ" }).click();
    await expect(page).toHaveURL(/\/faq$/);
    await expect(page.getByRole("dialog", { name: "Menu" })).toBeHidden();
  });

  test("footer links the service pages, the first six city landings and the legal pages", async ({ page }) => {
    await page.goto("/");
    const footer = page.getByRole("contentinfo");
    for (const slug of ["standard", "deep", "moveout", "garage"]) {
      await expect(footer.locator(`a[href="/services/${slug}"]`)).toHaveCount(1);
    }
    for (const area of SERVICE_AREAS.slice(0, 6))
      await expect(footer.locator(`a[href="/${area.slug}"]`)).toHaveCount(1);
    await expect(footer.locator(`a[href="/${SERVICE_AREAS[6]!.slug}"]`)).toHaveCount(0);
    for (const href of ["/services", "/legal/privacy", "/legal/terms", "/sitemap"])
      await expect(footer.locator(`a[href="${href}"]`)).toHaveCount(1);
  });

  test("the skip link moves focus to the main content", async ({ page }) => {
    await page.goto("/about");
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    await page.keyboard.press("Tab");
    const skip = page.getByRole("link", { name: "Skip to main content" });
    await expect(skip).toBeFocused();
    await page.keyboard.press("Enter");
    await expect(page).toHaveURL(/#main-content$/);
    await expect(page.locator("#main-content")).toBeFocused();
  });

  test("floating offer appears past half a screen, hides above it, and a dismissal survives reload", async ({
    page,
  }, testInfo) => {
    test.skip(testInfo.project.name === "phone", "the offer card is for large screens only");
    test.setTimeout(60_000);
    await page.goto("/");
    // Scroll only once the app has rendered: before that the document is too short to scroll.
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    // Laid out hidden while it would cover a control, so found hidden too.
    const offer = page.getByRole("complementary", { name: "Special offer", includeHidden: true });
    const viewportHeight = page.viewportSize()!.height;
    await page.evaluate((y) => window.scrollTo(0, y), viewportHeight * 0.5 - 50);
    await expect(offer).toHaveCount(0);
    await page.evaluate((y) => window.scrollTo(0, y), viewportHeight * 0.5 + 50);
    await expect(offer).toHaveCount(1);
    const link = (name: string) => offer.getByRole("link", { name, includeHidden: true });
    await expect(link("Book a Walkthrough")).toHaveAttribute("href", "/booking");
    await expect(link("See Prices")).toHaveAttribute("href", "/pricing");
    await page.evaluate(() => window.scrollTo(0, 0));
    await expect(offer).toHaveCount(0);

    // Below the threshold it is hidden wherever a control of the page would be under it.
    const shownAt = await scrollUntilOfferShows(page);
    expect(shownAt).not.toBeNull();
    await offer.getByRole("button", { name: "Dismiss offer" }).click();
    await expect(offer).toHaveCount(0);
    expect(await page.evaluate((key) => localStorage.getItem(key), OFFER_DISMISSED_KEY)).toBe("true");
    await page.reload();
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    expect(await controlsUnderOfferAt(page, shownAt!)).toBeNull();
    await page.waitForTimeout(300);
    await expect(offer).toHaveCount(0);
  });

  test("the floating offer never covers a link, button or field, at any scroll position", async ({
    page,
  }, testInfo) => {
    test.setTimeout(90_000);
    const desktop = testInfo.project.name === "desktop";
    for (const path of ["/", "/pricing", "/contact"]) {
      await page.goto(path);
      await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
      const height = await page.evaluate(() => document.documentElement.scrollHeight);
      const covered: string[] = [];
      let shownAt = 0;
      // Phones never show the card: a check per screenful is enough to see that.
      const step = desktop ? OFFER_SCROLL_STEP : page.viewportSize()!.height;
      for (let y = 0; y < height; y += step) {
        const under = await controlsUnderOfferAt(page, y);
        if (under === null) continue;
        shownAt += 1;
        covered.push(...under.map((control) => `${path} at ${y}px: ${control}`));
      }
      expect(covered).toEqual([]);
      // Large screens show it (where it covers nothing); phones never do.
      if (desktop) expect(shownAt, `${path}: the card never showed`).toBeGreaterThan(0);
      else expect(shownAt).toBe(0);
    }
  });

  test("a page the browser renders from the SPA shell has one title, its own", async ({ page }) => {
    await page.goto("/booking?service=deep");
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    await expect(page).toHaveTitle(/^Book a Free In-Home Assessment \| /);
    await expect(page.locator("title")).toHaveCount(1);
  });

  for (const path of ["/tips/cleaning", "/services/deep/extra", "/no/such/page"]) {
    test(`an address outside the route table (${path}) shows the 404 page`, async ({ page }) => {
      await page.goto(path);
      await expect(page.getByRole("heading", { level: 1, name: "404 Page Not Found" })).toBeVisible();
      await expect(page.getByText("The page you're looking for doesn't exist.")).toBeVisible();
      await page.getByRole("link", { name: "Go Home" }).click();
      await expect(page).toHaveURL(/\/$/);
    });
  }

  test("a route change scrolls back to the top", async ({ page }) => {
    await page.goto("/");
    await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
    await page.getByRole("contentinfo").getByRole("link", { name: "Sitemap" }).click();
    await expect(page).toHaveURL(/\/sitemap$/);
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
  });
});

test.describe("layout", () => {
  const pages = [
    ...STATIC_PAGE_PATHS,
    "/services/deep",
    "/service-areas/parker-co",
    "/parker-co-cleaning",
    "/deep-clean-castle-rock",
    `/blog/${publishedPosts()[0]!.slug}`,
  ];

  test("no page scrolls sideways on a 360 px phone", async ({ page }, testInfo) => {
    test.skip(testInfo.project.name === "desktop", "a phone-width check");
    test.setTimeout(120_000);
    await page.setViewportSize({ width: 360, height: 780 });
    const overflowing: string[] = [];
    for (const path of pages) {
      await page.goto(path);
      await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
      const width = await page.evaluate(() => document.documentElement.scrollWidth);
      if (width > 360) overflowing.push(`${path}: ${width}px`);
    }
    expect(overflowing).toEqual([]);
  });
});
