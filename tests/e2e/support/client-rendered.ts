/**
 * Prerendered pages arrive with their data and never fetch it on load. A URL with a query string
 * gets the SPA shell instead (README, "Prerendering"), which fetches while it renders, as a page
 * reached by client-side navigation does: tests of loading, error and empty states load it so.
 */
export function clientRendered(path: string): string {
  return `${path}${path.includes("?") ? "&" : "?"}from=spa`;
}
