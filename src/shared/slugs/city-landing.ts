import type { ServiceArea } from "../areas/service-area";
import { cityNameFromSlugPart, normaliseSlug } from "./city-name";

/** Every city landing page lives at /{city}-co-cleaning. */
export const CITY_LANDING_SUFFIX = "-co-cleaning";

export type CityLandingParse =
  | { ok: true; area: ServiceArea }
  | { ok: false; reason: "missing-suffix" }
  | { ok: false; reason: "unknown-city"; cityName: string };

/**
 * "parker-co-cleaning" -> Parker. A slug without the suffix, or with nothing before it, is
 * "missing-suffix" (Page Not Found); a city not among `areas` (the facts' cities) is "unknown-city" (Service Area Not Found).
 */
export function parseCityLandingSlug(slug: string, areas: readonly ServiceArea[]): CityLandingParse {
  const normalised = normaliseSlug(slug);
  if (!normalised.endsWith(CITY_LANDING_SUFFIX) || normalised.length === CITY_LANDING_SUFFIX.length) {
    return { ok: false, reason: "missing-suffix" };
  }
  const area = areas.find((candidate) => candidate.slug === normalised);
  if (area) return { ok: true, area };
  return {
    ok: false,
    reason: "unknown-city",
    cityName: cityNameFromSlugPart(normalised.slice(0, -CITY_LANDING_SUFFIX.length)),
  };
}

export function cityLandingPath(area: ServiceArea): string {
  return `/${area.slug}`;
}
