import type { FastifyInstance } from "fastify";
import sharp from "sharp";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { type SiteQueue } from "#server/jobs/site-queue";
import { isPhotoPublic, publicPhotoView } from "#server/photos/photo-queries";
import { PHOTO_MAX_UPLOAD_BYTES } from "#shared/photos/photo-sizes";
import { createTestOwner, SITE_ORIGIN, signedInClient } from "../support/admin-session";
import { memoryLog } from "../support/memory-log";
import { cameraJpeg, heicHeader } from "../support/photo-fixtures";
import { buildTestApp } from "../support/test-app";
import { startTestQueue } from "../support/test-queue";
import { createTestDatabase, type TestDatabase } from "../support/test-database";
import { trpcData } from "../support/trpc-data";
import { waitFor } from "../support/wait-for";

let testDb: TestDatabase;
let app: FastifyInstance;
let owner: Awaited<ReturnType<typeof signedInClient>>;
let queue: SiteQueue | undefined;
const log = memoryLog();

function startQueue(): Promise<SiteQueue> {
  return startTestQueue(testDb, log.log);
}

function upload(bytes: Buffer, query: Record<string, string> = { alt: "A sparkling kitchen" }, cookie = owner.cookie) {
  return app.inject({
    method: "POST",
    url: `/api/admin/photos?${new URLSearchParams(query).toString()}`,
    headers: { cookie, origin: SITE_ORIGIN, "content-type": "application/octet-stream" },
    payload: bytes,
  });
}

const photo = (id: string) => testDb.db.photo.findUniqueOrThrow({ where: { id } });
const ready = (id: string) =>
  waitFor(async () => (await photo(id)).status === "ready", 60_000, "the photo to be resized");

beforeAll(async () => {
  testDb = await createTestDatabase();
  await createTestOwner(testDb.db);
  app = await buildTestApp(testDb.db);
  owner = await signedInClient(app);
});
afterEach(async () => {
  await queue?.stop();
  queue = undefined;
});
afterAll(async () => {
  await app.close();
  await testDb.drop();
});

describe("a camera photo uploaded from /admin", () => {
  it("is resized upright to 3 widths in AVIF, WebP and JPEG without its EXIF or GPS, private until published", async () => {
    const original = await cameraJpeg(2400, 1800);
    const input = await sharp(original).metadata();
    expect(input.exif?.includes("TestCam")).toBe(true); // the fixture does carry camera and GPS tags
    queue = await startQueue();
    const response = await upload(original, { alt: "A sparkling kitchen", focusX: "0.25", focusY: "0.75" });
    expect(response.statusCode, response.body).toBe(201);
    const { id } = response.json<{ id: string }>();
    await ready(id);

    const stored = await photo(id);
    expect(stored).toMatchObject({ width: 1800, height: 2400, original: null, focusX: 0.25, focusY: 0.75 });
    const variants = await testDb.db.photoVariant.findMany({ where: { photoId: id } });
    expect(variants.map((v) => `${v.format}@${v.width}x${v.height}`).sort()).toEqual(
      ["avif", "jpeg", "webp"].flatMap((f) => [`${f}@1600x2133`, `${f}@480x640`, `${f}@960x1280`]).sort(),
    );
    expect(stored.variantBytes).toBe(variants.reduce((sum, v) => sum + v.byteSize, 0));
    for (const variant of variants) {
      const out = await sharp(Buffer.from(variant.bytes)).metadata();
      expect(out.format).toBe(variant.format === "avif" ? "heif" : variant.format);
      expect([out.width, out.height]).toEqual([variant.width, variant.height]);
      expect(out.exif, `${variant.format} ${variant.width} has no EXIF (no camera, no GPS)`).toBeUndefined();
      expect(out.xmp).toBeUndefined();
      expect(Buffer.from(variant.bytes).includes("TestCam")).toBe(false);
    }

    // A draft's photo: not public, not served to a visitor, served uncached to the owner.
    expect(await isPhotoPublic(testDb.db, id)).toBe(false);
    expect(await publicPhotoView(testDb.db, id)).toBeNull();
    const list = trpcData<{ id: string; view: { files: { url: string; format: string }[] } }[]>(
      await owner.query("admin.photos.list"),
    );
    const files = list.find((p) => p.id === id)!.view.files;
    expect(files).toHaveLength(9);
    const jpeg = files.find((f) => f.format === "jpeg")!.url;
    expect(jpeg).toMatch(new RegExp(`^/media/${id}-[0-9a-f]{16}-480\\.jpg$`));
    expect((await app.inject({ method: "GET", url: jpeg })).statusCode).toBe(404);
    const asOwner = await owner.get(jpeg);
    expect(asOwner.statusCode).toBe(200);
    expect(asOwner.headers["content-type"]).toBe("image/jpeg");
    expect(asOwner.headers["cache-control"]).toBe("private, no-store");

    // Published: the same URL, for everyone, for a year.
    trpcData(await owner.mutate("admin.photos.setPublished", { id, published: true }));
    expect(await isPhotoPublic(testDb.db, id)).toBe(true);
    expect((await publicPhotoView(testDb.db, id))?.files).toHaveLength(9);
    for (const file of files) {
      const served = await app.inject({ method: "GET", url: file.url });
      expect(served.statusCode).toBe(200);
      expect(served.headers["cache-control"]).toBe("public, max-age=31536000, immutable");
      expect(served.headers["content-type"]).toBe(`image/${file.format}`);
    }
    const audit = await testDb.db.auditEntry.findMany({ where: { action: { startsWith: "photo." } } });
    expect(audit.map((entry) => entry.action).sort()).toEqual(["photo.publish", "photo.upload"]);

    // Published photos are not deleted (a page may show them); taken off, they are.
    expect((await owner.mutate("admin.photos.delete", { id })).statusCode).toBe(409);
    trpcData(await owner.mutate("admin.photos.setPublished", { id, published: false }));
    trpcData(await owner.mutate("admin.photos.delete", { id }));
    expect(await testDb.db.photoVariant.count({ where: { photoId: id } })).toBe(0);
  }, 120_000);

  it("answers 404 for an unknown file, a wrong hash and a name that is not a photo's", async () => {
    for (const url of [
      "/media/00000000-0000-4000-8000-000000000000-0123456789abcdef-480.jpg",
      "/media/not-a-photo.jpg",
    ]) {
      expect((await app.inject({ method: "GET", url })).statusCode, url).toBe(404);
    }
  });

  it("a photo a small phone sent is kept at its own width (never enlarged)", async () => {
    queue = await startQueue();
    const small = await sharp({ create: { width: 300, height: 200, channels: 3, background: "#48c" } })
      .png()
      .toBuffer();
    const { id } = (await upload(small)).json<{ id: string }>();
    await ready(id);
    const widths = await testDb.db.photoVariant.findMany({ where: { photoId: id }, select: { width: true } });
    expect(new Set(widths.map((w) => w.width))).toEqual(new Set([300]));
  }, 60_000);
});

