import { longDate } from "#shared/format/dates";

/** "January 5, 2025", or "Recent" when the post has no publish date. */
export function formatPublishDate(publishedAt: string | null): string {
  return publishedAt ? longDate(publishedAt) : "Recent";
}

/** A post without an author is credited to the business. */
export function authorLabel(authorName: string, businessName: string): string {
  return authorName.trim() || businessName;
}

export function postPath(slug: string): string {
  return `/blog/${slug}`;
}
