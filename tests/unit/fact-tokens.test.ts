import { describe, expect, it } from "vitest";
import { SAMPLE_TEAM } from "#shared/content/blog/sample-team";
import { BLOG_POSTS } from "#shared/content/blog/posts";
import { fillFactTokens, unknownFactTokens } from "#shared/content/fact-tokens";
import { filledLegalDocument } from "#shared/content/legal/filled-legal-document";
import { PRIVACY_POLICY_DOCUMENT } from "#shared/content/legal/privacy";
import { TERMS_DOCUMENT } from "#shared/content/legal/terms";
import type { SiteFacts } from "#shared/facts/site-facts-schema";
import { SHIPPED_FACTS } from "../support/site-facts";

/** A publish that renames the business and changes its phone, a price, a discount and a policy. */
const CHANGED: SiteFacts = {
  ...SHIPPED_FACTS,
  business: {
    ...SHIPPED_FACTS.business,
    name: "Wren & Co <Cleaning>",
    legalName: "Wren & Co Cleaning LLC",
    phone: { display: "(720) 555-0199", href: "tel:+17205550199" },
    email: "hi@wren.example.com",
  },
  services: { ...SHIPPED_FACTS.services, deep: { ...SHIPPED_FACTS.services.deep, hourlyRate: 7150 } },
  frequencies: { ...SHIPPED_FACTS.frequencies, weekly: { name: "Weekly", discount: 0.07 } },
  surcharges: { ...SHIPPED_FACTS.surcharges, minimumService: 1_234_500 },
  policies: { ...SHIPPED_FACTS.policies, cancellationNoticeHours: 12 },
  paymentTerms: { ...SHIPPED_FACTS.paymentTerms, lateFeePercent: 9, methods: ["cash", "Venmo"] },
  guarantee: { reportWithinHours: 72, recleanWithinHours: 96 },
};

/** Every piece of shipped copy that quotes the facts by token. */
const SHIPPED_COPY: [string, string][] = [
  ...BLOG_POSTS.flatMap((post) => [
    [`${post.slug} title`, post.title] as [string, string],
    [`${post.slug} excerpt`, post.excerpt ?? ""] as [string, string],
    [`${post.slug} body`, post.bodyHtml ?? ""] as [string, string],
  ]),
  ...Object.values(SAMPLE_TEAM).map((author) => [`${author.name}'s bio`, author.bio] as [string, string]),
  ...[PRIVACY_POLICY_DOCUMENT, TERMS_DOCUMENT].flatMap((document) => [
    [`${document.title} intro`, document.intro] as [string, string],
    ...document.sections.map((section) => [`${document.title}: ${section.id}`, section.bodyHtml] as [string, string]),
  ]),
];

