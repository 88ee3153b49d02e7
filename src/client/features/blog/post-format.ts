import { BUSINESS } from "#shared/business/business-info";

// UTC so the prerendered page and the browser print the same day for a date-only ISO string.
const LONG_DATE = new Intl.DateTimeFormat("en-US", { dateStyle: "long", timeZone: "UTC" });

/** "January 5, 2025", or "Recent" when the post has no publish date. */
export function formatPublishDate(publishedAt: string | null): string {
  return publishedAt ? LONG_DATE.format(new Date(publishedAt)) : "Recent";
}

/** A post without an author is credited to the business. */
export function authorLabel(authorName: string): string {
  return authorName.trim() || BUSINESS.name;
}

export function postPath(slug: string): string {
  return `/blog/${slug}`;
}
