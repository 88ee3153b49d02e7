import { z } from "zod";
import { readVisibleReviews, type VisibleReview } from "#server/reviews/visible-reviews";
import { cachedQuery, router } from "#server/trpc/init";

export const TestimonialListInput = z
  .object({ featured: z.boolean({ error: "featured must be true or false" }).optional() })
  .optional();

/** A visible review as the public API answers it. */
export type TestimonialDto = Omit<VisibleReview, "featured">;

export const testimonialsRouter = router({
  list: cachedQuery.input(TestimonialListInput).query(async ({ ctx, input }): Promise<TestimonialDto[]> => {
    const rows = await readVisibleReviews(ctx.db, input?.featured === true);
    return rows.map(({ featured: _featured, ...review }) => review);
  }),
});
