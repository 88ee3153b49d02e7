import { mkdir, mkdtemp, rm, writeFile } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import type { FastifyInstance } from "fastify";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { type SiteQueue } from "#server/jobs/site-queue";
import { createTestOwner, signedInClient } from "../support/admin-session";
import { memoryLog } from "../support/memory-log";
import { buildTestApp } from "../support/test-app";
import { startTestQueue } from "../support/test-queue";
import { createTestDatabase, type TestDatabase } from "../support/test-database";
import { trpcData } from "../support/trpc-data";
import { waitFor } from "../support/wait-for";

const SHELL = '<!doctype html><html><head><title>Shell</title></head><body><div id="root"></div></body></html>';

let testDb: TestDatabase;
let app: FastifyInstance;
let dir: string;
let owner: Awaited<ReturnType<typeof signedInClient>>;
let queue: SiteQueue | undefined;
const log = memoryLog();

interface DeskPost {
  id: string;
  state: string;
  version: number;
  fields: Record<string, unknown>;
  scheduledAt: string | null;
}

const text = (value: string) => ({ type: "text", text: value, format: 0, version: 1 });
const body = (...paragraphs: string[]) => ({
  root: { type: "root", children: paragraphs.map((words) => ({ type: "paragraph", children: [text(words)] })) },
});
const fields = (title: string, slug: string) => ({
  ...{ title, slug, excerpt: `About ${title}`, tags: ["Tips"], authorName: "Test Owner" },
  ...{ coverImageUrl: "", coverPhotoId: "", seoTitle: "", seoDescription: "" },
});
const fieldsOf = (response: { json(): unknown }) =>
  (response.json() as { error: { data: { fields?: Record<string, string> } } }).error.data.fields ?? {};
const fieldNames = (response: { json(): unknown }) => Object.keys(fieldsOf(response));

async function startQueue(): Promise<SiteQueue> {
  queue = await startTestQueue(testDb, log.log);
  return queue;
}

async function stopQueue(): Promise<void> {
  await queue?.stop();
  queue = undefined;
}

async function newPost(title: string, slug: string, words = "Hello there"): Promise<DeskPost> {
  const created = trpcData<DeskPost>(await owner.mutate("admin.posts.create", { title }));
  const input = { id: created.id, version: created.version, fields: fields(title, slug), body: body(words) };
  trpcData(await owner.mutate("admin.posts.saveDraft", input));
  return trpcData<DeskPost>(await owner.query("admin.posts.get", { id: created.id }));
}

const publicPost = (slug: string) => app.inject({ method: "GET", url: `/api/posts/${slug}` });
const liveBody = async (slug: string) => (await publicPost(slug)).json<{ body: string }>().body;

beforeAll(async () => {
  testDb = await createTestDatabase();
  await createTestOwner(testDb.db);
  dir = await mkdtemp(path.join(os.tmpdir(), "bluebird-blog-desk-"));
  await mkdir(path.join(dir, "client"), { recursive: true });
  await writeFile(path.join(dir, "client/index.html"), SHELL);
  app = await buildTestApp(testDb.db, { clientDistDir: path.join(dir, "client") });
  owner = await signedInClient(app);
});
afterEach(stopQueue);
afterAll(async () => {
  await app.close();
  await testDb.drop();
  await rm(dir, { recursive: true, force: true });
});

