import { expect, test } from "@playwright/test";
import { twMerge } from "tailwind-merge";
import { SERVICE_AREAS } from "#shared/facts/defaults/areas";
import { type SERVICES } from "#shared/facts/defaults/catalog";
import { BLOG_POSTS } from "#shared/content/blog/posts";
import { serviceInCityCopy, servicePage, servicesOverview } from "#shared/content/service-pages";
import { parseServiceAreaDetailSlug } from "#shared/slugs/service-area-detail";
import { resolveSingleSegment } from "#shared/slugs/single-segment";
import { defaultTitle } from "#shared/seo/default-head";
import { type PublicPage, publicPages } from "#shared/site/public-pages";
import { vocabularyProblems } from "../support/schema-vocabulary";
import { SHIPPED_CORE_FACTS } from "../support/site-facts";
import { type PageHtml, readPageHtml } from "./support/page-html";

/**
 * What a crawler without JavaScript gets. Plain HTTP against the production server
 * (no browser), so it runs in one project only.
 */
test.beforeEach(({}, testInfo) => test.skip(testInfo.project.name !== "desktop", "HTTP only: one project is enough"));

const base = () => process.env.E2E_BASE_URL!;
const get = (path: string) => fetch(`${base()}${path}`, { redirect: "manual" });

const STATIC_H1: Record<string, string> = {
  "/": "House Cleaning in Douglas County & South Denver",
  "/services": servicesOverview(SHIPPED_CORE_FACTS).headline,
  "/services/residential-cleaning": "Residential Cleaning, Done the Way You'd Do It Yourself",
  "/deep-clean-douglas-county": "Deep Cleaning in Douglas County",
  "/move-in-out-cleaning-douglas-county": "Move In & Move Out Cleaning in Douglas County",
  "/recurring-cleaning-douglas-county": "Recurring Cleaning That Fits Your Life",
  "/service-areas": "House Cleaning Service Areas",
  "/pricing": "Simple, Honest Cleaning Prices",
  "/booking": "Book a Free Assessment",
  "/reviews": "What Our Clients Say",
  "/about": "A Local Family Business That Treats Your Home Like Ours",
  "/blog": "Cleaning Tips & Insights",
  "/resources": "Cleaning Tools & Guides",
  "/resources/estimate-calculator": "Cleaning Cost Estimate Calculator",
  "/resources/walkthrough-checklist": "Walkthrough Checklist",
  "/resources/frequency-planner": "Cleaning Frequency Planner",
  "/resources/deep-clean-vs-standard": "Deep Clean vs Standard Clean",
  "/legal/privacy": "Privacy Policy",
  "/legal/terms": "Terms of Service",
  "/sitemap": "Sitemap",
  "/faq": "Frequently Asked Questions",
  "/contact": "Get in Touch",
  "/community": "Proud to Be Your Neighbors",
};

/** The h1 and a JSON-LD @type each kind of page must carry. */
function expected(page: PublicPage): { h1: string; jsonLdType: string } {
  const slug = page.path.split("/").at(-1)!;
  switch (page.kind) {
    case "static":
      return {
        h1: STATIC_H1[page.path]!,
        jsonLdType: page.path === "/" ? "HomeAndConstructionBusiness" : "BreadcrumbList",
      };
    case "service":
      return { h1: servicePage(slug as keyof typeof SERVICES, SHIPPED_CORE_FACTS).headline, jsonLdType: "Service" };
    case "city-landing":
      return {
        h1: `Professional House Cleaning in ${SERVICE_AREAS.find((area) => area.slug === slug)!.city}`,
        jsonLdType: "Service",
      };
    case "service-area":
      return {
        h1: `House Cleaning in ${parseServiceAreaDetailSlug(slug, SHIPPED_CORE_FACTS).cityName}, Colorado`,
        jsonLdType: "FAQPage",
      };
    case "service-in-city": {
      const page = resolveSingleSegment(slug, SHIPPED_CORE_FACTS.serviceAreas);
      if (page.kind !== "service-in-city") throw new Error(`${slug} is not a service-in-city page`);
      return { h1: serviceInCityCopy(page.service, page.area.city, SHIPPED_CORE_FACTS).heading, jsonLdType: "Service" };
    }
    case "blog-post":
      return { h1: BLOG_POSTS.find((post) => post.slug === slug)!.title, jsonLdType: "BlogPosting" };
  }
}

