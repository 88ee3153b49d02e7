export const STAR_LEVELS = [5, 4, 3, 2, 1] as const;

export interface RatingCount {
  stars: (typeof STAR_LEVELS)[number];
  count: number;
}

/** How many reviews carry each star rating, 5 down to 1 (ratings are rounded to whole stars). */
export function ratingCounts(reviews: readonly { rating: number }[]): RatingCount[] {
  return STAR_LEVELS.map((stars) => ({
    stars,
    count: reviews.filter((review) => Math.round(review.rating) === stars).length,
  }));
}
