import type { CoreSiteFacts } from "../facts/core-site-facts";
import type { ServiceArea } from "./service-area";

/** A place just outside the communities served: we may still come, after confirming. */
export interface NearbyPlace {
  name: string;
  /** Other names people type for it. */
  aliases?: readonly string[];
  zipCodes: readonly string[];
}

/** What the lookup answers from: the cities served, their extra ZIPs and the places nearby. */
export type AreaLookupFacts = Pick<CoreSiteFacts, "serviceAreas" | "areaListings">;

export type ServiceAreaLookup =
  | { status: "served"; area: ServiceArea }
  | { status: "nearby"; place: NearbyPlace }
  | { status: "not-served" }
  | { status: "invalid"; message: string };

const MAX_QUERY_LENGTH = 80;
const ZIP_PATTERN = /^(\d{5})(?:-\d{4})?$/;
const ALLOWED_CHARACTERS = /^[a-z0-9 .,'-]+$/i;
const STATE_WORDS = new Set(["co", "colorado"]);
const INVALID_MESSAGE = "Please enter a city name or a 5-digit ZIP code.";

function sameName(a: string, b: string): boolean {
  return a.toLowerCase() === b.toLowerCase();
}

function lookupZip(zip: string, { serviceAreas: areas, areaListings }: AreaLookupFacts): ServiceAreaLookup {
  const alternate = areaListings.alternateZipCodes.find((listing) => listing.zipCodes.includes(zip));
  const area =
    areas.find((candidate) => candidate.zipCodes.includes(zip)) ??
    areas.find((candidate) => candidate.city === alternate?.city);
  if (area) return { status: "served", area };
  const place = areaListings.nearbyPlaces.find((candidate) => candidate.zipCodes.includes(zip));
  return place ? { status: "nearby", place } : { status: "not-served" };
}

function lookupCity(city: string, { serviceAreas, areaListings }: AreaLookupFacts): ServiceAreaLookup | undefined {
  const area = serviceAreas.find((candidate) => sameName(candidate.city, city));
  if (area) return { status: "served", area };
  const place = areaListings.nearbyPlaces.find(
    (candidate) => sameName(candidate.name, city) || (candidate.aliases ?? []).some((alias) => sameName(alias, city)),
  );
  return place ? { status: "nearby", place } : undefined;
}

/**
 * "Do we serve you?": a city name ("Parker", "parker, CO", "castle rock co"), a ZIP or ZIP+4,
 * or both ("Parker, CO 80134"; the city decides when it is known), against the cities, extra ZIPs
 * and nearby places of the published facts.
 */
export function lookupServiceArea(query: string, facts: AreaLookupFacts): ServiceAreaLookup {
  const trimmed = query.trim();
  if (trimmed.length === 0) return { status: "invalid", message: "Please enter your city or ZIP code." };
  if (trimmed.length > MAX_QUERY_LENGTH || !ALLOWED_CHARACTERS.test(trimmed)) {
    return { status: "invalid", message: INVALID_MESSAGE };
  }

  const words = trimmed
    .toLowerCase()
    .split(/[\s.,]+/)
    .filter((word) => word.length > 0);
  const zip = ZIP_PATTERN.exec(words[words.length - 1] ?? "")?.[1];
  if (zip) words.pop();
  if (STATE_WORDS.has(words[words.length - 1] ?? "") && (words.length > 1 || zip)) words.pop();
  if (words.some((word) => /\d/.test(word))) return { status: "invalid", message: INVALID_MESSAGE };

  const city = words
    .join(" ")
    .split(/[\s-]+/)
    .filter((word) => word.length > 0)
    .join(" ");
  const byCity = city.length > 0 ? lookupCity(city, facts) : undefined;
  if (byCity) return byCity;
  if (zip) return lookupZip(zip, facts);
  if (!/[a-z]/.test(city)) return { status: "invalid", message: INVALID_MESSAGE };
  return { status: "not-served" };
}
