import { StarRating } from "#client/components/page/star-rating";
import { Card } from "#client/components/ui/card";
import { useSiteFacts } from "#client/lib/site-facts";

/** The reviews page's own summary claim: rating, review count, recommend and repeat rates. */
export function RatingSummary() {
  const summary = useSiteFacts().claims.reviewsPage;
  const stats = [
    { value: `${summary.recommendPercent}%`, label: "would recommend us" },
    { value: `${summary.repeatCustomerPercent}%`, label: "are repeat customers" },
  ];
  return (
    <Card className="text-center">
      <h2 className="text-lg font-bold text-brand-900">Overall Rating</h2>
      <p className="mt-3 text-5xl font-extrabold text-brand-900">{summary.rating.toFixed(1)}</p>
      <div className="mt-2 flex justify-center">
        <StarRating rating={summary.rating} className="size-6" />
      </div>
      <p className="mt-2 text-sm text-slate-600">Based on {summary.reviewCount} reviews</p>
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
