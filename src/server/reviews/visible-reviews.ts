import type { Db } from "../db/client";
import { type ContentInForce, followContent } from "../content/followed-content";
import { seedRows } from "../db/seed";

/** A review a visitor may see, as the public API answers it, with whether it is featured. */
export interface VisibleReview {
  id: string;
  authorName: string;
  authorLocation: string;
  rating: number;
  body: string;
  /** "2024-03-18". */
  publishedAt: string;
  source: string;
  featured: boolean;
}

/** The owner's order (sort_order), then newest first for rows placed alike: on the site and in /admin. */
export const REVIEW_ORDER = [{ sortOrder: "asc" as const }, { publishedAt: "desc" as const }, { id: "asc" as const }];

/** The columns of a review a visitor may see. */
export const REVIEW_COLUMNS = {
  id: true,
  authorName: true,
  authorLocation: true,
  rating: true,
  body: true,
  publishedAt: true,
  source: true,
  featured: true,
} as const;

/** A review's day as the API and the content file write it: "2024-03-18". */
export const reviewDay = (date: Date): string => date.toISOString().slice(0, 10);

/** The visible reviews in the public order; `featured` narrows them to the home page's. */
export async function readVisibleReviews(db: Pick<Db, "testimonial">, featured = false): Promise<VisibleReview[]> {
  const rows = await db.testimonial.findMany({
    where: featured ? { featured: true, hidden: false } : { hidden: false },
    orderBy: REVIEW_ORDER,
    select: REVIEW_COLUMNS,
  });
  return rows.map((row) => ({ ...row, publishedAt: reviewDay(row.publishedAt) }));
}

/** What a freshly seeded database shows: the build prerenders pages with these (it has no database). */
export function seededVisibleReviews(): VisibleReview[] {
  return [...seedRows().testimonials]
    .sort((a, b) => a.sortOrder - b.sortOrder)
    .map(({ sortOrder: _sortOrder, ...row }) => ({ ...row, publishedAt: reviewDay(row.publishedAt) }));
}

/** The visible reviews in force on this instance; pages are rendered from them (live-site.ts). */
export type ReviewsInForce = ContentInForce<readonly VisibleReview[]>;

/** Follows the visible reviews on every instance: an edit made on any of them reaches all (followed-content.ts). */
export function followVisibleReviews(
  db: Db,
  url: string,
  log: { warn(details: object, message: string): void; error(details: object, message: string): void },
): Promise<ReviewsInForce> {
  return followContent<readonly VisibleReview[]>(db, url, log, {
    read: (reader) => readVisibleReviews(reader),
    tables: ["testimonials"],
    what: "the reviews",
  });
}
