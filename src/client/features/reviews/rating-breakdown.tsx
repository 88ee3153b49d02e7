import { Star } from "lucide-react";
import { Card } from "#client/components/ui/card";
import { ratingCounts } from "./rating-counts";

/** Count per star level, computed from the fetched reviews, with proportional bars. */
export function RatingBreakdown({ reviews }: { reviews: readonly { rating: number }[] }) {
  const rows = ratingCounts(reviews);
  return (
    <Card>
      <h2 id="rating-breakdown-heading" className="text-lg font-bold text-brand-900">
        Rating Breakdown
      </h2>
      <ul aria-labelledby="rating-breakdown-heading" className="mt-4 space-y-3">
        {rows.map(({ stars, count }) => {
          const share = reviews.length > 0 ? (count / reviews.length) * 100 : 0;
          return (
            <li key={stars} data-testid={`rating-row-${stars}`} className="flex items-center gap-3 text-sm">
              <span className="flex w-10 shrink-0 items-center gap-1 font-semibold text-slate-800">
                {stars}
                <Star aria-hidden className="size-4 fill-accent-400 text-accent-500" />
                <span className="sr-only"> {stars === 1 ? "star" : "stars"}:</span>
              </span>
              <span aria-hidden className="h-2.5 flex-1 overflow-hidden rounded-full bg-slate-200">
                <span className="block h-full rounded-full bg-accent-400" style={{ width: `${share}%` }} />
              </span>
              <span className="w-8 shrink-0 text-right font-semibold text-slate-700">
                {count}
                <span className="sr-only"> {count === 1 ? "review" : "reviews"}</span>
              </span>
            </li>
          );
        })}
      </ul>
    </Card>
  );
}
