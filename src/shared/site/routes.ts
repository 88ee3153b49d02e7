import type { AreaFacts } from "../areas/service-area";
import { POST_SLUG_PATTERN } from "../content/blog/post-draft";
import { parseServiceAreaDetailSlug } from "../slugs/service-area-detail";
import { parseServiceSlug } from "../slugs/service-page";
import { isKnownSingleSegment } from "../slugs/single-segment";

/** Every fixed path of the spec's route table, in its order. */
export const STATIC_PAGE_PATHS = [
  "/",
  "/services",
  "/services/residential-cleaning",
  "/deep-clean-douglas-county",
  "/move-in-out-cleaning-douglas-county",
  "/recurring-cleaning-douglas-county",
  "/service-areas",
  "/pricing",
  "/booking",
  "/reviews",
  "/about",
  "/blog",
  "/resources",
  "/resources/estimate-calculator",
  "/resources/walkthrough-checklist",
  "/resources/frequency-planner",
  "/resources/deep-clean-vs-standard",
  "/legal/privacy",
  "/legal/terms",
  "/sitemap",
  "/faq",
  "/contact",
  "/community",
] as const;

const STATIC_SET: ReadonlySet<string> = new Set(STATIC_PAGE_PATHS);

/**
 * What a site-relative path is with these facts: a page that renders real content, a blog post's
 * address (whether that post is published is the posts' to say), or null (a not-found state).
 */
export function sitePathKind(pathname: string, facts: AreaFacts): "page" | "post" | null {
  if (STATIC_SET.has(pathname)) return "page";
  const [, first, second, extra] = pathname.split("/");
  if (extra !== undefined || !first) return null;
  if (second === undefined) return isKnownSingleSegment(first, facts.serviceAreas) ? "page" : null;
  if (first === "services") return parseServiceSlug(second).ok ? "page" : null;
  if (first === "service-areas") return parseServiceAreaDetailSlug(second, facts).status === "detail" ? "page" : null;
  if (first === "blog") return POST_SLUG_PATTERN.test(second) ? "post" : null;
  return null;
}

/** The href values of the links in a piece of HTML. */
export function hrefsIn(html: string): string[] {
  return [...html.matchAll(/href="([^"]*)"/g)].map((match) => match[1] ?? "");
}
