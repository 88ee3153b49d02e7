import { rm } from "node:fs/promises";
import http from "node:http";
import type { AddressInfo } from "node:net";
import path from "node:path";
import { brotliDecompressSync, gunzipSync } from "node:zlib";
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { seed } from "#server/db/seed";
import { NOT_FOUND_SAMPLE_PATHS } from "#shared/site/not-found-pages";
import { defaultTitle } from "#shared/seo/default-head";
import { SHIPPED_CORE_FACTS } from "../support/site-facts";
import { buildTestApp } from "../support/test-app";
import { writeStandInBuild } from "../support/stand-in-build";
import { createTestDatabase, type TestDatabase } from "../support/test-database";
import { markSiteLaunched } from "../setup/databases";

/**
 * How the server answers page paths (src/server/static-site.ts), on a small stand-in build:
 * dist/client/index.html (the shell) and dist/prerendered with two pages and the not-found pages.
 * The real build's pages are checked by tests/e2e/prerendered-pages.spec.ts.
 */
const SHELL = `<!doctype html><html><head><title>Bluebird</title></head><body><div id="root"></div>${"<p>The page is loading.</p>".repeat(20)}</body></html>`;
const SITE_URL = "https://bluebird.example";
let dir: string;
let testDb: TestDatabase;
let app: FastifyInstance;

beforeAll(async () => {
  const page = (pagePath: string, file: string, lastModified?: string) => ({
    path: pagePath,
    file,
    html: `page ${pagePath}`,
    ...(lastModified ? { lastModified } : {}),
  });
  dir = await writeStandInBuild("page-responses", {
    shell: SHELL,
    siteUrl: SITE_URL,
    pages: [
      page("/", "index.html"),
      page("/deep-clean-parker", "deep-clean-parker.html"),
      page("/blog/colorado-dust-and-dry-air", "post.html", "2024-02-12"),
    ],
    notFound: (sample) => ({ file: `${sample.slice(1).replaceAll("/", "-")}.html`, html: `not found ${sample}` }),
  });

  testDb = await createTestDatabase();
  // These are a launched site's answers; launch-state.test.ts covers the site before launch.
  await markSiteLaunched(testDb.url);
  await seed(testDb.db);
  await testDb.db.blogPost.create({
    data: {
      id: "db-only",
      slug: "added-in-the-database",
      title: "Added",
      authorName: "Owner",
      published: true,
      publishedAt: new Date(),
    },
  });
  await testDb.db.blogPost.create({
    data: { id: "db-draft", slug: "a-database-draft", title: "Draft", authorName: "Owner", published: false },
  });
  app = await buildTestApp(testDb.db, { clientDistDir: path.join(dir, "client"), siteUrl: SITE_URL });
});
afterAll(async () => {
  await app.close();
  await testDb.drop();
  await rm(dir, { recursive: true, force: true });
});

const get = (url: string) => app.inject({ method: "GET", url });

