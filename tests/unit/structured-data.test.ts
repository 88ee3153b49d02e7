import type { HomeAndConstructionBusiness, WithContext } from "schema-dts";
import { describe, expect, it } from "vitest";
import { blogPostingJsonLd } from "#client/features/blog/blog-posting-json-ld";
import type { Post } from "#client/features/blog/post-types";
import { SERVICE_KEYS } from "#shared/catalog/services";
import { teamMemberByName } from "#shared/content/blog/authors";
import { SAMPLE_TEAM } from "#shared/content/blog/sample-team";
import { publishedPosts } from "#shared/content/blog/posts";
import { breadcrumbJsonLd, faqPageJsonLd, localBusinessJsonLd, serviceJsonLd } from "#shared/seo/structured-data";
import { vocabularyProblems } from "../support/schema-vocabulary";
import { SHIPPED_CORE_FACTS, SHIPPED_FACTS, SHIPPED_FAQS } from "../support/site-facts";

const SITE = "https://bluebird.example.com";
/** As a page carries it: JSON, so properties left undefined are gone. */
const asPublished = (node: unknown) => JSON.parse(JSON.stringify(node)) as Record<string, unknown>;

function asPost(post: ReturnType<typeof publishedPosts>[number]): Post {
  return {
    id: post.id,
    slug: post.slug,
    title: post.title,
    excerpt: post.excerpt ?? null,
    body: post.bodyHtml ?? null,
    tags: [...(post.tags ?? [])],
    coverImageUrl: post.coverImageUrl ?? null,
    cover: null,
    seoTitle: null,
    seoDescription: null,
    authorName: post.authorName,
    publishedAt: post.publishedAt ? new Date(post.publishedAt).toISOString() : null,
    readTimeMinutes: 1,
  };
}

describe("the JSON-LD checker reads schema.org's vocabulary (schema-dts)", () => {
  it("refuses a type schema.org does not have and a made-up property", () => {
    expect(vocabularyProblems({ "@type": "HouseCleaningService", name: "x" })).toEqual([
      '$: "HouseCleaningService" is not a schema.org type',
    ]);
    expect(vocabularyProblems({ "@type": "LocalBusiness", name: "x", sparkleLevel: 11 })).toEqual([
      '$: "sparkleLevel" is not a property of LocalBusiness',
    ]);
    // Nested nodes, and a property that exists but not on that type (a Person has no priceRange).
    expect(vocabularyProblems({ "@type": "BlogPosting", author: { "@type": "Person", priceRange: "$" } })).toEqual([
      '$.author: "priceRange" is not a property of Person',
    ]);
    expect(vocabularyProblems({ "@id": "#x", madeUp: 1 })).toEqual([
      '$: "madeUp" is not a property of any schema.org type',
    ]);
  });

  it("accepts inherited properties and the JSON-LD keywords", () => {
    // Typed with schema-dts too, so tsc checks the same vocabulary at build time.
    const business: WithContext<HomeAndConstructionBusiness> = {
      "@context": "https://schema.org",
      "@type": "HomeAndConstructionBusiness",
      "@id": "#business",
      name: "x",
      openingHoursSpecification: [{ "@type": "OpeningHoursSpecification", dayOfWeek: ["Monday"], opens: "08:00" }],
      priceRange: "$",
    };
    expect(vocabularyProblems(business)).toEqual([]);
    expect(vocabularyProblems({ ...business, "@type": ["LocalBusiness", "HomeAndConstructionBusiness"] })).toEqual([]);
  });
});

