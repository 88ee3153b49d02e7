import { describe, expect, it } from "vitest";
import type { ServiceArea } from "#shared/areas/service-area";
import { SERVICE_KEYS } from "#shared/catalog/services";
import { CITY_LANDING_SUFFIX, cityLandingPath, parseCityLandingSlug } from "#shared/slugs/city-landing";
import { slugifyCityName } from "#shared/slugs/city-name";
import {
  parseServiceAreaDetailSlug,
  serviceAreaDetailPath,
  serviceAreaDetailSlug,
} from "#shared/slugs/service-area-detail";
import { SERVICE_PREFIXES, parseServiceInCitySlug, serviceInCityPath } from "#shared/slugs/service-in-city";
import { parseServiceSlug } from "#shared/slugs/service-page";
import { isKnownSingleSegment, resolveSingleSegment } from "#shared/slugs/single-segment";
import { SHIPPED_CORE_FACTS } from "../support/site-facts";

/** The cities of the shipped facts (revision 1). */
const AREAS = SHIPPED_CORE_FACTS.serviceAreas;

function areaNamed(city: string): ServiceArea {
  const area = AREAS.find((candidate) => candidate.city === city);
  if (!area) throw new Error(`no area ${city}`);
  return area;
}

describe("city landing slugs", () => {
  it("agree with the slugs in cities.ts", () => {
    for (const area of AREAS) expect(area.slug).toBe(`${slugifyCityName(area.city)}${CITY_LANDING_SUFFIX}`);
  });

  it.each(AREAS.map((area) => [area.slug, area.city]))("%s -> %s", (slug, city) => {
    expect(parseCityLandingSlug(slug, AREAS)).toEqual({ ok: true, area: areaNamed(city) });
  });

  it("builds paths", () => {
    expect(cityLandingPath(areaNamed("Parker"))).toBe("/parker-co-cleaning");
    expect(cityLandingPath(areaNamed("The Pinery"))).toBe("/the-pinery-co-cleaning");
  });

  it("matches case-insensitively", () => {
    expect(parseCityLandingSlug("Castle-Rock-CO-Cleaning", AREAS)).toEqual({
      ok: true,
      area: areaNamed("Castle Rock"),
    });
  });

  it.each(["parker-cleaning", "parker", "parker-co", "-co-cleaning", "co-cleaning", ""])(
    "%o is missing the suffix",
    (slug) => {
      expect(parseCityLandingSlug(slug, AREAS)).toEqual({ ok: false, reason: "missing-suffix" });
    },
  );

  it("names a city outside the list", () => {
    expect(parseCityLandingSlug("boulder-co-cleaning", AREAS)).toEqual({
      ok: false,
      reason: "unknown-city",
      cityName: "Boulder",
    });
    expect(parseCityLandingSlug("littleton-co-cleaning", AREAS)).toEqual({
      ok: false,
      reason: "unknown-city",
      cityName: "Littleton",
    });
    expect(parseCityLandingSlug("colorado-springs-co-cleaning", AREAS)).toEqual({
      ok: false,
      reason: "unknown-city",
      cityName: "Colorado Springs",
    });
  });
});

describe("service-area detail slugs", () => {
  it("lower-cases the city and replaces the first space", () => {
    expect(serviceAreaDetailSlug("Parker")).toBe("parker-co");
    expect(serviceAreaDetailSlug("Castle Rock")).toBe("castle-rock-co");
    expect(serviceAreaDetailSlug("The Pinery")).toBe("the-pinery-co");
    expect(serviceAreaDetailPath("Highlands Ranch")).toBe("/service-areas/highlands-ranch-co");
  });

  it("replaces only the first space, as the spec's rule says", () => {
    expect(serviceAreaDetailSlug("Greenwood Village East")).toBe("greenwood-village east-co");
  });

  it("round-trips every one of the 13 cities", () => {
    for (const area of AREAS) {
      const parsed = parseServiceAreaDetailSlug(serviceAreaDetailSlug(area.city), SHIPPED_CORE_FACTS);
      expect(parsed).toMatchObject({ cityName: area.city, area });
    }
  });

  it("has detailed data only for Parker, Castle Rock and Aurora", () => {
    expect(parseServiceAreaDetailSlug("castle-rock-co", SHIPPED_CORE_FACTS)).toEqual({
      status: "detail",
      cityName: "Castle Rock",
      area: areaNamed("Castle Rock"),
    });
    expect(parseServiceAreaDetailSlug("parker-co", SHIPPED_CORE_FACTS).status).toBe("detail");
    expect(parseServiceAreaDetailSlug("aurora-co", SHIPPED_CORE_FACTS).status).toBe("detail");
    expect(parseServiceAreaDetailSlug("the-pinery-co", SHIPPED_CORE_FACTS)).toEqual({
      status: "no-detail",
      cityName: "The Pinery",
      area: areaNamed("The Pinery"),
    });
    expect(parseServiceAreaDetailSlug("highlands-ranch-co", SHIPPED_CORE_FACTS).status).toBe("no-detail");
  });

  it("reports cities outside the 13, e.g. the sitemap's littleton-co", () => {
    expect(parseServiceAreaDetailSlug("littleton-co", SHIPPED_CORE_FACTS)).toEqual({
      status: "unknown-city",
      cityName: "Littleton",
    });
    expect(parseServiceAreaDetailSlug("", SHIPPED_CORE_FACTS)).toEqual({ status: "unknown-city", cityName: "" });
  });

  it("accepts a slug without the trailing -co", () => {
    expect(parseServiceAreaDetailSlug("lone-tree", SHIPPED_CORE_FACTS).status).toBe("no-detail");
  });
});

