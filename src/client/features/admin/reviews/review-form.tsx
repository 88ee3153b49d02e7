import { useMutation, useQueryClient } from "@tanstack/react-query";
import { type FormEvent, useState } from "react";
import type { ReviewFields } from "#shared/reviews/review-input";
import { businessToday, REVIEW_LIMITS, REVIEW_SOURCES } from "#shared/reviews/review-rules";
import { Button } from "#client/components/ui/button";
import { FormField, fieldClass } from "#client/components/ui/form-field";
import { trpc } from "#client/lib/trpc";
import { FormProblem } from "../accounts/email-field";
import { fieldErrorsOf } from "../accounts/field-errors";

export const SOURCE_LABELS: Record<ReviewFields["source"], string> = {
  google: "Google",
  facebook: "Facebook",
  website: "This website",
};

const EMPTY: ReviewFields = {
  authorName: "",
  authorLocation: "",
  rating: 5,
  body: "",
  publishedAt: "",
  source: "google",
};

/**
 * Adds a review, or edits one (`review` given). The server checks every field (rating 1-5, a date
 * not in the future, lengths) and its refusals show under the field they name.
 */
export function ReviewForm({
  review,
  onDone,
}: {
  review?: ReviewFields & { id: string };
  onDone: (id: string) => void;
}) {
  const queryClient = useQueryClient();
  const [fields, setFields] = useState<ReviewFields>(review ?? { ...EMPTY, publishedAt: businessToday() });
  const done = async ({ id }: { id: string }) => {
    await queryClient.invalidateQueries({ queryKey: trpc.admin.reviews.list.queryKey() });
    onDone(id);
  };
  const add = useMutation(trpc.admin.reviews.add.mutationOptions({ onSuccess: done }));
  const edit = useMutation(trpc.admin.reviews.edit.mutationOptions({ onSuccess: done }));
  const saving = review ? edit : add;
  const errors = fieldErrorsOf(saving.error);
  const otherProblem = saving.error && Object.keys(errors).length === 0 ? saving.error.message : null;
  const prefix = review ? `edit-${review.id}` : "new-review";
  const set = <K extends keyof ReviewFields>(key: K, value: ReviewFields[K]) =>
    setFields((current) => ({ ...current, [key]: value }));

  function submit(event: FormEvent) {
    event.preventDefault();
    if (review) edit.mutate({ id: review.id, ...fields });
    else add.mutate(fields);
  }

  return (
    <form
      onSubmit={submit}
      noValidate
      aria-label={review ? `Edit the review by ${review.authorName}` : "Add a review"}
      aria-busy={saving.isPending}
      className="grid gap-4 rounded-2xl border border-slate-200 bg-white p-5 sm:grid-cols-2"
    >
      <FormField id={`${prefix}-author`} label="Author" required error={errors.authorName}>
        {(control) => (
          <input
            {...control}
            autoComplete="off"
            maxLength={REVIEW_LIMITS.author}
            value={fields.authorName}
            onChange={(event) => set("authorName", event.target.value)}
            className={fieldClass}
          />
        )}
      </FormField>
      <FormField id={`${prefix}-city`} label="City" required error={errors.authorLocation}>
        {(control) => (
          <input
            {...control}
            autoComplete="off"
            placeholder="Parker, CO"
            maxLength={REVIEW_LIMITS.city}
            value={fields.authorLocation}
            onChange={(event) => set("authorLocation", event.target.value)}
            className={fieldClass}
          />
        )}
      </FormField>
      <FormField id={`${prefix}-rating`} label="Rating" required error={errors.rating}>
        {(control) => (
          <select
            {...control}
            value={fields.rating}
            onChange={(event) => set("rating", Number(event.target.value))}
            className={fieldClass}
          >
            {[5, 4, 3, 2, 1].map((stars) => (
              <option key={stars} value={stars}>
                {stars} {stars === 1 ? "star" : "stars"}
              </option>
            ))}
          </select>
        )}
      </FormField>
      <FormField id={`${prefix}-date`} label="Date" required error={errors.publishedAt}>
        {(control) => (
          <input
            {...control}
            type="date"
            max={businessToday()}
            value={fields.publishedAt}
            onChange={(event) => set("publishedAt", event.target.value)}
            className={fieldClass}
          />
        )}
      </FormField>
      <FormField id={`${prefix}-source`} label="Where it was left" required error={errors.source}>
        {(control) => (
          <select
            {...control}
            value={fields.source}
            onChange={(event) => set("source", event.target.value as ReviewFields["source"])}
            className={fieldClass}
          >
            {REVIEW_SOURCES.map((source) => (
              <option key={source} value={source}>
                {SOURCE_LABELS[source]}
              </option>
            ))}
          </select>
        )}
      </FormField>
      <div className="sm:col-span-2">
        <FormField id={`${prefix}-text`} label="Review text" required error={errors.body}>
          {(control) => (
            <textarea
              {...control}
              rows={5}
              maxLength={REVIEW_LIMITS.text}
              value={fields.body}
              onChange={(event) => set("body", event.target.value)}
              className={fieldClass}
            />
          )}
        </FormField>
      </div>
      <FormProblem message={otherProblem} className="sm:col-span-2" />
      <div className="flex flex-wrap gap-2 sm:col-span-2">
        <Button type="submit" disabled={saving.isPending}>
          {saving.isPending ? "Saving..." : review ? "Save changes" : "Add review"}
        </Button>
        <Button type="button" variant="outline" onClick={() => onDone(review?.id ?? "")}>
          Cancel
        </Button>
      </div>
    </form>
  );
}
