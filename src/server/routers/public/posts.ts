import { z } from "zod";
import { readTimeMinutes } from "#shared/content/blog/reading";
import { fillFactTokens, type TokenFacts } from "#shared/content/fact-tokens";
import type { PhotoView } from "#shared/photos/photo-sizes";
import { sanitizeContentHtml } from "#server/content/sanitize-html";
import { toView, VIEW_SELECT } from "#server/photos/photo-queries";
import type { Prisma } from "#server/db/generated/client";
import { DomainError } from "#server/errors";
import { cachedQuery, router } from "#server/trpc/init";

export const PostListInput = z
  .object({
    limit: z
      .number()
      .int("limit must be a whole number")
      .min(1, "limit must be at least 1")
      .max(50, "limit must be at most 50")
      .optional(),
  })
  .optional();

export const PostSlugInput = z.object({
  slug: z
    .string()
    .trim()
    .min(1, "slug is required")
    .max(200, "slug must be at most 200 characters")
    .regex(/^[a-z0-9-]+$/, "slug may only contain lowercase letters, digits and hyphens"),
});

export interface PostSummaryDto {
  id: string;
  slug: string;
  title: string;
  excerpt: string | null;
  tags: string[];
  /** An address from before the photo library; `cover` (a library photo) is shown first. */
  coverImageUrl: string | null;
  cover: PhotoView | null;
  authorName: string;
  publishedAt: string | null;
  readTimeMinutes: number;
}

export interface PostDto extends PostSummaryDto {
  body: string | null;
  /** The search result's title and description when the owner wrote them (else the title and excerpt). */
  seoTitle: string | null;
  seoDescription: string | null;
}

/** The columns of a post the public procedures (and the pages rendered on the server) read. */
export const POST_SELECT = {
  id: true,
  slug: true,
  title: true,
  excerpt: true,
  body: true,
  tags: true,
  coverImageUrl: true,
  coverPhoto: { select: VIEW_SELECT },
  authorName: true,
  seoTitle: true,
  seoDescription: true,
  publishedAt: true,
} as const;

/** Newest first, posts without a date last: /blog, the feed and related posts. */
export const PUBLIC_POST_ORDER = [
  { publishedAt: { sort: "desc" as const, nulls: "last" as const } },
  { id: "asc" as const },
];

export type PostRow = Prisma.BlogPostGetPayload<{ select: typeof POST_SELECT }>;

/**
 * Stored posts quote the business's name, phone, prices and policies as fact tokens, filled here
 * from the revision in force, so a published rename reaches every post, whoever wrote it. Bodies are
 * sanitised here too, on the way out, whatever wrote them to the database.
 */
export function toPostDto({ coverPhoto, ...row }: PostRow, facts: TokenFacts): PostDto {
  const plain = (text: string) => fillFactTokens(text, facts, { html: false });
  const orNull = (text: string | null) => (text === null ? null : plain(text));
  const body = row.body === null ? null : sanitizeContentHtml(fillFactTokens(row.body, facts, { html: true }));
  return {
    ...row,
    title: plain(row.title),
    excerpt: orNull(row.excerpt),
    seoTitle: orNull(row.seoTitle),
    seoDescription: orNull(row.seoDescription),
    cover: coverPhoto && toView(coverPhoto),
    body,
    publishedAt: row.publishedAt?.toISOString() ?? null,
    readTimeMinutes: readTimeMinutes(body ?? undefined),
  };
}

/** A post as lists show it: without its body and search fields. */
export function postSummary({ body: _body, seoTitle: _title, seoDescription: _description, ...summary }: PostDto) {
  return summary satisfies PostSummaryDto;
}

/** Only published posts are public; drafts never leave the database through these procedures. */
export const postsRouter = router({
  list: cachedQuery.input(PostListInput).query(async ({ ctx, input }): Promise<PostSummaryDto[]> => {
    const rows = await ctx.db.blogPost.findMany({
      where: { published: true },
      orderBy: PUBLIC_POST_ORDER,
      take: input?.limit,
      select: POST_SELECT,
    });
    const { facts } = ctx.facts.current();
    return rows.map((row) => postSummary(toPostDto(row, facts)));
  }),
  bySlug: cachedQuery.input(PostSlugInput).query(async ({ ctx, input }): Promise<PostDto> => {
    const row = await ctx.db.blogPost.findFirst({ where: { slug: input.slug, published: true }, select: POST_SELECT });
    if (!row) throw new DomainError("NOT_FOUND", `No published post "${input.slug}"`);
    return toPostDto(row, ctx.facts.current().facts);
  }),
});