test("sitemap.xml lists every public page once under the configured origin, with lastmod for posts", async () => {
  const res = await get("/sitemap.xml");
  expect(res.status).toBe(200);
  expect(res.headers.get("content-type")).toContain("application/xml");
  const xml = await res.text();
  const urls = [...xml.matchAll(/<url><loc>([^<]+)<\/loc>(?:<lastmod>([^<]+)<\/lastmod>)?<\/url>/g)];
  const pages = publicPages(SHIPPED_CORE_FACTS);
  expect(urls.map((url) => new URL(url[1]!).pathname)).toEqual(pages.map((page) => page.path));
  expect(new Set(urls.map((url) => new URL(url[1]!).origin)).size).toBe(1);
  for (const [index, page] of pages.entries()) expect(urls[index]![2]).toBe(page.lastModified);
  expect(
    pages
      .filter((page) => page.kind === "blog-post")
      .every((page) => /^\d{4}-\d{2}-\d{2}$/.test(page.lastModified ?? "")),
  ).toBe(true);
  expect(pages.filter((page) => page.kind === "city-landing")).toHaveLength(13);
});

test("robots.txt points to the sitemap and keeps crawlers out of the admin", async () => {
  const res = await get("/robots.txt");
  expect(res.status).toBe(200);
  const text = await res.text();
  expect(text).toContain("Disallow: /admin\n");
  expect(text).toMatch(/^Sitemap: https?:\/\/[^/]+\/sitemap\.xml$/m);
});

test.describe("every URL in sitemap.xml, fetched without JavaScript", () => {
  for (const page of publicPages(SHIPPED_CORE_FACTS)) {
    test(`${page.path} has its h1, title, description, canonical and JSON-LD`, async () => {
      const sitemap = await (await get("/sitemap.xml")).text();
      const url = new RegExp(`<loc>([^<]+)</loc>`, "g");
      const loc = [...sitemap.matchAll(url)]
        .map((match) => match[1]!)
        .find((candidate) => new URL(candidate).pathname === page.path);
      const res = await get(page.path);
      expect(res.status).toBe(200);
      const html = readPageHtml(await res.text());
      const want = expected(page);
      expect(html.h1s).toEqual([want.h1]);
      expect(html.descriptions).toHaveLength(1);
      expect(html.descriptions[0]!.length).toBeGreaterThanOrEqual(50);
      expect(html.descriptions[0]!.length).toBeLessThanOrEqual(160);
      expect(html.canonicals).toEqual([loc]);
      expect(html.jsonLdTypes).toContain(want.jsonLdType);
      expect(
        html.jsonLd.flatMap((node) => vocabularyProblems(node)),
        "JSON-LD outside schema.org's vocabulary",
      ).toEqual([]);
      expectOneCharsetViewportAndTitle(html);
      expect(conflictingClasses(html.classLists), "utilities that set the same property twice").toEqual([]);
    });
  }
});

/** One charset (where browsers look for it: the first 1024 bytes), one viewport, one title. */
function expectOneCharsetViewportAndTitle(html: PageHtml) {
  expect(html.charsets).toBe(1);
  expect(html.charsetEnd).toBeLessThanOrEqual(1024);
  expect(html.viewports).toBe(1);
  expect(html.titles).toHaveLength(1);
  expect(html.titles[0]!.length).toBeGreaterThan(10);
}

/**
 * Class lists in which one utility would have to win over another (p-6 with p-0): plain CSS
 * order decides that, not the class order, so the site's components never produce them.
 * tailwind-merge names what it would drop.
 */
