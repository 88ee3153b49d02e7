import { describe, expect, it } from "vitest";
import { SERVICE_KEYS } from "#shared/catalog/services";
import { publishedPosts } from "#shared/content/blog/posts";
import { NOT_FOUND_SAMPLE_PATHS, notFoundSamplePath } from "#shared/site/not-found-pages";
import { canonicalAliasOf } from "#shared/site/page-aliases";
import { isSitePath, publicPages } from "#shared/site/public-pages";
import { sitePathKind, STATIC_PAGE_PATHS } from "#shared/site/routes";
import { SHIPPED_CORE_FACTS } from "../support/site-facts";

const FACTS = SHIPPED_CORE_FACTS;
const AREAS = FACTS.serviceAreas;

describe("publicPages (what is prerendered and listed in sitemap.xml)", () => {
  const pages = publicPages(FACTS);

  it("holds every static route, service, city, detailed area, service in city and published post once", () => {
    const expected = STATIC_PAGE_PATHS.length + SERVICE_KEYS.length + AREAS.length + FACTS.areaDetailPages.length;
    expect(pages).toHaveLength(expected + SERVICE_KEYS.length * AREAS.length + publishedPosts().length);
    expect(new Set(pages.map((page) => page.path)).size).toBe(pages.length);
  });

  it("lists only paths the route table accepts, each under its canonical spelling", () => {
    for (const { path } of pages) {
      expect(isSitePath(path, FACTS), path).toBe(true);
      expect(canonicalAliasOf(path, AREAS) ?? path, path).toBe(path);
    }
  });

  it("gives posts a lastmod date and nothing else one", () => {
    for (const page of pages) expect(page.lastModified === undefined, page.path).toBe(page.kind !== "blog-post");
  });
});

describe("canonicalAliasOf", () => {
  it("maps other prefixes and spellings of a service-in-city or city page to its canonical path", () => {
    expect(canonicalAliasOf("/deep-parker", AREAS)).toBe("/deep-clean-parker");
    expect(canonicalAliasOf("/move-in-castle-rock", AREAS)).toBe("/move-out-clean-castle-rock");
    expect(canonicalAliasOf("/Parker-co-cleaning", AREAS)).toBe("/parker-co-cleaning");
  });

  it("has nothing for other paths", () => {
    for (const path of ["/", "/about", "/denver-co-cleaning", "/deep-denver", "/services/deep", "/a/b"])
      expect(canonicalAliasOf(path, AREAS), path).toBeUndefined();
  });
});

describe("notFoundSamplePath (which not-found page answers a rejected path)", () => {
  it.each([
    ["/foo/bar", NOT_FOUND_SAMPLE_PATHS.page],
    ["/services/deep/extra", NOT_FOUND_SAMPLE_PATHS.page],
    ["/about/", NOT_FOUND_SAMPLE_PATHS.page],
    ["/no-such-page", NOT_FOUND_SAMPLE_PATHS.singleSegment],
    ["/deep-denver", NOT_FOUND_SAMPLE_PATHS.singleSegment],
    ["/denver-co-cleaning", NOT_FOUND_SAMPLE_PATHS.unknownArea],
    ["/services/windows", NOT_FOUND_SAMPLE_PATHS.service],
    ["/service-areas/littleton-co", NOT_FOUND_SAMPLE_PATHS.serviceArea],
    ["/blog/no-such-post", NOT_FOUND_SAMPLE_PATHS.blogPost],
  ])("%s -> %s", (path, sample) => {
    expect(isSitePath(path, FACTS)).toBe(false);
    expect(notFoundSamplePath(path, AREAS)).toBe(sample);
  });

  it("sitePathKind: a post's address by its shape (the chat links the posts Dove names), nothing else that is not a page", () => {
    expect(sitePathKind("/pricing", FACTS)).toBe("page");
    expect(sitePathKind("/blog/a-post-published-today", FACTS)).toBe("post");
    for (const path of ["/blog/Bad_Slug", "/blog/a/b", "/services/windows", "/no-such-page"])
      expect(sitePathKind(path, FACTS), path).toBeNull();
  });

  it("every sample path is itself rejected and maps to itself", () => {
    for (const sample of Object.values(NOT_FOUND_SAMPLE_PATHS)) {
      expect(isSitePath(sample, FACTS), sample).toBe(false);
      expect(notFoundSamplePath(sample, AREAS)).toBe(sample);
    }
  });
});

describe("the page list follows the published facts", () => {
  const added = { city: "Sedalia", slug: "sedalia-co-cleaning", featured: false, zipCodes: ["80135"] };
  const renamed = AREAS.map((area) =>
    area.city === "Castle Rock" ? { ...area, city: "Castle Butte", slug: "castle-butte-co-cleaning" } : area,
  );
  const published = {
    serviceAreas: [...renamed, added],
    areaDetailPages: FACTS.areaDetailPages.map((slug) =>
      slug === "castle-rock-co-cleaning" ? "castle-butte-co-cleaning" : slug,
    ),
  };
  const paths = publicPages(published).map((page) => page.path);

  it("lists a city added by a publish: its landing, and every service in it", () => {
    expect(publicPages(FACTS).map((page) => page.path)).not.toContain("/sedalia-co-cleaning");
    expect(paths).toContain("/sedalia-co-cleaning");
    for (const path of ["/standard-clean-sedalia", "/deep-clean-sedalia", "/move-out-clean-sedalia"])
      expect(paths).toContain(path);
    expect(paths).toContain("/garage-cleanout-sedalia");
  });

  it("lists a renamed city under its new paths only, the detailed area page included", () => {
    expect(paths).toContain("/castle-butte-co-cleaning");
    expect(paths).toContain("/deep-clean-castle-butte");
    expect(paths).toContain("/service-areas/castle-butte-co");
    expect(paths.filter((path) => /castle-rock(-co)?(-co-cleaning)?$/.test(path))).toEqual([]);
    for (const path of paths) expect(isSitePath(path, published), path).toBe(true);
  });
});
