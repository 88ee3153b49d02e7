import { randomUUID } from "node:crypto";
import { mkdir, mkdtemp, rm, writeFile } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { cliActor } from "#server/audit/actor";
import { ContentCache } from "#server/content/content-cache";
import { type ContentChangeListener, listenForContentChanges } from "#server/content/content-change-listener";
import { htmlToPostBody } from "#server/content/html-to-post-body";
import { seed } from "#server/db/seed";
import type { PostFileEntry } from "#shared/content/blog/post-file";
import { contentCli } from "../support/content-cli";
import { buildTestApp } from "../support/test-app";
import { createTestDatabase, type TestDatabase } from "../support/test-database";
import { waitFor } from "../support/wait-for";

const SHELL = '<!doctype html><html><head><title>Shell</title></head><body><div id="root"></div></body></html>';

let testDb: TestDatabase;
let app: FastifyInstance;
let cache: ContentCache;
let listener: ContentChangeListener;
let dir: string;
const quiet = { warn: () => undefined, error: () => undefined, info: () => undefined };

interface SiteFile {
  posts: PostFileEntry[];
  [key: string]: unknown;
}

beforeAll(async () => {
  testDb = await createTestDatabase();
  await seed(testDb.db);
  dir = await mkdtemp(path.join(os.tmpdir(), "bluebird-content-posts-"));
  await mkdir(path.join(dir, "client"), { recursive: true });
  await writeFile(path.join(dir, "client/index.html"), SHELL);
  cache = new ContentCache();
  listener = listenForContentChanges(testDb.url, cache, quiet);
  app = await buildTestApp(testDb.db, { cache, clientDistDir: path.join(dir, "client") });
  await waitFor(() => cache.isActive, 10_000, "the content listener to connect");
}, 120_000);
afterAll(async () => {
  await app.close();
  await listener.close();
  await testDb.drop();
  await rm(dir, { recursive: true, force: true });
});

const content = (...args: string[]) => contentCli(testDb.url, ...args);
async function exported(): Promise<SiteFile> {
  const result = await content("export");
  expect(result.code, result.stderr).toBe(0);
  return JSON.parse(result.stdout) as SiteFile;
}
async function fileOf(name: string, site: SiteFile): Promise<string> {
  const file = path.join(dir, name);
  await writeFile(file, JSON.stringify(site, null, 2));
  return file;
}
const get = (url: string) => app.inject({ method: "GET", url });
const publicTitles = async () => (await get("/api/posts")).json<{ title: string }[]>().map((post) => post.title);

const paragraph = (words: string) => ({
  root: {
    type: "root",
    children: [{ type: "paragraph", children: [{ type: "text", text: words, format: 0, version: 1 }] }],
  },
});
const newPost = (slug: string, state: PostFileEntry["state"], scheduledAt: string | null = null): PostFileEntry => ({
  id: `file-${slug}`,
  state,
  title: `New: ${slug}`,
  slug,
  excerpt: "Written in a content file.",
  tags: ["Cleaning Tips"],
  authorName: "Test Owner",
  coverImageUrl: "",
  seoTitle: "",
  seoDescription: "",
  publishedAt: null,
  scheduledAt,
  coverPhoto: null,
  bodyPhotos: [],
  body: paragraph(`The body of ${slug}.`) as PostFileEntry["body"],
});

