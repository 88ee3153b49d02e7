import { describe, expect, it } from "vitest";
import { ReviewFieldsSchema, ReviewFileListSchema } from "#shared/reviews/review-input";
import { businessToday } from "#shared/reviews/review-rules";
import { reviewSummary } from "#shared/reviews/review-summary";
import { reviewsJsonLd } from "#shared/seo/structured-data";
import { vocabularyProblems } from "../support/schema-vocabulary";

const review = (rating: number, id = `r-${rating}`) => ({
  id,
  authorName: "Dana Q.",
  authorLocation: "Parker, CO",
  rating,
  body: "Spotless.",
  publishedAt: "2025-01-02",
  source: "google" as const,
  featured: false,
  hidden: false,
});

describe("the reviews page's summary", () => {
  it("is the mean of the visible ratings to one decimal, and their count", () => {
    expect(reviewSummary([...Array.from({ length: 10 }, () => review(5)), review(4)])).toEqual({
      rating: 4.9,
      reviewCount: 11,
    });
    expect(reviewSummary([review(5), review(4)])).toEqual({ rating: 4.5, reviewCount: 2 });
    expect(reviewSummary([])).toEqual({ rating: 0, reviewCount: 0 });
  });

  it("is the JSON-LD's AggregateRating, with one Review per review, and no node without reviews", () => {
    const node = reviewsJsonLd([review(5), review(3)], "https://example.test");
    expect(node).toMatchObject({ "@type": "AggregateRating", ratingValue: 4, reviewCount: 2 });
    expect((node!.itemReviewed as { review: unknown[] }).review).toHaveLength(2);
    expect(vocabularyProblems(node!)).toEqual([]);
    expect(reviewsJsonLd([], "https://example.test")).toBeNull();
  });
});

describe("a review's fields", () => {
  it("refuses a rating outside 1-5, a date after today in Denver, and an unknown source", () => {
    const fields = ({ id: _id, featured: _f, hidden: _h, ...rest }: ReturnType<typeof review>) => rest;
    expect(ReviewFieldsSchema.safeParse(fields(review(5))).success).toBe(true);
    expect(ReviewFieldsSchema.safeParse(fields(review(0))).success).toBe(false);
    expect(ReviewFieldsSchema.safeParse({ ...fields(review(5)), publishedAt: businessToday() }).success).toBe(true);
    expect(ReviewFieldsSchema.safeParse({ ...fields(review(5)), publishedAt: "2999-01-01" }).success).toBe(false);
    expect(ReviewFieldsSchema.safeParse({ ...fields(review(5)), source: "yelp" }).success).toBe(false);
  });

  it("lets a content file feature three at most and use each id once", () => {
    const four = [1, 2, 3, 4].map((n) => ({ ...review(5, `r-${n}`), featured: true }));
    expect(ReviewFileListSchema.safeParse(four.slice(0, 3)).success).toBe(true);
    expect(ReviewFileListSchema.safeParse(four).error?.issues[0]?.message).toMatch(/At most 3/);
    expect(ReviewFileListSchema.safeParse([review(5), review(5)]).error?.issues[0]?.path).toEqual([1, "id"]);
  });
});
