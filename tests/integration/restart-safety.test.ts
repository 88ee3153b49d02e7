import pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { readMigrations } from "#server/db/migrate";
import { SERVICE_LIST } from "#shared/facts/defaults/catalog";
import { BLOG_POSTS } from "#shared/content/blog/posts";
import { TESTIMONIALS } from "#shared/content/testimonials";
import { startServerProcess } from "../support/server-process";
import { createEmptyDatabase } from "../support/test-database";

let database: { url: string; drop(): Promise<void> };
beforeAll(async () => {
  database = await createEmptyDatabase();
});
afterAll(async () => {
  await database.drop();
});

async function counts(url: string) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const one = async (sql: string) => (await client.query<{ n: number }>(sql)).rows[0]?.n;
    return {
      migrations: await one("select count(*)::int as n from _prisma_migrations where finished_at is not null"),
      services: await one("select count(*)::int as n from services"),
      testimonials: await one("select count(*)::int as n from testimonials"),
      posts: await one("select count(*)::int as n from blog_posts"),
    };
  } finally {
    await client.end();
  }
}

describe("two servers starting at once on the same empty database", () => {
  it("both come up; migrations run once (Prisma's migration lock) and the seed is not duplicated", async () => {
    const servers = await Promise.all([
      startServerProcess({ DATABASE_URL: database.url }),
      startServerProcess({ DATABASE_URL: database.url }),
    ]);
    try {
      for (const server of servers) expect((await fetch(`${server.baseUrl}/api/services`)).status).toBe(200);
      expect(await counts(database.url)).toEqual({
        migrations: (await readMigrations()).length,
        services: SERVICE_LIST.length,
        testimonials: TESTIMONIALS.length,
        posts: BLOG_POSTS.length,
      });
    } finally {
      for (const server of servers) server.child.kill("SIGTERM");
      expect(await Promise.all(servers.map((server) => server.exited))).toEqual([0, 0]);
    }
  }, 90_000);
});
