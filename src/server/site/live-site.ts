import { existsSync } from "node:fs";
import { pathToFileURL } from "node:url";
import type { FastifyBaseLogger } from "fastify";
import { coreSiteFacts } from "#shared/facts/core-site-facts";
import type { SiteFacts } from "#shared/facts/site-facts-schema";
import { defaultTitle } from "#shared/seo/default-head";
import { queryDataJson } from "#client/ssr/prerendered-document";
import { type PostsInForce, postsKey, seededPublishedPosts } from "../content/published-posts";
import { factsDigest } from "../facts/facts-digest";
import type { FactsInForce, FactsRevision } from "../facts/facts-in-force";
import { htmlDocument, isPageTemplate } from "../prerender/html-document";
import { siteRendererModule } from "../prerender/prerender-manifest";
import type { SiteRenderer } from "../prerender/site-renderer";
import type { PostRow } from "../routers/public/posts";
import { type ReviewsInForce, seededVisibleReviews, type VisibleReview } from "../reviews/visible-reviews";
import type { PrerenderedPages } from "./prerendered-pages";
import type { SitemapEntry } from "./sitemap";

/** A page that could not be rendered from the revision in force: the last good one is served instead. */
export interface RenderFailure {
  revision: number;
  path: string;
  message: string;
  at: Date;
}

export interface LiveSiteStatus {
  /** The facts revision this instance serves. */
  revision: number;
  /** Documents of that revision rendered (or taken from the build) so far, of `total`. */
  rendered: number;
  total: number;
  /** Renders that failed since this instance started, newest first (at most 20). */
  failures: RenderFailure[];
}

/**
 * The site's documents (public pages, not-found pages, the SPA shell) and page list for the facts
 * revision, the visible reviews and the published posts in force (ADR 0028, ADR 0043, ADR 0045). A
 * publish or a change to the reviews or posts starts a new generation: each document is rendered
 * from that one revision and list of reviews and posts, with the query data it embeds, on its first request or by a warm-up that renders the rest one after another, so no
 * document ever mixes two. A document that fails to render is answered with the
 * previous generation's and the failure is kept for the owner's status page.
 */
export interface LiveSite {
  /** The public page at this canonical path, or undefined when it is none. */
  page(path: string): Promise<string | undefined>;
  /** The not-found document of a sample path (src/shared/site/not-found-pages.ts). */
  notFound(samplePath: string): Promise<string>;
  /** index.html with the facts, for pages the browser renders (the owner's, a query string). */
  shell(): string;
  /** The public pages of the revision in force (the sitemap's entries). */
  pages(): readonly SitemapEntry[];
  status(): LiveSiteStatus;
  /** Resolves once every document of the revision in force is rendered (tests and the benchmark). */
  warmed(): Promise<void>;
}

interface Generation {
  revision: number;
  facts: SiteFacts;
  reviews: readonly VisibleReview[];
  posts: readonly PostRow[];
  /** Its public pages: the sitemap's entries. */
  pages: readonly SitemapEntry[];
  /** Public paths and not-found sample paths (prefixed "404 ") -> the document. */
  documents: Map<string, Promise<string>>;
  shell: string;
  previous: Generation | null;
  /** Its documents are the build's prerendered files: nothing to render. */
  fromBuild: boolean;
  warm: Promise<void>;
}

const NOT_FOUND_KEY = "404 ";
const MAX_FAILURES = 20;

export interface LiveSiteOptions {
  template: string;
  facts: FactsInForce;
  /** The visible reviews in force; unset: the seed's, never changing (the build's pages show them). */
  reviews?: ReviewsInForce;
  /** The published posts in force; unset: the seed's, never changing (the build's pages show them). */
  posts?: PostsInForce;
  /** The build's prerendered documents: served while the revision in force is the one they show. */
  prerendered: PrerenderedPages | null;
  /** Renders documents from a revision; null when the build has none (pages then stay the build's). */
  renderer: SiteRenderer | null;
  log: Pick<FastifyBaseLogger, "info" | "warn" | "error">;
}

/** The renderer `npm run build` wrote beside the client build, or null when it is missing. */
export async function loadSiteRenderer(clientDistDir: string, template: string): Promise<SiteRenderer | null> {
  const file = siteRendererModule(clientDistDir);
  if (!existsSync(file)) return null;
  const module = (await import(pathToFileURL(file).href)) as { createSiteRenderer(template: string): SiteRenderer };
  return module.createSiteRenderer(template);
}

