/** The 13 communities served: the one list every page reads. */
export interface ServiceArea {
  city: string;
  /** The city landing slug, served at /{slug}. */
  slug: string;
  featured: boolean;
  /** ZIP codes served in this city, for the "do we serve you?" lookup. */
  zipCodes: readonly string[];
}

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

/**
 * Some pages list fewer ZIPs for two cities, and both readings are kept: Castle Rock
 * 80104, 80109 and Aurora 80012, 80016, 80017, 80018.
 */
export const ALTERNATE_ZIP_LISTINGS: Readonly<Record<string, readonly string[]>> = {
  "Castle Rock": ["80104", "80109"],
  Aurora: ["80012", "80016", "80017", "80018"],
};

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

/** /service-areas shows at most this many featured cities as primary areas. */
export const MAX_PRIMARY_AREAS = 8;

/** The eight cities named on the deep-clean Douglas County page. */
export const DEEP_CLEAN_PAGE_CITY_COUNT = 8;

/** Six cities highlighted on /about. */
export const ABOUT_PAGE_CITY_COUNT = 6;

/** Coverage promises: communities, travel time, travel fee. */
export const COVERAGE = { communities: SERVICE_AREAS.length, maxTravelMinutes: 30, travelFeeDollars: 0 } as const;

/** The /sitemap page lists these service-area detail pages; Littleton is not among the 13 cities. */
export const SITEMAP_PAGE_AREA_SLUGS = ["parker", "castle-rock", "highlands-ranch", "littleton", "lone-tree"] as const;
