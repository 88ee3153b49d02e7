import type { AreaFacts } from "../areas/service-area";
import { publishedPosts } from "../content/blog/posts";
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

/** True when a site-relative path renders real content (not a not-found state) with these facts. */
export function isSitePath(pathname: string, facts: AreaFacts): boolean {
  if (STATIC_SET.has(pathname)) return true;
  const [, first, second, extra] = pathname.split("/");
  if (extra !== undefined || !first) return false;
  if (second === undefined) return isKnownSingleSegment(first, facts.serviceAreas);
  if (first === "services") return parseServiceSlug(second).ok;
  if (first === "service-areas") return parseServiceAreaDetailSlug(second, facts).status === "detail";
  if (first === "blog") return publishedPosts().some((post) => post.slug === second);
  return false;
}

/** The href values of the links in a piece of HTML. */
export function hrefsIn(html: string): string[] {
  return [...html.matchAll(/href="([^"]*)"/g)].map((match) => match[1] ?? "");
}
