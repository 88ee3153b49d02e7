/**
 * The live site renders the posts in the database (ADR 0045 addendum): two instances on one
 * database, each following the published posts through its own NOTIFY listener, on a stand-in build
 * whose page renderer is the source itself. A publish, an unpublish or a scheduled publish reaches
 * /blog, the post's page and the sitemap of both within 2 s, as server-rendered HTML.
 */
import { rm, writeFile } from "node:fs/promises";
import path from "node:path";
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { ContentCache } from "#server/content/content-cache";
import { type ContentChangeListener, listenForContentChanges } from "#server/content/content-change-listener";
import { followPublishedPosts, type PostsInForce } from "#server/content/published-posts";
import { seed } from "#server/db/seed";
import { fixedFacts } from "#server/facts/facts-in-force";
import { writeFirstRevisionIfEmpty } from "#server/facts/site-facts-store";
import { type SiteQueue, startSiteQueue } from "#server/jobs/site-queue";
import { publishedPosts } from "#shared/content/blog/posts";
import type { PostFileEntry } from "#shared/content/blog/post-file";
import { createTestOwner, signedInClient } from "../support/admin-session";
import { contentCli } from "../support/content-cli";
import { memoryLog } from "../support/memory-log";
import { SHIPPED_FACTS } from "../support/site-facts";
import { buildTestApp } from "../support/test-app";
import { writeSourceRendererBuild } from "../support/stand-in-build";
import { createTestDatabase, type TestDatabase } from "../support/test-database";
import { trpcData } from "../support/trpc-data";
import { waitFor } from "../support/wait-for";

/** How soon every instance's pages follow a write (the words). */
const FOLLOW_MS = 2_000;

let dir: string;
let testDb: TestDatabase;
/** Two instances of the site; the owner works on the first. */
let apps: FastifyInstance[];
let followers: PostsInForce[];
let caches: { cache: ContentCache; listener: ContentChangeListener }[];
let owner: Awaited<ReturnType<typeof signedInClient>>;
let queue: SiteQueue | undefined;
const quiet = { warn: () => undefined, error: () => undefined, info: () => undefined };

beforeAll(async () => {
  // vite.config.ts defines it for the build; the renderer's page heads read it.
  vi.stubGlobal("__SITE_URL__", "http://localhost:3000");
  dir = await writeSourceRendererBuild("live-posts");
  testDb = await createTestDatabase();
  await seed(testDb.db);
  await writeFirstRevisionIfEmpty(testDb.db);
  await createTestOwner(testDb.db);
  followers = await Promise.all([1, 2].map(() => followPublishedPosts(testDb.db, testDb.url, quiet)));
  caches = followers.map(() => {
    const cache = new ContentCache();
    return { cache, listener: listenForContentChanges(testDb.url, cache, quiet) };
  });
  apps = await Promise.all(
    followers.map((posts, index) =>
      buildTestApp(testDb.db, { clientDistDir: path.join(dir, "client"), posts, cache: caches[index]!.cache }),
    ),
  );
  owner = await signedInClient(apps[0]!);
  await waitFor(() => caches.every(({ cache }) => cache.isActive), 10_000, "the content listeners to connect");
  // The first render loads every route of the site: not part of what is measured.
  for (const app of apps) expect((await app.inject({ method: "GET", url: "/blog" })).statusCode).toBe(200);
}, 180_000);
afterAll(async () => {
  await queue?.stop();
  await Promise.all(apps.map((app) => app.close()));
  await Promise.all([...followers.map((posts) => posts.close()), ...caches.map(({ listener }) => listener.close())]);
  await testDb.drop();
  await rm(dir, { recursive: true, force: true });
});

const text = (value: string) => ({ type: "text", text: value, format: 0, version: 1 });
const postBody = (words: string) => ({
  root: { type: "root", children: [{ type: "paragraph", children: [text(words)] }] },
});

/** A draft written through the owner's API, ready to publish. */
async function draft(title: string, slug: string, words: string): Promise<string> {
  const { id, version } = trpcData<{ id: string; version: number }>(
    await owner.mutate("admin.posts.create", { title }),
  );
  const fields = {
    ...{ title, slug, excerpt: `About ${title}`, tags: ["Tips"], authorName: "Test Owner" },
    ...{ coverImageUrl: "", coverPhotoId: "", seoTitle: "", seoDescription: "" },
  };
  trpcData(await owner.mutate("admin.posts.saveDraft", { id, version, fields, body: postBody(words) }));
  return id;
}

const get = (app: FastifyInstance, url: string) => app.inject({ method: "GET", url });
/** The page's text without tags or React's text separators. */
const textOf = (html: string) =>
  html
    .replace(/<script[\s\S]*?<\/script>/g, " ")
    .replace(/<!-- -->/g, "")
    .replace(/<[^>]+>/g, " ")
    .replace(/\s+/g, " ");
const jsonLdOf = (html: string) =>
  [...html.matchAll(/<script type="application\/ld\+json">(.*?)<\/script>/gs)].map(
    (match) => JSON.parse(match[1]!) as Record<string, unknown>,
  );
/** The query answers a page embeds for the browser (its cache then holds them for good). */
const embeddedData = (html: string) => /<script[^>]*id="query-data"[^>]*>(.*?)<\/script>/s.exec(html)?.[1] ?? "";

