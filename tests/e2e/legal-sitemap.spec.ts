import AxeBuilder from "@axe-core/playwright";
import { BUSINESS } from "#shared/facts/defaults/business";
import type { LegalDocument } from "#shared/content/legal/legal-types";
import { PRIVACY_POLICY_DOCUMENT } from "#shared/content/legal/privacy";
import { TERMS_DOCUMENT } from "#shared/content/legal/terms";
import { expect, test } from "./support/fixtures";

const LEGAL_PAGES: { path: string; document: LegalDocument; sectionCount: number }[] = [
  { path: "/legal/privacy", document: PRIVACY_POLICY_DOCUMENT, sectionCount: 11 },
  { path: "/legal/terms", document: TERMS_DOCUMENT, sectionCount: 14 },
];

test.describe("legal pages", () => {
  for (const { path, document, sectionCount } of LEGAL_PAGES) {
    test(`${path} shows the title, both dates, a table of contents and ${sectionCount} numbered sections in order`, async ({
      page,
    }) => {
      await page.goto(path);
      await expect(page.getByRole("heading", { level: 1, name: document.title })).toBeVisible();
      const dates = page.locator("dl").filter({ hasText: "Effective date" });
      await expect(dates).toContainText(/Effective date:\s*January 1, 2025/);
      await expect(dates).toContainText(/Last updated:\s*January 1, 2025/);

      const article = page.getByRole("article", { name: document.title });
      const headings = await article.getByRole("heading", { level: 2 }).allTextContents();
      expect(headings).toHaveLength(sectionCount);
      expect(headings).toEqual(document.sections.map((section, index) => `${index + 1}. ${section.title}`));

      const toc = page.getByRole("navigation", { name: "Table of contents" });
      const tocLinks = toc.getByRole("link");
      await expect(tocLinks).toHaveCount(sectionCount);
      expect(await tocLinks.evaluateAll((links) => links.map((link) => link.getAttribute("href")))).toEqual(
        document.sections.map((section) => `#${section.id}`),
      );

      const last = document.sections.at(-1)!;
      await toc.getByRole("link", { name: last.title }).click();
      await expect(page).toHaveURL(new RegExp(`${path}#${last.id}$`));
      await expect(page.getByRole("heading", { level: 2, name: last.title })).toBeInViewport();
    });
  }

  test("the privacy policy carries the company phone and email from shared configuration", async ({ page }) => {
    await page.goto("/legal/privacy");
    const contact = page.getByRole("region", { name: /Contact Us/ });
    await expect(contact.getByRole("link", { name: BUSINESS.phoneDisplay })).toHaveAttribute(
      "href",
      BUSINESS.phoneHref,
    );
    await expect(contact.getByRole("link", { name: BUSINESS.email })).toHaveAttribute(
      "href",
      `mailto:${BUSINESS.email}`,
    );
  });
});

/** The sitemap's groups and links, written out here so the page is checked against the spec, not against itself. */
const SITEMAP_SPEC: { group: string; hrefs: string[] }[] = [
  { group: "Main", hrefs: ["/", "/about", "/contact", "/faq"] },
  {
    group: "Services",
    hrefs: [
      "/services",
      "/services/residential-cleaning",
      "/services/standard",
      "/services/deep",
      "/services/moveout",
      "/services/garage",
    ],
  },
  { group: "Pricing & Booking", hrefs: ["/pricing", "/booking"] },
  {
    group: "Service Areas",
    hrefs: [
      "/service-areas",
      "/service-areas/parker-co",
      "/service-areas/castle-rock-co",
      "/service-areas/highlands-ranch-co",
      "/service-areas/littleton-co",
      "/service-areas/lone-tree-co",
    ],
  },
  {
    group: "Resources",
    hrefs: [
      "/resources",
      "/resources/estimate-calculator",
      "/resources/walkthrough-checklist",
      "/resources/frequency-planner",
      "/resources/deep-clean-vs-standard",
    ],
  },
  { group: "Reviews", hrefs: ["/reviews"] },
  { group: "Blog", hrefs: ["/blog"] },
  { group: "Legal", hrefs: ["/legal/privacy", "/legal/terms"] },
];

