import { rm } from "node:fs/promises";
import path from "node:path";
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { seed } from "#server/db/seed";
import { publishFacts, readPublishedFacts, writeFirstRevisionIfEmpty } from "#server/facts/site-facts-store";
import { BLOG_POSTS } from "#shared/content/blog/posts";
import { TESTIMONIALS } from "#shared/content/testimonials";
import { createTestOwner, SITE_ORIGIN, signedInClient, testAdminAuth } from "../support/admin-session";
import { contentCli } from "../support/content-cli";
import { buildTestApp } from "../support/test-app";
import { writeStandInBuild } from "../support/stand-in-build";
import { createTestDatabase, type TestDatabase } from "../support/test-database";
import { waitFor } from "../support/wait-for";

/**
 * The launch checklist's storage and procedures, and what a site says to crawlers before and
 * after launch (ADR 0042), on a stand-in build whose page has a head, served by two instances.
 */
const PAGE = `<!doctype html><html lang="en"><head><title>Home</title></head><body><div id="root">Home</div></body></html>`;
const SHELL = `<!doctype html><html><head><title>Bluebird</title></head><body><div id="root"></div></body></html>`;
const SITE_URL = SITE_ORIGIN;
let dir: string;
let testDb: TestDatabase;
let instanceA: FastifyInstance;
let instanceB: FastifyInstance;

beforeAll(async () => {
  dir = await writeStandInBuild("launch", {
    shell: SHELL,
    siteUrl: SITE_URL,
    pages: [{ path: "/", file: "index.html", html: PAGE }],
    notFound: () => ({ file: "index.html", html: PAGE }),
  });
  testDb = await createTestDatabase();
  await seed(testDb.db);
  await writeFirstRevisionIfEmpty(testDb.db);
  await createTestOwner(testDb.db);
  const options = { clientDistDir: path.join(dir, "client"), siteUrl: SITE_URL, admin: testAdminAuth() };
  instanceA = await buildTestApp(testDb.db, options);
  instanceB = await buildTestApp(testDb.db, options);
}, 60_000);
afterAll(async () => {
  await instanceA?.close();
  await instanceB?.close();
  await testDb.drop();
  await rm(dir, { recursive: true, force: true });
});

const data = <T>(body: string) => (JSON.parse(body) as { result: { data: T } }).result.data;
interface Checklist {
  launched: { at: string; by: string } | null;
  placeholders: { path: string; part: string; label: string; reason: string }[];
  samples: { decision: string | null; reviews: number; posts: number };
}
const auditActions = async () =>
  (await testDb.db.auditEntry.findMany({ where: { action: { startsWith: "launch." } }, orderBy: { id: "asc" } })).map(
    (entry) => `${entry.action} ${entry.actor}`,
  );

describe("before launch", () => {
  it("robots.txt keeps every crawler out and every answer says noindex, pages in their head too", async () => {
    const robots = await instanceA.inject({ method: "GET", url: "/robots.txt" });
    expect(robots.body).toBe("User-agent: *\nDisallow: /\n");
    for (const url of ["/", "/api/health", "/robots.txt", "/no-such-page"]) {
      const answer = await instanceA.inject({ method: "GET", url });
      expect(answer.headers["x-robots-tag"], url).toBe("noindex");
    }
    const home = await instanceA.inject({ method: "GET", url: "/" });
    expect(home.body).toContain('<head><meta name="robots" content="noindex"><title>Home</title>');
  });
});

