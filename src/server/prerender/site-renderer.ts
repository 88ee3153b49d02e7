import { renderPage } from "#client/ssr/render-page";
import { homeFaqs, pricingFaqs } from "#shared/content/faq-page";
import { filledAbout, filledCommunity, filledFaqGroups, filledTeam } from "#shared/content/filled-copy";
import { coreSiteFacts } from "#shared/facts/core-site-facts";
import type { SiteFacts } from "#shared/facts/site-facts-schema";
import { NOT_FOUND_SAMPLE_PATHS } from "#shared/site/not-found-pages";
import { type PublicPage, publicPages } from "#shared/site/public-pages";
import { serviceDtoBySlug, serviceDtos } from "../routers/public/services";
import { seededPublishedPosts } from "../content/published-posts";
import { seededVisibleReviews, type VisibleReview } from "../reviews/visible-reviews";
import type { PostRow } from "../routers/public/posts";
import { contentQueryResolver } from "./content-queries";
import { htmlDocument } from "./html-document";

/** One revision of the site's facts and the visible reviews, as the pages are rendered from them. */
export interface RenderedRevision {
  revision: number;
  facts: SiteFacts;
  /**
   * The visible reviews in the public order (/reviews, the home page's featured ones, JSON-LD);
   * unset: a freshly seeded database's, as the build prerenders them.
   */
  reviews?: readonly VisibleReview[];
  /**
   * The published posts in the public order (/blog, each post's page, related posts); unset: a
   * freshly seeded database's, as the build prerenders them.
   */
  posts?: readonly PostRow[];
}

/**
 * The answer routers/public/facts.ts gives to one of its queries ("facts.site", "facts.faqs",
 * "facts.city" ...) for this revision: undefined for any other path, or a city not served.
 */
export function factsAnswer(path: string, input: unknown, { revision, facts }: RenderedRevision): unknown {
  switch (path) {
    case "facts.site":
      return coreSiteFacts(facts, revision);
    case "facts.faqs":
      return filledFaqGroups(facts);
    case "facts.about":
      return filledAbout(facts);
    case "facts.team":
      return filledTeam(facts);
    case "facts.community":
      return filledCommunity(facts);
    case "facts.homeFaqs":
      return homeFaqs(filledFaqGroups(facts));
    case "facts.pricingFaqs":
      return pricingFaqs(filledFaqGroups(facts));
    case "facts.terms":
      return facts.terms;
    case "facts.city": {
      const slug = (input as { slug?: unknown } | undefined)?.slug;
      return facts.serviceAreas.find((area) => area.slug === slug);
    }
    // routers/public/services.ts answers from the facts too.
    case "services.list":
      return serviceDtos(facts.services);
    case "services.bySlug": {
      const slug = (input as { slug?: unknown } | undefined)?.slug;
      return typeof slug === "string" ? serviceDtoBySlug(facts.services, slug) : undefined;
    }
    default:
      return undefined;
  }
}

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
  /** The public pages of these facts, each once under its canonical path (the sitemap's entries). */
  pages(facts: SiteFacts): PublicPage[];
  /** The sample path of each not-found state (src/shared/site/not-found-pages.ts). */
  notFoundSamples(): string[];
  /**
   * A public page (hydrated in the browser) or a not-found state (rendered afresh there); with
   * `preview`, as the owner's preview shows it under /admin/preview (ADR 0041).
   */
  render(
    path: string,
    revision: RenderedRevision,
    options: { hydrate: boolean; preview?: boolean },
  ): Promise<RenderedDocument>;
}

export function createSiteRenderer(template: string): SiteRenderer {
  const resolveContent = contentQueryResolver();
  const seeded = { reviews: seededVisibleReviews(), posts: seededPublishedPosts() };
  return {
    pages: publicPages,
    notFoundSamples: () => Object.values(NOT_FOUND_SAMPLE_PATHS),
    async render(path, revision, { hydrate, preview = false }) {
      const rendered = await renderPage(
        path,
        (queryPath, input) =>
          /^(facts|services)\./.test(queryPath)
            ? factsAnswer(queryPath, input, revision)
            : resolveContent(queryPath, input, {
                facts: revision.facts,
                reviews: revision.reviews ?? seeded.reviews,
                posts: revision.posts ?? seeded.posts,
              }),
        preview,
      );
      return { html: htmlDocument(template, rendered, { hydrate }), notFound: rendered.notFound };
    },
  };
}
