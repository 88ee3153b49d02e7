import { existsSync } from "node:fs";
import { readFile } from "node:fs/promises";
import path from "node:path";
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import { FACTS_PREVIEW_BASE, previewedPath } from "#shared/site/facts-preview-path";
import { notFoundSamplePath } from "#shared/site/not-found-pages";
import { canonicalAliasOf } from "#shared/site/page-aliases";
import { isSitePath } from "#shared/site/public-pages";
import type { AdminRequestFor } from "../admin/admin-http";
import type { Db } from "../db/client";
import { draftFacts, readFactsDraft } from "../facts/facts-draft-read";
import type { FactsInForce } from "../facts/facts-in-force";
import { securityHeaders } from "../http/security-headers";
import { isPageTemplate } from "../prerender/html-document";
import type { RenderedRevision } from "../prerender/site-renderer";
import { loadSiteRenderer } from "./live-site";
import { draftProblemsPage, previewUnavailablePage, signInFirstPage, withPreviewBanner } from "./preview-pages";
import { withoutTrailingSlash } from "./same-origin-path";

export interface FactsPreviewOptions {
  db: Db;
  adminFor: AdminRequestFor;
  /** The published facts: previewed when the owner has no draft. */
  facts: FactsInForce;
  siteUrl: string;
  clientDistDir: string;
}

const HTML = "text/html; charset=utf-8";

/**
 * `GET /admin/preview/<path>` (ADR 0041): the public page at <path> rendered from the owner's saved
 * draft of the site's facts (the published facts when there is none), with the app's real renderer,
 * hydrated, under a banner. Owners only; never cached or indexed. An invalid draft gets a page
 * listing its problems (422), a path that is no page the 404 page, and a page the renderer does
 * not draw (the booking form) the live one.
 */
export async function registerFactsPreview(app: FastifyInstance, options: FactsPreviewOptions): Promise<void> {
  const { db, adminFor, facts, siteUrl, clientDistDir } = options;
  const indexPath = path.join(clientDistDir, "index.html");
  const template = existsSync(indexPath) ? await readFile(indexPath, "utf8") : null;
  const renderer = template && isPageTemplate(template) ? await loadSiteRenderer(clientDistDir, template) : null;

  const handler = async (request: FastifyRequest, reply: FastifyReply) => {
    reply.header("cache-control", "no-store").header("x-robots-tag", "noindex, nofollow");
    if (!(await adminFor(request, reply)?.session())) return reply.code(401).type(HTML).send(signInFirstPage());
    if (!renderer) return reply.code(503).type(HTML).send(previewUnavailablePage());

    const [urlPath = "", query] = request.url.split("?", 2);
    const previewed = previewedPath(urlPath) ?? "/";
    // The router's address of the home page under the preview's base ends in a slash.
    if (urlPath === FACTS_PREVIEW_BASE) return reply.redirect(`${FACTS_PREVIEW_BASE}/${query ? `?${query}` : ""}`);
    if (previewed.length > 1 && previewed.endsWith("/"))
      return reply.redirect(`${FACTS_PREVIEW_BASE}${withoutTrailingSlash(previewed)}${query ? `?${query}` : ""}`);

    const draft = await readFactsDraft(db);
    let revision: RenderedRevision = facts.current();
    if (draft) {
      const parsed = draftFacts(draft.document);
      if (!parsed.ok) return reply.code(422).type(HTML).send(draftProblemsPage(parsed.problems));
      revision = { revision: draft.baseRevision, facts: parsed.facts };
    }
    // The draft's own policy: it may name another map or booking provider than the published facts.
    for (const [name, value] of securityHeaders(siteUrl, revision.facts)) reply.header(name, value);

    const { serviceAreas } = revision.facts;
    const pages = renderer.pages(revision.facts);
    try {
      if (!pages.some((page) => page.path === previewed)) {
        const alias = canonicalAliasOf(previewed, serviceAreas);
        if (alias && pages.some((page) => page.path === alias))
          return await reply.redirect(`${FACTS_PREVIEW_BASE}${alias}`);
        // A page with live data (the booking form) is not drawn from facts: the live one is the page.
        if (isSitePath(previewed, revision.facts))
          return await reply.redirect(`${previewed}${query ? `?${query}` : ""}`);
        const notFound = await renderer.render(notFoundSamplePath(previewed, serviceAreas), revision, {
          hydrate: false,
          preview: true,
        });
        return await reply.code(404).type(HTML).send(withPreviewBanner(notFound.html));
      }
      const page = await renderer.render(`${previewed}${query ? `?${query}` : ""}`, revision, {
        hydrate: true,
        preview: true,
      });
      return await reply.type(HTML).send(withPreviewBanner(page.html));
    } catch (error) {
      request.log.error({ err: error, path: previewed }, "a page of the owner's draft could not be rendered");
      return reply.code(500).type(HTML).send(previewUnavailablePage());
    }
  };
  app.get(FACTS_PREVIEW_BASE, handler);
  app.get(`${FACTS_PREVIEW_BASE}/*`, handler);
}
