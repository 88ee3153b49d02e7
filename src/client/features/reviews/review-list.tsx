import { Card } from "#client/components/ui/card";
import { LeaveReviewLink } from "./leave-review-link";
import { RatingBreakdown } from "./rating-breakdown";
import { type Review, ReviewCard } from "./review-card";
import { ReviewsJsonLd } from "./reviews-json-ld";

/** Loaded state: breakdown and (on wide screens) an invitation in a sidebar, every review in a grid. */
export function ReviewList({ reviews }: { reviews: readonly Review[] }) {
  return (
    <div className="grid gap-8 lg:grid-cols-[20rem_1fr]">
      <ReviewsJsonLd reviews={reviews} />
      <div className="space-y-6 lg:sticky lg:top-24 lg:self-start">
        <RatingBreakdown reviews={reviews} />
        <Card className="hidden lg:block">
          <h2 className="text-lg font-bold text-brand-900">Share Your Experience</h2>
          <p className="mt-2 text-sm text-slate-700">
            Had us clean your home? A quick review helps your neighbors find a cleaning team they can trust.
          </p>
          <LeaveReviewLink variant="primary" className="mt-4 w-full" />
        </Card>
      </div>
      <div>
        <h2 className="text-2xl font-bold text-brand-900">All Reviews ({reviews.length})</h2>
        <ul className="mt-6 grid gap-6 md:grid-cols-2">
          {reviews.map((review) => (
            <li key={review.id}>
              <ReviewCard review={review} />
            </li>
          ))}
        </ul>
      </div>
    </div>
  );
}
