import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { DEFAULT_SITE_FACTS } from "#shared/facts/default-site-facts";
import { addAreaListings, upgradeFactsDocument } from "#shared/facts/document-upgrades";
import { SiteFactsSchema } from "#shared/facts/site-facts-schema";

/** The document revision 1 shipped (main at 06e5f76), before any change of shape. */
const REVISION_1: unknown = JSON.parse(readFileSync("tests/fixtures/site-facts-r1.json", "utf8"));

describe("upgradeFactsDocument", () => {
  it("brings revision 1's document to today's shipped facts", () => {
    expect(SiteFactsSchema.safeParse(REVISION_1).success).toBe(false);
    expect(SiteFactsSchema.parse(upgradeFactsDocument(REVISION_1))).toEqual(SiteFactsSchema.parse(DEFAULT_SITE_FACTS));
  });

  it("keeps the owner's area listings, and changes nothing the second time", () => {
    const listings = { alternateZipCodes: [], nearbyPlaces: [], sitemapCities: ["Parker"] };
    const document = { ...(REVISION_1 as object), areaListings: listings };
    expect(addAreaListings(document)).toBe(document);
    const once = upgradeFactsDocument(REVISION_1);
    expect(upgradeFactsDocument(once)).toEqual(once);
    expect(addAreaListings("not a document")).toBe("not a document");
  });
});
