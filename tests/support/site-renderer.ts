import { readFileSync } from "node:fs";
import { beforeAll, vi } from "vitest";
import type { SiteFacts } from "#shared/facts/site-facts-schema";
import type { SiteRenderer } from "#server/prerender/site-renderer";
import { SHIPPED_FACTS } from "./site-facts";

/** The name the tests rename the business to. */
export const NEW_NAME = "Kestrel Maids";

/** The shipped facts with the business's name replaced everywhere it is quoted. */
export function renamedShippedFacts(): SiteFacts {
  return JSON.parse(JSON.stringify(SHIPPED_FACTS).replaceAll(SHIPPED_FACTS.business.name, NEW_NAME)) as SiteFacts;
}

/**
 * The real site renderer (the same code as the prerender and the live site), loaded once for the
 * calling test file: call at the top level, read the getter inside tests.
 */
export function useSiteRenderer(): () => SiteRenderer {
  // vite.config.ts defines it for the build; the renderer's page heads read it.
  vi.stubGlobal("__SITE_URL__", "https://example.test");
  let renderer: SiteRenderer | undefined;
  // Loading the renderer transforms every route of the site: slow on a busy machine.
  beforeAll(async () => {
    const { createSiteRenderer } = await import("#server/prerender/site-renderer");
    renderer = createSiteRenderer(readFileSync("src/client/index.html", "utf8"));
  }, 120_000);
  return () => {
    if (!renderer) throw new Error("the site renderer is loaded in beforeAll");
    return renderer;
  };
}