describe("the checklist (admin.launch)", () => {
  it("lists the placeholders; a confirmation holds only while the value is the one confirmed", async () => {
    const owner = await signedInClient(instanceA);
    const before = data<Checklist>((await owner.query("admin.launch.status")).body);
    expect(before.launched).toBeNull();
    expect(before.placeholders.map((item) => item.path)).toEqual(
      expect.arrayContaining(["business.phone", "business.email", "claims.insurance"]),
    );
    expect(before.samples).toEqual(
      expect.objectContaining({
        decision: null,
        reviews: TESTIMONIALS.length,
        posts: BLOG_POSTS.filter((post) => post.published).length,
      }),
    );

    const confirmed = await owner.mutate("admin.launch.confirm", { path: "business.email" });
    expect(confirmed.statusCode).toBe(200);
    const after = data<Checklist>(confirmed.body);
    expect(after.placeholders.map((item) => item.path)).not.toContain("business.email");
    expect(after.placeholders).toHaveLength(before.placeholders.length - 1);

    // The owner changes the confirmed email to another example address: it is back on the list.
    const published = await readPublishedFacts(testDb.db);
    if (!published) throw new Error("no facts");
    const facts = structuredClone(published.facts);
    facts.business.email = "office@bluebird.example.net";
    await publishFacts(testDb.db, {
      document: facts,
      baseRevision: published.revision,
      summary: "new email",
      actor: { label: "test", ownerAccountId: null },
    });
    const changed = data<Checklist>((await owner.query("admin.launch.status")).body);
    expect(changed.placeholders.find((item) => item.path === "business.email")).toMatchObject({
      part: "business",
      reason: "example.com is not your domain",
    });

    // A path that is not on the list is refused by name, a malformed one as bad input.
    const unknown = await owner.mutate("admin.launch.confirm", { path: "business.name" });
    expect(unknown.statusCode).toBe(404);
    const malformed = await owner.mutate("admin.launch.confirm", { path: "../x" });
    expect(malformed.statusCode).toBe(400);
    expect(malformed.body).toContain("path");
  });

  it("hides every sample review and post in one action, and keeps them again", async () => {
    const owner = await signedInClient(instanceA);
    const hidden = data<Checklist>((await owner.mutate("admin.launch.samples", { decision: "hidden" })).body);
    expect(hidden.samples).toMatchObject({ decision: "hidden", reviews: 0, posts: 0 });
    expect(await testDb.db.testimonial.count({ where: { hidden: false } })).toBe(0);
    const reviews = await instanceA.inject({ method: "GET", url: "/api/testimonials" });
    expect(JSON.parse(reviews.body)).toHaveLength(0);

    const kept = data<Checklist>((await owner.mutate("admin.launch.samples", { decision: "kept" })).body);
    expect(kept.samples).toMatchObject({ decision: "kept", reviews: TESTIMONIALS.length });
    // Drafts stay drafts: keeping publishes only the posts that shipped published.
    const drafts = BLOG_POSTS.filter((post) => !post.published).map((post) => post.id);
    expect(await testDb.db.blogPost.count({ where: { id: { in: drafts }, published: true } })).toBe(0);
  });

  it("refuses to launch with items left unless told to launch anyway; then both instances follow within 2 s", async () => {
    const owner = await signedInClient(instanceA);
    const refused = await owner.mutate("admin.launch.launch", {});
    expect(refused.statusCode).toBe(409);
    expect(refused.body).toContain("launch anyway");
    expect((await instanceB.inject({ method: "GET", url: "/robots.txt" })).body).toContain("Disallow: /\n");

    const launched = data<Checklist>((await owner.mutate("admin.launch.launch", { anyway: true })).body);
    expect(launched.launched?.by).toBe("owner@bluebird.example.com");
    const started = Date.now();
    await waitFor(async () => {
      const robots = await instanceB.inject({ method: "GET", url: "/robots.txt" });
      return robots.body === `User-agent: *\nDisallow: /admin\n\nSitemap: ${SITE_URL}/sitemap.xml\n`;
    }, 2_000);
    expect(Date.now() - started).toBeLessThan(2_000);
    const home = await instanceB.inject({ method: "GET", url: "/" });
    expect(home.headers["x-robots-tag"]).toBeUndefined();
    expect(home.body).toBe(PAGE);
    expect(await auditActions()).toEqual([
      "launch.confirm owner@bluebird.example.com",
      "launch.samples.hide owner@bluebird.example.com",
      "launch.samples.keep owner@bluebird.example.com",
      "launch.launch owner@bluebird.example.com",
    ]);
  });
});

describe("npm run content -- launch", () => {
  it("launches a fresh database as the person at the terminal, audited", async () => {
    const fresh = await createTestDatabase();
    try {
      const run = await contentCli(fresh.url, "launch");
      expect(run.code, run.stderr).toBe(0);
      expect(run.stdout).toContain("The site is launched");
      expect(run.stdout).toMatch(/\d+ placeholder fact\(s\) are still on the launch checklist/);
      const row = await fresh.db.siteLaunch.findUnique({ where: { id: 1 } });
      expect(row?.launchedAt).toBeInstanceOf(Date);
      expect(row?.launchedBy).toMatch(/^cli:/);
      expect(
        await fresh.db.auditEntry.count({ where: { action: "launch.launch", actor: { startsWith: "cli:" } } }),
      ).toBe(1);
    } finally {
      await fresh.drop();
    }
  }, 60_000);
});