describe("the owner's blog desk", () => {
  it("needs a signed-in owner, and the site's own pages for changes", async () => {
    const anonymous = await app.inject({ method: "GET", url: "/trpc/admin.posts.list" });
    expect(anonymous.statusCode).toBe(401);
    const forged = await owner.mutate("admin.posts.create", { title: "x" }, { origin: "https://evil.example" });
    expect(forged.statusCode).toBe(403);
    expect(anonymous.headers["cache-control"]).toContain("no-store");
  });

  it("creates a draft nobody else sees, publishes it, and keeps later edits a draft until the next publish", async () => {
    const post = await newPost("Mud Season Entryways", "mud-season-entryways", "Boots off at the door");
    expect(post.state).toBe("draft");
    expect((await publicPost("mud-season-entryways")).statusCode).toBe(404);

    const published = trpcData<DeskPost>(await owner.mutate("admin.posts.publish", { id: post.id }));
    expect(published.state).toBe("published");
    const live = (await publicPost("mud-season-entryways")).json<{ body: string; readTimeMinutes: number }>();
    expect(live.body).toBe("<p>Boots off at the door</p>");
    expect(live.readTimeMinutes).toBe(1);

    // An autosave of the published post: the live one is untouched.
    const saved = trpcData<{ version: number }>(
      await owner.mutate("admin.posts.saveDraft", {
        id: post.id,
        version: published.version,
        fields: fields("Mud Season Entryways", "mud-season-entryways"),
        body: body("A whole new body"),
      }),
    );
    expect(await liveBody("mud-season-entryways")).toBe("<p>Boots off at the door</p>");
    const reopened = trpcData<DeskPost & { hasDraft: boolean }>(await owner.query("admin.posts.get", { id: post.id }));
    expect(reopened.hasDraft).toBe(true);
    expect(reopened.version).toBe(saved.version);

    // A stale autosave (another tab) is refused with a conflict, not silently applied.
    const stale = await owner.mutate("admin.posts.saveDraft", {
      id: post.id,
      version: published.version,
      fields: fields("Old tab", "mud-season-entryways"),
      body: body("Old tab text"),
    });
    expect(stale.statusCode).toBe(409);

    // The preview shows the draft (owner only, never cached).
    const preview = await owner.query("admin.posts.preview", { id: post.id });
    expect(trpcData<{ body: string }>(preview).body).toBe("<p>A whole new body</p>");
    expect(preview.headers["cache-control"]).toContain("no-store");

    trpcData(await owner.mutate("admin.posts.publish", { id: post.id }));
    expect(await liveBody("mud-season-entryways")).toBe("<p>A whole new body</p>");
    const audit = await testDb.db.auditEntry.findMany({ where: { action: { startsWith: "post." } } });
    expect(audit.map((entry) => entry.action)).toEqual(
      expect.arrayContaining(["post.create", "post.publish", "post.preview"]),
    );
  });

  it("refuses bad input with a 4xx naming the field, and never a 500", async () => {
    const post = await newPost("Field Checks", "field-checks");
    const save = (input: object) =>
      owner.mutate("admin.posts.saveDraft", { id: post.id, version: post.version, body: body("x"), ...input });
    const badSlug = await save({ fields: fields("Field Checks", "Not A Slug!") });
    expect(badSlug.statusCode).toBe(400);
    expect(fieldNames(badSlug)).toContain("fields.slug");
    const badCover = await save({
      fields: { ...fields("Field Checks", "field-checks"), coverImageUrl: "javascript:x" },
    });
    expect(badCover.statusCode).toBe(400);
    expect(fieldNames(badCover)).toContain("fields.coverImageUrl");
    const badBody = await owner.mutate("admin.posts.saveDraft", {
      id: post.id,
      version: post.version,
      fields: fields("Field Checks", "field-checks"),
      body: "<p>html</p>",
    });
    expect(badBody.statusCode).toBe(400);
    expect(fieldNames(badBody)).toContain("body");
    const badTime = await owner.mutate("admin.posts.schedule", { id: post.id, at: "next tuesday" });
    expect(badTime.statusCode).toBe(400);
    expect(fieldNames(badTime)).toContain("at");
    const past = await owner.mutate("admin.posts.schedule", { id: post.id, at: "2020-01-01T00:00:00Z" });
    expect(past.statusCode).toBe(400);
    expect(fieldsOf(past)).toEqual({ at: "at must be in the future" });

    const untitled = trpcData<DeskPost>(await owner.mutate("admin.posts.create", { title: "" }));
    const refused = await owner.mutate("admin.posts.publish", { id: untitled.id });
    expect(refused.statusCode).toBe(400);
    expect(fieldsOf(refused)).toMatchObject({ title: "title is required to publish" });
    expect((await owner.mutate("admin.posts.publish", { id: "no-such-post" })).statusCode).toBe(404);
  });

  it("publishes a scheduled post by the queue, also after a restart, and unpublishes it", async () => {
    const post = await newPost("Scheduled Tips", "scheduled-tips");
    const at = new Date(Date.now() + 2_000);
    const scheduled = trpcData<DeskPost>(
      await owner.mutate("admin.posts.schedule", { id: post.id, at: at.toISOString() }),
    );
    expect(scheduled.state).toBe("scheduled");
    expect(scheduled.scheduledAt).toBe(at.toISOString());

    // A queue runs and stops before the time (a restart); none runs at the time: the job waits in Postgres.
    await startQueue();
    await stopQueue();
    await new Promise((resolve) => setTimeout(resolve, Math.max(0, at.getTime() - Date.now()) + 500));
    expect((await publicPost("scheduled-tips")).statusCode).toBe(404);
    await startQueue();
    await waitFor(async () => (await publicPost("scheduled-tips")).statusCode === 200, 15_000, "the scheduled post");
    const delay = Date.now() - at.getTime();
    expect(delay).toBeGreaterThan(0);

    trpcData(await owner.mutate("admin.posts.unpublish", { id: post.id }));
    expect((await publicPost("scheduled-tips")).statusCode).toBe(404);
    expect((await app.inject({ method: "GET", url: "/blog/scheduled-tips" })).statusCode).toBe(404);
  });

  it("fires a schedule on a running queue within seconds, and a cancelled schedule never fires", async () => {
    await startQueue();
    const post = await newPost("Quick Schedule", "quick-schedule");
    const cancelled = await newPost("Cancelled Schedule", "cancelled-schedule");
    const at = new Date(Date.now() + 1_500);
    trpcData(await owner.mutate("admin.posts.schedule", { id: post.id, at: at.toISOString() }));
    trpcData(await owner.mutate("admin.posts.schedule", { id: cancelled.id, at: at.toISOString() }));
    trpcData(await owner.mutate("admin.posts.unpublish", { id: cancelled.id }));
    await waitFor(async () => (await publicPost("quick-schedule")).statusCode === 200, 15_000, "the scheduled post");
    expect(Date.now() - at.getTime()).toBeLessThan(5_000);
    await new Promise((resolve) => setTimeout(resolve, 1_500));
    expect((await publicPost("cancelled-schedule")).statusCode).toBe(404);
  });

  it("answers a renamed post's old addresses with one 301 to the current one, and lists only that in the sitemap and feed", async () => {
    const post = await newPost("Renamed", "slug-a");
    trpcData(await owner.mutate("admin.posts.publish", { id: post.id }));
    for (const slug of ["slug-b", "slug-c"]) {
      const current = trpcData<DeskPost>(await owner.query("admin.posts.get", { id: post.id }));
      trpcData(
        await owner.mutate("admin.posts.saveDraft", {
          id: post.id,
          version: current.version,
          fields: fields("Renamed", slug),
          body: body("Renamed body"),
        }),
      );
      trpcData(await owner.mutate("admin.posts.publish", { id: post.id }));
    }
    for (const old of ["slug-a", "slug-b"]) {
      const moved = await app.inject({ method: "GET", url: `/blog/${old}` });
      expect(moved.statusCode, old).toBe(301);
      expect(moved.headers.location).toBe("/blog/slug-c");
    }
    expect((await app.inject({ method: "GET", url: "/blog/slug-c" })).statusCode).toBe(200);

    const sitemap = (await app.inject({ method: "GET", url: "/sitemap.xml" })).body;
    expect(sitemap).toContain("<loc>http://localhost:3000/blog/slug-c</loc>");
    expect(sitemap).not.toContain("/blog/slug-a<");
    expect(sitemap).not.toContain("/blog/slug-b<");

    const feed = await app.inject({ method: "GET", url: "/blog/rss.xml" });
    expect(feed.statusCode).toBe(200);
    expect(feed.headers["content-type"]).toContain("application/rss+xml");
    const xml = feed.body;
    expect(xml).toMatch(/^<\?xml version="1.0" encoding="UTF-8"\?>\n<rss version="2.0"/);
    const items = [...xml.matchAll(/<item>([\s\S]*?)<\/item>/g)].map((match) => match[1] ?? "");
    const renamed = items.find((item) => item.includes("<title>Renamed</title>"));
    expect(renamed).toContain("<link>http://localhost:3000/blog/slug-c</link>");
    expect(renamed).toMatch(/<pubDate>\w{3}, \d{2} \w{3} \d{4} \d{2}:\d{2}:\d{2} GMT<\/pubDate>/);
    // Only published posts: the drafts of this file are not in it.
    expect(xml).not.toContain("<title>Field Checks</title>");
    for (const item of items) {
      expect(item).toMatch(/<title>[^<]+<\/title>/);
      expect(item).toMatch(/<link>http:\/\/localhost:3000\/blog\/[a-z0-9-]+<\/link>/);
    }
    // A new post may take an old slug back: the redirect then gives way.
    const taker = await newPost("Takes A", "slug-a");
    trpcData(await owner.mutate("admin.posts.publish", { id: taker.id }));
    expect((await app.inject({ method: "GET", url: "/blog/slug-a" })).statusCode).toBe(200);
    // Two posts cannot share a live slug.
    const clash = await newPost("Clash", "slug-c");
    const refused = await owner.mutate("admin.posts.publish", { id: clash.id });
    expect(refused.statusCode).toBe(409);
    expect(fieldNames(refused)).toContain("slug");
  });

  it("takes an unpublished post's page off the site (a build's page included)", async () => {
    const seeded = await testDb.db.blogPost.findFirstOrThrow({ where: { published: true } });
    expect((await app.inject({ method: "GET", url: `/blog/${seeded.slug}` })).statusCode).toBe(200);
    trpcData(await owner.mutate("admin.posts.unpublish", { id: seeded.id }));
    expect((await app.inject({ method: "GET", url: `/blog/${seeded.slug}` })).statusCode).toBe(404);
    expect((await app.inject({ method: "GET", url: "/sitemap.xml" })).body).not.toContain(`/blog/${seeded.slug}<`);
  });
});
