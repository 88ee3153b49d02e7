import { z } from "zod";
import { PostBodyJsonSchema } from "./post-body";
import { PostFieldsSchema, publishProblems } from "./post-draft";

export const POST_FILE_STATES = ["published", "scheduled", "draft"] as const;

/** A photo a post uses, by id and content hash, so a file taken to another site names what is missing there. */
const PhotoReferenceSchema = z.object({
  id: z.uuid({ error: "id must be a photo's id, as the export wrote it" }),
  hash: z
    .string({ error: "hash must be the photo's content hash, as the export wrote it" })
    .regex(/^[0-9a-f]{16}$/, "hash must be the photo's content hash (16 hex digits), as the export wrote it")
    .nullable()
    .describe("Null for a photo that was not yet resized when the file was exported."),
});
export type PhotoReference = z.infer<typeof PhotoReferenceSchema>;

const dateTime = (field: string) =>
  z.iso
    .datetime({ offset: true, error: `${field} must be a date and time (ISO 8601, e.g. 2026-03-01T15:00:00Z)` })
    .nullable();

/**
 * A blog post in a content file (`npm run content -- export`): what the site shows for a published
 * post, what the editor shows for a draft or a scheduled one.
 */
export const PostFileEntrySchema = z
  .strictObject({
    ...PostFieldsSchema.omit({ coverPhotoId: true }).shape,
    id: z
      .string({ error: "id is required" })
      .trim()
      .min(1, "id is required")
      .max(100, "id must be at most 100 characters")
      .regex(/^[A-Za-z0-9-]+$/, "id may hold only letters, digits and dashes")
      .describe("The post's id: keep it to change a post; a new id adds one."),
    state: z.enum(POST_FILE_STATES, { error: `state must be one of: ${POST_FILE_STATES.join(", ")}` }),
    publishedAt: dateTime("publishedAt").describe(
      "When the post was first published; null for one never published (publishing sets it to now).",
    ),
    scheduledAt: dateTime("scheduledAt").describe(
      "When a scheduled post goes live, with its offset (Z for UTC); /admin shows it in Mountain Time.",
    ),
    coverPhoto: PhotoReferenceSchema.nullable(),
    bodyPhotos: z
      .array(PhotoReferenceSchema, { error: "bodyPhotos must be a list" })
      .max(100, "bodyPhotos: at most 100")
      .describe("The photos the body's images show."),
    body: PostBodyJsonSchema.describe("The editor's document (Lexical's JSON); the site renders it to HTML."),
  })
  .superRefine((post, ctx) => {
    // A draft may be unfinished, as in the editor; what goes live (now or at its time) may not.
    if (post.state !== "draft")
      for (const [field, message] of Object.entries(publishProblems({ ...post, coverPhotoId: "" })))
        ctx.addIssue({ code: "custom", path: [field], message });
    if (post.state === "scheduled" && !post.scheduledAt)
      ctx.addIssue({ code: "custom", path: ["scheduledAt"], message: "scheduledAt is required for a scheduled post" });
    if (post.state !== "scheduled" && post.scheduledAt)
      ctx.addIssue({
        code: "custom",
        path: ["scheduledAt"],
        message: "scheduledAt is only for a scheduled post: set it to null",
      });
  });
export type PostFileEntry = z.infer<typeof PostFileEntrySchema>;

/** The posts of a content file: unique ids, and unique slugs among the posts going live. */
export const PostFileListSchema = z
  .array(PostFileEntrySchema)
  .max(1000, "A content file holds at most 1000 posts")
  .superRefine((posts, ctx) => {
    const ids = new Map<string, number>();
    const slugs = new Map<string, number>();
    posts.forEach((post, index) => {
      const sameId = ids.get(post.id);
      if (sameId !== undefined)
        ctx.addIssue({ code: "custom", path: [index, "id"], message: `id ${post.id} is also posts[${sameId}]'s` });
      ids.set(post.id, index);
      // Drafts may share a slug, as in the editor: only a post going live needs its own.
      if (post.state === "draft") return;
      const sameSlug = slugs.get(post.slug);
      if (sameSlug !== undefined)
        ctx.addIssue({
          code: "custom",
          path: [index, "slug"],
          message: `slug ${post.slug} is also posts[${sameSlug}]'s`,
        });
      slugs.set(post.slug, index);
    });
  });
