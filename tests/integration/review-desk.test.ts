import { readFileSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ContentCache } from "#server/content/content-cache";
import { type ContentChangeListener, listenForContentChanges } from "#server/content/content-change-listener";
import { seed } from "#server/db/seed";
import { fixedFacts } from "#server/facts/facts-in-force";
import type { AdminReview } from "#server/reviews/review-store";
import { followVisibleReviews, type ReviewsInForce } from "#server/reviews/visible-reviews";
import { createLiveSite, type LiveSite } from "#server/site/live-site";
import { TESTIMONIALS } from "#shared/content/testimonials";
import { businessToday } from "#shared/reviews/review-rules";
import { createTestOwner, signedInClient, testAdminAuth } from "../support/admin-session";
import { contentCli } from "../support/content-cli";
import { SHIPPED_FACTS } from "../support/site-facts";
import { useSiteRenderer } from "../support/site-renderer";
import { buildTestApp } from "../support/test-app";
import { createTestDatabase, type TestDatabase } from "../support/test-database";
import { waitFor } from "../support/wait-for";

const renderer = useSiteRenderer();
let testDb: TestDatabase;
let app: FastifyInstance;
let cache: ContentCache;
let cacheListener: ContentChangeListener;
/** Two instances' pages, each following the reviews through its own NOTIFY listener. */
let followers: ReviewsInForce[];
let sites: LiveSite[];
let client: Awaited<ReturnType<typeof signedInClient>>;
const quiet = { warn: () => undefined, error: () => undefined, info: () => undefined };

beforeAll(async () => {
  testDb = await createTestDatabase();
  await seed(testDb.db);
  await createTestOwner(testDb.db);
  cache = new ContentCache();
  cacheListener = listenForContentChanges(testDb.url, cache, quiet);
  app = await buildTestApp(testDb.db, { admin: testAdminAuth(), cache });
  client = await signedInClient(app);
  followers = await Promise.all([1, 2].map(() => followVisibleReviews(testDb.db, testDb.url, quiet)));
  const template = readFileSync("src/client/index.html", "utf8");
  sites = followers.map((reviews) =>
    createLiveSite({
      template,
      facts: fixedFacts(SHIPPED_FACTS),
      prerendered: null,
      renderer: renderer(),
      reviews,
      log: quiet,
    }),
  );
  await waitFor(() => cache.isActive, 10_000, "the content listener to connect");
}, 120_000);
afterAll(async () => {
  await app.close();
  await cacheListener.close();
  await Promise.all(followers.map((follower) => follower.close()));
  await testDb.drop();
});

type Response = { statusCode: number; body: string; json(): unknown };
const data = <T>(response: Response): T => {
  expect(response.statusCode, response.body).toBe(200);
  return (response.json() as { result: { data: T } }).result.data;
};
const refusal = (response: Response) => {
  const error = (response.json() as { error: { message: string; data: { fields?: Record<string, string> } } }).error;
  return { status: response.statusCode, message: error.message, fields: error.data.fields ?? {} };
};

const NEW_REVIEW = {
  authorName: "Dana Q.",
  authorLocation: "Littleton, CO",
  rating: 4,
  body: "Good clean overall; they missed one windowsill and came back for it.",
  publishedAt: "2025-09-01",
  source: "website",
};

/** The page's text without tags or React's text separators, and its JSON-LD blocks. */
function readPage(html: string) {
  const text = html
    .replace(/<script[\s\S]*?<\/script>/g, " ")
    .replace(/<!-- -->/g, "")
    .replace(/<[^>]+>/g, " ")
    .replace(/\s+/g, " ");
  const jsonLd = [...html.matchAll(/<script type="application\/ld\+json">(.*?)<\/script>/gs)].map(
    (match) => JSON.parse(match[1]!) as Record<string, unknown>,
  );
  return { text, jsonLd, rating: jsonLd.find((node) => node["@type"] === "AggregateRating") };
}