function conflictingClasses(classLists: string[]): string[] {
  return classLists.flatMap((list) => {
    const classes = list.split(/\s+/).filter(Boolean);
    const kept = new Set(twMerge(list).split(" "));
    const dropped = classes.filter((name) => !kept.has(name));
    return dropped.length > 0 ? [`${dropped.join(" ")} in "${list}"`] : [];
  });
}

test.describe("paths the route table or the slug rules reject get a real 404 with the not-found page", () => {
  const draft = BLOG_POSTS.find((post) => !post.published)!;
  const cases: [path: string, text: string][] = [
    ["/foo/bar", "404 Page Not Found"],
    ["/tips/cleaning", "404 Page Not Found"],
    ["/services/deep/extra", "404 Page Not Found"],
    ["/no-such-page", "Page Not Found"],
    ["/deep-denver", "Page Not Found"],
    ["/denver-co-cleaning", "Service Area Not Found"],
    ["/services/windows", "Service Configuration Error"],
    ["/service-areas/littleton-co", "Service Area Information Not Available"],
    ["/service-areas/monument-co", "Service Area Information Not Available"],
    ["/blog/no-such-article", "Article Not Found"],
    [`/blog/${draft.slug}`, "Article Not Found"],
  ];
  for (const [path, text] of cases) {
    test(`${path} -> 404 "${text}"`, async () => {
      const res = await get(path);
      expect(res.status).toBe(404);
      expect(res.headers.get("content-type")).toContain("text/html");
      const html = readPageHtml(await res.text());
      expect(html.h1s).toEqual([text]);
      expect(html.canonicals).toEqual([]);
      expectOneCharsetViewportAndTitle(html);
    });
  }
});

test.describe("valid pages that are not prerendered", () => {
  test("a non-canonical service prefix shows the same page with the canonical URL", async () => {
    const [canonical, alias] = await Promise.all([get("/deep-clean-parker"), get("/deep-parker")]);
    expect(alias.status).toBe(200);
    const aliasHtml = readPageHtml(await alias.text());
    expect(aliasHtml.h1s).toEqual(["Deep Clean in Parker, Colorado"]);
    expect(aliasHtml.canonicals).toEqual(readPageHtml(await canonical.text()).canonicals);
    expect(new URL(aliasHtml.canonicals[0]!).pathname).toBe("/deep-clean-parker");
  });

  test("/admin and its sub-paths get the SPA shell with 200, never a prerendered page", async () => {
    for (const path of ["/admin", "/admin/posts", "/admin/posts/new"]) {
      const res = await get(path);
      expect(res.status).toBe(200);
      const html = await res.text();
      expect(html).toContain('<div id="root"></div>');
      expect(html).not.toContain("<h1");
    }
  });

  test("a URL with a query string gets the SPA shell, which the browser renders with those parameters", async () => {
    const res = await get("/booking?city=Parker");
    expect(res.status).toBe(200);
    expect(await res.text()).toContain('<div id="root"></div>');
  });

  test("the SPA shell is a complete document: a title (the router's head replaces it), one charset, one viewport", async () => {
    for (const path of ["/admin", "/booking/manage/no-such-token", "/booking?service=deep", "/blog?tag=Pets"]) {
      const html = readPageHtml(await (await get(path)).text());
      expect(html.titles, path).toEqual([defaultTitle(SHIPPED_CORE_FACTS.business)]);
      expectOneCharsetViewportAndTitle(html);
    }
  });

  test("a trailing slash redirects to the page's own address", async () => {
    const res = await get("/about/?ref=x");
    expect(res.status).toBe(301);
    expect(res.headers.get("location")).toBe("/about?ref=x");
  });

  test("unknown API paths still answer JSON 404s", async () => {
    const res = await get("/api/nothing-here");
    expect(res.status).toBe(404);
    expect(res.headers.get("content-type")).toContain("application/json");
  });
});
