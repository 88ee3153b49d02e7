import { describe, expect, it } from "vitest";
import { DEFAULT_SITE_FACTS } from "#shared/facts/default-site-facts";
import { PLACEHOLDER_REASONS, placeholderFacts } from "#shared/facts/placeholder-facts";
import type { SiteFacts } from "#shared/facts/site-facts-schema";

const shipped = (): SiteFacts => structuredClone(DEFAULT_SITE_FACTS);
const paths = (facts: SiteFacts, confirmed?: Map<string, string>) =>
  placeholderFacts(facts, confirmed).map((item) => item.path);

describe("placeholderFacts", () => {
  it("flags every shipped placeholder: the 555 phone, example.com addresses and links, the sample claims", () => {
    const items = placeholderFacts(shipped());
    const byPath = new Map(items.map((item) => [item.path, item]));
    expect(byPath.get("business.phone")).toMatchObject({
      part: "business",
      label: "Phone number",
      shown: "(303) 555-0142",
      reason: PLACEHOLDER_REASONS.fictionPhone,
    });
    expect(byPath.get("business.email")).toMatchObject({
      shown: "hello@bluebird-cleaning.example.com",
      reason: PLACEHOLDER_REASONS.exampleDomain,
    });
    expect(byPath.get("coverage.mapUrl")?.part).toBe("coverage");
    expect(byPath.get("claims.googleProfile")).toMatchObject({
      shown: "4.9 stars from 150 reviews, 150+ happy families",
      reason: PLACEHOLDER_REASONS.sampleClaim,
    });
    expect(byPath.get("claims.insurance")?.shown).toBe("$2,000,000 liability, $25,000 bond");
    expect(byPath.get("claims.community")?.shown).toContain("500+ families");
    // The phone's link is part of the phone: one item, not two.
    expect(items.filter((item) => item.path.startsWith("business.phone"))).toHaveLength(1);
    expect(byPath.get("team.members")).toMatchObject({
      part: "team",
      shown: "Jenna Morales (Owner & Founder), Marco Morales (Operations Manager), Tasha Reed (Senior Team Lead)",
      reason: PLACEHOLDER_REASONS.sampleTeam,
    });
    expect(items).toHaveLength(18);
  });

  it("drops a fact once the owner replaces it, and flags a placeholder the owner types in later", () => {
    const facts = shipped();
    facts.business.phone = { display: "(720) 814-2290", href: "tel:+17208142290" };
    facts.business.email = "hello@bluebirdclean.co";
    facts.claims.googleProfile.reviewCount = 87;
    facts.business.tagline = "Call (303) 555-0188 or see demo.example.org";
    const flagged = paths(facts);
    expect(flagged).not.toContain("business.phone");
    expect(flagged).not.toContain("business.email");
    expect(flagged).not.toContain("claims.googleProfile");
    expect(flagged).toContain("business.tagline");
    expect(placeholderFacts(facts).find((item) => item.path === "business.tagline")?.reason).toBe(
      PLACEHOLDER_REASONS.fictionPhone,
    );
  });

  it("does not flag a confirmed value, and flags it again once the value changes", () => {
    const facts = shipped();
    const insurance = placeholderFacts(facts).find((item) => item.path === "claims.insurance");
    const confirmed = new Map([["claims.insurance", insurance?.valueJson ?? ""]]);
    expect(paths(facts, confirmed)).not.toContain("claims.insurance");
    // A changed value that still breaks a rule is flagged despite an older confirmation.
    facts.business.email = "office@sample.example.net";
    const emailConfirmed = new Map([["business.email", JSON.stringify("hello@bluebird-cleaning.example.com")]]);
    expect(paths(facts, emailConfirmed)).toContain("business.email");
  });

  it("does not take a domain that merely ends in example for example.com", () => {
    const facts = shipped();
    facts.business.email = "owner@myexample.com";
    expect(paths(facts)).not.toContain("business.email");
  });
});