test.describe("sitemap", () => {
  test("lists every group and link of the spec, in order", async ({ page }) => {
    await page.goto("/sitemap");
    await expect(page.getByRole("heading", { level: 1, name: "Sitemap" })).toBeVisible();
    expect(await page.getByRole("main").getByRole("heading", { level: 2 }).allTextContents()).toEqual(
      SITEMAP_SPEC.map((entry) => entry.group),
    );
    for (const { group, hrefs } of SITEMAP_SPEC) {
      const links = page.getByRole("main").getByRole("navigation", { name: group, exact: true }).getByRole("link");
      expect(await links.evaluateAll((anchors) => anchors.map((anchor) => anchor.getAttribute("href")))).toEqual(hrefs);
    }
  });

  test("every link opens a page that is not the 404", async ({ page, baseURL }) => {
    test.setTimeout(90_000);
    // Third-party embeds (booking form, map) cannot load in tests; answer them empty.
    await page.route(
      (url) => url.origin !== new URL(baseURL!).origin,
      (route) => route.fulfill({ status: 200, body: "" }),
    );
    // As a visitor goes: a link, then Back to the sitemap (in the app, no page load each time).
    await page.goto("/sitemap");
    const sitemapHeading = page.getByRole("heading", { level: 1, name: "Sitemap" });
    for (const { group, hrefs } of SITEMAP_SPEC) {
      for (const href of hrefs) {
        await page
          .getByRole("main")
          .getByRole("navigation", { name: group, exact: true })
          .locator(`a[href="${href}"]`)
          .click();
        await expect(page).toHaveURL(new RegExp(`${href === "/" ? "" : href}/?$`));
        await expect(sitemapHeading, href).toHaveCount(0);
        await expect(page.getByRole("heading", { level: 1 }), href).toBeVisible();
        await expect(page.getByRole("heading", { name: "404 Page Not Found" }), href).toHaveCount(0);
        await page.goBack();
        await expect(sitemapHeading).toBeVisible();
      }
    }
  });

  test("a link navigates in the app, and the bottom buttons go to contact and home", async ({ page }) => {
    await page.goto("/sitemap");
    await page
      .getByRole("main")
      .getByRole("navigation", { name: "Legal" })
      .getByRole("link", { name: "Terms of Service" })
      .click();
    await expect(page).toHaveURL(/\/legal\/terms$/);
    await expect(page.getByRole("heading", { level: 1, name: TERMS_DOCUMENT.title })).toBeVisible();

    await page.goto("/sitemap");
    await page.getByRole("main").getByRole("link", { name: "Contact Us" }).click();
    await expect(page).toHaveURL(/\/contact$/);
    await page.goto("/sitemap");
    await page.getByRole("main").getByRole("link", { name: "Back to Home" }).click();
    await expect(page).toHaveURL(/\/$/);
  });
});

test.describe("legal and sitemap pages are sound", () => {
  for (const path of ["/legal/privacy", "/legal/terms", "/sitemap"]) {
    test(`${path}: one h1, breadcrumb data and no axe violations`, async ({ page }) => {
      await page.goto(path);
      await expect(page.getByRole("heading", { level: 1 })).toHaveCount(1);
      await expect(page.locator('link[rel="canonical"]')).toHaveCount(1);
      await expect(page.locator('link[rel="canonical"]')).toHaveAttribute("href", new RegExp(`${path}$`));
      const jsonLd = (await page.locator('script[type="application/ld+json"]').allTextContents()).map(
        (text) => JSON.parse(text) as { "@type": string },
      );
      expect(jsonLd.map((data) => data["@type"])).toContain("BreadcrumbList");
      const results = await new AxeBuilder({ page }).include("main").withTags(["wcag2a", "wcag2aa"]).analyze();
      expect(
        results.violations.map(
          (violation) => `${violation.id}: ${violation.nodes.map((node) => node.target).join(" ")}`,
        ),
      ).toEqual([]);
    });
  }
});