describe("page answers", () => {
  it("prerendered pages get their HTML; another spelling of a page gets the canonical page's", async () => {
    for (const [url, body] of [
      ["/", "page /"],
      ["/deep-clean-parker", "page /deep-clean-parker"],
      ["/deep-parker", "page /deep-clean-parker"],
      ["/Deep-Clean-Parker", "page /deep-clean-parker"],
    ]) {
      const res = await get(url!);
      expect(res.statusCode, url).toBe(200);
      expect(res.body, url).toBe(body);
    }
  });

  it("valid pages that were not prerendered, a query string, /admin and a booking's manage link get the SPA shell", async () => {
    for (const url of [
      "/pricing",
      "/castle-rock-co-cleaning",
      "/?utm_source=x",
      "/blog/added-in-the-database",
      "/admin",
      "/admin/posts/1",
      `/booking/manage/${"x".repeat(43)}`,
    ]) {
      const res = await get(url);
      expect(res.statusCode, url).toBe(200);
      // The shell carries the facts of the revision in force, so the browser renders without asking.
      const facts = /<script type="application\/json" id="render-data">(.*?)<\/script>/.exec(res.body);
      expect(JSON.parse(facts![1]!), url).toEqual([{ path: "facts.site", data: SHIPPED_CORE_FACTS }]);
      // ... and its title names the business of that revision.
      const title = `<!--page-head--><title>${defaultTitle(SHIPPED_CORE_FACTS.business).replace("&", "&amp;")}</title><!--/page-head-->`;
      expect(res.body.replace(facts![0], ""), url).toBe(SHELL.replace("<title>Bluebird</title>", title));
    }
  });

  it("rejected paths get 404 with the matching not-found page", async () => {
    const cases: [string, string][] = [
      ["/a/b", NOT_FOUND_SAMPLE_PATHS.page],
      ["/denver-co-cleaning", NOT_FOUND_SAMPLE_PATHS.unknownArea],
      ["/nothing", NOT_FOUND_SAMPLE_PATHS.singleSegment],
      ["/services/windows", NOT_FOUND_SAMPLE_PATHS.service],
      ["/service-areas/monument-co", NOT_FOUND_SAMPLE_PATHS.serviceArea],
      ["/blog/a-database-draft", NOT_FOUND_SAMPLE_PATHS.blogPost],
      ["/blog/No_Such_Post", NOT_FOUND_SAMPLE_PATHS.blogPost],
    ];
    for (const [url, sample] of cases) {
      const res = await get(url);
      expect(res.statusCode, url).toBe(404);
      expect(res.headers["content-type"], url).toContain("text/html");
      expect(res.body, url).toBe(`not found ${sample}`);
    }
  });

  it("sitemap.xml lists the manifest's pages and the published posts under SITE_URL; robots.txt points to it", async () => {
    const sitemap = await get("/sitemap.xml");
    expect(sitemap.statusCode).toBe(200);
    expect(sitemap.body).toContain(`<url><loc>${SITE_URL}/</loc></url>`);
    expect(sitemap.body).toContain(
      `<url><loc>${SITE_URL}/blog/colorado-dust-and-dry-air</loc><lastmod>2024-02-12</lastmod></url>`,
    );
    // The build's pages other than posts, and every post the database has published (one added after the build too).
    expect(sitemap.body).toContain(`<url><loc>${SITE_URL}/blog/added-in-the-database</loc>`);
    const published = await testDb.db.blogPost.count({ where: { published: true } });
    expect(sitemap.body.match(/<url>/g)).toHaveLength(2 + published);
    const robots = await get("/robots.txt");
    expect(robots.body).toBe(`User-agent: *\nDisallow: /admin\n\nSitemap: ${SITE_URL}/sitemap.xml\n`);
  });

  it("POST to a page path and unknown API paths stay JSON 404s", async () => {
    expect((await app.inject({ method: "POST", url: "/about", payload: {} })).statusCode).toBe(404);
    const api = await get("/api/nope");
    expect(api.statusCode).toBe(404);
    expect(api.json().error.code).toBe("NOT_FOUND");
  });

  it("a trailing-slash redirect never leaves the site, whatever slashes or backslashes start the path", async () => {
    // Over a real socket: the raw request line reaches the router as sent (inject would parse it as a URL).
    await app.listen({ host: "127.0.0.1", port: 0 });
    const { port } = app.server.address() as AddressInfo;
    const rawGet = (rawPath: string) =>
      new Promise<{ status: number; location: string | undefined }>((resolve, reject) => {
        http
          .get({ host: "127.0.0.1", port, path: rawPath, agent: false }, (res) => {
            res.resume();
            resolve({ status: res.statusCode ?? 0, location: res.headers.location });
          })
          .on("error", reject);
      });
    const variants = [
      "//evil.example/",
      "///evil.example/",
      "////evil.example//",
      "/\\evil.example/",
      "/\\\\evil.example/",
      "/\\/evil.example/",
      "//\\evil.example/",
      "/%2F%2Fevil.example/",
      "/%2fevil.example/",
      "/%2F/evil.example/",
      "//%2Fevil.example/",
      "/%5Cevil.example/",
      "/%5c%5cevil.example/",
      "/%5C%2F/evil.example/",
      "/\\%2F/evil.example/",
      "//evil.example/?next=/",
      "//evil.example/pricing/",
      "//",
      "/%2F/",
      "/pricing/",
      "/blog/?tag=tips",
    ];
    const siteOrigin = new URL(SITE_URL).origin;
    let redirects = 0;
    for (const variant of variants) {
      const { status, location } = await rawGet(variant);
      if (location === undefined) {
        expect([400, 404], variant).toContain(status);
        continue;
      }
      redirects += 1;
      expect(status, variant).toBe(301);
      expect(location, variant).toMatch(/^\/(?![/\\]|%2f|%5c)/i);
      expect(new URL(location, SITE_URL).origin, variant).toBe(siteOrigin);
    }
    expect(redirects).toBeGreaterThan(variants.length / 2);
    expect((await rawGet("/pricing/")).location).toBe("/pricing");
    expect((await rawGet("//evil.example/?next=/")).location).toBe("/evil.example?next=/");
  });
});

