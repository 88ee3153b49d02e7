import { renderPage } from "#client/ssr/render-page";
import type { CoreSiteFacts } from "#shared/facts/core-site-facts";
import { NOT_FOUND_SAMPLE_PATHS } from "#shared/site/not-found-pages";
import { type PublicPage, publicPages } from "#shared/site/public-pages";
import { contentQueryResolver } from "./content-queries";
import { htmlDocument } from "./html-document";

/** The tRPC path whose answer carries the site's facts (routers/public/facts.ts). */
export const SITE_FACTS_QUERY = "facts.site";

/** One rendered document: a public page or a not-found state. */
export interface RenderedDocument {
  html: string;
  /** True when the router matched no route (the root's 404 page). */
  notFound: boolean;
}

/**
 * Renders the site's documents from one revision of its facts, with the app's real router (built
 * by Vite for SSR: `npm run build` writes it to dist/ssr/site-renderer.js). The build prerenders
 * with it, and the server renders each published revision with it at runtime (ADR 0028).
 */
export interface SiteRenderer {
  /** The public pages, each once under its canonical path (the sitemap's entries). */
  pages(): PublicPage[];
  /** The sample path of each not-found state (src/shared/site/not-found-pages.ts). */
  notFoundSamples(): string[];
  /** A public page (hydrated in the browser) or a not-found state (rendered afresh there). */
  render(path: string, facts: CoreSiteFacts, options: { hydrate: boolean }): Promise<RenderedDocument>;
}

export function createSiteRenderer(template: string): SiteRenderer {
  const resolveContent = contentQueryResolver();
  return {
    pages: publicPages,
    notFoundSamples: () => Object.values(NOT_FOUND_SAMPLE_PATHS),
    async render(path, facts, { hydrate }) {
      const rendered = await renderPage(path, (queryPath, input) =>
        queryPath === SITE_FACTS_QUERY ? facts : resolveContent(queryPath, input),
      );
      return { html: htmlDocument(template, rendered, { hydrate }), notFound: rendered.notFound };
    },
  };
}
