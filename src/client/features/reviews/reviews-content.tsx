import { useQuery } from "@tanstack/react-query";
import { CardSkeletons, MessageState, ReloadButton } from "#client/components/page/data-states";
import { trpc } from "#client/lib/trpc";
import { LeaveReviewLink } from "./leave-review-link";
import { ReviewList } from "./review-list";

/** All testimonials (GET testimonials) with their loading, error, empty and loaded states. */
export function ReviewsContent() {
  const reviews = useQuery(trpc.testimonials.list.queryOptions());

  if (reviews.isPending) return <CardSkeletons count={6} />;
  if (reviews.isError) {
    return (
      <MessageState
        tone="error"
        title="Unable to Load Reviews"
        message="We're having trouble loading our reviews. Please try again later."
        action={<ReloadButton />}
      />
    );
  }
  if (reviews.data.length === 0) {
    return (
      <MessageState title="No Reviews Yet" message="Be the first to leave us a review!" action={<LeaveReviewLink />} />
    );
  }
  return <ReviewList reviews={reviews.data} />;
}