describe("service-in-city slugs", () => {
  it.each(Object.entries(SERVICE_PREFIXES))("prefix %s -> %s", (prefix, service) => {
    expect(parseServiceInCitySlug(`${prefix}-parker`, AREAS)).toMatchObject({
      ok: true,
      service,
      prefix,
      area: areaNamed("Parker"),
    });
  });

  it.each([
    ["move-in-clean-castle-rock", "moveout", "move-in-clean", "Castle Rock"],
    ["garage-cleanout-the-pinery", "garage", "garage-cleanout", "The Pinery"],
    ["post-renovation-highlands-ranch", "deep", "post-renovation", "Highlands Ranch"],
    ["light-commercial-lone-tree", "standard", "light-commercial", "Lone Tree"],
    ["move-out-castle-pines", "moveout", "move-out", "Castle Pines"],
    ["deep-clean-cherry-creek", "deep", "deep-clean", "Cherry Creek"],
  ])("%s -> %s in %s", (slug, service, prefix, city) => {
    expect(parseServiceInCitySlug(slug, AREAS)).toMatchObject({ ok: true, service, prefix, area: areaNamed(city) });
  });

  it("matches a city part contained in the area slug, starting with the whole city name", () => {
    expect(parseServiceInCitySlug("deep-clean-castle-rock-co", AREAS)).toMatchObject({
      ok: true,
      area: areaNamed("Castle Rock"),
    });
    expect(parseServiceInCitySlug("deep-parker-co-cleaning", AREAS)).toMatchObject({
      ok: true,
      prefix: "deep",
      area: areaNamed("Parker"),
    });
    expect(parseServiceInCitySlug("Standard_Clean Aurora", AREAS)).toMatchObject({
      ok: true,
      area: areaNamed("Aurora"),
    });
  });

  it.each([
    "deep-co",
    "deep-cleaning",
    "deep-co-cleaning",
    "deep-clean-rock",
    "deep-clean-pinery",
    "deep-clean-",
    "deep-",
    "deep-clean-castle-rock-cleaning",
  ])("%o does not match a city", (slug) => {
    expect(parseServiceInCitySlug(slug, AREAS)).toEqual({ ok: false, reason: "unknown-city" });
  });

  it.each(["window-parker", "parker", "parker-co-cleaning", "deep", "constructor-parker", "toString-parker", ""])(
    "%o has no known prefix",
    (slug) => {
      expect(parseServiceInCitySlug(slug, AREAS)).toEqual({ ok: false, reason: "unknown-prefix" });
    },
  );

  it("reports an unknown city after a known prefix", () => {
    expect(parseServiceInCitySlug("deep-clean-boulder", AREAS)).toEqual({ ok: false, reason: "unknown-city" });
    expect(parseServiceInCitySlug("deep-clean-littleton", AREAS)).toEqual({ ok: false, reason: "unknown-city" });
  });

  it("gives one canonical path per service and city", () => {
    expect(parseServiceInCitySlug("deep-parker", AREAS)).toMatchObject({ canonicalPath: "/deep-clean-parker" });
    expect(parseServiceInCitySlug("post-renovation-parker", AREAS)).toMatchObject({
      canonicalPath: "/deep-clean-parker",
    });
    expect(parseServiceInCitySlug("move-in-castle-rock", AREAS)).toMatchObject({
      canonicalPath: "/move-out-clean-castle-rock",
    });
    expect(parseServiceInCitySlug("recurring-aurora", AREAS)).toMatchObject({
      canonicalPath: "/standard-clean-aurora",
    });
    expect(parseServiceInCitySlug("garage-the-pinery", AREAS)).toMatchObject({
      canonicalPath: "/garage-cleanout-the-pinery",
    });
  });

  it("canonical paths parse back to themselves for every service and city", () => {
    for (const service of SERVICE_KEYS) {
      for (const area of AREAS) {
        const path = serviceInCityPath(service, area);
        expect(parseServiceInCitySlug(path.slice(1), AREAS)).toMatchObject({
          ok: true,
          service,
          area,
          canonicalPath: path,
        });
      }
    }
  });
});

