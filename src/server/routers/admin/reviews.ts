import { z } from "zod";
import { ReviewFieldsSchema, ReviewIdSchema } from "#shared/reviews/review-input";
import { adminMutationProcedure, adminProcedure } from "#server/admin/admin-procedures";
import { recordAudit, reviewRef } from "#server/audit/audit-trail";
import {
  addReview,
  editReview,
  listReviews,
  reorderReviews,
  setReviewFeatured,
  setReviewHidden,
} from "#server/reviews/review-store";
import { router } from "#server/trpc/init";

const IdInput = z.object({ id: ReviewIdSchema });

/**
 * The owner's review desk (/admin/reviews): every review, hidden ones too, and each change to
 * them, audited. Pages follow a change within a second or two on every instance: a trigger on the
 * table notifies them (visible-reviews.ts, live-site.ts).
 */
export const reviewsRouter = router({
  list: adminProcedure.query(({ ctx }) => listReviews(ctx.db)),
  add: adminMutationProcedure.input(ReviewFieldsSchema).mutation(async ({ ctx, input }) => {
    const review = await addReview(ctx.db, input);
    await recordAudit(ctx.db, ctx.actor, { action: "review.add", records: [reviewRef(review.id)] });
    return review;
  }),
  edit: adminMutationProcedure.input(IdInput.extend(ReviewFieldsSchema.shape)).mutation(async ({ ctx, input }) => {
    const { id, ...fields } = input;
    const review = await editReview(ctx.db, id, fields);
    await recordAudit(ctx.db, ctx.actor, { action: "review.edit", records: [reviewRef(id)] });
    return review;
  }),
  setHidden: adminMutationProcedure
    .input(IdInput.extend({ hidden: z.boolean({ error: "hidden must be true or false" }) }))
    .mutation(async ({ ctx, input }) => {
      const review = await setReviewHidden(ctx.db, input.id, input.hidden);
      const action = input.hidden ? "review.hide" : "review.show";
      await recordAudit(ctx.db, ctx.actor, { action, records: [reviewRef(input.id)] });
      return review;
    }),
  setFeatured: adminMutationProcedure
    .input(IdInput.extend({ featured: z.boolean({ error: "featured must be true or false" }) }))
    .mutation(async ({ ctx, input }) => {
      const review = await setReviewFeatured(ctx.db, input.id, input.featured);
      await recordAudit(ctx.db, ctx.actor, {
        action: "review.feature",
        records: [reviewRef(input.id)],
        detail: { featured: input.featured },
      });
      return review;
    }),
  reorder: adminMutationProcedure
    .input(
      z.object({
        ids: z.array(ReviewIdSchema, { error: "ids must be the list of review ids" }).max(1000, "ids: too many"),
      }),
    )
    .mutation(async ({ ctx, input }) => {
      const reviews = await reorderReviews(ctx.db, input.ids);
      await recordAudit(ctx.db, ctx.actor, {
        action: "review.reorder",
        records: input.ids.map(reviewRef),
        detail: { count: input.ids.length },
      });
      return reviews;
    }),
});
