/** Turns between city names and their hyphenated slug form. */

/** "Castle Rock" -> "castle-rock" (every whitespace run becomes one hyphen). */
export function slugifyCityName(city: string): string {
  return city.trim().toLowerCase().replace(/\s+/g, "-");
}

/** "castle-rock" -> "Castle Rock": hyphens to spaces, each word capitalised. */
export function cityNameFromSlugPart(part: string): string {
  return part
    .split("-")
    .filter((word) => word.length > 0)
    .map((word) => word.charAt(0).toUpperCase() + word.slice(1).toLowerCase())
    .join(" ");
}

/** Lower-case, with spaces, underscores and repeated hyphens folded to single hyphens. */
export function normaliseSlug(slug: string): string {
  return slug
    .trim()
    .toLowerCase()
    .replace(/[\s_-]+/g, "-");
}