describe("uploads the site refuses", () => {
  it("more than 15 MB: 413 saying so", async () => {
    const response = await upload(Buffer.alloc(PHOTO_MAX_UPLOAD_BYTES + 1, 0xff));
    expect(response.statusCode).toBe(413);
    expect(response.json().error.message).toMatch(/larger than 15 MB/);
  });

  it("a type that is not a photo's, sniffed from the bytes: 415 naming it", async () => {
    const pdf = Buffer.from("%PDF-1.7\n1 0 obj\n<<>>\nendobj\n");
    const response = await app.inject({
      method: "POST",
      url: "/api/admin/photos?alt=Kitchen",
      headers: { cookie: owner.cookie, origin: SITE_ORIGIN, "content-type": "image/jpeg" },
      payload: pdf,
    });
    expect(response.statusCode).toBe(415);
    expect(response.json().error.message).toMatch(/This file is PDF/);
  });

  it("an iPhone HEIC: 415 saying to export it as JPEG", async () => {
    const response = await upload(heicHeader());
    expect(response.statusCode).toBe(415);
    expect(response.json().error.message).toMatch(
      /HEIC photos from iPhones can't be read yet — export the photo as JPEG/,
    );
  });

  it("no alt text: 400 naming alt, and nothing is stored", async () => {
    const jpeg = await sharp({ create: { width: 100, height: 100, channels: 3, background: "#fff" } })
      .jpeg()
      .toBuffer();
    for (const query of [{}, { alt: "   " }] as Record<string, string>[]) {
      const response = await upload(jpeg, query);
      expect(response.statusCode).toBe(400);
      expect(Object.keys(response.json().error.fields as object)).toEqual(["alt"]);
    }
    expect(await testDb.db.photo.count({ where: { alt: "" } })).toBe(0);
  });

  it("without a session: 401; from another site's page: 403", async () => {
    const jpeg = await sharp({ create: { width: 10, height: 10, channels: 3, background: "#fff" } })
      .jpeg()
      .toBuffer();
    expect((await upload(jpeg, { alt: "x" }, "")).statusCode).toBe(401);
    const crossSite = await app.inject({
      method: "POST",
      url: "/api/admin/photos?alt=x",
      headers: { cookie: owner.cookie, origin: "https://evil.example", "content-type": "image/jpeg" },
      payload: jpeg,
    });
    expect(crossSite.statusCode).toBe(403);
  });
});

describe("the resize job", () => {
  it("survives a restart: a photo uploaded while no worker runs is resized by the next one to start", async () => {
    const { id } = (await upload(await cameraJpeg(1000, 800))).json<{ id: string }>();
    // The instance that took the upload stopped before its worker ran the job: it waits in Postgres.
    expect((await photo(id)).status).toBe("pending");
    const [row] = await testDb.db.$queryRaw<{ count: bigint }[]>`
      SELECT count(*) FROM graphile_worker._private_jobs WHERE payload->>'id' = ${id}`;
    expect(row?.count).toBe(1n);
    queue = await startQueue();
    await ready(id);
    expect((await photo(id)).width).toBe(800);
  }, 60_000);
});