/** A body as the client reads it: decoded per its Content-Encoding. */
function decoded(res: { rawPayload: Buffer; headers: Record<string, unknown> }): string {
  const encoding = res.headers["content-encoding"];
  if (encoding === "br") return brotliDecompressSync(res.rawPayload).toString();
  if (encoding === "gzip") return gunzipSync(res.rawPayload).toString();
  expect(encoding).toBeUndefined();
  return res.rawPayload.toString();
}

const getWith = (url: string, headers: Record<string, string>) => app.inject({ method: "GET", url, headers });

describe("revisits and compression", () => {
  it.each([
    ["a prerendered page", "/deep-clean-parker"],
    ["the shell of a client-only page", "/admin"],
    ["the shell for a query string", "/?utm_source=x"],
  ])("%s has a strong ETag per encoding and answers a matching If-None-Match with 304", async (_label, url) => {
    const tags = new Set<string>();
    for (const accept of ["identity", "gzip", "br"]) {
      const res = await getWith(url, { "accept-encoding": accept });
      expect(res.statusCode, accept).toBe(200);
      expect(res.headers["cache-control"], accept).toBe("no-cache");
      expect(res.headers.vary, accept).toMatch(/accept-encoding/i);
      const etag = String(res.headers.etag);
      expect(etag, accept).toMatch(/^"[A-Za-z0-9_-]{32}"$/);
      tags.add(etag);
      for (const ifNoneMatch of [etag, `W/${etag}`, `"stale", ${etag}`]) {
        const again = await getWith(url, { "accept-encoding": accept, "if-none-match": ifNoneMatch });
        expect(again.statusCode, ifNoneMatch).toBe(304);
        expect(again.rawPayload.length, ifNoneMatch).toBe(0);
        expect(again.headers.etag, ifNoneMatch).toBe(etag);
        expect(again.headers["cache-control"], ifNoneMatch).toBe("no-cache");
      }
      // Another encoding's tag names other bytes: the whole page again.
      const other = await getWith(url, { "accept-encoding": accept, "if-none-match": '"stale"' });
      expect(other.statusCode).toBe(200);
      expect(decoded(other)).toBe(decoded(res));
    }
    // The shell is long enough to compress; "page /deep-clean-parker" is not, so it is sent plain.
    expect(tags.size).toBe(url === "/deep-clean-parker" ? 1 : 3);
  });

  it("a changed page gets a new ETag: a revisit with the old one gets the new page", async () => {
    const first = await getWith("/", {});
    const res = await getWith("/deep-clean-parker", { "if-none-match": String(first.headers.etag) });
    expect(res.statusCode).toBe(200);
    expect(res.body).toBe("page /deep-clean-parker");
  });

  it("a not-found page carries no ETag and is never a 304", async () => {
    const res = await getWith("/nothing", { "if-none-match": "*" });
    expect(res.statusCode).toBe(404);
    expect(res.headers.etag).toBeUndefined();
    expect(res.body).toBe(`not found ${NOT_FOUND_SAMPLE_PATHS.singleSegment}`);
  });

  it("sitemap.xml and robots.txt are compressed when that makes them smaller, with an ETag", async () => {
    for (const url of ["/sitemap.xml", "/robots.txt"]) {
      const plain = await get(url);
      const br = await getWith(url, { "accept-encoding": "br" });
      expect(br.headers["content-encoding"], url).toBe("br");
      expect(br.rawPayload.length, url).toBeLessThan(plain.rawPayload.length);
      expect(decoded(br), url).toBe(plain.body);
      expect(br.headers["content-type"], url).toBe(plain.headers["content-type"]);
      expect(br.headers.etag, url).not.toBe(plain.headers.etag);
      const revisit = await getWith(url, { "accept-encoding": "br", "if-none-match": String(br.headers.etag) });
      expect(revisit.statusCode, url).toBe(304);
    }
    const sitemap = await getWith("/sitemap.xml", { "accept-encoding": "gzip" });
    expect(sitemap.headers["content-encoding"]).toBe("gzip");
    expect(decoded(sitemap)).toContain(`<loc>${SITE_URL}/</loc>`);
    // This robots.txt is 78 bytes, 94 gzipped: sent plain to a gzip-only client.
    const robots = await getWith("/robots.txt", { "accept-encoding": "gzip" });
    expect(robots.headers["content-encoding"]).toBeUndefined();
    expect(robots.body).toContain("Sitemap:");
  });
});
