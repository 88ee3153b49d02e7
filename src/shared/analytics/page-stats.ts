import type { AreaFacts } from "../areas/service-area";
import { sitePathKind } from "../site/routes";
import { parseServiceAreaDetailSlug } from "../slugs/service-area-detail";
import { resolveSingleSegment } from "../slugs/single-segment";

/** Where page views of addresses that are not pages of the site are counted. */
export const NOT_A_PAGE = "(not a page)";

/**
 * The path a page view is counted under: a service-in-city page under its canonical spelling
 * (/deep-parker and /deep-clean-parker are one page), anything the site does not serve under
 * NOT_A_PAGE, so typos and probes do not fill the owner's page list. `isPublishedPost` says
 * which blog slugs are published now (the posts in force).
 */
export function statsPath(path: string, facts: AreaFacts, isPublishedPost: (slug: string) => boolean): string {
  const kind = sitePathKind(path, facts);
  if (kind === null || (kind === "post" && !isPublishedPost(path.slice("/blog/".length)))) return NOT_A_PAGE;
  const [, first, second] = path.split("/");
  if (first && second === undefined) {
    const resolved = resolveSingleSegment(first, facts.serviceAreas);
    if (resolved.kind === "service-in-city") return resolved.canonicalPath;
  }
  return path;
}

/** The city a page is about (a city landing, a service in a city, a service-area page), or null. */
export function cityOfPath(path: string, facts: AreaFacts): string | null {
  const [, first, second, extra] = path.split("/");
  if (!first || extra !== undefined) return null;
  if (second === undefined) {
    const resolved = resolveSingleSegment(first, facts.serviceAreas);
    return resolved.kind === "service-in-city" || resolved.kind === "city-landing" ? resolved.area.city : null;
  }
  if (first !== "service-areas") return null;
  const detail = parseServiceAreaDetailSlug(second, facts);
  return detail.status === "detail" ? detail.cityName : null;
}