describe("resolveSingleSegment", () => {
  it("prefers a service-in-city page", () => {
    expect(resolveSingleSegment("deep-parker", AREAS)).toMatchObject({
      kind: "service-in-city",
      service: "deep",
      area: areaNamed("Parker"),
      canonicalPath: "/deep-clean-parker",
    });
  });

  it("shows every city landing page", () => {
    for (const area of AREAS) expect(resolveSingleSegment(area.slug, AREAS)).toEqual({ kind: "city-landing", area });
  });

  it("falls back to the city landing logic", () => {
    expect(resolveSingleSegment("parker-cleaning", AREAS)).toEqual({ kind: "page-not-found" });
    expect(resolveSingleSegment("parker", AREAS)).toEqual({ kind: "page-not-found" });
    expect(resolveSingleSegment("window-parker", AREAS)).toEqual({ kind: "page-not-found" });
    expect(resolveSingleSegment("deep-clean-boulder", AREAS)).toEqual({ kind: "page-not-found" });
    expect(resolveSingleSegment("boulder-co-cleaning", AREAS)).toEqual({ kind: "area-not-found", cityName: "Boulder" });
    expect(resolveSingleSegment("littleton-co-cleaning", AREAS)).toEqual({
      kind: "area-not-found",
      cityName: "Littleton",
    });
    expect(resolveSingleSegment("deep-clean-boulder-co-cleaning", AREAS)).toEqual({
      kind: "area-not-found",
      cityName: "Deep Clean Boulder",
    });
  });

  it("knows which slugs render real content", () => {
    expect(isKnownSingleSegment("parker-co-cleaning", AREAS)).toBe(true);
    expect(isKnownSingleSegment("move-in-clean-castle-rock", AREAS)).toBe(true);
    expect(isKnownSingleSegment("deep-parker", AREAS)).toBe(true);
    expect(isKnownSingleSegment("parker", AREAS)).toBe(false);
    expect(isKnownSingleSegment("boulder-co-cleaning", AREAS)).toBe(false);
    expect(isKnownSingleSegment("window-parker", AREAS)).toBe(false);
  });
});

describe("parseServiceSlug", () => {
  it.each(SERVICE_KEYS)("%s is a service page", (key) => {
    expect(parseServiceSlug(key)).toEqual({ ok: true, service: key });
  });

  it.each(["windows", "residential-cleaning", "", "constructor", "move-out"])("%o is not found", (slug) => {
    expect(parseServiceSlug(slug)).toEqual({ ok: false, reason: "not-found" });
  });
});

describe("slugs resolve against the published facts' cities", () => {
  const added: ServiceArea = { city: "Sedalia", slug: "sedalia-co-cleaning", featured: false, zipCodes: ["80135"] };
  const renamed = AREAS.map((area) =>
    area.city === "Parker" ? { ...area, city: "Parker Town", slug: "parker-town-co-cleaning" } : area,
  );
  const published = [...renamed, added];

  it("gives a city added by a publish its landing and service pages", () => {
    expect(resolveSingleSegment("sedalia-co-cleaning", AREAS)).toEqual({ kind: "area-not-found", cityName: "Sedalia" });
    expect(resolveSingleSegment("sedalia-co-cleaning", published)).toEqual({ kind: "city-landing", area: added });
    expect(resolveSingleSegment("deep-sedalia", published)).toMatchObject({
      kind: "service-in-city",
      area: added,
      canonicalPath: "/deep-clean-sedalia",
    });
  });

  it("moves a renamed city's pages to its new slugs", () => {
    expect(isKnownSingleSegment("parker-co-cleaning", published)).toBe(false);
    expect(resolveSingleSegment("parker-town-co-cleaning", published)).toMatchObject({
      kind: "city-landing",
      area: { city: "Parker Town" },
    });
    expect(parseServiceInCitySlug("garage-parker-town", published)).toMatchObject({
      ok: true,
      canonicalPath: "/garage-cleanout-parker-town",
    });
  });

  it("gives a detailed service-area page to the cities the facts name", () => {
    const facts = { serviceAreas: published, areaDetailPages: ["sedalia-co-cleaning"] };
    expect(parseServiceAreaDetailSlug("sedalia-co", facts)).toMatchObject({ status: "detail", cityName: "Sedalia" });
    expect(parseServiceAreaDetailSlug("aurora-co", facts).status).toBe("no-detail");
  });
});
