import type { ServiceArea } from "../areas/cities";
import { SERVICE_AREAS } from "../areas/cities";
import { cityNameFromSlugPart, normaliseSlug } from "./city-name";

/** Every city landing page lives at /{city}-co-cleaning. */
export const CITY_LANDING_SUFFIX = "-co-cleaning";

export type CityLandingParse =
  | { ok: true; area: ServiceArea }
  | { ok: false; reason: "missing-suffix" }
  | { ok: false; reason: "unknown-city"; cityName: string };

/**
 * "parker-co-cleaning" -> Parker. A slug without the suffix, or with nothing before it, is
 * "missing-suffix" (Page Not Found); a city outside the 13 is "unknown-city" (Service Area Not Found).
 */
export function parseCityLandingSlug(slug: string): CityLandingParse {
  const normalised = normaliseSlug(slug);
  if (!normalised.endsWith(CITY_LANDING_SUFFIX) || normalised.length === CITY_LANDING_SUFFIX.length) {
    return { ok: false, reason: "missing-suffix" };
  }
  const area = SERVICE_AREAS.find((candidate) => candidate.slug === normalised);
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
