/**
 * The cities served as shipped (revision 1's `serviceAreas`, `coverage` and `areaDetailPages`):
 * read only by default-site-facts.ts, the seeding and tests. Pages read the published facts.
 */
import type { ServiceArea } from "#shared/areas/service-area";
import type { NearbyPlace } from "#shared/areas/lookup";

function area(city: string, zipCodes: readonly string[]): ServiceArea {
  return { city, slug: `${city.toLowerCase().replace(/ /g, "-")}-co-cleaning`, featured: true, zipCodes };
}

// ZIP codes for the first six cities are the spec's; the rest are the cities' own
// ZIPs so the lookup can answer for every city we list.
export const SERVICE_AREAS: readonly ServiceArea[] = [
  area("Parker", ["80134", "80138"]),
  area("Castle Rock", ["80104", "80108", "80109"]),
  area("Aurora", ["80010", "80011", "80012", "80014", "80015", "80016", "80017"]),
  area("Highlands Ranch", ["80129", "80130"]),
  area("Lone Tree", ["80124"]),
  area("Centennial", ["80112", "80121"]),
  area("Castle Pines", ["80108"]),
  area("Cherry Creek", ["80206", "80209"]),
  area("Englewood", ["80110", "80113"]),
  area("The Pinery", ["80134"]),
  area("Franktown", ["80116"]),
  area("Elizabeth", ["80107"]),
  area("Monument", ["80132"]),
];

/** Cities with their own landing copy; the others get generic text. */
export const CITIES_WITH_OWN_LANDING_COPY = [
  "Parker",
  "Castle Rock",
  "Aurora",
  "Highlands Ranch",
  "Lone Tree",
  "Centennial",
] as const;

/** Cities with a detailed /service-areas/{slug} page. */
export const CITIES_WITH_AREA_DETAIL = ["Parker", "Castle Rock", "Aurora"] as const;

/** Coverage promises: communities, travel time, travel fee (dollars). */
export const COVERAGE = { communities: SERVICE_AREAS.length, maxTravelMinutes: 30, travelFeeDollars: 0 } as const;

/**
 * Some pages list fewer ZIPs for two cities, and both readings are kept: Castle Rock
 * 80104, 80109 and Aurora 80012, 80016, 80017, 80018.
 */
export const ALTERNATE_ZIP_LISTINGS: Readonly<Record<string, readonly string[]>> = {
  "Castle Rock": ["80104", "80109"],
  Aurora: ["80012", "80016", "80017", "80018"],
};

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

/** The /sitemap page links these service-area detail pages; Littleton is not among the 13 cities. */
export const SITEMAP_AREA_CITIES = ["Parker", "Castle Rock", "Highlands Ranch", "Littleton", "Lone Tree"] as const;
