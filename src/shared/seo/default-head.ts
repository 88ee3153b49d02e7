import type { SiteFacts } from "../facts/site-facts-schema";

/**
 * The title of a page whose own head has not run: the root route's default, and the SPA shell's
 * (the HTML of client-only routes and of URLs with a query string) until the router replaces it.
 * Named after the business of the revision the document is rendered with.
 */
export function defaultTitle(business: Pick<SiteFacts["business"], "name">): string {
  return `House Cleaning in Douglas County & South Denver | ${business.name}`;
}
