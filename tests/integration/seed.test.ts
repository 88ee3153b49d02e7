import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { SERVICE_LIST } from "#shared/facts/defaults/catalog";
import { BLOG_POSTS } from "#shared/content/blog/posts";
import { TESTIMONIALS } from "#shared/content/testimonials";
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
});
