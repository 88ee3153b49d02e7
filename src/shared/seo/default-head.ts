import { BUSINESS } from "../business/business-info";

/**
 * The title of a page whose own head has not run: the root route's default, and the SPA shell's
 * (the HTML of client-only routes and of URLs with a query string) until the router replaces it.
 */
export const DEFAULT_TITLE = `House Cleaning in Douglas County & South Denver | ${BUSINESS.name}`;
