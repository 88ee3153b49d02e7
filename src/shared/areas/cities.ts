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
