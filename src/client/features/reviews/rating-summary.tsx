import { REVIEWS_PAGE_SUMMARY } from "#shared/business/claims";
import { StarRating } from "#client/components/page/star-rating";
import { Card } from "#client/components/ui/card";

const STATS = [
  { value: `${REVIEWS_PAGE_SUMMARY.recommendPercent}%`, label: "would recommend us" },
  { value: `${REVIEWS_PAGE_SUMMARY.repeatCustomerPercent}%`, label: "are repeat customers" },
] as const;

/** The reviews page's own summary claim: rating, review count, recommend and repeat rates. */
export function RatingSummary() {
  return (
    <Card className="text-center">
      <h2 className="text-lg font-bold text-brand-900">Overall Rating</h2>
      <p className="mt-3 text-5xl font-extrabold text-brand-900">{REVIEWS_PAGE_SUMMARY.rating.toFixed(1)}</p>
      <div className="mt-2 flex justify-center">
        <StarRating rating={REVIEWS_PAGE_SUMMARY.rating} className="size-6" />
      </div>
      <p className="mt-2 text-sm text-slate-600">Based on {REVIEWS_PAGE_SUMMARY.reviewCount} reviews</p>
      <dl className="mt-6 grid grid-cols-2 gap-3">
        {STATS.map((stat) => (
          <div key={stat.label} className="flex flex-col-reverse rounded-xl bg-brand-50 p-3">
            <dt className="text-sm text-slate-700">{stat.label}</dt>
            <dd className="text-2xl font-bold text-brand-700">{stat.value}</dd>
          </div>
        ))}
      </dl>
    </Card>
  );
}
