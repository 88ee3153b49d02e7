import { describe, expect, it } from "vitest";
import { NOT_A_PAGE, cityOfPath, statsPath } from "#shared/analytics/page-stats";
import { PRICE_BAND_KEYS, priceBandLabel, priceBandOf } from "#shared/analytics/price-bands";
import { SHIPPED_CORE_FACTS } from "../support/site-facts";

describe("price bands of measured estimates", () => {
  it("put an estimate's low end in the band below whose limit it falls, the last band open-ended", () => {
    expect([0, 14_999, 15_000, 24_999, 25_000, 39_999, 40_000, 59_999, 60_000, 1_000_000].map(priceBandOf)).toEqual([
      "under-150",
      "under-150",
      "150-249",
      "150-249",
      "250-399",
      "250-399",
      "400-599",
      "400-599",
      "600-plus",
      "600-plus",
    ]);
  });

  it("are labelled from their limits", () => {
    expect(PRICE_BAND_KEYS.map(priceBandLabel)).toEqual([
      "Under $150",
      "$150 to $249",
      "$250 to $399",
      "$400 to $599",
      "$600 and up",
    ]);
  });
});

describe("page paths in the measurement", () => {
  it("count a page under its canonical path and anything the site does not serve as one entry", () => {
    const published = (slug: string) => slug === "written-today";
    expect(statsPath("/", SHIPPED_CORE_FACTS, published)).toBe("/");
    expect(statsPath("/pricing", SHIPPED_CORE_FACTS, published)).toBe("/pricing");
    expect(statsPath("/deep-parker", SHIPPED_CORE_FACTS, published)).toBe("/deep-clean-parker");
    expect(statsPath("/parker-co-cleaning", SHIPPED_CORE_FACTS, published)).toBe("/parker-co-cleaning");
    // A post counts while it is published now, whether the build shipped it or the owner wrote it.
    expect(statsPath("/blog/written-today", SHIPPED_CORE_FACTS, published)).toBe("/blog/written-today");
    for (const junk of [
      "/wp-login.php",
      "/pricing/extra",
      "/denver-co-cleaning",
      "/services/windows",
      "/blog/no-such-post",
      "/blog/Not_A_Slug",
    ])
      expect(statsPath(junk, SHIPPED_CORE_FACTS, published)).toBe(NOT_A_PAGE);
  });

  it("name the city of city landings, services in a city and service-area pages", () => {
    expect(cityOfPath("/parker-co-cleaning", SHIPPED_CORE_FACTS)).toBe("Parker");
    expect(cityOfPath("/deep-clean-castle-rock", SHIPPED_CORE_FACTS)).toBe("Castle Rock");
    expect(cityOfPath("/service-areas/aurora-co", SHIPPED_CORE_FACTS)).toBe("Aurora");
    for (const other of [
      "/",
      "/pricing",
      "/service-areas",
      "/services/deep",
      "/blog/colorado-dust-and-dry-air",
      NOT_A_PAGE,
    ])
      expect(cityOfPath(other, SHIPPED_CORE_FACTS)).toBeNull();
  });
});
