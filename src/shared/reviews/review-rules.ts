import { BUSINESS_TIME_ZONE } from "../business/hours";

/**
 * The rules of a review the pages need too (the home page shows the featured ones), kept apart
 * from the input schemas so that public pages do not download zod.
 */

/** Where a review was left; the card shows a Google badge for "google". */
export const REVIEW_SOURCES = ["google", "facebook", "website"] as const;

/** At most this many reviews are featured: the home page shows three. */
export const MAX_FEATURED_REVIEWS = 3;

export const REVIEW_LIMITS = { author: 80, city: 80, text: 2000 } as const;

/** Today's date where the business is ("2026-11-27"): a review dated later is refused. */
export function businessToday(now = new Date()): string {
  return new Intl.DateTimeFormat("en-CA", { timeZone: BUSINESS_TIME_ZONE }).format(now);
}
