import { z } from "zod";
import { cachedQuery, router } from "#server/trpc/init";

export const TestimonialListInput = z
  .object({ featured: z.boolean({ error: "featured must be true or false" }).optional() })
  .optional();

export interface TestimonialDto {
  id: string;
  authorName: string;
  authorLocation: string;
  rating: number;
  body: string;
  publishedAt: string;
  source: string;
}

export const testimonialsRouter = router({
  list: cachedQuery.input(TestimonialListInput).query(async ({ ctx, input }): Promise<TestimonialDto[]> => {
    const featured = input?.featured === true;
    const rows = await ctx.db.testimonial.findMany({
      where: featured ? { featured: true, hidden: false } : { hidden: false },
      orderBy: [{ publishedAt: "desc" }, { id: "asc" }],
      select: {
        id: true,
        authorName: true,
        authorLocation: true,
        rating: true,
        body: true,
        publishedAt: true,
        source: true,
      },
    });
    return rows.map((row) => ({ ...row, publishedAt: row.publishedAt.toISOString().slice(0, 10) }));
  }),
});
