import { useQuery } from "@tanstack/react-query";
import { reviewSummary } from "#shared/reviews/review-summary";
import { StarRating } from "#client/components/page/star-rating";
import { Card } from "#client/components/ui/card";
import { useSiteFacts } from "#client/lib/site-facts";
import { trpc } from "#client/lib/trpc";

/**
 * The overall rating and count, computed from the visible reviews (the list beside it; left out
 * when they could not be loaded, as the list says), and the recommend and repeat rates, which are
 * claims the owner edits in the site's facts.
 */
export function RatingSummary() {
  const claims = useSiteFacts().claims.reviewsPage;
  const reviews = useQuery(trpc.testimonials.list.queryOptions());
  const summary = reviews.data ? reviewSummary(reviews.data) : null;
  const stats = [
    { value: `${claims.recommendPercent}%`, label: "would recommend us" },
    { value: `${claims.repeatCustomerPercent}%`, label: "are repeat customers" },
  ];
  return (
    <Card className="text-center">
      <h2 className="text-lg font-bold text-brand-900">Overall Rating</h2>
      {reviews.isPending ? (
        <div aria-hidden className="mx-auto mt-3 h-24 w-32 animate-pulse rounded-xl bg-slate-100" />
      ) : summary === null ? null : summary.reviewCount === 0 ? (
        <p className="mt-3 text-sm text-slate-600">No reviews yet</p>
      ) : (
        <>
          <p data-testid="overall-rating" className="mt-3 text-5xl font-extrabold text-brand-900">
            {summary.rating.toFixed(1)}
          </p>
          <div className="mt-2 flex justify-center">
            <StarRating rating={summary.rating} className="size-6" />
          </div>
          <p className="mt-2 text-sm text-slate-600">
            Based on {summary.reviewCount} {summary.reviewCount === 1 ? "review" : "reviews"}
          </p>
        </>
      )}
      <dl className="mt-6 grid grid-cols-2 gap-3">
        {stats.map((stat) => (
          <div key={stat.label} className="flex flex-col-reverse rounded-xl bg-brand-50 p-3">
            <dt className="text-sm text-slate-700">{stat.label}</dt>
            <dd className="text-2xl font-bold text-brand-700">{stat.value}</dd>
          </div>
        ))}
      </dl>
    </Card>
  );
}
