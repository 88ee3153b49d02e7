import { existsSync } from "node:fs";
import { readFile } from "node:fs/promises";
import path from "node:path";
import fastifyStatic from "@fastify/static";
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import { notFoundSamplePath } from "#shared/site/not-found-pages";
import { canonicalAliasOf } from "#shared/site/page-aliases";
import { DomainError } from "./errors";
import { createDocumentSender } from "./http/compressed-documents";
import { sendApiError } from "./http/send-api-error";
import { isSitePath } from "#shared/site/public-pages";
import { withoutTrailingSlash } from "./site/same-origin-path";
import type { FactsInForce } from "./facts/facts-in-force";
import type { PostsInForce } from "./content/published-posts";
import type { ReviewsInForce } from "./reviews/visible-reviews";
import { createLiveSite, type LiveSite, loadSiteRenderer } from "./site/live-site";
import { loadPrerenderedPages } from "./site/prerendered-pages";
import { robotsTxt, type SitemapEntry, sitemapXml } from "./site/sitemap";
import { type LaunchGate, PRE_LAUNCH_ROBOTS_TXT, withNoindex } from "./launch/launch-gate";

const HASHED_ASSET = /\/assets\/.+-[A-Za-z0-9_-]{8,}\.\w+(\.br|\.gz)?$/;
const BLOG_POST_PATH = /^\/blog\/([^/]+)$/;
const MANAGE_PATH = /^\/booking\/manage\/[^/]+$/;

export interface StaticSiteOptions {
  clientDistDir: string;
  /** Public origin for the sitemap and robots.txt. */
  siteUrl: string;
  /** Whether the database has a published post with this slug (posts added after the build). */
  isPublishedPost(slug: string): Promise<boolean>;
  /** The current slug of a renamed post's old slug, or null (published-post.ts). */
  movedPost(slug: string): Promise<string | null>;
  /** The published posts of the database, for the sitemap (a post published after the build is in it). */
  postEntries(): Promise<SitemapEntry[]>;
  /** The site's facts in force: pages are rendered from them (live-site.ts). */
  facts: FactsInForce;
  /** Before launch, pages say noindex and robots.txt keeps every crawler out (ADR 0042). */
  launch: LaunchGate;
  /** The visible reviews in force, pages are rendered with them too; unset: the seed's. */
  reviews?: ReviewsInForce;
  /** The published posts in force, pages are rendered with them too; unset: the seed's. */
  posts?: PostsInForce;
}

/**
 * Serves the Vite build (hashed assets cached for a year, everything else revalidated, both sent
 * as the brotli/gzip copies the build wrote when the browser accepts them), sitemap.xml, robots.txt
 * and the pages of the facts revision in force (live-site.ts): rendered HTML for public pages, the
 * SPA shell for valid pages that are not rendered on the server (a query string, a post published
 * a moment ago that this instance has not heard of yet, /admin), and a real 404 with the not-found page for paths the route table
 * rejects. API paths that match nothing get a JSON 404. Pages, sitemap.xml and robots.txt go
 * through one sender (compressed-documents.ts): compressed once, with an ETag and 304s.
 */
