/** What the visible reviews add up to: the reviews page's overall rating and the review count. */
export interface ReviewSummary {
  /** The mean rating to one decimal (4.9); 0 when there are no reviews. */
  rating: number;
  reviewCount: number;
}

export function reviewSummary(reviews: readonly { rating: number }[]): ReviewSummary {
  if (reviews.length === 0) return { rating: 0, reviewCount: 0 };
  const total = reviews.reduce((sum, review) => sum + review.rating, 0);
  return { rating: Math.round((total / reviews.length) * 10) / 10, reviewCount: reviews.length };
}
