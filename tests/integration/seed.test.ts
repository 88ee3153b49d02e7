import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { SERVICE_LIST } from "#shared/facts/defaults/catalog";
import { BLOG_POSTS } from "#shared/content/blog/posts";
import { TESTIMONIALS } from "#shared/content/testimonials";
import { getDeskPost } from "#server/content/blog-desk";
import { htmlToPostBody } from "#server/content/html-to-post-body";
import { seed } from "#server/db/seed";
import { createTestDatabase, type TestDatabase } from "../support/test-database";

describe("seed", () => {
  let testDb: TestDatabase;
  beforeAll(async () => {
    testDb = await createTestDatabase();
  });
  afterAll(() => testDb.drop());

  it("loads services, testimonials and posts from src/shared, and is idempotent (also when run concurrently)", async () => {
    await seed(testDb.db);
    await Promise.all([seed(testDb.db), seed(testDb.db)]);
    expect(await testDb.db.service.count()).toBe(SERVICE_LIST.length);
    expect(await testDb.db.testimonial.count()).toBe(TESTIMONIALS.length);
    expect(await testDb.db.blogPost.count()).toBe(BLOG_POSTS.length);

    const deep = await testDb.db.service.findUniqueOrThrow({ where: { key: "deep" } });
    expect(deep).toMatchObject({ priceType: "hourly", hourlyRate: SERVICE_LIST[1]?.hourlyRate, basePrice: null });
    expect(deep.bullets.length).toBeGreaterThan(0);
  });

  it("writes only missing rows: an edit made in the database survives the next start", async () => {
    await seed(testDb.db);
    const [testimonial] = TESTIMONIALS;
    const [post] = BLOG_POSTS;
    if (!testimonial || !post) throw new Error("the shared content has no testimonial or post");
    await testDb.db.service.update({ where: { key: "deep" }, data: { name: "Edited deep clean", hourlyRate: 99 } });
    await testDb.db.testimonial.update({ where: { id: testimonial.id }, data: { body: "Edited by the owner" } });
    await testDb.db.blogPost.update({ where: { id: post.id }, data: { title: "Edited title" } });
    await testDb.db.service.delete({ where: { key: "garage" } });

    await seed(testDb.db);

    expect(await testDb.db.service.findUniqueOrThrow({ where: { key: "deep" } })).toMatchObject({
      name: "Edited deep clean",
      hourlyRate: 99,
    });
    expect((await testDb.db.testimonial.findUniqueOrThrow({ where: { id: testimonial.id } })).body).toBe(
      "Edited by the owner",
    );
    expect((await testDb.db.blogPost.findUniqueOrThrow({ where: { id: post.id } })).title).toBe("Edited title");
    // A missing row is written again.
    expect(await testDb.db.service.count()).toBe(SERVICE_LIST.length);
  });

  it("gives posts with only HTML the editor's JSON, once, on a new database and on one seeded before; the HTML stays", async () => {
    await seed(testDb.db);
    const withHtml = await testDb.db.blogPost.findMany({ where: { body: { not: null } } });
    expect(withHtml.length).toBeGreaterThanOrEqual(10);
    for (const post of withHtml) expect(post.bodyJson).toEqual(htmlToPostBody(post.body!));

    // A database seeded before the conversion existed: HTML only, and one post the owner wrote since.
    const [sample, written] = withHtml;
    if (!sample || !written) throw new Error("the seed wrote fewer than two posts");
    await testDb.db.$executeRaw`UPDATE blog_posts SET body_json = NULL WHERE id <> ${written.id}`;
    const ownBody = { root: { type: "root", children: [] } };
    await testDb.db.blogPost.update({ where: { id: written.id }, data: { bodyJson: ownBody } });
    const before = await testDb.db.blogPost.findUniqueOrThrow({ where: { id: sample.id } });

    await seed(testDb.db);

    const after = await testDb.db.blogPost.findUniqueOrThrow({ where: { id: sample.id } });
    expect(after).toMatchObject({ body: before.body, updatedAt: before.updatedAt });
    expect((await getDeskPost(testDb.db, sample.id)).body).toEqual(htmlToPostBody(before.body!));
    expect((await testDb.db.blogPost.findUniqueOrThrow({ where: { id: written.id } })).bodyJson).toEqual(ownBody);
  });
});