describe("npm run content -- export / publish carry the blog posts", () => {
  it("exports every post with its body as the editor's JSON", async () => {
    const { posts } = await exported();
    const rows = await testDb.db.blogPost.findMany();
    expect(posts.map((post) => post.id).sort()).toEqual(rows.map((row) => row.id).sort());
    for (const post of posts) {
      const row = rows.find((candidate) => candidate.id === post.id)!;
      expect(post).toMatchObject({ slug: row.slug, title: row.title, state: row.published ? "published" : "draft" });
      if (row.body) expect(post.body).toEqual(htmlToPostBody(row.body));
    }
    // The file is complete: publishing it unchanged changes nothing.
    const again = await content("publish", await fileOf("same.json", await exported()));
    expect(again.code, again.stderr).toBe(0);
    expect(again.stdout).toContain("Nothing to publish");
  }, 60_000);

  it("adds, changes, renames and unpublishes posts (dry run first), audited, and the running site follows", async () => {
    const site = await exported();
    const published = site.posts.filter((post) => post.state === "published");
    const [edited, renamed, dropped] = published;
    if (!edited || !renamed || !dropped) throw new Error("the seed published fewer than three posts");
    const oldSlug = renamed.slug;
    // Read once, so the cache holds the answers the publish must clear.
    expect(await publicTitles()).toContain(edited.title);
    expect((await get(`/api/posts/${edited.slug}`)).statusCode).toBe(200);

    const later = new Date(Date.now() + 3_600_000).toISOString();
    const next: SiteFile = {
      ...site,
      posts: [
        ...site.posts
          .filter((post) => post.id !== dropped.id)
          .map((post) =>
            post.id === edited.id
              ? { ...post, title: "Edited through the content file", body: paragraph("A corrected body.") }
              : post.id === renamed.id
                ? { ...post, slug: `${oldSlug}-renamed` }
                : post,
          ),
        newPost("from-the-file", "published"),
        newPost("scheduled-from-the-file", "scheduled", later),
        // A draft may be unfinished, as in the editor.
        { ...newPost("unfinished", "draft"), title: "", slug: "" },
      ] as PostFileEntry[],
    };
    const file = await fileOf("posts.json", next);

    const dry = await content("publish", file, "--dry-run");
    expect(dry.code, dry.stderr).toBe(0);
    expect(dry.stdout).toContain("posts: add from-the-file");
    expect(dry.stdout).toContain("posts: add scheduled-from-the-file");
    expect(dry.stdout).toContain("posts: add (untitled draft file-unfinished)");
    expect(dry.stdout).toContain(`posts: change ${edited.slug} (title, body)`);
    expect(dry.stdout).toContain(`posts: change ${oldSlug}-renamed (slug)`);
    expect(dry.stdout).toContain(`posts: unpublish ${dropped.slug} (not in the file; kept as a draft in /admin)`);
    expect(dry.stdout).toContain("Dry run: nothing was published.");
    expect(await testDb.db.blogPost.count({ where: { id: "file-from-the-file" } })).toBe(0);

    const applied = await content("publish", file);
    expect(applied.code, applied.stderr).toBe(0);
    expect(applied.stdout).toContain("Published the posts: 3 added, 2 changed, 1 unpublished.");
    expect(applied.stdout).not.toContain("Published revision");

    // The running server hears the change (content_changed) and answers the new posts.
    await waitFor(async () => (await publicTitles()).includes("Edited through the content file"), 2_000, "the API");
    expect(await publicTitles()).toContain("New: from-the-file");
    expect(await publicTitles()).not.toContain("New: scheduled-from-the-file");
    expect((await get(`/api/posts/${edited.slug}`)).json<{ body: string }>().body).toBe("<p>A corrected body.</p>");
    expect((await get("/blog/from-the-file")).statusCode).toBe(200);
    const moved = await get(`/blog/${oldSlug}`);
    expect(moved.statusCode).toBe(301);
    expect(moved.headers.location).toBe(`/blog/${oldSlug}-renamed`);
    expect((await get(`/blog/${dropped.slug}`)).statusCode).toBe(404);
    const sitemap = (await get("/sitemap.xml")).body;
    expect(sitemap).toContain("/blog/from-the-file<");
    expect(sitemap).not.toContain(`/blog/${dropped.slug}<`);
    expect((await get("/blog/rss.xml")).body).toContain("<title>Edited through the content file</title>");

    // The dropped post keeps its text as a draft; the scheduled one waits on the queue.
    const draft = await testDb.db.blogPost.findUniqueOrThrow({ where: { id: dropped.id } });
    expect(draft).toMatchObject({ published: false, draftFields: expect.objectContaining({ title: dropped.title }) });
    const scheduled = await testDb.db.blogPost.findUniqueOrThrow({ where: { id: "file-scheduled-from-the-file" } });
    expect(scheduled).toMatchObject({ published: false, scheduledAt: new Date(later) });
    const jobs = await testDb.db.$queryRaw<{ key: string }[]>`SELECT key FROM graphile_worker.jobs`;
    expect(jobs.map((job) => job.key)).toContain("blog-publish:file-scheduled-from-the-file");

    const audit = await testDb.db.auditEntry.findFirstOrThrow({ where: { action: "posts.publish" } });
    expect(audit).toMatchObject({
      actor: cliActor().label,
      detail: { added: 3, changed: 2, unpublished: 1 },
    });
    expect(audit.records).toHaveLength(6);

    // What it published exports as the file said: publishing the new export changes nothing.
    const again = await content("publish", await fileOf("again.json", await exported()));
    expect(again.stdout).toContain("Nothing to publish");
  }, 120_000);

  it("refuses a bad slug, a slug taken twice and a photo this site lacks, naming each post, and writes nothing", async () => {
    const site = await exported();
    const before = await testDb.db.blogPost.findMany({ orderBy: { id: "asc" } });
    const missing = randomUUID();
    const posts = site.posts.map((post, index) =>
      index === 1 ? { ...post, slug: "Not A Slug" } : index === 2 ? { ...post, slug: site.posts[0]!.slug } : post,
    );
    const withCover = {
      ...newPost("with-a-cover", "published"),
      coverPhoto: { id: missing, hash: "0123456789abcdef" },
    };
    const early = { ...newPost("too-early", "published"), scheduledAt: "2030-01-01T00:00:00Z" };
    const badFile = await fileOf("bad.json", { ...site, posts: [...posts, early, withCover] });

    const refused = await content("publish", badFile);
    expect(refused.code).toBe(1);
    expect(refused.stdout).toBe("");
    expect(refused.stderr).toContain(
      "posts[1].slug: slug may only contain lowercase letters, digits and single hyphens",
    );
    expect(refused.stderr).toContain(`posts[2].slug: slug ${site.posts[0]!.slug} is also posts[0]'s`);
    expect(refused.stderr).toContain(
      `posts[${posts.length}].scheduledAt: scheduledAt is only for a scheduled post: set it to null`,
    );

    // Shape first; then what this site holds: the photo, named with the post.
    const past = newPost("in-the-past", "scheduled", "2020-01-01T00:00:00Z");
    const photoFile = await fileOf("photo.json", { ...site, posts: [...site.posts, withCover, past] });
    const noPhoto = await content("publish", photoFile);
    expect(noPhoto.code).toBe(1);
    expect(noPhoto.stderr).toContain(
      `posts[${site.posts.length}].coverPhoto: the post "with-a-cover" uses photo ${missing} (content hash 0123456789abcdef), which is not on this site.`,
    );
    expect(noPhoto.stderr).toContain(
      `posts[${site.posts.length + 1}].scheduledAt: 2020-01-01T00:00:00Z has passed: choose a time in the future`,
    );

    // A slug another post's page holds (one the file neither moves nor publishes).
    const taken = site.posts.find((post) => post.state === "published")!;
    const clash = { ...newPost("clash", "published"), slug: taken.slug };
    const clashFile = await fileOf("clash.json", {
      ...site,
      posts: [...site.posts.filter((post) => post.id !== taken.id), clash],
    });
    const clashed = await content("publish", clashFile);
    expect(clashed.code).toBe(1);
    expect(clashed.stderr).toContain(`.slug: another post on this site already uses ${taken.slug}`);

    expect(await testDb.db.blogPost.findMany({ orderBy: { id: "asc" } })).toEqual(before);
  }, 120_000);

  it("carries a cover photo by id and content hash, and refuses a file whose photo differs here", async () => {
    const photo = await testDb.db.photo.create({
      data: {
        alt: "A clean kitchen",
        status: "ready",
        originalType: "jpeg",
        originalBytes: 1000,
        width: 640,
        height: 480,
        variants: {
          create: [320, 640].map((width) => ({
            format: "jpeg",
            width,
            height: (width * 3) / 4,
            hash: `${width}`.padStart(16, "a"),
            bytes: Buffer.from([width]),
            byteSize: 1,
          })),
        },
      },
    });
    const site = await exported();
    const target = site.posts.find((post) => post.state === "published")!;
    const withCover = site.posts.map((post) =>
      post.id === target.id ? { ...post, coverPhoto: { id: photo.id, hash: null } } : post,
    );
    const published = await content("publish", await fileOf("cover.json", { ...site, posts: withCover }));
    expect(published.code, published.stderr).toBe(0);
    expect(published.stdout).toContain(`posts: change ${target.slug} (coverPhoto)`);
    expect((await testDb.db.blogPost.findUniqueOrThrow({ where: { id: target.id } })).coverPhotoId).toBe(photo.id);

    const cover = (await exported()).posts.find((post) => post.id === target.id)!.coverPhoto!;
    expect(cover.id).toBe(photo.id);
    expect(cover.hash).toMatch(/^[0-9a-f]{16}$/);
    const other = withCover.map((post) =>
      post.id === target.id ? { ...post, coverPhoto: { id: photo.id, hash: "ffffffffffffffff" } } : post,
    );
    const refused = await content("publish", await fileOf("other-cover.json", { ...site, posts: other }));
    expect(refused.code).toBe(1);
    expect(refused.stderr).toContain(
      `.coverPhoto: the post "${target.slug}" uses photo ${photo.id}, but that photo's file on this site differs (content hash ${cover.hash}, the file says ffffffffffffffff).`,
    );
  }, 120_000);

  it("lets two posts swap slugs, leaving no redirect on either", async () => {
    const site = await exported();
    const [first, second] = site.posts.filter((post) => post.state === "published");
    if (!first || !second) throw new Error("fewer than two published posts");
    const swapped = site.posts.map((post) =>
      post.id === first.id
        ? { ...post, slug: second.slug }
        : post.id === second.id
          ? { ...post, slug: first.slug }
          : post,
    );
    const result = await content("publish", await fileOf("swap.json", { ...site, posts: swapped }));
    expect(result.code, result.stderr).toBe(0);
    const rows = await testDb.db.blogPost.findMany({ where: { id: { in: [first.id, second.id] } } });
    expect(Object.fromEntries(rows.map((row) => [row.id, row.slug]))).toEqual({
      [first.id]: second.slug,
      [second.id]: first.slug,
    });
    // Both slugs are live again: no redirect may send either elsewhere.
    expect(await testDb.db.blogSlugRedirect.count({ where: { oldSlug: { in: [first.slug, second.slug] } } })).toBe(0);
    await waitFor(
      async () => (await get(`/api/posts/${first.slug}`)).json<{ id: string }>().id === second.id,
      2_000,
      "the API to answer the swapped slug",
    );
  }, 60_000);
});
