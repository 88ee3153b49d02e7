import type { inferRouterOutputs } from "@trpc/server";
import { BadgeCheck } from "lucide-react";
import type { AppRouter } from "#server/routers/app-router";
import { StarRating } from "#client/components/page/star-rating";
import { longDate } from "#shared/format/dates";

export type Review = inferRouterOutputs<AppRouter>["testimonials"]["list"][number];

/** "2024-03-18" -> "March 18, 2024", read as a calendar date so no time zone shifts the day. */
function formatReviewDate(isoDate: string): string {
  return longDate(`${isoDate}T00:00:00Z`);
}

export function ReviewCard({ review }: { review: Review }) {
  return (
    <article
      aria-labelledby={`review-${review.id}`}
      className="flex h-full flex-col rounded-2xl border border-slate-200 bg-white p-6 shadow-sm"
    >
      <div className="flex items-start justify-between gap-3">
        <StarRating rating={review.rating} />
        {review.source === "google" ? (
          <span className="inline-flex items-center gap-1 rounded-full bg-brand-50 px-2.5 py-1 text-xs font-semibold text-brand-700">
            <BadgeCheck aria-hidden className="size-3.5" /> Google
          </span>
        ) : null}
      </div>
      <blockquote className="mt-4 flex-1 text-slate-700">
        <p>{review.body}</p>
      </blockquote>
      <footer className="mt-5 border-t border-slate-100 pt-4">
        <h3 id={`review-${review.id}`} className="font-semibold text-slate-900">
          {review.authorName}
        </h3>
        <p className="text-sm text-slate-600">
          {review.authorLocation} · <time dateTime={review.publishedAt}>{formatReviewDate(review.publishedAt)}</time>
        </p>
      </footer>
    </article>
  );
}
