/**
 * How many cities the pages show where they list a few (layout rules, not facts: the cities
 * themselves are the published facts' `serviceAreas`).
 */

/** /service-areas shows at most this many featured cities as primary areas. */
export const MAX_PRIMARY_AREAS = 8;

/** The eight cities named on the deep-clean Douglas County page. */
export const DEEP_CLEAN_PAGE_CITY_COUNT = 8;

/** Six cities highlighted on /about. */
export const ABOUT_PAGE_CITY_COUNT = 6;

/**
 * Some pages list fewer ZIPs for two cities, and both readings are kept: Castle Rock
 * 80104, 80109 and Aurora 80012, 80016, 80017, 80018.
 */
export const ALTERNATE_ZIP_LISTINGS: Readonly<Record<string, readonly string[]>> = {
  "Castle Rock": ["80104", "80109"],
  Aurora: ["80012", "80016", "80017", "80018"],
};

/** The /sitemap page lists these service-area detail pages; Littleton is not among the 13 cities. */
export const SITEMAP_PAGE_AREA_SLUGS = ["parker", "castle-rock", "highlands-ranch", "littleton", "lone-tree"] as const;
