import { useMutation, useQueryClient } from "@tanstack/react-query";
import { Plus } from "lucide-react";
import { useState } from "react";
import type { AdminReview } from "#server/reviews/review-store";
import { MAX_FEATURED_REVIEWS } from "#shared/reviews/review-rules";
import { Button } from "#client/components/ui/button";
import { trpc } from "#client/lib/trpc";
import { FormProblem } from "../accounts/email-field";
import { plural, problemOf } from "../format";
import { ReviewForm } from "./review-form";
import { ReviewRow } from "./review-row";

/** After a list change, focus this element once React has drawn it (a moved row's button, a form). */
function focusSoon(id: string, fallbackId?: string) {
  requestAnimationFrame(() => {
    const element = document.getElementById(id) as HTMLButtonElement | null;
    if (element && !element.disabled) element.focus();
    else if (fallbackId) document.getElementById(fallbackId)?.focus();
  });
}

/**
 * Every review, hidden ones too, in the order pages show them: add, edit, hide or show, feature up
 * to three for the home page, move up or down. Pages follow each change within a second or two.
 */
export function ReviewDesk({ reviews }: { reviews: readonly AdminReview[] }) {
  const queryClient = useQueryClient();
  const [editing, setEditing] = useState<string | null>(null);
  const [adding, setAdding] = useState(false);
  const listKey = trpc.admin.reviews.list.queryKey();
  const refresh = () => queryClient.invalidateQueries({ queryKey: listKey });
  const setHidden = useMutation(trpc.admin.reviews.setHidden.mutationOptions({ onSettled: refresh }));
  const setFeatured = useMutation(trpc.admin.reviews.setFeatured.mutationOptions({ onSettled: refresh }));
  const reorder = useMutation(
    trpc.admin.reviews.reorder.mutationOptions({
      onSuccess: (next) => queryClient.setQueryData(listKey, next),
      onSettled: refresh,
    }),
  );
  const failed = [setHidden, setFeatured, reorder].find((mutation) => mutation.error);
  const featured = reviews.filter((review) => review.featured).length;
  const visible = reviews.filter((review) => !review.hidden).length;

  function move(index: number, step: -1 | 1) {
    const ids = reviews.map((review) => review.id);
    const [id] = ids.splice(index, 1);
    if (!id) return;
    ids.splice(index + step, 0, id);
    reorder.mutate(
      { ids },
      {
        onSuccess: () =>
          focusSoon(
            step === -1 ? `move-up-${id}` : `move-down-${id}`,
            step === -1 ? `move-down-${id}` : `move-up-${id}`,
          ),
      },
    );
  }

  return (
    <div className="grid gap-5">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <p className="text-slate-700" aria-live="polite">
          {plural(reviews.length, "review")}, {visible} shown on the site ·{" "}
          <strong className="text-brand-900">
            {featured} of {MAX_FEATURED_REVIEWS} featured
          </strong>
          {featured >= MAX_FEATURED_REVIEWS ? " (unfeature one to feature another)" : null}
        </p>
        {adding ? null : (
          <Button
            onClick={() => {
              setAdding(true);
              focusSoon("new-review-author");
            }}
          >
            <Plus aria-hidden className="mr-1 size-5" /> Add a review
          </Button>
        )}
      </div>
      {adding ? (
        <section aria-labelledby="add-review-heading" className="grid gap-3">
          <h2 id="add-review-heading" className="text-xl font-bold text-brand-900">
            Add a review
          </h2>
          <ReviewForm
            onDone={() => {
              setAdding(false);
            }}
          />
        </section>
      ) : null}
      <FormProblem message={failed?.error ? problemOf(failed.error) : null} />
      {reviews.length === 0 ? (
        <p className="rounded-2xl border border-slate-200 bg-white p-5 text-slate-700">
          No reviews yet. Add the first one: it shows on the reviews page right away.
        </p>
      ) : (
        <ol className="grid gap-4" aria-label="Reviews, in the order the site shows them">
          {reviews.map((review, index) => (
            <li key={review.id}>
              {editing === review.id ? (
                <ReviewForm
                  review={review}
                  onDone={() => {
                    setEditing(null);
                    focusSoon(`edit-button-${review.id}`);
                  }}
                />
              ) : (
                <ReviewRow
                  review={review}
                  position={index}
                  count={reviews.length}
                  canFeature={featured < MAX_FEATURED_REVIEWS}
                  actions={{
                    edit: () => {
                      setEditing(review.id);
                      focusSoon(`edit-${review.id}-author`);
                    },
                    setHidden: (hidden) => setHidden.mutate({ id: review.id, hidden }),
                    setFeatured: (next) => setFeatured.mutate({ id: review.id, featured: next }),
                    move: (step) => move(index, step),
                  }}
                />
              )}
            </li>
          ))}
        </ol>
      )}
    </div>
  );
}
