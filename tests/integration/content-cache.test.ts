import type { FastifyInstance } from "fastify";
import pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ContentCache } from "#server/content/content-cache";
import { type ContentChangeListener, listenForContentChanges } from "#server/content/content-change-listener";
import { seed } from "#server/db/seed";
import { buildTestApp } from "../support/test-app";
import { createTestDatabase, type TestDatabase } from "../support/test-database";

let testDb: TestDatabase;
let app: FastifyInstance;
let cache: ContentCache;
let listener: ContentChangeListener;
const quiet = { warn: () => undefined };

beforeAll(async () => {
  testDb = await createTestDatabase();
  await seed(testDb.db);
  cache = new ContentCache();
  listener = listenForContentChanges(testDb.url, cache, quiet);
  app = await buildTestApp(testDb.db, { cache });
});
afterAll(async () => {
  await app.close();
  await listener.close();
  await testDb.drop();
});

/** Runs SQL on its own connection, as the owner would with psql. */
async function psql(sql: string): Promise<void> {
  const client = new pg.Client({ connectionString: testDb.url });
  await client.connect();
  await client.query(sql);
  await client.end();
}

const titleOfFirstService = async () =>
  (await app.inject({ method: "GET", url: "/api/services" })).json<Array<{ name: string }>>()[0]?.name;

describe("public content caching", () => {
  it("serves from memory, with an ETag and 304 when unchanged", async () => {
    await expect.poll(() => cache.isActive).toBe(true);
    const cachedName = await titleOfFirstService();
    // A change the triggers do not announce stays unseen: the answer really comes from memory.
    await psql(
      "alter table services disable trigger services_content_changed; update services set name = 'Unannounced' where sort_order = 0; alter table services enable trigger services_content_changed",
    );
    expect(await titleOfFirstService()).toBe(cachedName);

    const first = await app.inject({ method: "GET", url: "/api/testimonials" });
    const second = await app.inject({ method: "GET", url: "/api/testimonials" });
    expect(second.body).toBe(first.body);
    expect(first.headers.etag).toMatch(/^"[\w-]+"$/);
    expect(second.headers.etag).toBe(first.headers.etag);
    expect(first.headers["cache-control"]).toBe("public, max-age=0, must-revalidate");
    const revalidated = await app.inject({
      method: "GET",
      url: "/api/testimonials",
      headers: { "if-none-match": first.headers.etag as string },
    });
    expect(revalidated.statusCode).toBe(304);
    expect(revalidated.body).toBe("");
  });

  it("is cleared when the content tables change by any means, so the next read is fresh", async () => {
    await expect.poll(titleOfFirstService).toBeTruthy();
    const before = await app.inject({ method: "GET", url: "/api/services" });
    await psql("update services set name = 'Renamed by psql' where sort_order = 0");
    await expect.poll(titleOfFirstService, { timeout: 5_000 }).toBe("Renamed by psql");
    const after = await app.inject({
      method: "GET",
      url: "/api/services",
      headers: { "if-none-match": before.headers.etag as string },
    });
    expect(after.statusCode).toBe(200);
    expect(after.headers.etag).not.toBe(before.headers.etag);

    await psql("update blog_posts set published = false where slug = 'deep-clean-vs-standard-clean'");
    await expect
      .poll(
        async () => (await app.inject({ method: "GET", url: "/api/posts/deep-clean-vs-standard-clean" })).statusCode,
        { timeout: 5_000 },
      )
      .toBe(404);
  });

  it("keeps tRPC query answers too, cleared with the rest", async () => {
    await expect.poll(() => cache.isActive).toBe(true);
    const url = `/trpc/testimonials.list?input=${encodeURIComponent(JSON.stringify({ featured: true }))}`;
    const firstAuthor = async () =>
      (await app.inject({ method: "GET", url })).json().result.data[0]?.authorName as string;
    const cached = await firstAuthor();
    const repeated = await app.inject({ method: "GET", url });
    // The query's answer is kept (by procedure, facts revision and input), so a repeated query reads no database.
    expect(cache.peek<{ data: unknown }>(`testimonials.list 1 ${JSON.stringify({ featured: true })}`)?.data).toEqual(
      repeated.json().result.data,
    );
    expect(repeated.headers["content-type"]).toMatch(/^application\/json/);
    await psql(
      "alter table testimonials disable trigger testimonials_content_changed; update testimonials set author_name = 'Unannounced'; alter table testimonials enable trigger testimonials_content_changed",
    );
    expect(await firstAuthor()).toBe(cached);
    await psql("update testimonials set author_name = 'Announced'");
    await expect.poll(firstAuthor, { timeout: 5_000 }).toBe("Announced");
  });

  it("keeps nothing while no listener is connected, and nothing loaded before a change", () => {
    const offline = new ContentCache();
    offline.put("k", "answer", offline.ticket());
    expect(offline.peek("k")).toBeUndefined();

    const live = new ContentCache();
    live.setActive(true);
    const ticket = live.ticket();
    live.clear();
    live.put("k", "loaded before the change", ticket);
    expect(live.peek("k")).toBeUndefined();
    live.put("k", "loaded after it", live.ticket());
    expect(live.peek("k")).toBe("loaded after it");
  });
});
