/**
 * Facts documents of an older shape, brought to today's before they are validated: a site.json
 * given to `npm run content -- publish` (stored revisions also get missing parts from the shipped
 * facts as they are read, site-facts-store.ts). Each step recognises the shape it upgrades and
 * leaves any other document as it is, so running the steps again changes nothing.
 */
import { DEFAULT_SITE_FACTS } from "./default-site-facts";

const isPart = (value: unknown): value is Record<string, unknown> =>
  typeof value === "object" && value !== null && !Array.isArray(value);

/**
 * The area check's extra ZIPs, the places nearby and the sitemap page's area links were code until
 * they became the part areaListings: a document without that part gets the listings the code had.
 */
export function addAreaListings(document: unknown): unknown {
  if (!isPart(document) || Object.hasOwn(document, "areaListings")) return document;
  return { ...document, areaListings: structuredClone(DEFAULT_SITE_FACTS.areaListings) };
}

/** Every upgrade step, oldest first. */
export function upgradeFactsDocument(document: unknown): unknown {
  return addAreaListings(document);
}