const publicList = async (query = "") =>
  (await app.inject({ method: "GET", url: `/api/testimonials${query}` })).json<{ id: string }[]>();

describe("the owner's review desk (admin.reviews)", () => {
  it("refuses every procedure without a session", async () => {
    expect((await app.inject({ method: "GET", url: "/trpc/admin.reviews.list" })).statusCode).toBe(401);
    const add = await app.inject({
      method: "POST",
      url: "/trpc/admin.reviews.add",
      headers: { origin: "http://localhost:3000" },
      payload: NEW_REVIEW,
    });
    expect(add.statusCode).toBe(401);
  });

  it("lists every review in the public order, with its flags", async () => {
    const reviews = data<AdminReview[]>(await client.query("admin.reviews.list"));
    expect(reviews.map((review) => review.id)).toEqual((await publicList()).map((review) => review.id));
    expect(reviews).toHaveLength(TESTIMONIALS.length);
    expect(reviews.filter((review) => review.featured)).toHaveLength(3);
  });

  it("refuses bad input with a 400 naming the field, and writes nothing", async () => {
    const tomorrow = new Date(Date.parse(`${businessToday()}T12:00:00Z`) + 86_400_000).toISOString().slice(0, 10);
    const cases: [Record<string, unknown>, string, RegExp][] = [
      [{ ...NEW_REVIEW, rating: 6 }, "rating", /1 to 5/],
      [{ ...NEW_REVIEW, rating: 4.5 }, "rating", /whole number/],
      [{ ...NEW_REVIEW, publishedAt: tomorrow }, "publishedAt", /future/],
      [{ ...NEW_REVIEW, publishedAt: "2025-02-30" }, "publishedAt", /real calendar date/],
      [{ ...NEW_REVIEW, authorName: "   " }, "authorName", /Author is required/],
      [{ ...NEW_REVIEW, body: "x".repeat(2001) }, "body", /at most 2000/],
      [{ ...NEW_REVIEW, source: "yelp" }, "source", /google, facebook, website/],
    ];
    for (const [input, field, message] of cases) {
      const response = refusal(await client.mutate("admin.reviews.add", input));
      expect(response.status, field).toBe(400);
      expect(response.fields[field], field).toMatch(message);
    }
    const unknown = refusal(await client.mutate("admin.reviews.setHidden", { id: "review-nobody", hidden: true }));
    expect(unknown.status).toBe(404);
    expect(await testDb.db.testimonial.count()).toBe(TESTIMONIALS.length);
  });

  it("refuses a fourth featured review, naming the field", async () => {
    const unfeatured = TESTIMONIALS.find((review) => !review.featured)!;
    const response = refusal(await client.mutate("admin.reviews.setFeatured", { id: unfeatured.id, featured: true }));
    expect(response.status).toBe(400);
    expect(response.fields.featured).toMatch(/At most 3 reviews can be featured/);
    expect(await testDb.db.testimonial.count({ where: { featured: true } })).toBe(3);
  });

  it("a hidden review is gone from the API, tRPC, and both instances' /reviews and JSON-LD within 2 s", async () => {
    const target = TESTIMONIALS.find((review) => review.id === "review-englewood-rachel-k")!;
    // Read once so the cache holds the list the hide must clear.
    expect((await publicList()).map((review) => review.id)).toContain(target.id);
    for (const site of sites) expect(readPage((await site.page("/reviews"))!).text).toContain(target.authorName);

    const hidden = data<AdminReview>(await client.mutate("admin.reviews.setHidden", { id: target.id, hidden: true }));
    expect(hidden.hidden).toBe(true);
    const started = Date.now();
    await waitFor(async () => !(await publicList()).some((review) => review.id === target.id), 2_000, "the API");
    const trpc = data<{ id: string }[]>(await app.inject({ method: "GET", url: "/trpc/testimonials.list" }));
    expect(trpc.map((review) => review.id)).not.toContain(target.id);
    for (const site of sites) {
      await waitFor(
        async () => !readPage((await site.page("/reviews"))!).text.includes(target.authorName),
        2_000 - (Date.now() - started),
        "the rendered /reviews",
      );
      const page = readPage((await site.page("/reviews"))!);
      expect(page.text).toContain(`All Reviews (${TESTIMONIALS.length - 1})`);
      expect(page.text).toContain(`Based on ${TESTIMONIALS.length - 1} reviews`);
      expect(JSON.stringify(page.jsonLd)).not.toContain(target.body.slice(0, 40));
      expect(page.rating).toMatchObject({ reviewCount: TESTIMONIALS.length - 1, ratingValue: 5 });
    }
    const audit = await testDb.db.auditEntry.findFirst({ where: { action: "review.hide" } });
    expect(audit?.records).toEqual([{ kind: "review", id: target.id }]);

    // Shown again, it comes back.
    data(await client.mutate("admin.reviews.setHidden", { id: target.id, hidden: false }));
    await waitFor(async () => (await publicList()).some((review) => review.id === target.id), 2_000, "the API");
  });

  it("the rating summary, the breakdown and the JSON-LD count a new 4-star review", async () => {
    const added = data<AdminReview>(await client.mutate("admin.reviews.add", NEW_REVIEW));
    expect(added).toMatchObject({ ...NEW_REVIEW, featured: false, hidden: false });
    const list = data<AdminReview[]>(await client.query("admin.reviews.list"));
    expect(list[0]!.id).toBe(added.id);
    for (const site of sites) {
      await waitFor(
        async () => readPage((await site.page("/reviews"))!).text.includes(NEW_REVIEW.authorName),
        2_000,
        "the new review on /reviews",
      );
      const page = readPage((await site.page("/reviews"))!);
      // (10 × 5 + 4) / 11 = 4.909...
      expect(page.text).toContain(`Overall Rating 4.9`);
      expect(page.text).toContain(`Based on ${TESTIMONIALS.length + 1} reviews`);
      expect(page.text).toContain(`All Reviews (${TESTIMONIALS.length + 1})`);
      expect(page.text).toMatch(/4 stars: 1 review/);
      expect(page.rating).toMatchObject({ ratingValue: 4.9, reviewCount: TESTIMONIALS.length + 1 });
    }
  });

  it("edits a review, moves it, and features it once another is unfeatured; the home page follows", async () => {
    const [first, ...rest] = data<AdminReview[]>(await client.query("admin.reviews.list"));
    const edited = data<AdminReview>(
      await client.mutate("admin.reviews.edit", { id: first!.id, ...NEW_REVIEW, body: "Edited: spotless this time." }),
    );
    expect(edited.body).toBe("Edited: spotless this time.");

    const order = [...rest.map((review) => review.id), first!.id];
    const reordered = data<AdminReview[]>(await client.mutate("admin.reviews.reorder", { ids: order }));
    expect(reordered.map((review) => review.id)).toEqual(order);
    const stale = refusal(await client.mutate("admin.reviews.reorder", { ids: order.slice(1) }));
    expect(stale.status).toBe(409);
    expect(stale.fields.ids).toMatch(/every review exactly once/);

    const featured = rest.find((review) => review.featured)!;
    data(await client.mutate("admin.reviews.setFeatured", { id: featured.id, featured: false }));
    data(await client.mutate("admin.reviews.setFeatured", { id: first!.id, featured: true }));
    await waitFor(
      async () => (await publicList("?featured=true")).some((review) => review.id === first!.id),
      2_000,
      "the featured list",
    );
    await waitFor(
      async () => readPage((await sites[1]!.page("/"))!).text.includes("Edited: spotless this time."),
      2_000,
      "the home page",
    );
    expect(readPage((await sites[1]!.page("/"))!).text).not.toContain(featured.body.slice(0, 40));
    expect((await publicList()).at(-1)!.id).toBe(first!.id);
    const actions = await testDb.db.auditEntry.findMany({ where: { action: { startsWith: "review." } } });
    expect(new Set(actions.map((entry) => entry.action))).toEqual(
      new Set(["review.add", "review.edit", "review.hide", "review.show", "review.feature", "review.reorder"]),
    );
  });
});

