import { describe, expect, it } from "vitest";
import { unknownFactTokens } from "#shared/content/fact-tokens";
import {
  filledAbout,
  filledCommunity,
  filledFaqGroups,
  filledTeam,
  filledTrustBadges,
} from "#shared/content/filled-copy";
import type { SiteFacts } from "#shared/facts/site-facts-schema";
import { publishedFaqs } from "#shared/dove/faq-lookup";
import { SHIPPED_CORE_FACTS, SHIPPED_FACTS } from "../support/site-facts";

const { business, claims, services } = SHIPPED_FACTS;
const CHANGED: SiteFacts = {
  ...SHIPPED_FACTS,
  business: {
    ...business,
    name: "Wren & Co",
    foundedYear: 2011,
    phone: { display: "(720) 555-0199", href: "tel:+17205550199" },
    email: "hi@wren.example.com",
  },
  claims: {
    ...claims,
    googleProfile: { ...claims.googleProfile, rating: 4.7, happyFamilies: 320 },
    insurance: { generalLiabilityCoverage: 300_000_000, bonding: 5_000_000 },
  },
  services: { ...services, standard: { ...services.standard, basePrice: 13_500 } },
  guarantee: { reportWithinHours: 72, recleanWithinHours: 96 },
};

const copyOf = (value: unknown) => JSON.stringify(value);
const filledParts = (facts: SiteFacts) => [
  filledFaqGroups(facts),
  filledAbout(facts),
  filledTeam(facts),
  filledCommunity(facts),
];

describe("the document's copy", () => {
  it("names only facts that exist, and quotes the business by token rather than as text", () => {
    const shipped = copyOf([SHIPPED_FACTS.faqs, SHIPPED_FACTS.about, SHIPPED_FACTS.team, SHIPPED_FACTS.community]);
    expect(unknownFactTokens(shipped, SHIPPED_FACTS)).toEqual([]);
    for (const value of [business.name, business.phone.display, business.email, "$120", "4.9"])
      expect(shipped).not.toContain(value);
    expect(copyOf(filledParts(SHIPPED_FACTS))).not.toContain("{{");
  });

  it("is filled from the facts it is given: a rename, new claims and prices change the words", () => {
    const shipped = copyOf(filledParts(SHIPPED_FACTS));
    const changed = copyOf(filledParts(CHANGED));
    expect(shipped).toContain(business.name);
    expect(changed).not.toContain(business.name);
    expect(changed).not.toContain(business.phone.display);
    for (const value of ["Wren &amp; Co", "(720) 555-0199", "since <strong>2011</strong>", "4.7-star", "320+", "$135"])
      expect(changed).toContain(value);
    expect(filledCommunity(CHANGED).badges.map((badge) => badge.description)).toContain(
      "$3,000,000 liability coverage and a $50,000 bond on every job, community events included.",
    );
    expect(filledTeam(CHANGED).whyChooseUs.find((card) => card.key === "guarantee")?.description).toContain(
      "within 72 hours",
    );
    expect(filledFaqGroups(CHANGED).find((group) => group.key === "business")?.title).toBe("About Wren & Co");
  });

  it("reaches the trust badges every page carries and Dove's FAQ answers", () => {
    expect(SHIPPED_CORE_FACTS.trustBadges[0]?.label).toBe("4.9 Google Rating");
    expect(filledTrustBadges(CHANGED).map((badge) => badge.label)).toContain("4.7 Google Rating");
    const answers = copyOf(publishedFaqs(CHANGED));
    expect(answers).toContain("(720) 555-0199");
    expect(answers).not.toContain("{{");
  });
});
