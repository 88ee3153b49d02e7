import type { ServiceArea } from "../areas/service-area";
import { resolveSingleSegment } from "../slugs/single-segment";

/**
 * The not-found states of the spec, each prerendered once from a sample path
 * that shows it. The server answers a rejected path with status 404 and the state the browser
 * would show for it, so crawlers and visitors without JavaScript read the same words.
 */
export const NOT_FOUND_SAMPLE_PATHS = {
  /** "404 Page Not Found": nothing in the route table matches. */
  page: "/not-found/page",
  /** /{slug} without the -co-cleaning ending: "Page Not Found". */
  singleSegment: "/page-not-found",
  /** /{city}-co-cleaning for a city we do not list: "Service Area Not Found". */
  unknownArea: "/unknown-co-cleaning",
  /** /services/{slug} with an unknown key: "Service Configuration Error". */
  service: "/services/unknown-service",
  /** /service-areas/{slug} without detailed data: "Service Area Information Not Available". */
  serviceArea: "/service-areas/unknown-co",
  /** /blog/{slug} with no published post: "Article Not Found". */
  blogPost: "/blog/unknown-post",
} as const;

/** The sample path whose prerendered not-found page answers `pathname` (one the route table rejects). */
export function notFoundSamplePath(pathname: string, areas: readonly ServiceArea[]): string {
  const [, first, second, extra] = pathname.split("/");
  if (!first || extra !== undefined) return NOT_FOUND_SAMPLE_PATHS.page;
  if (second === undefined) {
    return resolveSingleSegment(first, areas).kind === "area-not-found"
      ? NOT_FOUND_SAMPLE_PATHS.unknownArea
      : NOT_FOUND_SAMPLE_PATHS.singleSegment;
  }
  if (!second) return NOT_FOUND_SAMPLE_PATHS.page;
  if (first === "services") return NOT_FOUND_SAMPLE_PATHS.service;
  if (first === "service-areas") return NOT_FOUND_SAMPLE_PATHS.serviceArea;
  if (first === "blog") return NOT_FOUND_SAMPLE_PATHS.blogPost;
  return NOT_FOUND_SAMPLE_PATHS.page;
}
