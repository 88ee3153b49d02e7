import Fastify from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { builtInProvider } from "#server/chat/built-in-provider";
import { postsKey, readPublishedPosts, seededPublishedPosts } from "#server/content/published-posts";
import { seed } from "#server/db/seed";
import { fixedFacts } from "#server/facts/facts-in-force";
import { contentQueryResolver } from "#server/prerender/content-queries";
import { seededVisibleReviews } from "#server/reviews/visible-reviews";
import { createCaller } from "#server/routers/app-router";
import { serviceDtoBySlug, serviceDtos } from "#server/routers/public/services";
import { createContext } from "#server/trpc/context";
import { SERVICE_KEYS } from "#shared/catalog/services";
import { BLOG_POSTS } from "#shared/content/blog/posts";
import { SHIPPED_FACTS } from "../support/site-facts";
import { createTestDatabase, type TestDatabase } from "../support/test-database";

let testDb: TestDatabase;
let caller: ReturnType<typeof createCaller>;
const resolveFor = contentQueryResolver();
const seeded = { reviews: seededVisibleReviews(), posts: seededPublishedPosts() };
const resolve = (path: string, input: unknown) => resolveFor(path, input, { facts: SHIPPED_FACTS, ...seeded });

beforeAll(async () => {
  testDb = await createTestDatabase();
  await seed(testDb.db);
  caller = createCaller(createContext({ db: testDb.db, dove: builtInProvider }, Fastify({ logger: false }).log));
});
afterAll(() => testDb.drop());

/** JSON, as both reach the browser. */
const json = (value: unknown) => JSON.parse(JSON.stringify(value)) as unknown;

describe("prerender data equals what the API answers on a seeded database", () => {
  it("services.list and services.bySlug answer from the facts in force, as the renderer does, in dollars", async () => {
    // With the shipped facts the answer is what the services table held (the API's unit stays dollars).
    const rows = await testDb.db.service.findMany({ orderBy: { sortOrder: "asc" } });
    expect(json(await caller.services.list())).toEqual(json(rows.map(({ sortOrder: _order, ...row }) => row)));

    const facts = structuredClone(SHIPPED_FACTS);
    facts.services.deep.name = "Published Deep Clean";
    facts.services.deep.hourlyRate = 7_250;
    facts.services.standard.basePrice = 13_500;
    const published = createCaller(
      createContext(
        { db: testDb.db, dove: builtInProvider, facts: fixedFacts(facts, 2) },
        Fastify({ logger: false }).log,
      ),
    );
    const list = await published.services.list();
    expect(list).toEqual(serviceDtos(facts.services));
    expect(list.find((service) => service.key === "deep")).toMatchObject({
      name: "Published Deep Clean",
      hourlyRate: 72.5,
    });
    expect(list.find((service) => service.key === "standard")?.basePrice).toBe(135);
    for (const slug of SERVICE_KEYS)
      expect(await published.services.bySlug({ slug })).toEqual(serviceDtoBySlug(facts.services, slug));
  });

  it("testimonials.list, all and featured", async () => {
    expect(resolve("testimonials.list", undefined)).toEqual(json(await caller.testimonials.list()));
    expect(resolve("testimonials.list", { featured: true })).toEqual(
      json(await caller.testimonials.list({ featured: true })),
    );
  });

  it("posts.list, all and limited, and posts.bySlug for every published post", async () => {
    expect(resolve("posts.list", undefined)).toEqual(json(await caller.posts.list()));
    for (const limit of [1, 3, 4])
      expect(resolve("posts.list", { limit })).toEqual(json(await caller.posts.list({ limit })));
    for (const post of BLOG_POSTS.filter((p) => p.published)) {
      expect(resolve("posts.bySlug", { slug: post.slug })).toEqual(
        json(await caller.posts.bySlug({ slug: post.slug })),
      );
    }
  });

  it("reads the same posts from a freshly seeded database as the build renders (its pages serve until a change)", async () => {
    const read = await readPublishedPosts(testDb.db);
    expect(json(read)).toEqual(json(seeded.posts));
    expect(postsKey(read)).toBe(postsKey(seeded.posts));
  });

  it("has nothing for drafts, unknown slugs or unknown procedures, so those are never prerendered as found", () => {
    for (const post of BLOG_POSTS.filter((p) => !p.published))
      expect(resolve("posts.bySlug", { slug: post.slug })).toBeUndefined();
    expect(resolve("posts.bySlug", { slug: "no-such-post" })).toBeUndefined();
    expect(serviceDtoBySlug(SHIPPED_FACTS.services, "windows")).toBeUndefined();
    expect(resolve("health.check", undefined)).toBeUndefined();
  });
});

describe("posts quote the facts in force, in the API and in prerendered pages alike", () => {
  const renamed = {
    ...SHIPPED_FACTS,
    business: {
      ...SHIPPED_FACTS.business,
      name: "Wren & Co Cleaning",
      phone: { display: "(720) 555-0199", href: "tel:+17205550199" },
    },
    services: { ...SHIPPED_FACTS.services, deep: { ...SHIPPED_FACTS.services.deep, hourlyRate: 6100 } },
  };

  it("fills a post's name, phone and price from the revision given, not from the code", async () => {
    const renamedCaller = createCaller(
      createContext(
        { db: testDb.db, dove: builtInProvider, facts: fixedFacts(renamed, 2) },
        Fastify({ logger: false }).log,
      ),
    );
    for (const slug of ["preparing-your-home-for-a-cleaner", "hard-water-stains-colorado"]) {
      const served = await renamedCaller.posts.bySlug({ slug });
      expect(served.body, slug).not.toContain(SHIPPED_FACTS.business.name);
      expect(served.body, slug).not.toContain(SHIPPED_FACTS.business.phone.display);
      expect(served.body, slug).not.toContain("{{");
      expect(resolveFor("posts.bySlug", { slug }, { facts: renamed, ...seeded }), slug).toEqual(json(served));
    }
    const tips = await renamedCaller.posts.bySlug({ slug: "preparing-your-home-for-a-cleaner" });
    expect(tips.body).toContain("call us at (720) 555-0199");
    const hardWater = await renamedCaller.posts.bySlug({ slug: "hard-water-stains-colorado" });
    expect(hardWater.body).toContain("Wren &amp; Co Cleaning will let you know");
    expect(hardWater.body).toContain("$61 per cleaner per hour");
    const shipped = await caller.posts.bySlug({ slug: "hard-water-stains-colorado" });
    expect(shipped.body).toContain(`${SHIPPED_FACTS.business.name} will let you know`);
    expect(shipped.body).toContain("$65 per cleaner per hour");
  });
});
