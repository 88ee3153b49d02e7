import type { FastifyInstance } from "fastify";
import pg from "pg";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import type { RenderedPage } from "#client/ssr/render-page";
import { type SiteQueue } from "#server/jobs/site-queue";
import type { PostDto } from "#server/routers/public/posts";
import type { PhotoView } from "#shared/photos/photo-sizes";
import { createTestOwner, signedInClient } from "../support/admin-session";
import { memoryLog } from "../support/memory-log";
import { cameraJpeg } from "../support/photo-fixtures";
import { vocabularyProblems } from "../support/schema-vocabulary";
import { SHIPPED_FACTS } from "../support/site-facts";
import { buildTestApp } from "../support/test-app";
import { startTestQueue } from "../support/test-queue";
import { createTestDatabase, type TestDatabase } from "../support/test-database";
import { trpcData } from "../support/trpc-data";
import { waitFor } from "../support/wait-for";

let testDb: TestDatabase;
let app: FastifyInstance;
let owner: Awaited<ReturnType<typeof signedInClient>>;
let queue: SiteQueue;
let render: (path: string, post: PostDto) => Promise<RenderedPage>;
const log = memoryLog();

const IMMUTABLE = "public, max-age=31536000, immutable";

interface DeskPost {
  id: string;
  version: number;
}

const text = (value: string) => ({ type: "text", text: value, format: 0, version: 1 });
const bodyWith = (photoId: string, alt: string) => ({
  root: {
    type: "root",
    children: [
      { type: "paragraph", children: [text("Before and after.")] },
      { type: "image", version: 1, photoId, src: "/ignored-by-the-server.jpg", alt },
    ],
  },
});
const fields = (title: string, slug: string, extra: Record<string, string> = {}) => ({
  ...{ title, slug, excerpt: `About ${title}`, tags: ["Cleaning Tips"], authorName: "Test Owner" },
  ...{ coverImageUrl: "", coverPhotoId: "", seoTitle: "", seoDescription: "", ...extra },
});

async function uploadPhoto(alt: string): Promise<PhotoView> {
  // Stored sideways: 1200 x 900 when upright, so it gets the 480 and 960 px widths.
  const response = await app.inject({
    method: "POST",
    url: `/api/admin/photos?${new URLSearchParams({ alt }).toString()}`,
    headers: { cookie: owner.cookie, origin: "http://localhost:3000", "content-type": "image/jpeg" },
    payload: await cameraJpeg(900, 1200),
  });
  expect(response.statusCode, response.body).toBe(201);
  const { id } = response.json<{ id: string }>();
  let view: PhotoView | null = null;
  await waitFor(
    async () => {
      const list = trpcData<{ id: string; view: PhotoView | null }[]>(await owner.query("admin.photos.list"));
      view = list.find((photo) => photo.id === id)?.view ?? null;
      return view !== null;
    },
    60_000,
    "the photo to be resized",
  );
  return view!;
}

async function newPost(title: string, slug: string, extra: Record<string, string>, body: object): Promise<DeskPost> {
  const created = trpcData<DeskPost>(await owner.mutate("admin.posts.create", { title }));
  const saved = await owner.mutate("admin.posts.saveDraft", {
    id: created.id,
    version: created.version,
    fields: fields(title, slug, extra),
    body,
  });
  expect(saved.statusCode, saved.body).toBe(200);
  return trpcData<DeskPost>(await owner.query("admin.posts.get", { id: created.id }));
}

const visitor = (url: string) => app.inject({ method: "GET", url });
/** The status a visitor gets for each of the photo's files (all the same, or the test fails here). */
async function visitorStatus(photo: PhotoView): Promise<number> {
  const answers = await Promise.all(photo.files.map((file) => visitor(file.url)));
  const statuses = new Set(answers.map((answer) => answer.statusCode));
  expect(statuses.size, `every file of ${photo.alt} answers alike`).toBe(1);
  if (statuses.has(200)) for (const answer of answers) expect(answer.headers["cache-control"]).toBe(IMMUTABLE);
  return [...statuses][0]!;
}
const publish = async (id: string) => trpcData(await owner.mutate("admin.posts.publish", { id }));
const unpublish = async (id: string) => trpcData(await owner.mutate("admin.posts.unpublish", { id }));
const livePost = async (slug: string) => (await visitor(`/api/posts/${slug}`)).json<PostDto>();

