/**
 * GET /admin/preview/<path> (src/server/site/facts-preview-routes.ts, ADR 0041): the public pages
 * rendered from the owner's saved draft of the facts by the real site renderer, on a stand-in build
 * whose page renderer is the source itself.
 */
import { rm } from "node:fs/promises";
import path from "node:path";
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { writeFirstRevisionIfEmpty } from "#server/facts/site-facts-store";
import type { SiteFacts } from "#shared/facts/site-facts-schema";
import { dollarAmount } from "#shared/pricing/format";
import { serviceAreaDetailPath } from "#shared/slugs/service-area-detail";
import { createTestOwner, signedInClient } from "../support/admin-session";
import { SHIPPED_FACTS } from "../support/site-facts";
import { buildTestApp } from "../support/test-app";
import { writeSourceRendererBuild } from "../support/stand-in-build";
import { createTestDatabase, type TestDatabase } from "../support/test-database";

const BANNER = "Preview of your unpublished changes — not live";
const DRAFT_PHONE = { display: "(720) 555-0142", href: "tel:+17205550142" };
const DRAFT_TIER_PRICE = 18_700;

/** The published facts with another phone and another price for the smallest homes. */
const DRAFT: SiteFacts = {
  ...SHIPPED_FACTS,
  business: { ...SHIPPED_FACTS.business, phone: DRAFT_PHONE },
  sizeTiers: SHIPPED_FACTS.sizeTiers.map((tier, index) => (index === 0 ? { ...tier, price: DRAFT_TIER_PRICE } : tier)),
};

let dir: string;
let testDb: TestDatabase;
let app: FastifyInstance;
let cookie: string;

beforeAll(async () => {
  // vite.config.ts defines it for the build; the renderer's page heads read it.
  vi.stubGlobal("__SITE_URL__", "http://localhost:3000");
  dir = await writeSourceRendererBuild("facts-preview");
  testDb = await createTestDatabase();
  await writeFirstRevisionIfEmpty(testDb.db);
  await createTestOwner(testDb.db);
  app = await buildTestApp(testDb.db, { clientDistDir: path.join(dir, "client") });
  cookie = (await signedInClient(app)).cookie;
}, 180_000);
afterAll(async () => {
  await app.close();
  await testDb.drop();
  await rm(dir, { recursive: true, force: true });
});

const saveDraft = (document: unknown) =>
  testDb.db.siteFactsDraft.upsert({
    where: { id: 1 },
    create: { id: 1, baseRevision: 1, document: document as object, updatedBy: "test" },
    update: { document: document as object },
  });
const previewOf = (url: string) => app.inject({ method: "GET", url, headers: { cookie } });
/** The page's text as a reader sees it: React's separators between adjacent texts removed. */
const textOf = (html: string) => html.replaceAll("<!-- -->", "");

describe("the preview of the owner's draft", () => {
  it("is refused to a visitor who is not signed in, and never cached or indexed", async () => {
    const response = await app.inject({ method: "GET", url: "/admin/preview/pricing" });
    expect(response.statusCode).toBe(401);
    expect(response.body).toContain("Sign in to see the preview");
    expect(response.body).not.toContain(BANNER);
    expect(response.headers["cache-control"]).toBe("no-store");
    expect(response.headers["x-robots-tag"]).toContain("noindex");
  });

  it("shows the published facts under the banner while there is no draft", async () => {
    await testDb.db.siteFactsDraft.deleteMany();
    const response = await previewOf("/admin/preview/");
    expect(response.statusCode).toBe(200);
    expect(response.body).toContain(BANNER);
    expect(textOf(response.body)).toContain(SHIPPED_FACTS.business.phone.display);
  });

  it("renders the home page and /pricing from the draft, hydrated, while the public pages keep the published facts", async () => {
    await saveDraft(DRAFT);
    const draftPrice = `$${dollarAmount(DRAFT_TIER_PRICE)}`;
    const publishedPrice = `$${dollarAmount(SHIPPED_FACTS.sizeTiers[0]!.price)}`;
    expect(draftPrice).not.toBe(publishedPrice);

    const home = await previewOf("/admin/preview/");
    expect(home.statusCode).toBe(200);
    expect(home.headers["content-type"]).toContain("text/html");
    expect(home.headers["cache-control"]).toBe("no-store");
    expect(home.headers["x-robots-tag"]).toContain("noindex");
    // The draft's own CSP, which lets the page's scripts (the build's) run.
    expect(home.headers["content-security-policy"]).toContain("script-src 'self'");
    expect(textOf(home.body)).toContain(DRAFT_PHONE.display);
    expect(home.body).toContain(BANNER);
    expect(home.body).toContain('id="query-data"');
    // Links stay inside the preview.
    expect(home.body).toContain('href="/admin/preview/pricing"');

    const pricing = await previewOf("/admin/preview/pricing");
    expect(pricing.statusCode).toBe(200);
    expect(textOf(pricing.body)).toContain(draftPrice);
    expect(textOf(pricing.body)).toContain(DRAFT_PHONE.display);
    expect(pricing.body).toContain(`"price":${DRAFT_TIER_PRICE}`);

    for (const url of ["/", "/pricing"]) {
      const published = await app.inject({ method: "GET", url });
      expect(published.statusCode).toBe(200);
      const text = textOf(published.body);
      expect(text).not.toContain(DRAFT_PHONE.display);
      expect(text).toContain(SHIPPED_FACTS.business.phone.display);
      expect(published.body).not.toContain(BANNER);
      expect(published.body).not.toContain("/admin/preview");
      if (url === "/pricing") expect(text).toContain(publishedPrice);
    }
  });

  it("previews /faq and a city page from the draft", async () => {
    await saveDraft(DRAFT);
    const faq = await previewOf("/admin/preview/faq");
    expect(faq.statusCode).toBe(200);
    expect(textOf(faq.body)).toContain(DRAFT_PHONE.display);
    const area = DRAFT.serviceAreas.find((candidate) => candidate.slug === DRAFT.areaDetailPages[0])!;
    const city = await previewOf(`/admin/preview${serviceAreaDetailPath(area.city)}`);
    expect(city.statusCode).toBe(200);
    expect(textOf(city.body)).toContain(area.city);
    expect(textOf(city.body)).toContain(DRAFT_PHONE.display);
  });

  it("lists an invalid draft's problems instead of pages", async () => {
    await saveDraft({ ...DRAFT, business: { ...DRAFT.business, phone: { ...DRAFT_PHONE, display: "" } } });
    const response = await previewOf("/admin/preview/pricing");
    expect(response.statusCode).toBe(422);
    expect(response.headers["cache-control"]).toBe("no-store");
    expect(response.body).toContain("Fix these before previewing");
    expect(response.body).toMatch(/Business › Phone › Display<\/strong> — [^<]*must not be empty/);
    expect(response.body).not.toContain(BANNER);
  });

  it("answers a path that is no page with the 404 page, and sends a previewed alias to its page", async () => {
    await saveDraft(DRAFT);
    const missing = await previewOf("/admin/preview/no-such-page/here");
    expect(missing.statusCode).toBe(404);
    expect(missing.body).toContain(BANNER);
    expect(missing.body).toContain("404 Page Not Found");
    expect(missing.headers["x-robots-tag"]).toContain("noindex");

    const trailing = await previewOf("/admin/preview/pricing/");
    expect(trailing.statusCode).toBe(302);
    expect(trailing.headers.location).toBe("/admin/preview/pricing");
    const bare = await previewOf("/admin/preview");
    expect(bare.statusCode).toBe(302);
    expect(bare.headers.location).toBe("/admin/preview/");
  });
});
