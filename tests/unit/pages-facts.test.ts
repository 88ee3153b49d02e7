/**
 * The home, pricing, about, community, FAQ, reviews, contact and sitemap pages show the facts of the
 * revision they are rendered from, not the shipped constants: each is rendered by the real site
 * renderer (the same code as the prerender and the live site) from a changed facts document.
 */
import { describe, expect, it } from "vitest";
import type { SiteFacts } from "#shared/facts/site-facts-schema";
import { SiteFactsSchema } from "#shared/facts/site-facts-schema";
import { publishedPosts } from "#shared/content/blog/posts";
import { SAMPLE_TEAM } from "#shared/content/blog/sample-team";
import { walkthroughChecklistText } from "#shared/content/walkthrough-checklist";
import { SHIPPED_FACTS } from "../support/site-facts";
import { NEW_NAME, renamedShippedFacts, useSiteRenderer } from "../support/site-renderer";

const OLD_NAME = SHIPPED_FACTS.business.name;

/** The owner renamed the business everywhere and changed a figure or a sentence in every part. */
function changedFacts(): SiteFacts {
  const renamed = renamedShippedFacts();
  const [firstGroup, ...otherGroups] = renamed.faqs;
  const otherFaqs = firstGroup!.faqs.slice(1);
  return SiteFactsSchema.parse({
    ...renamed,
    business: {
      ...renamed.business,
      tagline: "Spotless homes, happy weekends",
      phone: { display: "(720) 555-0199", href: "tel:+17205550199" },
      email: "hi@kestrel.example",
      foundedYear: 2011,
      reviewsUrl: "https://reviews.example/kestrel",
    },
    claims: {
      ...renamed.claims,
      reviewsPage: { rating: 4.6, reviewCount: 77, recommendPercent: 91, repeatCustomerPercent: 64 },
      googleProfile: { ...renamed.claims.googleProfile, rating: 4.7, happyFamilies: 321 },
      yearsOfExpertise: 22,
      community: { ...renamed.claims.community, familiesServed: 999, servicesDonated: 1_234_500 },
    },
    services: {
      ...renamed.services,
      standard: { ...renamed.services.standard, basePrice: 13_500 },
      deep: { ...renamed.services.deep, name: "Top-to-Bottom Clean" },
    },
    serviceAreas: renamed.serviceAreas.map((area, index) => (index === 0 ? { ...area, city: "Parkerville" } : area)),
    faqs: [
      {
        ...firstGroup!,
        faqs: [{ question: "Do you clean houseboats?", answerHtml: "<p>Only moored ones.</p>" }, ...otherFaqs],
      },
      ...otherGroups,
    ],
    about: {
      ...renamed.about,
      story: ["We started with one mop and a minivan.", ...renamed.about.story.slice(1)],
      mission: "Clean homes, calm families.",
      trustBadges: renamed.about.trustBadges.map((badge, index) =>
        index === 0 ? { ...badge, label: "Loved on Google" } : badge,
      ),
    },
    team: {
      values: renamed.team.values.map((value, index) =>
        index === 0 ? { ...value, description: "We say what we do." } : value,
      ),
      whyChooseUs: renamed.team.whyChooseUs.map((item, index) =>
        index === 0 ? { ...item, title: "Neighbors first" } : item,
      ),
      members: [
        { name: "Robin Vale", role: "Head Cleaner", bio: "Robin has cleaned for {{business.name}} since day one." },
        ...renamed.team.members.slice(1),
      ],
    },
    community: {
      ...renamed.community,
      partners: renamed.community.partners.map((partner, index) =>
        index === 0 ? { ...partner, name: "Kestrel Youth League" } : partner,
      ),
      events: renamed.community.events.map((event, index) =>
        index === 0 ? { ...event, name: "Winter Warm-Up Drive" } : event,
      ),
      partnerWithUs: { title: "Team Up With Us", body: "Tell us about your cause." },
    },
    policies: {
      ...renamed.policies,
      bookingNoticeHours: 36,
      cancellationNoticeHours: 12,
      responseTimeHours: { min: 1, max: 3 },
    },
    coverage: { ...renamed.coverage, maxTravelMinutes: 45 },
  });
}