beforeAll(async () => {
  testDb = await createTestDatabase();
  await createTestOwner(testDb.db);
  app = await buildTestApp(testDb.db);
  owner = await signedInClient(app);
  queue = await startTestQueue(testDb, log.log);
  // The page heads read the site's address (vite.config.ts defines it for the build).
  vi.stubGlobal("__SITE_URL__", "https://example.test");
  const [{ renderPage }, { factsAnswer }] = await Promise.all([
    import("#client/ssr/render-page"),
    import("#server/prerender/site-renderer"),
  ]);
  // The real page renderer, answering the post from the API and everything else from the shipped facts.
  render = (path, post) =>
    renderPage(path, (query, input) =>
      query === "posts.bySlug"
        ? post
        : query === "posts.list"
          ? []
          : factsAnswer(query, input, { revision: 1, facts: SHIPPED_FACTS }),
    );
}, 120_000);
afterAll(async () => {
  await queue.stop();
  await app.close();
  await testDb.drop();
});

describe("a post's photos", () => {
  it("are private while the post is a draft, public while a published post shows them, private again after", async () => {
    const cover = await uploadPhoto("A bright kitchen after a deep clean");
    const inBody = await uploadPhoto("Our team at work");
    const first = await newPost("Kitchen Reset", "kitchen-reset", { coverPhotoId: cover.id }, bodyWith(inBody.id, ""));
    const second = await newPost("Second Look", "second-look", { coverPhotoId: cover.id }, bodyWith(cover.id, "Again"));

    // Drafts: a visitor gets 404 (their existence is not public), the owner the files, uncached.
    expect(await visitorStatus(cover)).toBe(404);
    expect(await visitorStatus(inBody)).toBe(404);
    const asOwner = await owner.get(inBody.files[0]!.url);
    expect(asOwner.statusCode).toBe(200);
    expect(asOwner.headers["cache-control"]).toBe("private, no-store");
    const preview = trpcData<PostDto>(await owner.query("admin.posts.preview", { id: first.id }));
    expect(preview.cover?.id).toBe(cover.id);
    expect(preview.body).toContain(`${inBody.id}-`);

    // Published: cover and body photo answer everyone, cached for a year; the body has <picture> markup.
    await publish(first.id);
    expect(await visitorStatus(cover)).toBe(200);
    expect(await visitorStatus(inBody)).toBe(200);
    const live = await livePost("kitchen-reset");
    expect(live.cover).toEqual(cover);
    const avif = inBody.files.filter((file) => file.format === "avif").map((file) => `${file.url} ${file.width}w`);
    const jpegs = inBody.files.filter((file) => file.format === "jpeg");
    expect(avif).toHaveLength(2);
    expect(live.body).toBe(
      "<p>Before and after.</p><picture>" +
        `<source type="image/avif" srcset="${avif.join(", ")}" sizes="(min-width: 1024px) 760px, 100vw" />` +
        `<source type="image/webp" srcset="${inBody.files
          .filter((file) => file.format === "webp")
          .map((file) => `${file.url} ${file.width}w`)
          .join(", ")}" sizes="(min-width: 1024px) 760px, 100vw" />` +
        `<img src="${jpegs[1]!.url}" srcset="${jpegs.map((file) => `${file.url} ${file.width}w`).join(", ")}" ` +
        // The photo's own alt text when the post gives none of its own.
        'sizes="(min-width: 1024px) 760px, 100vw" width="1200" height="900" alt="Our team at work" loading="lazy" decoding="async" />' +
        "</picture>",
    );

    // A published photo is not deleted: a page shows it. The photo list says which posts keep it public.
    expect((await owner.mutate("admin.photos.delete", { id: cover.id })).statusCode).toBe(409);
    await publish(second.id);
    const list = trpcData<{ id: string; published: boolean; inPublishedPosts: number }[]>(
      await owner.query("admin.photos.list"),
    );
    expect(list.find((photo) => photo.id === cover.id)).toMatchObject({ published: false, inPublishedPosts: 2 });

    // The owner's toggle keeps the body photo public; the second post keeps the cover public.
    trpcData(await owner.mutate("admin.photos.setPublished", { id: inBody.id, published: true }));
    await unpublish(first.id);
    expect(await visitorStatus(cover)).toBe(200);
    expect(await visitorStatus(inBody)).toBe(200);
    await unpublish(second.id);
    expect(await visitorStatus(cover)).toBe(404);
    expect(await visitorStatus(inBody)).toBe(200);
    trpcData(await owner.mutate("admin.photos.setPublished", { id: inBody.id, published: false }));
    expect(await visitorStatus(inBody)).toBe(404);

    // Republished with another cover: the old one is no longer the post's.
    const other = await uploadPhoto("A tidy entryway");
    const reopened = trpcData<DeskPost>(await owner.query("admin.posts.get", { id: second.id }));
    trpcData(
      await owner.mutate("admin.posts.saveDraft", {
        id: second.id,
        version: reopened.version,
        fields: fields("Second Look", "second-look", { coverPhotoId: other.id }),
        body: { root: { type: "root", children: [{ type: "paragraph", children: [text("New words.")] }] } },
      }),
    );
    await publish(second.id);
    expect(await visitorStatus(other)).toBe(200);
    expect(await visitorStatus(cover)).toBe(404);
    const audit = await testDb.db.auditEntry.findMany({
      where: { action: { in: ["post.publish", "post.unpublish"] } },
    });
    expect(audit).toHaveLength(5);
  }, 180_000);

  it("become public when the queue publishes a scheduled post", async () => {
    const cover = await uploadPhoto("Spring windows");
    const post = await newPost(
      "Spring Windows",
      "spring-windows",
      { coverPhotoId: cover.id },
      { root: { type: "root", children: [] } },
    );
    const at = new Date(Date.now() + 1_500);
    trpcData(await owner.mutate("admin.posts.schedule", { id: post.id, at: at.toISOString() }));
    expect(await visitorStatus(cover)).toBe(404);
    await waitFor(
      async () => (await visitor("/api/posts/spring-windows")).statusCode === 200,
      15_000,
      "the scheduled post",
    );
    expect(await visitorStatus(cover)).toBe(200);
  }, 120_000);

  it("refuse a cover that is not a photo of the library, naming the field", async () => {
    const post = await newPost("Cover Checks", "cover-checks", {}, { root: { type: "root", children: [] } });
    const notAnId = await owner.mutate("admin.posts.saveDraft", {
      id: post.id,
      version: post.version,
      fields: fields("Cover Checks", "cover-checks", { coverPhotoId: "../etc/passwd" }),
      body: { root: { type: "root", children: [] } },
    });
    expect(notAnId.statusCode).toBe(400);
    expect(Object.keys(notAnId.json<{ error: { data: { fields: object } } }>().error.data.fields)).toContain(
      "fields.coverPhotoId",
    );
    const gone = trpcData<{ version: number }>(
      await owner.mutate("admin.posts.saveDraft", {
        id: post.id,
        version: post.version,
        fields: fields("Cover Checks", "cover-checks", { coverPhotoId: "00000000-0000-4000-8000-000000000000" }),
        body: { root: { type: "root", children: [] } },
      }),
    );
    expect(gone.version).toBe(post.version + 1);
    const refused = await owner.mutate("admin.posts.publish", { id: post.id });
    expect(refused.statusCode).toBe(400);
    expect(Object.keys(refused.json<{ error: { data: { fields: object } } }>().error.data.fields)).toEqual([
      "coverPhotoId",
    ]);
  });
});

