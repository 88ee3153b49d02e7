import { randomUUID } from "node:crypto";
import type { ReviewFields, ReviewFileEntry } from "#shared/reviews/review-input";
import { MAX_FEATURED_REVIEWS } from "#shared/reviews/review-rules";
import type { Db } from "../db/client";
import { DomainError } from "../errors";
import { REVIEW_COLUMNS, REVIEW_ORDER, reviewDay } from "./visible-reviews";

/** Every review as the owner sees it (/admin/reviews, a content export), in the owner's order. */
export interface AdminReview extends ReviewFields {
  id: string;
  featured: boolean;
  hidden: boolean;
}

/** Serialises the owner's review writes, so two tabs cannot feature a fourth between them. */
const REVIEW_LOCK_KEY = 72707371;

type Tx = Parameters<Parameters<Db["$transaction"]>[0]>[0];

const fromDay = (day: string) => new Date(`${day}T00:00:00Z`);

function toAdminReview(row: {
  id: string;
  authorName: string;
  authorLocation: string;
  rating: number;
  body: string;
  publishedAt: Date;
  source: string;
  featured: boolean;
  hidden: boolean;
}): AdminReview {
  return { ...row, publishedAt: reviewDay(row.publishedAt), source: row.source as AdminReview["source"] };
}

const SELECT = { ...REVIEW_COLUMNS, hidden: true } as const;

export async function listReviews(db: Pick<Db, "testimonial">): Promise<AdminReview[]> {
  const rows = await db.testimonial.findMany({ orderBy: REVIEW_ORDER, select: SELECT });
  return rows.map(toAdminReview);
}

async function locked<T>(db: Db, work: (tx: Tx) => Promise<T>): Promise<T> {
  return db.$transaction(async (tx) => {
    await tx.$executeRaw`SELECT pg_advisory_xact_lock(${REVIEW_LOCK_KEY})`;
    return work(tx);
  });
}

async function existing(tx: Tx, id: string): Promise<AdminReview> {
  const row = await tx.testimonial.findUnique({ where: { id }, select: SELECT });
  if (!row) throw new DomainError("NOT_FOUND", "Review not found");
  return toAdminReview(row);
}

/** A new review goes first in the list: the newest one the owner adds is usually the one to show. */
export function addReview(db: Db, fields: ReviewFields): Promise<AdminReview> {
  return locked(db, async (tx) => {
    const first = await tx.testimonial.aggregate({ _min: { sortOrder: true } });
    const row = await tx.testimonial.create({
      data: {
        id: `review-${randomUUID()}`,
        ...fields,
        publishedAt: fromDay(fields.publishedAt),
        sortOrder: (first._min.sortOrder ?? 1) - 1,
      },
      select: SELECT,
    });
    return toAdminReview(row);
  });
}

export function editReview(db: Db, id: string, fields: ReviewFields): Promise<AdminReview> {
  return locked(db, async (tx) => {
    await existing(tx, id);
    const row = await tx.testimonial.update({
      where: { id },
      data: { ...fields, publishedAt: fromDay(fields.publishedAt) },
      select: SELECT,
    });
    return toAdminReview(row);
  });
}

export function setReviewHidden(db: Db, id: string, hidden: boolean): Promise<AdminReview> {
  return locked(db, async (tx) => {
    await existing(tx, id);
    return toAdminReview(await tx.testimonial.update({ where: { id }, data: { hidden }, select: SELECT }));
  });
}

/** Features or unfeatures a review; a fourth featured one is refused, naming the field. */
export function setReviewFeatured(db: Db, id: string, featured: boolean): Promise<AdminReview> {
  return locked(db, async (tx) => {
    const review = await existing(tx, id);
    if (featured && !review.featured) {
      const count = await tx.testimonial.count({ where: { featured: true } });
      if (count >= MAX_FEATURED_REVIEWS) {
        const message = `At most ${MAX_FEATURED_REVIEWS} reviews can be featured on the home page: unfeature one first`;
        throw new DomainError("BAD_REQUEST", message, { fields: { featured: message } });
      }
    }
    return toAdminReview(await tx.testimonial.update({ where: { id }, data: { featured }, select: SELECT }));
  });
}

/** Puts the reviews in this order; `ids` must name every review once (the list the owner sees). */
export function reorderReviews(db: Db, ids: readonly string[]): Promise<AdminReview[]> {
  return locked(db, async (tx) => {
    const all = await tx.testimonial.findMany({ select: { id: true } });
    const known = new Set(all.map((row) => row.id));
    if (new Set(ids).size !== ids.length || ids.length !== known.size || ids.some((id) => !known.has(id))) {
      const message = "ids must list every review exactly once (the list changed meanwhile: reload it)";
      throw new DomainError("CONFLICT", message, { fields: { ids: message } });
    }
    for (const [index, id] of ids.entries()) await tx.testimonial.update({ where: { id }, data: { sortOrder: index } });
    return listReviews(tx);
  });
}

/** What replacing the reviews with a content file's would do, for a dry run and the audit entry. */
export interface ReviewChanges {
  added: string[];
  changed: string[];
  removed: string[];
  reordered: boolean;
}

export function reviewChanges(before: readonly AdminReview[], after: readonly ReviewFileEntry[]): ReviewChanges {
  const old = new Map(before.map((review) => [review.id, review]));
  const next = new Set(after.map((review) => review.id));
  const same = (a: AdminReview, b: ReviewFileEntry) =>
    (Object.keys(b) as (keyof ReviewFileEntry)[]).every((key) => a[key] === b[key]);
  const kept = before.filter((review) => next.has(review.id)).map((review) => review.id);
  return {
    added: after.filter((review) => !old.has(review.id)).map((review) => review.id),
    changed: after.filter((review) => old.has(review.id) && !same(old.get(review.id)!, review)).map((r) => r.id),
    removed: before.filter((review) => !next.has(review.id)).map((review) => review.id),
    reordered:
      kept.join() !==
      after
        .filter((review) => old.has(review.id))
        .map((review) => review.id)
        .join(),
  };
}

/**
 * Makes the reviews exactly the file's, in its order, in one transaction: a review the file leaves
 * out is deleted (the seed only adds missing rows of its own ids, so a deleted sample returns
 * hidden: see ADR 0043).
 */
export function replaceReviews(db: Db, reviews: readonly ReviewFileEntry[]): Promise<ReviewChanges> {
  return locked(db, async (tx) => {
    const changes = reviewChanges(await listReviews(tx), reviews);
    await tx.testimonial.deleteMany({ where: { id: { notIn: reviews.map((review) => review.id) } } });
    for (const [index, { id, ...review }] of reviews.entries()) {
      const data = { ...review, publishedAt: fromDay(review.publishedAt), sortOrder: index };
      await tx.testimonial.upsert({ where: { id }, create: { id, ...data }, update: data });
    }
    return changes;
  });
}
