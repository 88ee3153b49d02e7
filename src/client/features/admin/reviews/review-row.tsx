import { ArrowDown, ArrowUp, Eye, EyeOff, Pencil, Star } from "lucide-react";
import type { AdminReview } from "#server/reviews/review-store";
import { StarRating } from "#client/components/page/star-rating";
import { Button } from "#client/components/ui/button";
import { Badge } from "../badge";
import { formatDay } from "../format";
import { SOURCE_LABELS } from "./review-form";

export interface ReviewRowActions {
  edit(): void;
  setHidden(hidden: boolean): void;
  setFeatured(featured: boolean): void;
  move(step: -1 | 1): void;
}

/** One review in the owner's list: what visitors see of it, its state, and what can be done to it. */
export function ReviewRow({
  review,
  position,
  count,
  canFeature,
  actions,
}: {
  review: AdminReview;
  position: number;
  count: number;
  /** False when three are featured already and this one is not. */
  canFeature: boolean;
  actions: ReviewRowActions;
}) {
  const headingId = `review-row-${review.id}`;
  return (
    <article
      aria-labelledby={headingId}
      className={`grid gap-3 rounded-2xl border p-4 sm:p-5 ${review.hidden ? "border-dashed border-slate-300 bg-slate-50" : "border-slate-200 bg-white"}`}
    >
      <div className="flex flex-wrap items-center gap-x-3 gap-y-1">
        <h2 id={headingId} className="text-lg font-bold text-brand-900">
          {review.authorName}
        </h2>
        <StarRating rating={review.rating} className="size-4" />
        {review.hidden ? <Badge tone="spam">Hidden</Badge> : null}
        {review.featured ? <Badge tone="info">Featured on the home page</Badge> : null}
      </div>
      <p className="text-sm text-slate-600">
        {review.authorLocation} · {formatDay(review.publishedAt)} · {SOURCE_LABELS[review.source]}
      </p>
      <p className={`line-clamp-3 ${review.hidden ? "text-slate-600" : "text-slate-800"}`}>{review.body}</p>
      <div className="flex flex-wrap gap-2">
        <Button
          id={`edit-button-${review.id}`}
          size="sm"
          variant="outline"
          onClick={actions.edit}
          aria-label={`Edit the review by ${review.authorName}`}
        >
          <Pencil aria-hidden className="mr-1 size-4" /> Edit
        </Button>
        <Button
          size="sm"
          variant="outline"
          onClick={() => actions.setHidden(!review.hidden)}
          aria-label={`${review.hidden ? "Show" : "Hide"} the review by ${review.authorName}`}
        >
          {review.hidden ? <Eye aria-hidden className="mr-1 size-4" /> : <EyeOff aria-hidden className="mr-1 size-4" />}
          {review.hidden ? "Show" : "Hide"}
        </Button>
        <Button
          size="sm"
          variant="outline"
          disabled={!review.featured && !canFeature}
          onClick={() => actions.setFeatured(!review.featured)}
          aria-label={`${review.featured ? "Unfeature" : "Feature"} the review by ${review.authorName}`}
        >
          <Star aria-hidden className="mr-1 size-4" /> {review.featured ? "Unfeature" : "Feature"}
        </Button>
        <Button
          id={`move-up-${review.id}`}
          size="sm"
          variant="ghost"
          disabled={position === 0}
          onClick={() => actions.move(-1)}
          aria-label={`Move the review by ${review.authorName} up`}
        >
          <ArrowUp aria-hidden className="mr-1 size-4" /> Up
        </Button>
        <Button
          id={`move-down-${review.id}`}
          size="sm"
          variant="ghost"
          disabled={position === count - 1}
          onClick={() => actions.move(1)}
          aria-label={`Move the review by ${review.authorName} down`}
        >
          <ArrowDown aria-hidden className="mr-1 size-4" /> Down
        </Button>
      </div>
    </article>
  );
}
