import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { SERVICE_LIST } from "#shared/catalog/services";
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
});