describe("a cover's alt text and focal point", () => {
  it("empty the content cache when edited, as the post's own change would (the cached post carries them)", async () => {
    const cover = await uploadPhoto("A porch before");
    const listener = new pg.Client({ connectionString: testDb.url });
    await listener.connect();
    const notices: string[] = [];
    listener.on("notification", (message) => notices.push(message.payload ?? ""));
    await listener.query('LISTEN "content_changed"');
    try {
      trpcData(await owner.mutate("admin.photos.setPublished", { id: cover.id, published: true }));
      trpcData(await owner.mutate("admin.photos.update", { id: cover.id, alt: "A porch after" }));
      await waitFor(() => notices.includes("photos"), 5_000, "the content change notice");
      // The toggle alone changes no post's answer: one notice, the edit's.
      expect(notices).toEqual(["photos"]);
    } finally {
      await listener.end();
    }
  });
});

describe("the post page, rendered", () => {
  it("uses the search title and description in the head and JSON-LD, and shows the cover first with srcset", async () => {
    const cover = await uploadPhoto("A sunny living room");
    const post = await newPost(
      "Living Room Refresh",
      "living-room-refresh",
      {
        coverPhotoId: cover.id,
        seoTitle: "Living room cleaning checklist for Colorado homes",
        seoDescription: "Ten steps our cleaners follow in every living room, from ceiling fans to baseboards.",
      },
      bodyWith(cover.id, "The same room, from the door"),
    );
    await publish(post.id);
    const page = await render("/blog/living-room-refresh", await livePost("living-room-refresh"));
    const all = page.head + page.body;
    expect(all).toContain("<title>Living room cleaning checklist for Colorado homes</title>");
    const meta = (attribute: string, name: string) =>
      new RegExp(`<meta ${attribute}="${name}" content="([^"]*)"`).exec(all)?.[1];
    expect(meta("name", "description")).toBe(
      "Ten steps our cleaners follow in every living room, from ceiling fans to baseboards.",
    );
    expect(meta("property", "og:title")).toBe("Living room cleaning checklist for Colorado homes");
    expect(meta("property", "og:description")).toBe(meta("name", "description"));

    const jsonLd = [...all.matchAll(/<script type="application\/ld\+json">(.*?)<\/script>/g)].map(
      (match) => JSON.parse(match[1]!) as Record<string, unknown>,
    );
    const posting = jsonLd.find((node) => node["@type"] === "BlogPosting")!;
    expect(vocabularyProblems(posting)).toEqual([]);
    expect(posting.headline).toBe("Living Room Refresh");
    expect(posting.description).toBe(meta("name", "description"));
    const largestJpeg = cover.files.filter((file) => file.format === "jpeg").at(-1)!;
    expect(posting.image).toBe(`https://example.test${largestJpeg.url}`);
    // Link previews (Open Graph, Twitter) show the cover too, and know the page is an article.
    expect(meta("property", "og:type")).toBe("article");
    expect(meta("property", "og:image")).toBe(posting.image);
    expect(meta("name", "twitter:image")).toBe(posting.image);
    expect(meta("name", "twitter:card")).toBe("summary_large_image");

    // The cover: the page's first image, loaded eagerly and first, with its box reserved.
    // (HTML attribute names are case-insensitive: React writes srcSet and fetchPriority.)
    const firstImg = /<img [^>]*>/.exec(page.body)![0].toLowerCase();
    const jpegSet = cover.files.filter((f) => f.format === "jpeg").map((f) => `${f.url} ${f.width}w`);
    expect(firstImg).toContain(`srcset="${jpegSet.join(", ")}"`);
    expect(firstImg).toMatch(/width="1200" height="900"/);
    expect(firstImg).toContain('loading="eager" fetchpriority="high"');
    expect(firstImg).toContain('alt="a sunny living room"');
    expect(page.body).toContain('<source type="image/avif" srcSet="');
    // The body's image: the post's own alt text.
    expect(page.body).toContain('alt="The same room, from the door" loading="lazy"');
  }, 120_000);
});
