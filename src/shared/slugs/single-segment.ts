import type { ServiceArea } from "../areas/service-area";
import type { ServiceKey } from "../catalog/services";
import { parseCityLandingSlug } from "./city-landing";
import { parseServiceInCitySlug } from "./service-in-city";

export type SingleSegmentResolution =
  | { kind: "service-in-city"; service: ServiceKey; prefix: string; area: ServiceArea; canonicalPath: string }
  | { kind: "city-landing"; area: ServiceArea }
  /** No "-co-cleaning" ending: "Page Not Found". */
  | { kind: "page-not-found" }
  /** Ends in "-co-cleaning" but the city is not one served: "Service Area Not Found". */
  | { kind: "area-not-found"; cityName: string };

/**
 * The /{slug} catch-all: a slug that splits into a known prefix and a known city is a
 * service-in-city page (`areas`: the cities of the facts in force); anything else falls through to the city landing page logic.
 */
export function resolveSingleSegment(slug: string, areas: readonly ServiceArea[]): SingleSegmentResolution {
  const serviceInCity = parseServiceInCitySlug(slug, areas);
  if (serviceInCity.ok) {
    const { service, prefix, area, canonicalPath } = serviceInCity;
    return { kind: "service-in-city", service, prefix, area, canonicalPath };
  }
  const landing = parseCityLandingSlug(slug, areas);
  if (landing.ok) return { kind: "city-landing", area: landing.area };
  if (landing.reason === "unknown-city") return { kind: "area-not-found", cityName: landing.cityName };
  return { kind: "page-not-found" };
}

/** True only when /{slug} renders real content, so the server can answer 404 for the rest. */
export function isKnownSingleSegment(slug: string, areas: readonly ServiceArea[]): boolean {
  const { kind } = resolveSingleSegment(slug, areas);
  return kind === "service-in-city" || kind === "city-landing";
}
