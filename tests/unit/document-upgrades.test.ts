import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { addAreaListings, upgradeFactsDocument } from "#shared/facts/document-upgrades";
import { SiteFactsSchema } from "#shared/facts/site-facts-schema";
import { SHIPPED_FACTS } from "../support/site-facts";

/** Revision 1 as main shipped it before the terms were joined and the copy quoted facts by token. */
const R1: Record<string, unknown> & { faqs: { faqs: { answerHtml: string }[] }[] } = JSON.parse(
  readFileSync(new URL("../fixtures/site-facts-r1.json", import.meta.url), "utf8"),
);

describe("upgradeFactsDocument", () => {
  it("upgrades yesterday's shipped document to today's shipped document", () => {
    expect(SiteFactsSchema.safeParse(R1).success).toBe(false);
    expect(SiteFactsSchema.parse(upgradeFactsDocument(R1))).toEqual(SHIPPED_FACTS);
  });

  it("leaves a document in today's shape as it is, so it may run on every read", () => {
    expect(upgradeFactsDocument(SHIPPED_FACTS)).toEqual(SHIPPED_FACTS);
    expect(upgradeFactsDocument(upgradeFactsDocument(R1))).toEqual(upgradeFactsDocument(R1));
    expect(upgradeFactsDocument("not a document")).toBe("not a document");
  });

  it("keeps the owner's figures and edited copy: only copy still as shipped gets its tokens back", () => {
    const edited = structuredClone(R1);
    (edited.terms as { payment: Record<string, unknown> }).payment.suspensionAfterDaysOverdue = 21;
    (edited.paymentTerms as Record<string, unknown>).lateFeePercent = 8;
    edited.faqs[0]!.faqs[0]!.answerHtml = "<p>Call us for a price.</p>";
    const upgraded = SiteFactsSchema.parse(upgradeFactsDocument(edited));
    expect(upgraded.paymentTerms).toMatchObject({ suspensionAfterDaysOverdue: 21, lateFeePercent: 8 });
    expect(upgraded.visits.arrivalWindowHours).toBe(SHIPPED_FACTS.visits.arrivalWindowHours);
    expect(upgraded.terms).not.toHaveProperty("payment");
    expect(upgraded.faqs[0]?.faqs[0]?.answerHtml).toBe("<p>Call us for a price.</p>");
    expect(upgraded.faqs[0]?.faqs[1]?.answerHtml).toContain("{{services.deep.hourlyRate|money}}");
    expect(upgraded.business.booking.mode).toBe("site");
  });

  it("keeps a figure the owner changed in either place; the terms' when both changed", () => {
    const edited = structuredClone(R1) as Record<string, Record<string, unknown>>;
    edited.terms!.arrivalWindowHours = 3;
    edited.guarantee = { reportWithinHours: 36, recleanWithinHours: 72 };
    edited.paymentTerms!.dueWithinDays = 10;
    (edited.terms!.payment as Record<string, unknown>).dueWithinDays = 14;
    const upgraded = SiteFactsSchema.parse(upgradeFactsDocument(edited));
    expect(upgraded.visits.arrivalWindowHours).toBe(3);
    expect(upgraded.guarantee).toEqual({ reportWithinHours: 36, recleanWithinHours: 72 });
    expect(upgraded.paymentTerms.dueWithinDays).toBe(14);
  });

  it("gives shipped copy its tokens back after an earlier rename, so the copy follows the new name", () => {
    const renamed = structuredClone(R1);
    (renamed.business as Record<string, unknown>).name = "Robin Home Cleaning";
    const upgraded = SiteFactsSchema.parse(upgradeFactsDocument(renamed));
    expect(upgraded.faqs.find((group) => group.key === "business")?.title).toBe("About {{business.name}}");
  });

  it("keeps the owner's area listings", () => {
    const listings = { alternateZipCodes: [], nearbyPlaces: [], sitemapCities: ["Parker"] };
    const document = { ...R1, areaListings: listings };
    expect(addAreaListings(document)).toBe(document);
    expect(SiteFactsSchema.parse(upgradeFactsDocument(document)).areaListings).toEqual(listings);
    expect(addAreaListings("not a document")).toBe("not a document");
  });
});