export function createLiveSite(options: LiveSiteOptions): LiveSite {
  const { template, facts, prerendered, renderer, log } = options;
  // The build prerendered the seed's reviews: its documents serve only while those are the ones in force.
  const buildReviews = JSON.stringify(seededVisibleReviews());
  const buildPosts = postsKey(seededPublishedPosts());
  const failures: RenderFailure[] = [];
  let reviews = options.reviews?.current() ?? seededVisibleReviews();
  let posts = options.posts?.current() ?? seededPublishedPosts();
  let generation = makeGeneration(facts.current(), null);
  startWarmUp(generation);
  facts.onChange((next) => {
    generation = makeGeneration(next, generation);
    startWarmUp(generation);
    log.info({ revision: next.revision }, "serving a newly published revision of the site's facts");
  });
  options.reviews?.onChange((next) => {
    reviews = next;
    generation = makeGeneration(generation, generation);
    startWarmUp(generation);
    log.info({ reviews: next.length }, "serving pages with the reviews as they now are");
  });
  options.posts?.onChange((next) => {
    posts = next;
    generation = makeGeneration(generation, generation);
    startWarmUp(generation);
    log.info({ posts: next.length }, "serving pages with the published posts as they now are");
  });

  function makeGeneration({ revision, facts: siteFacts }: FactsRevision, previous: Generation | null): Generation {
    const core = coreSiteFacts(siteFacts, revision);
    const matchesBuild =
      prerendered?.factsDigest === factsDigest(revision, siteFacts) &&
      JSON.stringify(reviews) === buildReviews &&
      postsKey(posts) === buildPosts;
    if (!renderer && prerendered && !matchesBuild)
      log.warn("the build has no page renderer (dist/ssr): pages show the facts they were built with; rebuild");
    const fromBuild = matchesBuild || !renderer;
    const pages =
      fromBuild && prerendered ? prerendered.entries : renderer ? livePages(renderer, siteFacts, posts) : [];
    const documents = new Map<string, Promise<string>>();
    if (fromBuild && prerendered) {
      for (const [path, html] of prerendered.pages) documents.set(path, Promise.resolve(html));
      for (const [path, html] of prerendered.notFound) documents.set(NOT_FOUND_KEY + path, Promise.resolve(html));
    }
    // A stand-in index.html without a head or #root (some tests' builds) is served as it is.
    const shell = !isPageTemplate(template)
      ? template
      : htmlDocument(
          template,
          {
            // The shell's title names the business of this revision, not the build's.
            head: `<title>${defaultTitle(siteFacts.business).replace(/&/g, "&amp;").replace(/</g, "&lt;")}</title>`,
            body: "",
            notFound: false,
            queryData: queryDataJson([{ path: "facts.site", input: undefined, data: core }]),
          },
          { hydrate: false },
        );
    return {
      revision,
      facts: siteFacts,
      reviews,
      posts,
      pages,
      documents,
      shell,
      previous,
      fromBuild,
      warm: Promise.resolve(),
    };
  }

  function render(target: Generation, key: string): Promise<string> {
    const known = target.documents.get(key);
    if (known) return known;
    const isNotFound = key.startsWith(NOT_FOUND_KEY);
    const path = isNotFound ? key.slice(NOT_FOUND_KEY.length) : key;
    const rendering = (async () => {
      if (!renderer) throw new Error("no page renderer in this build");
      const rendered = await renderer.render(
        path,
        { revision: target.revision, facts: target.facts, reviews: target.reviews, posts: target.posts },
        { hydrate: !isNotFound },
      );
      if (!isNotFound && rendered.notFound) throw new Error(`${path} is a public page but rendered the 404 page`);
      return rendered.html;
    })().catch(async (error: unknown) => {
      const message = error instanceof Error ? error.message : String(error);
      failures.unshift({ revision: target.revision, path, message, at: new Date() });
      failures.splice(MAX_FAILURES);
      log.error(
        { err: error, revision: target.revision, path },
        "a page could not be rendered; serving the last good one",
      );
      // Kept as this revision's answer until the next publish: the status page lists the failure.
      if (target.previous) return render(target.previous, key);
      return (isNotFound ? prerendered?.notFound.get(path) : prerendered?.pages.get(path)) ?? target.shell;
    });
    target.documents.set(key, rendering);
    return rendering;
  }

  function startWarmUp(target: Generation): void {
    if (renderer && !target.fromBuild) target.warm = warmUp(target, renderer);
  }

  async function warmUp(target: Generation, siteRenderer: SiteRenderer): Promise<void> {
    const keys = [
      ...target.pages.map((page) => page.path),
      ...siteRenderer.notFoundSamples().map((path) => NOT_FOUND_KEY + path),
    ];
    for (const key of keys) {
      // A newer generation (a publish, a change to the reviews) makes this one's remaining documents moot.
      if (generation !== target) return;
      await render(target, key);
      // Each render runs on the main thread: let requests in between.
      await new Promise((resolve) => setImmediate(resolve));
    }
    // Every document now has its answer: the older generation is no longer needed as a fallback.
    target.previous = null;
  }

  return {
    async page(path) {
      const current = generation;
      if (!current.pages.some((page) => page.path === path)) return undefined;
      return render(current, path);
    },
    notFound: (samplePath) => render(generation, NOT_FOUND_KEY + samplePath),
    shell: () => generation.shell,
    pages: () => generation.pages,
    status: () => ({
      revision: generation.revision,
      rendered: generation.documents.size,
      total: generation.pages.length + (renderer?.notFoundSamples().length ?? prerendered?.notFound.size ?? 0),
      failures: [...failures],
    }),
    warmed: () => generation.warm,
  };
}

/** The renderer's pages of these facts with a page for each published post in force (the build knows only its own). */
function livePages(renderer: SiteRenderer, facts: SiteFacts, posts: readonly PostRow[]): SitemapEntry[] {
  return [
    ...renderer.pages(facts).filter((page) => page.kind !== "blog-post"),
    ...posts.map((post) => ({
      path: `/blog/${post.slug}`,
      ...(post.publishedAt ? { lastModified: post.publishedAt.toISOString().slice(0, 10) } : {}),
    })),
  ];
}