describe("every structured-data builder uses only schema.org's types and properties", () => {
  it("the business (on every page), the services, FAQs and breadcrumbs", () => {
    const nodes = [
      localBusinessJsonLd(SHIPPED_CORE_FACTS, SITE),
      ...SERVICE_KEYS.map((key) =>
        serviceJsonLd(SHIPPED_CORE_FACTS.services[key], SHIPPED_CORE_FACTS, SITE, ["Parker"]),
      ),
      faqPageJsonLd(SHIPPED_FAQS),
      breadcrumbJsonLd(
        [
          { name: "Home", path: "/" },
          { name: "FAQ", path: "/faq" },
        ],
        SITE,
      ),
    ].map(asPublished);
    expect(nodes.flatMap((node) => vocabularyProblems(node))).toEqual([]);
    expect(nodes[0]!["@type"]).toBe("HomeAndConstructionBusiness");
  });

  it("every post's BlogPosting, with an image, dateModified and an author with a url", () => {
    for (const post of publishedPosts()) {
      const node = asPublished(
        blogPostingJsonLd(
          asPost(post),
          "About the post.",
          SITE,
          SHIPPED_CORE_FACTS.business.name,
          teamMemberByName(SHIPPED_FACTS.team.members, post.authorName),
        ),
      );
      expect(vocabularyProblems(node), post.slug).toEqual([]);
      expect(node.image, post.slug).toMatch(/^https:\/\/bluebird\.example\.com\/\S+/);
      expect(node.dateModified, post.slug).toBe(node.datePublished);
      expect(node.dateModified, post.slug).toBeTruthy();
      const author = node.author as Record<string, unknown>;
      expect(author["@type"], post.slug).toBe("Person");
      expect(author.url, post.slug).toMatch(/^https:\/\/bluebird\.example\.com\/blog#author-[a-z-]+$/);
    }
  });

  it("a post without a byline is the business's (named as in the facts given), a byline from outside the team names the person", () => {
    const post = asPost(publishedPosts()[0]!);
    const unsigned = asPublished(
      blogPostingJsonLd({ ...post, authorName: " " }, "About.", SITE, "Wren Cleaning", undefined),
    );
    expect(unsigned.author).toMatchObject({ "@type": "HomeAndConstructionBusiness", name: "Wren Cleaning", url: SITE });
    expect(unsigned.publisher).toMatchObject({ name: "Wren Cleaning" });
    const guest = asPublished(
      blogPostingJsonLd({ ...post, authorName: "Guest Writer" }, "About.", SITE, "Wren Cleaning", undefined),
    );
    expect(guest.author).toEqual({ "@type": "Person", name: "Guest Writer" });
    const owner = asPublished(
      blogPostingJsonLd(
        { ...post, authorName: SAMPLE_TEAM.owner.name },
        "About.",
        SITE,
        "Wren Cleaning",
        SAMPLE_TEAM.owner,
      ),
    );
    expect(owner.author).toMatchObject({ url: `${SITE}/blog#author-jenna-morales` });
  });
});

describe("serviceJsonLd", () => {
  it("states the published service, region and prices in dollars", () => {
    const facts = {
      ...SHIPPED_CORE_FACTS,
      business: { ...SHIPPED_CORE_FACTS.business, regionCode: "WY" },
      priceRanges: { ...SHIPPED_CORE_FACTS.priceRanges, cityPage: { min: 15_000, max: 50_000 } },
    };
    const standard = { ...facts.services.standard, name: "Everyday Clean", basePrice: 13_550 };
    expect(serviceJsonLd(standard, facts, SITE, ["Sedalia"])).toMatchObject({
      name: "Everyday Clean",
      areaServed: [{ "@type": "City", name: "Sedalia, WY" }],
      offers: { priceSpecification: { minPrice: 135.5, maxPrice: 335.5 } },
    });
    // An hourly service starts at the lowest published city-page price; every city by default.
    const deep = serviceJsonLd(facts.services.deep, facts, SITE);
    expect(deep).toMatchObject({ offers: { priceSpecification: { minPrice: 150, maxPrice: 350 } } });
    expect(deep.areaServed).toHaveLength(facts.serviceAreas.length);
  });

  it("spans the published width above the starting price", () => {
    const facts = {
      ...SHIPPED_CORE_FACTS,
      advertisedPrices: { ...SHIPPED_CORE_FACTS.advertisedPrices, serviceOfferSpan: 35_000 },
    };
    expect(serviceJsonLd(facts.services.standard, facts, SITE)).toMatchObject({
      offers: { priceSpecification: { minPrice: 120, maxPrice: 470 } },
    });
  });
});
