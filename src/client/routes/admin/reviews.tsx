import { useQuery } from "@tanstack/react-query";
import { createFileRoute } from "@tanstack/react-router";
import { adminHead } from "#client/features/admin/admin-head";
import { AdminQueryState } from "#client/features/admin/admin-query-state";
import { ReviewDesk } from "#client/features/admin/reviews/review-desk";
import { trpc } from "#client/lib/trpc";

export const Route = createFileRoute("/admin/reviews")({
  head: ({ matches }) => adminHead("Reviews", matches),
  component: ReviewsPage,
});

function ReviewsPage() {
  const reviews = useQuery(trpc.admin.reviews.list.queryOptions());
  return (
    <>
      <h1 className="text-3xl font-extrabold text-brand-900">Reviews</h1>
      <p className="mt-2 max-w-3xl text-slate-700">
        The reviews on the reviews page, in this order, with the rating summary worked out from the ones shown. A hidden
        review is on no page; up to three featured ones show on the home page.
      </p>
      <div className="mt-6">
        <AdminQueryState query={reviews} errorTitle="Reviews could not be loaded">
          {(data) => <ReviewDesk reviews={data} />}
        </AdminQueryState>
      </div>
    </>
  );
}
