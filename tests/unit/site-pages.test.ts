import { describe, expect, it } from "vitest";
import { CITIES_WITH_AREA_DETAIL, SERVICE_AREAS } from "#shared/areas/cities";
import { SERVICE_KEYS } from "#shared/catalog/services";
import { publishedPosts } from "#shared/content/blog/posts";
import { NOT_FOUND_SAMPLE_PATHS, notFoundSamplePath } from "#shared/site/not-found-pages";
import { canonicalAliasOf } from "#shared/site/page-aliases";
import { publicPages } from "#shared/site/public-pages";
import { isSitePath, STATIC_PAGE_PATHS } from "#shared/site/routes";

describe("publicPages (what is prerendered and listed in sitemap.xml)", () => {
  const pages = publicPages();

  it("holds every static route, service, city, detailed area, service in city and published post once", () => {
    const expected =
      STATIC_PAGE_PATHS.length + SERVICE_KEYS.length + SERVICE_AREAS.length + CITIES_WITH_AREA_DETAIL.length;
    expect(pages).toHaveLength(expected + SERVICE_KEYS.length * SERVICE_AREAS.length + publishedPosts().length);
    expect(new Set(pages.map((page) => page.path)).size).toBe(pages.length);
  });

  it("lists only paths the route table accepts, each under its canonical spelling", () => {
    for (const { path } of pages) {
      expect(isSitePath(path), path).toBe(true);
      expect(canonicalAliasOf(path) ?? path, path).toBe(path);
    }
  });

  it("gives posts a lastmod date and nothing else one", () => {
    for (const page of pages) expect(page.lastModified === undefined, page.path).toBe(page.kind !== "blog-post");
  });
});

describe("canonicalAliasOf", () => {
  it("maps other prefixes and spellings of a service-in-city or city page to its canonical path", () => {
    expect(canonicalAliasOf("/deep-parker")).toBe("/deep-clean-parker");
    expect(canonicalAliasOf("/move-in-castle-rock")).toBe("/move-out-clean-castle-rock");
    expect(canonicalAliasOf("/Parker-co-cleaning")).toBe("/parker-co-cleaning");
  });

  it("has nothing for other paths", () => {
    for (const path of ["/", "/about", "/denver-co-cleaning", "/deep-denver", "/services/deep", "/a/b"])
      expect(canonicalAliasOf(path), path).toBeUndefined();
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
    expect(isSitePath(path)).toBe(false);
    expect(notFoundSamplePath(path)).toBe(sample);
  });

  it("every sample path is itself rejected and maps to itself", () => {
    for (const sample of Object.values(NOT_FOUND_SAMPLE_PATHS)) {
      expect(isSitePath(sample), sample).toBe(false);
      expect(notFoundSamplePath(sample)).toBe(sample);
    }
  });
});
