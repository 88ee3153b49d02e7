import { z } from "zod";

export const POST_SLUG_PATTERN = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
const MAX_TAGS = 10;

/** A post's slug from its title: "Mud Season & You!" -> "mud-season-you". */
export function slugFromTitle(title: string): string {
  return title
    .normalize("NFKD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-+|-+$/g, "")
    .slice(0, 80)
    .replace(/-+$/, "");
}

const optionalText = (field: string, max: number) =>
  z
    .string({ error: `${field} must be text` })
    .trim()
    .max(max, `${field} must be at most ${max} characters`);

/** A cover or image address: a web address or a path on this site. */
const imageAddress = optionalText("coverImageUrl", 500).refine(
  (value) => value === "" || /^https?:\/\//i.test(value) || (value.startsWith("/") && !value.startsWith("//")),
  "coverImageUrl must be a web address (https://…) or a path on this site (/…)",
);

/**
 * The fields of a post besides its body, as the editor saves them. A draft may be unfinished (an
 * empty title while typing); publishing asks for more (publishProblems).
 */
export const PostFieldsSchema = z.object({
  title: optionalText("title", 200),
  slug: optionalText("slug", 120).refine(
    (value) => value === "" || POST_SLUG_PATTERN.test(value),
    "slug may only contain lowercase letters, digits and single hyphens",
  ),
  excerpt: optionalText("excerpt", 500),
  tags: z
    .array(optionalText("tags", 40).min(1, "tags may not be empty"), { error: "tags must be a list" })
    .max(MAX_TAGS, `tags: at most ${MAX_TAGS}`),
  authorName: optionalText("authorName", 100),
  coverImageUrl: imageAddress,
  /** The cover: a photo of the owner's library, or "" for none. */
  coverPhotoId: z.union([z.literal(""), z.uuid({ error: "coverPhotoId must be a photo of the library (its id)" })], {
    error: "coverPhotoId must be a photo of the library (its id), or empty for no cover",
  }),
  seoTitle: optionalText("seoTitle", 70),
  seoDescription: optionalText("seoDescription", 160),
});
export type PostFields = z.infer<typeof PostFieldsSchema>;

/** Field -> what is missing before these fields can go live; empty when they can. */
export function publishProblems(fields: PostFields): Record<string, string> {
  const problems: Record<string, string> = {};
  if (!fields.title) problems.title = "title is required to publish";
  if (!fields.slug) problems.slug = "slug is required to publish";
  if (!fields.authorName) problems.authorName = "authorName is required to publish";
  return problems;
}

/** Where a post stands, as the owner's list shows it. */
export type PostState = "draft" | "scheduled" | "published";