/** Waits until every instance's /blog satisfies `holds`, and returns how long that took. */
async function untilEveryBlog(holds: (html: string) => boolean, what: string): Promise<number> {
  const started = Date.now();
  await waitFor(
    async () => (await Promise.all(apps.map((app) => get(app, "/blog")))).every((page) => holds(page.body)),
    10_000,
    what,
  );
  return Date.now() - started;
}

describe("the live site follows the posts in the database", () => {
  it("renders a post published through the owner's API on every instance within 2 s, in the HTML", async () => {
    const id = await draft("Garage Floors After Winter", "garage-floors-after-winter", "Sweep the salt out first.");
    trpcData(await owner.mutate("admin.posts.publish", { id }));
    const took = await untilEveryBlog(
      (html) => textOf(html).includes("Garage Floors After Winter"),
      "/blog to list the new post",
    );
    expect(took).toBeLessThan(FOLLOW_MS);

    for (const app of apps) {
      const blog = (await get(app, "/blog")).body;
      // The data the browser keeps is of the same generation as the HTML around it.
      expect(embeddedData(blog)).toContain("garage-floors-after-winter");
      const page = await get(app, "/blog/garage-floors-after-winter");
      expect(page.statusCode).toBe(200);
      // Rendered on the server, not the SPA shell the browser fills in later.
      expect(page.body).toMatch(/<div id="root">\s*\S/);
      expect(textOf(page.body)).toContain("Garage Floors After Winter");
      expect(textOf(page.body)).toContain("Sweep the salt out first.");
      expect(jsonLdOf(page.body).find((node) => node["@type"] === "BlogPosting")).toMatchObject({
        headline: "Garage Floors After Winter",
      });
      expect(embeddedData(page.body)).toContain("Sweep the salt out first.");
      expect((await get(app, "/sitemap.xml")).body).toContain("/blog/garage-floors-after-winter<");
    }
  });

  it("answers a shipped sample post the owner unpublishes with the blog's 404 page, and drops it from /blog", async () => {
    const sample = publishedPosts()[0]!;
    const row = await testDb.db.blogPost.findUniqueOrThrow({ where: { slug: sample.slug } });
    for (const app of apps) expect((await get(app, `/blog/${sample.slug}`)).statusCode).toBe(200);

    trpcData(await owner.mutate("admin.posts.unpublish", { id: row.id }));
    const took = await untilEveryBlog((html) => !html.includes(`/blog/${sample.slug}"`), "/blog to drop the sample");
    expect(took).toBeLessThan(FOLLOW_MS);
    for (const app of apps) {
      const page = await get(app, `/blog/${sample.slug}`);
      expect(page.statusCode).toBe(404);
      expect(textOf(page.body)).toContain("Article Not Found");
      expect(textOf(page.body)).not.toContain(sample.title);
      expect(embeddedData((await get(app, "/blog")).body)).not.toContain(sample.slug);
      expect((await get(app, "/sitemap.xml")).body).not.toContain(`/blog/${sample.slug}<`);
    }
  });

  it("renders a post the queue publishes at its time the same way", async () => {
    const id = await draft("Scheduled Window Day", "scheduled-window-day", "Streaks show in low sun.");
    trpcData(await owner.mutate("admin.posts.schedule", { id, at: new Date(Date.now() + 1_000).toISOString() }));
    queue = await startSiteQueue({
      db: testDb.db,
      connectionString: testDb.url,
      mailer: null,
      facts: fixedFacts(SHIPPED_FACTS),
      instanceId: `test-${Math.random()}`,
      maintenanceCron: "0 3 * * *",
      log: memoryLog().log,
    });
    await untilEveryBlog((html) => textOf(html).includes("Scheduled Window Day"), "/blog to list the scheduled post");
    for (const app of apps) {
      const page = await get(app, "/blog/scheduled-window-day");
      expect(page.statusCode).toBe(200);
      expect(textOf(page.body)).toContain("Streaks show in low sun.");
    }
  });

  it("renders a post published from the content file (npm run content -- publish) the same way", async () => {
    const exported = await contentCli(testDb.url, "export");
    expect(exported.code, exported.stderr).toBe(0);
    const site = JSON.parse(exported.stdout) as { posts: PostFileEntry[] };
    const added: PostFileEntry = {
      ...{ id: "file-entryway-rugs", state: "published", title: "Entryway Rugs in Snow Season", slug: "entryway-rugs" },
      ...{ excerpt: "Written in a content file.", tags: ["Cleaning Tips"], authorName: "Test Owner" },
      ...{ coverImageUrl: "", seoTitle: "", seoDescription: "", publishedAt: null, scheduledAt: null },
      ...{ coverPhoto: null, bodyPhotos: [], body: postBody("Shake them out daily.") as PostFileEntry["body"] },
    };
    const file = path.join(dir, "posts.json");
    await writeFile(file, JSON.stringify({ ...site, posts: [...site.posts, added] }));
    const published = await contentCli(testDb.url, "publish", file);
    expect(published.code, published.stderr).toBe(0);
    const took = await untilEveryBlog(
      (html) => textOf(html).includes("Entryway Rugs in Snow Season"),
      "/blog to list the file's post",
    );
    expect(took).toBeLessThan(FOLLOW_MS);
    for (const app of apps) {
      const page = await get(app, "/blog/entryway-rugs");
      expect(page.statusCode).toBe(200);
      expect(textOf(page.body)).toContain("Shake them out daily.");
    }
  }, 60_000);
});
