import { ALTERNATE_ZIP_LISTINGS } from "./cities";
import type { ServiceArea } from "./service-area";

/** A place just outside the communities served: we may still come, after confirming. */
export interface NearbyPlace {
  name: string;
  /** Other names people type for it. */
  aliases?: readonly string[];
  zipCodes: readonly string[];
}

/**
 * Real places bordering the service area but not among the 13 cities. ZIPs already listed for a
 * served city (e.g. Littleton's 80121 and 80124) are left out: those answer "served".
 */
export const NEARBY_PLACES: readonly NearbyPlace[] = [
  { name: "Littleton", zipCodes: ["80120", "80122", "80123", "80125", "80126", "80127", "80128"] },
  { name: "Greenwood Village", zipCodes: ["80111"] },
  { name: "Cherry Hills Village", zipCodes: [] },
  { name: "Southeast Denver", aliases: ["Denver"], zipCodes: ["80231", "80237"] },
  { name: "Sedalia", zipCodes: ["80135"] },
  { name: "Louviers", zipCodes: ["80131"] },
  { name: "Larkspur", zipCodes: ["80118"] },
  { name: "Palmer Lake", zipCodes: ["80133"] },
  { name: "Kiowa", zipCodes: ["80117"] },
];

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

function lookupZip(zip: string, areas: readonly ServiceArea[]): ServiceAreaLookup {
  const area =
    areas.find((candidate) => candidate.zipCodes.includes(zip)) ??
    areas.find((candidate) => ALTERNATE_ZIP_LISTINGS[candidate.city]?.includes(zip));
  if (area) return { status: "served", area };
  const place = NEARBY_PLACES.find((candidate) => candidate.zipCodes.includes(zip));
  return place ? { status: "nearby", place } : { status: "not-served" };
}

function lookupCity(city: string, areas: readonly ServiceArea[]): ServiceAreaLookup | undefined {
  const area = areas.find((candidate) => sameName(candidate.city, city));
  if (area) return { status: "served", area };
  const place = NEARBY_PLACES.find(
    (candidate) => sameName(candidate.name, city) || (candidate.aliases ?? []).some((alias) => sameName(alias, city)),
  );
  return place ? { status: "nearby", place } : undefined;
}

/**
 * "Do we serve you?": a city name ("Parker", "parker, CO", "castle rock co"), a ZIP or ZIP+4,
 * or both ("Parker, CO 80134"; the city decides when it is known), against `areas`: the cities of
 * the published facts.
 */
export function lookupServiceArea(query: string, areas: readonly ServiceArea[]): ServiceAreaLookup {
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
  const byCity = city.length > 0 ? lookupCity(city, areas) : undefined;
  if (byCity) return byCity;
  if (zip) return lookupZip(zip, areas);
  if (!/[a-z]/.test(city)) return { status: "invalid", message: INVALID_MESSAGE };
  return { status: "not-served" };
}