describe("npm run content -- export / publish carry the reviews", () => {
  it("exports every review, and publishes a file's reviews (dry run first), audited and live", async () => {
    const exported = await contentCli(testDb.url, "export");
    expect(exported.code, exported.stderr).toBe(0);
    const file = JSON.parse(exported.stdout) as { facts: unknown; reviews: AdminReview[] };
    const current = data<AdminReview[]>(await client.query("admin.reviews.list"));
    expect(file.reviews).toEqual(current);

    const [removed, changed, ...kept] = file.reviews;
    const next = { ...file, reviews: [...kept, { ...changed!, rating: 3, hidden: false }] };
    const site = path.join(os.tmpdir(), `reviews-${process.pid}.json`);
    writeFileSync(site, JSON.stringify(next));

    const dry = await contentCli(testDb.url, "publish", site, "--dry-run");
    expect(dry.code, dry.stderr).toBe(0);
    expect(dry.stdout).toContain(`reviews: remove ${removed!.id}`);
    expect(dry.stdout).toContain(`reviews: change ${changed!.id}`);
    expect(dry.stdout).toContain("reviews: new order");
    expect(dry.stdout).toContain("Dry run: nothing was published.");
    expect(await testDb.db.testimonial.count()).toBe(file.reviews.length);

    const published = await contentCli(testDb.url, "publish", site);
    expect(published.code, published.stderr).toBe(0);
    const after = data<AdminReview[]>(await client.query("admin.reviews.list"));
    expect(after.map((review) => review.id)).toEqual(next.reviews.map((review) => review.id));
    expect(after.at(-1)!.rating).toBe(3);
    // No facts changed: no new revision.
    expect(published.stdout).not.toContain("Published revision");
    const audit = await testDb.db.auditEntry.findFirst({ where: { action: "reviews.publish" } });
    expect(audit?.detail).toMatchObject({ removed: 1, changed: 1, added: 0 });
    await waitFor(
      async () => !readPage((await sites[0]!.page("/reviews"))!).text.includes(removed!.authorName),
      2_000,
      "the removed review to leave /reviews",
    );

    // The seed does not bring a removed sample back.
    await seed(testDb.db);
    expect(await testDb.db.testimonial.findUnique({ where: { id: removed!.id } })).toBeNull();

    // A second publish of the same file changes nothing.
    const again = await contentCli(testDb.url, "publish", site);
    expect(again.stdout).toContain("Nothing to publish");
  }, 120_000);

  it("refuses a file with a fourth featured review or a bad rating, naming the field", async () => {
    const file = JSON.parse((await contentCli(testDb.url, "export")).stdout) as { reviews: AdminReview[] };
    const bad = {
      ...file,
      reviews: file.reviews.map((review, index) => ({ ...review, featured: index < 4, rating: index === 5 ? 0 : 5 })),
    };
    const site = path.join(os.tmpdir(), `reviews-bad-${process.pid}.json`);
    writeFileSync(site, JSON.stringify(bad));
    const refused = await contentCli(testDb.url, "publish", site);
    expect(refused.code).not.toBe(0);
    expect(refused.stderr).toMatch(/reviews: At most 3 reviews can be featured/);
    expect(refused.stderr).toMatch(/reviews\[5\]\.rating: Rating must be a whole number of stars from 1 to 5/);
    expect(await testDb.db.testimonial.count({ where: { featured: true } })).toBeLessThanOrEqual(3);
  }, 60_000);
});
