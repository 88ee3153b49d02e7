import type { AreaFacts, ServiceArea } from "../areas/service-area";
import { cityNameFromSlugPart, normaliseSlug } from "./city-name";

const DETAIL_SUFFIX = "-co";

/**
 * The /service-areas link rule: lower-case, FIRST space to a hyphen, then "-co"
 * ("Castle Rock" -> "castle-rock-co", "The Pinery" -> "the-pinery-co"). Only the first space is
 * replaced, as the spec says; every one of the shipped 13 names has at most one.
 */
export function serviceAreaDetailSlug(city: string): string {
  return `${city.toLowerCase().replace(" ", "-")}${DETAIL_SUFFIX}`;
}

export function serviceAreaDetailPath(city: string): string {
  return `/service-areas/${serviceAreaDetailSlug(city)}`;
}

export type ServiceAreaDetailParse =
  /** A city served with a detailed page (the facts' areaDetailPages: Parker, Castle Rock, Aurora). */
  | { status: "detail"; cityName: string; area: ServiceArea }
  /** A city served, but no detailed page: "Service Area Information Not Available". */
  | { status: "no-detail"; cityName: string; area: ServiceArea }
  /** Not a city served (e.g. littleton-co, linked from /sitemap). */
  | { status: "unknown-city"; cityName: string };

/** City = slug without the trailing "-co", hyphens to spaces, each word capitalised. */
export function parseServiceAreaDetailSlug(
  slug: string,
  { serviceAreas, areaDetailPages }: AreaFacts,
): ServiceAreaDetailParse {
  const normalised = normaliseSlug(slug);
  const cityPart = normalised.endsWith(DETAIL_SUFFIX) ? normalised.slice(0, -DETAIL_SUFFIX.length) : normalised;
  const cityName = cityNameFromSlugPart(cityPart);
  const area = serviceAreas.find((candidate) => candidate.city.toLowerCase() === cityName.toLowerCase());
  if (!area) return { status: "unknown-city", cityName };
  const hasDetail = areaDetailPages.includes(area.slug);
  return { status: hasDetail ? "detail" : "no-detail", cityName: area.city, area };
}