describe("fillFactTokens", () => {
  it("fills each token from the facts it is given, so different facts give different copy", () => {
    const copy = "Call {{business.name}} at {{ business.phone.display }}.";
    expect(fillFactTokens(copy, SHIPPED_FACTS, { html: false })).toBe(
      `Call ${SHIPPED_FACTS.business.name} at ${SHIPPED_FACTS.business.phone.display}.`,
    );
    expect(fillFactTokens(copy, CHANGED, { html: false })).toBe("Call Wren & Co <Cleaning> at (720) 555-0199.");
  });

  it("reads cents as dollars, fractions as percentages and can lower-case a name", () => {
    const copy =
      "{{services.deep.hourlyRate|money}} / {{surcharges.minimumService|money}} / {{frequencies.weekly.discount|percent}} / {{addOns.windows.name|lower}}";
    expect(fillFactTokens(copy, CHANGED, { html: false })).toBe(
      `$72 / $12,345 / 7% / ${SHIPPED_FACTS.addOns.windows.name.toLowerCase()}`,
    );
    expect(fillFactTokens("{{frequencies.weekly.discount|percent}}", SHIPPED_FACTS, { html: false })).toBe("20%");
  });

  it("joins a list and leaves a list without the `and` format, or terms a page did not load, as written", () => {
    expect(fillFactTokens("We accept {{paymentTerms.methods|and}}.", CHANGED, { html: false })).toBe(
      "We accept cash and Venmo.",
    );
    expect(unknownFactTokens("{{paymentTerms.methods}}", CHANGED)).toEqual(["{{paymentTerms.methods}}"]);
    const { terms: _terms, ...withoutTerms } = CHANGED;
    expect(fillFactTokens("{{terms.liabilityCap}} {{business.name}}", withoutTerms, { html: false })).toBe(
      "{{terms.liabilityCap}} Wren & Co <Cleaning>",
    );
  });

  it("counts a list, takes a field of every item, writes a rating with one decimal and groups thousands", () => {
    const facts = {
      ...CHANGED,
      serviceAreas: CHANGED.serviceAreas.slice(0, 2),
      claims: { ...CHANGED.claims, googleProfile: { ...CHANGED.claims.googleProfile, rating: 5 } },
      sizeTiers: [{ ...CHANGED.sizeTiers[0]!, maxSqft: 1250 }, ...CHANGED.sizeTiers.slice(1)],
    };
    const [first, second] = facts.serviceAreas;
    expect(
      fillFactTokens(
        "{{serviceAreas|count}}: {{serviceAreas.city|and}}; {{claims.googleProfile.rating|rating}} stars; {{sizeTiers.0.maxSqft|number}} sq ft",
        facts,
        { html: false },
      ),
    ).toBe(`2: ${first!.city} and ${second!.city}; 5.0 stars; 1,250 sq ft`);
    expect(unknownFactTokens("{{serviceAreas}} {{serviceAreas.details|and}}", facts)).toHaveLength(2);
  });

  it("still fills the paths the terms' figures had before they were joined (posts stored with them)", () => {
    expect(
      fillFactTokens(
        "{{terms.payment.lateFeePercent}}% / {{terms.satisfactionGuarantee.reportWithinHours}} h / {{terms.keyReturnHours}} h",
        CHANGED,
        { html: false },
      ),
    ).toBe(`9% / 72 h / ${CHANGED.visits.keyReturnHours} h`);
  });

  it("escapes values for HTML bodies, and only the values", () => {
    expect(fillFactTokens("<p>{{business.name}} &amp; you</p>", CHANGED, { html: true })).toBe(
      "<p>Wren &amp; Co &lt;Cleaning&gt; &amp; you</p>",
    );
  });

  it("leaves a token that names no fact, a non-text fact or an unknown format as written, and reports it", () => {
    const copy =
      "{{business.nmae}} {{business.phone}} {{business.name|shout}} {{business.hasOwnProperty}} {{business.name}}";
    expect(fillFactTokens(copy, SHIPPED_FACTS, { html: false })).toBe(
      `{{business.nmae}} {{business.phone}} {{business.name|shout}} {{business.hasOwnProperty}} ${SHIPPED_FACTS.business.name}`,
    );
    expect(unknownFactTokens(copy, SHIPPED_FACTS)).toEqual([
      "{{business.nmae}}",
      "{{business.phone}}",
      "{{business.name|shout}}",
      "{{business.hasOwnProperty}}",
    ]);
  });
});

describe("the shipped posts, author bios and legal pages", () => {
  it.each(SHIPPED_COPY)("%s names only facts that exist", (_name, copy) => {
    expect(unknownFactTokens(copy, SHIPPED_FACTS)).toEqual([]);
  });

  it("quote the business by token, so no post or legal page carries its name or phone as text", () => {
    const { name, legalName, phone, email } = SHIPPED_FACTS.business;
    for (const [where, copy] of SHIPPED_COPY)
      for (const value of [name, legalName, phone.display, phone.href, email]) expect(copy, where).not.toContain(value);
    expect(SHIPPED_COPY.filter(([, copy]) => copy.includes("{{business.name}}")).length).toBeGreaterThan(10);
  });
});

describe("filledLegalDocument", () => {
  it.each([PRIVACY_POLICY_DOCUMENT, TERMS_DOCUMENT])("$title shows a published name, phone and email", (document) => {
    const filled = filledLegalDocument(document, CHANGED);
    const html = `${filled.intro}\n${filled.sections.map((section) => section.bodyHtml).join("\n")}`;
    expect(filled.intro).toContain("Wren & Co <Cleaning>");
    expect(html).toContain("<strong>Wren &amp; Co Cleaning LLC</strong>");
    expect(html).toContain('<a href="tel:+17205550199">(720) 555-0199</a>');
    expect(html).toContain('<a href="mailto:hi@wren.example.com">hi@wren.example.com</a>');
    for (const old of [SHIPPED_FACTS.business.name, SHIPPED_FACTS.business.phone.display, SHIPPED_FACTS.business.email])
      expect(html).not.toContain(old);
    expect(html).not.toContain("{{");
    expect(filled.sections.map((section) => section.id)).toEqual(document.sections.map((section) => section.id));
  });

  it("the terms quote the published minimum, cancellation notice, late fee, ways to pay and guarantee", () => {
    const html = filledLegalDocument(TERMS_DOCUMENT, CHANGED)
      .sections.map((section) => section.bodyHtml)
      .join("\n");
    expect(html).toContain("with a $12,345 minimum per visit");
    expect(html).toContain("Cancellations require <strong>12 hours' notice</strong>");
    expect(html).toContain("<strong>9% late fee</strong>");
    expect(html).toContain("We accept cash and Venmo.");
    expect(html).toContain(
      "contact us within <strong>72 hours</strong> of the service and we will <strong>re-clean the affected areas within 96 hours</strong>",
    );
  });
});
