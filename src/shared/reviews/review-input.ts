import { z } from "zod";
import { businessToday, MAX_FEATURED_REVIEWS, REVIEW_LIMITS, REVIEW_SOURCES } from "./review-rules";

const text = (field: string, max: number) =>
  z
    .string({ error: `${field} is required` })
    .trim()
    .min(1, `${field} is required`)
    .max(max, `${field} must be at most ${max} characters`);

/** A review as the owner writes it (/admin/reviews) or a content file carries it. */
export const ReviewFieldsSchema = z.object({
  authorName: text("Author", REVIEW_LIMITS.author),
  authorLocation: text("City", REVIEW_LIMITS.city),
  rating: z
    .number({ error: "Rating must be a whole number of stars from 1 to 5" })
    .int("Rating must be a whole number of stars from 1 to 5")
    .min(1, "Rating must be a whole number of stars from 1 to 5")
    .max(5, "Rating must be a whole number of stars from 1 to 5"),
  body: text("Review text", REVIEW_LIMITS.text),
  publishedAt: z
    .string({ error: "Date is required (YYYY-MM-DD)" })
    .regex(/^\d{4}-\d{2}-\d{2}$/, "Date must be a calendar date (YYYY-MM-DD)")
    .refine(
      (day) =>
        !Number.isNaN(Date.parse(`${day}T00:00:00Z`)) && new Date(`${day}T00:00:00Z`).toISOString().startsWith(day),
      "Date must be a real calendar date",
    )
    .refine((day) => day <= businessToday(), "Date cannot be in the future"),
  source: z.enum(REVIEW_SOURCES, { error: `Source must be one of: ${REVIEW_SOURCES.join(", ")}` }),
});
export type ReviewFields = z.infer<typeof ReviewFieldsSchema>;

export const ReviewIdSchema = z
  .string({ error: "id is required" })
  .trim()
  .min(1, "id is required")
  .max(100, "id must be at most 100 characters")
  .regex(/^[a-z0-9-]+$/, "id may hold only lower-case letters, digits and dashes");

/** A review in a content file (`npm run content -- export`): its fields, place and flags. */
export const ReviewFileEntrySchema = ReviewFieldsSchema.extend({
  id: ReviewIdSchema,
  featured: z.boolean({ error: "featured must be true or false" }),
  hidden: z.boolean({ error: "hidden must be true or false" }),
});
export type ReviewFileEntry = z.infer<typeof ReviewFileEntrySchema>;

/** The reviews of a content file, in the owner's order: unique ids, at most three featured. */
export const ReviewFileListSchema = z
  .array(ReviewFileEntrySchema)
  .max(500, "A content file holds at most 500 reviews")
  .superRefine((reviews, ctx) => {
    const seen = new Set<string>();
    reviews.forEach((review, index) => {
      if (seen.has(review.id))
        ctx.addIssue({ code: "custom", path: [index, "id"], message: `id ${review.id} is used twice` });
      seen.add(review.id);
    });
    const featured = reviews.filter((review) => review.featured).length;
    if (featured > MAX_FEATURED_REVIEWS)
      ctx.addIssue({
        code: "custom",
        path: [],
        message: `At most ${MAX_FEATURED_REVIEWS} reviews can be featured (this file features ${featured})`,
      });
  });