const revision = { revision: 7, facts: changedFacts() };
const renderer = useSiteRenderer();

/** The page's visible markup (the embedded answers are data, not what a visitor reads). */
async function pageBody(path: string): Promise<string> {
  const { html, notFound } = await renderer().render(path, revision, { hydrate: true });
  expect(notFound).toBe(false);
  const body = /<div id="root">([\s\S]*)<\/div><script type="application\/json"/.exec(html)?.[1] ?? "";
  expect(body).not.toBe("");
  // React separates adjacent text with <!-- --> and escapes apostrophes and ampersands.
  return body.replaceAll("<!-- -->", "").replaceAll("&#x27;", "'").replaceAll("&amp;", "&");
}

describe("pages rendered from a changed facts document", () => {
  it("the home page shows the new name, tagline, rating, price, cities, highlights and featured FAQ", async () => {
    const body = await pageBody("/");
    for (const text of [
      "Family-owned in Douglas County since 2011",
      "Spotless homes, happy weekends.",
      "Loved on Google",
      "321+ happy families",
      "From $135",
      "Top-to-Bottom Clean",
      "Neighbors first",
      `Why ${NEW_NAME}`,
      "Parkerville",
      "never more than 45 minutes",
      "Do you clean houseboats?",
      "(720) 555-0199",
    ])
      expect(body).toContain(text);
    expect(body).not.toContain(OLD_NAME);
  });

  it("/about shows the new story, mission, values and figures", async () => {
    const body = await pageBody("/about");
    for (const text of [
      `About ${NEW_NAME}`,
      "We started with one mop and a minivan.",
      "Clean homes, calm families.",
      "We say what we do.",
      "Since 2011",
      "22+ years",
      "4.7 rating",
      "Parkerville, CO",
    ])
      expect(body).toContain(text);
    expect(body).not.toContain(OLD_NAME);
  });

  it("/community shows the new figures, partners, events and pitch", async () => {
    const body = await pageBody("/community");
    for (const text of [
      "999+",
      "$12,345+",
      "Kestrel Youth League",
      "Winter Warm-Up Drive",
      "Team Up With Us",
      "Tell us about your cause.",
      "Giving back since 2011",
    ])
      expect(body).toContain(text);
    expect(body).not.toContain(OLD_NAME);
  });

  it("/faq lists the document's questions and quick facts", async () => {
    const { html } = await renderer().render("/faq", revision, { hydrate: true });
    const body = await pageBody("/faq");
    expect(body).toContain("Do you clean houseboats?");
    expect(body).toContain("Only moored ones.");
    expect(body).toContain("Replies within 1-3 hours");
    expect(body).not.toContain(SHIPPED_FACTS.faqs[0]!.faqs[0]!.question);
    // The FAQPage structured data lists the same questions.
    expect(html).toContain('"name":"Do you clean houseboats?"');
    expect(body).not.toContain(OLD_NAME);
  });

  it("the FAQ, about, team and community copy follow a rename and new figures without being edited", async () => {
    const { business, claims, services } = SHIPPED_FACTS;
    const renamedOnly = {
      revision: 8,
      facts: {
        ...SHIPPED_FACTS,
        business: {
          ...business,
          name: NEW_NAME,
          legalName: `${NEW_NAME} LLC`,
          phone: { display: "(720) 555-0199", href: "tel:+17205550199" },
        },
        claims: { ...claims, googleProfile: { ...claims.googleProfile, happyFamilies: 321 } },
        services: { ...services, garage: { ...services.garage, basePrice: 31_500 } },
      },
    };
    const bodyOf = async (path: string) => {
      const { html } = await renderer().render(path, renamedOnly, { hydrate: true });
      return html.replaceAll("<!-- -->", "").replaceAll("&#x27;", "'").replaceAll("&amp;", "&");
    };
    const faq = await bodyOf("/faq");
    for (const text of [`About ${NEW_NAME}`, `Who is ${NEW_NAME}?`, "Call us at <strong>(720) 555-0199</strong>"])
      expect(faq).toContain(text);
    expect(faq).toContain("starts from <strong>$315</strong> flat");
    expect(faq).toContain('"name":"Who is Kestrel Maids?"');
    expect(await bodyOf("/about")).toContain(`${NEW_NAME} began in`);
    expect(await bodyOf("/community")).toContain("from 321+ happy families");
    for (const html of [faq, await bodyOf("/about"), await bodyOf("/community"), await bodyOf("/")]) {
      expect(html).not.toContain(OLD_NAME);
      expect(html).not.toContain("{{");
    }
  });

  it("/blog names the facts' team members, and a post by one of them has their card with the bio filled", async () => {
    const blog = await pageBody("/blog");
    for (const text of ["Written by our crew", "Robin Vale", "Head Cleaner", SAMPLE_TEAM.operations.name])
      expect(blog).toContain(text);
    expect(blog).not.toContain(SAMPLE_TEAM.owner.role);
    const post = publishedPosts().find((candidate) => candidate.authorName === SAMPLE_TEAM.operations.name)!;
    const page = await pageBody(`/blog/${post.slug}`);
    expect(page).toContain(`Marco runs scheduling, supplies and training at ${NEW_NAME}.`);
    expect(page).not.toContain("{{");
  });

  it("/reviews shows the visible reviews' summary, the page's own rates and review link", async () => {
    const body = await pageBody("/reviews");
    // The rating and count are the visible reviews' (issue 34), not the claims' 4.6 from 77.
    for (const text of ["5.0", "Based on 10 reviews", "91%", "64%", "https://reviews.example/kestrel"])
      expect(body).toContain(text);
    expect(body).not.toContain(OLD_NAME);
  });

  it("/contact shows the new phone, email, reply time and cities", async () => {
    const body = await pageBody("/contact");
    for (const text of ["(720) 555-0199", "tel:+17205550199", "hi@kestrel.example", "1-3 hours", "Parkerville, CO"])
      expect(body).toContain(text);
    expect(body).not.toContain(SHIPPED_FACTS.business.phone.display);
    expect(body).not.toContain(OLD_NAME);
  });

  it("/pricing shows the new prices, names and pricing FAQ, in its FAQPage data too", async () => {
    const { html } = await renderer().render("/pricing", revision, { hydrate: true });
    const body = await pageBody("/pricing");
    for (const text of ["From $135", "Top-to-Bottom Clean", "Do you clean houseboats?", "Only moored ones."])
      expect(body).toContain(text);
    const shippedFirst = SHIPPED_FACTS.faqs.find((group) => group.key === "pricing")!.faqs[0]!.question;
    expect(body).not.toContain(shippedFirst);
    expect(html).toMatch(/"@type":"Question","name":"Do you clean houseboats\?"/);
    expect(body).not.toContain(OLD_NAME);
  });

  it("the deep clean vs standard guide quotes the new names and prices", async () => {
    const body = await pageBody("/resources/deep-clean-vs-standard");
    for (const text of [
      "Choose a Top-to-Bottom Clean when…",
      "Flat rate by home size, from $135",
      "price it flat by home size, from $135",
    ])
      expect(body.replaceAll(/<\/?strong>/g, "")).toContain(text);
    expect(body).not.toContain(`Choose a ${SHIPPED_FACTS.services.deep.name} when`);
  });

  it("the walkthrough checklist quotes the new notice hours, and its download the new name and phone", async () => {
    const body = await pageBody("/resources/walkthrough-checklist");
    expect(body).toContain("typically 36 hours) and cancellation policy (12 hours' notice)");
    const text = walkthroughChecklistText("Jane Doe", revision.facts);
    expect(text).toContain(`${NEW_NAME}: In-Home Walkthrough Checklist`);
    expect(text).toContain("Questions? Call (720) 555-0199 or email hi@kestrel.example.");
    expect(text).toContain("typically 36 hours");
    expect(text).not.toContain(OLD_NAME);
  });

  it("/sitemap names the services from the facts", async () => {
    const body = await pageBody("/sitemap");
    expect(body).toContain("Top-to-Bottom Clean");
    expect(body).not.toContain(`${SHIPPED_FACTS.services.deep.name}</a>`);
  });
});
