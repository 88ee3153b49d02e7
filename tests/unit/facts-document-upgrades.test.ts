import { describe, expect, it } from "vitest";
import { DEFAULT_SITE_FACTS } from "#shared/facts/default-site-facts";
import { joinRepeatedPricingFacts, upgradeFactsDocument } from "#shared/facts/document-upgrades";
import { SiteFactsSchema } from "#shared/facts/site-facts-schema";
import revisionOne from "../fixtures/site-facts-r1.json";

/** Revision 1 as main shipped it, a fresh copy per test. */
const r1 = (): Record<string, unknown> => structuredClone(revisionOne);

describe("upgradeFactsDocument", () => {
  it("upgrades revision 1 as shipped to today's shipped facts", () => {
    expect(SiteFactsSchema.parse(upgradeFactsDocument(r1()))).toEqual(SiteFactsSchema.parse(DEFAULT_SITE_FACTS));
  });

  it("changes nothing in a document of today's shape, so it may run again", () => {
    expect(upgradeFactsDocument(DEFAULT_SITE_FACTS)).toEqual(DEFAULT_SITE_FACTS);
    const once = upgradeFactsDocument(r1());
    expect(upgradeFactsDocument(once)).toEqual(once);
  });

  it("gives a team without members the sample team, and keeps the owner's members", () => {
    const upgraded = upgradeFactsDocument(r1()) as typeof DEFAULT_SITE_FACTS;
    expect(upgraded.team.members).toEqual(DEFAULT_SITE_FACTS.team.members);
    const own = [{ name: "Robin Vale", role: "Owner", bio: "Robin cleans." }];
    const document = { ...DEFAULT_SITE_FACTS, team: { ...DEFAULT_SITE_FACTS.team, members: own } };
    expect((upgradeFactsDocument(document) as typeof DEFAULT_SITE_FACTS).team.members).toEqual(own);
  });

  it("leaves what is not a facts document to validation", () => {
    for (const value of [null, "facts", 42, [1, 2]]) expect(upgradeFactsDocument(value)).toBe(value);
  });
});

describe("joinRepeatedPricingFacts", () => {
  it("keeps the owner's figures of the part that keeps each fact", () => {
    const old = r1();
    (old.coverage as { travelFee: number }).travelFee = 1_500;
    (old.extraServices as { closetOrganization: { hourlyRate: number } }).closetOrganization.hourlyRate = 7_000;
    (old.pricingDetails as { addOnsFrom: number }).addOnsFrom = 2_500;
    const upgraded = SiteFactsSchema.parse(upgradeFactsDocument(old));
    expect(upgraded.coverage.travelFee).toBe(1_500);
    expect(upgraded.extraServices.closetOrganization.hourlyRate).toBe(7_000);
    expect(upgraded.pricingDetails.addOnsFrom).toBe(2_500);
  });

  it("moves a fact whose kept part is missing from the copy that had it", () => {
    const old = r1();
    const extras = (old.pricingDetails as { extraServices: { closetOrganization: { hourlyRate: number } } })
      .extraServices;
    extras.closetOrganization.hourlyRate = 8_000;
    delete old.extraServices;
    const recurring = (old.pricingDetails as { recurring: Record<string, unknown> }).recurring;
    delete recurring.perVisit;
    (old.advertisedPrices as { recurringPerVisit: { weekly: { min: number } } }).recurringPerVisit.weekly.min = 9_000;
    const upgraded = SiteFactsSchema.parse(upgradeFactsDocument(old));
    expect(upgraded.extraServices.closetOrganization.hourlyRate).toBe(8_000);
    expect(upgraded.pricingDetails.recurring.perVisit.weekly.min).toBe(9_000);
  });

  it("keeps a published structured-data price span", () => {
    const current = structuredClone(DEFAULT_SITE_FACTS);
    current.advertisedPrices.serviceOfferSpan = 30_000;
    expect(joinRepeatedPricingFacts(current)).toEqual(current);
  });
});