export async function registerStaticSite(app: FastifyInstance, options: StaticSiteOptions): Promise<LiveSite | null> {
  const { clientDistDir, siteUrl, isPublishedPost, movedPost, postEntries, facts, launch, reviews, posts } = options;
  const indexPath = path.join(clientDistDir, "index.html");
  const hasClient = existsSync(indexPath);
  if (hasClient) {
    await app.register(fastifyStatic, {
      root: clientDistDir,
      wildcard: false,
      index: false,
      preCompressed: true,
      setHeaders(res, filePath) {
        res.header(
          "cache-control",
          HASHED_ASSET.test(filePath) ? "public, max-age=31536000, immutable" : "public, max-age=0, must-revalidate",
        );
      },
    });
  }
  const template = hasClient ? await readFile(indexPath, "utf8") : null;
  const prerendered = hasClient ? await loadPrerenderedPages(clientDistDir) : null;
  if (prerendered && prerendered.siteUrl !== siteUrl) {
    app.log.warn(
      { builtWith: prerendered.siteUrl, siteUrl },
      "the pages were prerendered with another SITE_URL: their canonical links name that origin; rebuild",
    );
  }

  const sendDocument = createDocumentSender();
  const sendHtml = async (request: FastifyRequest, reply: FastifyReply, status: number, html: string) =>
    sendDocument(request, reply, status, (await launch.launched()) ? html : withNoindex(html));

  const site =
    template === null
      ? null
      : createLiveSite({
          template,
          facts,
          reviews,
          posts,
          prerendered,
          renderer: await loadSiteRenderer(clientDistDir, template),
          log: app.log,
        });
  if (site) {
    app.get("/sitemap.xml", async (request, reply) => {
      // The build knows its own posts; the database says which are published now, under which slug.
      const pages = site.pages().filter((page) => !BLOG_POST_PATH.test(page.path));
      const xml = sitemapXml(siteUrl, [...pages, ...(await postEntries())]);
      return sendDocument(request, reply, 200, xml, "application/xml; charset=utf-8");
    });
  }
  // Fixed for the process's life: made once, so it is compressed once.
  const robots = robotsTxt(siteUrl);
  app.get("/robots.txt", async (request, reply) =>
    sendDocument(
      request,
      reply,
      200,
      (await launch.launched()) ? robots : PRE_LAUNCH_ROBOTS_TXT,
      "text/plain; charset=utf-8",
    ),
  );

  app.setNotFoundHandler(async (request, reply) => {
    const [urlPath = "/", query] = request.url.split("?", 2);
    const isApi = urlPath === "/api" || urlPath.startsWith("/api/") || urlPath.startsWith("/trpc");
    const isPageRequest = request.method === "GET" || request.method === "HEAD";
    if (isApi || !isPageRequest || site === null) {
      return sendApiError(request, reply, new DomainError("NOT_FOUND", `No route for ${request.method} ${urlPath}`));
    }
    // The owner's pages (another branch) are client-only and never prerendered.
    if (urlPath === "/admin" || urlPath.startsWith("/admin/")) return sendHtml(request, reply, 200, site.shell());
    // A booking's manage page: its token is checked by the API, never prerendered.
    if (MANAGE_PATH.test(urlPath)) return sendHtml(request, reply, 200, site.shell());
    if (urlPath.length > 1 && urlPath.endsWith("/"))
      return reply.redirect(`${withoutTrailingSlash(urlPath)}${query ? `?${query}` : ""}`, 301);

    // A post's page only while it is published; a renamed post's old address moves to the new one.
    const postSlug = BLOG_POST_PATH.exec(urlPath)?.[1];
    if (postSlug && !(await isPublishedPost(postSlug).catch(() => true))) {
      const moved = await movedPost(postSlug);
      if (moved) return reply.redirect(`/blog/${moved}${query ? `?${query}` : ""}`, 301);
      return sendHtml(
        request,
        reply,
        404,
        await site.notFound(notFoundSamplePath(urlPath, facts.current().facts.serviceAreas)),
      );
    }

    // Which cities have pages is a fact: read the revision in force (the one `site` renders).
    const areaFacts = facts.current().facts;
    // A query string (filters, a booking's city) can change what a page shows: the browser renders it.
    const html = query
      ? undefined
      : ((await site.page(urlPath)) ?? (await site.page(canonicalAliasOf(urlPath, areaFacts.serviceAreas) ?? "")));
    if (html) return sendHtml(request, reply, 200, html);
    if (isSitePath(urlPath, areaFacts) || (await isAddedPost(urlPath, isPublishedPost)))
      return sendHtml(request, reply, 200, site.shell());
    return sendHtml(request, reply, 404, await site.notFound(notFoundSamplePath(urlPath, areaFacts.serviceAreas)));
  });
  return site;
}

/** /blog/{slug} of a published post that exists only in the database; a database error counts as yes. */
async function isAddedPost(urlPath: string, isPublishedPost: StaticSiteOptions["isPublishedPost"]): Promise<boolean> {
  const slug = BLOG_POST_PATH.exec(urlPath)?.[1];
  if (!slug) return false;
  return isPublishedPost(slug).catch(() => true);
}
