import { beforeAll, describe, expect, it } from "vitest";
import type { SiteRenderer } from "#server/prerender/site-renderer";
import type { SiteFacts } from "#shared/facts/site-facts-schema";
import { SHIPPED_FACTS } from "../support/site-facts";

/** A published rename: new name, legal name, phone and email. */
const RENAMED: SiteFacts = {
  ...SHIPPED_FACTS,
  business: {
    ...SHIPPED_FACTS.business,
    name: "Wren Home Care",
    legalName: "Wren Home Care LLC",
    phone: { display: "(720) 555-0199", href: "tel:+17205550199" },
    email: "hi@wren.example.com",
  },
  paymentTerms: { ...SHIPPED_FACTS.paymentTerms, lateFeePercent: 9 },
};
const OLD = SHIPPED_FACTS.business;
const TEMPLATE = '<!doctype html><html><head><title>x</title></head><body><div id="root"></div></body></html>';

let renderer: SiteRenderer;
beforeAll(async () => {
  // Vite defines the public origin at build time; the renderer is imported from source here.
  (globalThis as Record<string, unknown>).__SITE_URL__ = "https://bluebird.example.com";
  renderer = (await import("#server/prerender/site-renderer")).createSiteRenderer(TEMPLATE);
}, 60_000);

/**
 * The page as the server renders it for a revision: its <main>, its head and the whole document
 * (JSON-LD). Only what this area renders is checked: pageHead()'s title suffix is src/client/lib's.
 */
async function rendered(path: string, facts: SiteFacts) {
  const { html, notFound } = await renderer.render(path, { revision: 2, facts }, { hydrate: true });
  expect(notFound, path).toBe(false);
  const main = /<main[^>]*>([\s\S]*)<\/main>/.exec(html)?.[1] ?? "";
  const head = /<head>([\s\S]*)<\/head>/.exec(html)?.[1] ?? "";
  expect(main.length, path).toBeGreaterThan(500);
  return { main, head, html };
}

describe("pages rendered from a revision that renames the business", () => {
  it.each(["/legal/privacy", "/legal/terms"])("%s shows the new name, phone and email, never the old", async (path) => {
    const { main } = await rendered(path, RENAMED);
    expect(main).toContain("Wren Home Care LLC");
    expect(main).toContain('<a href="tel:+17205550199">(720) 555-0199</a>');
    expect(main).toContain("hi@wren.example.com");
    for (const old of [OLD.name, OLD.phone.display, OLD.phone.href, OLD.email]) expect(main, path).not.toContain(old);
    expect(main).not.toContain("{{");
  });

  it("/legal/terms quotes the published terms (loaded with the page)", async () => {
    const { main, html } = await rendered("/legal/terms", RENAMED);
    expect(main).toContain("<strong>9% late fee</strong>");
    expect(html).toContain('"path":"facts.terms"');
  });

  it("a blog post shows the new name and phone in its body, byline card and head", async () => {
    const { main, head, html } = await rendered("/blog/preparing-your-home-for-a-cleaner", RENAMED);
    expect(main).toContain("call us at (720) 555-0199");
    expect(head).toContain("(and What You Can Skip) | Wren Home Care Blog");
    expect(html).toMatch(/"publisher":\{"@type":"HomeAndConstructionBusiness",[^}]*"name":"Wren Home Care"/);
    const owner = await rendered("/blog/deep-clean-vs-standard-clean", RENAMED);
    expect(owner.main).toContain("Jenna started Wren Home Care in");
    for (const old of [OLD.name, OLD.phone.display]) {
      expect(main).not.toContain(old);
      expect(owner.main).not.toContain(old);
    }
  });

  it("the blog list names the new business; the shipped facts still render the shipped name", async () => {
    expect((await rendered("/blog", RENAMED)).head).toContain("Cleaning Tips &amp; Insights | Wren Home Care Blog");
    const shipped = await rendered("/blog/preparing-your-home-for-a-cleaner", SHIPPED_FACTS);
    expect(shipped.main).toContain(`call us at ${OLD.phone.display}`);
  });
});
