/**
 * The cities served as shipped (revision 1's `serviceAreas`, `coverage` and `areaDetailPages`):
 * read only by default-site-facts.ts, the seeding and tests. Pages read the published facts.
 */
import type { ServiceArea } from "#shared/areas/service-area";

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
