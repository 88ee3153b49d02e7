import { TRPCError } from "@trpc/server";
import type { FastifyBaseLogger } from "fastify";
import { createCaller } from "../routers/app-router";
import { type AppServices, createContext } from "../trpc/context";
import type { SitemapEntry } from "./sitemap";

/**
 * Whether the database has a published post with this slug, through the same procedure (and
 * content cache) the post page uses. An unknown or malformed slug is false; other errors (the
 * database is down) are thrown.
 */
export function publishedPostCheck(services: AppServices, log: FastifyBaseLogger): (slug: string) => Promise<boolean> {
  const caller = createCaller(createContext(services, log));
  return async (slug) => {
    try {
      await caller.posts.bySlug({ slug });
      return true;
    } catch (error) {
      if (error instanceof TRPCError && (error.code === "NOT_FOUND" || error.code === "BAD_REQUEST")) return false;
      throw error;
    }
  };
}

/**
 * The current slug of the published post that once had this slug (a renamed post), or null. Old
 * slugs point at the post itself, so a chain of renames answers with one hop to the newest.
 */
export function movedPostCheck(services: AppServices): (slug: string) => Promise<string | null> {
  return async (slug) => {
    const moved = await services.db.blogSlugRedirect.findUnique({
      where: { oldSlug: slug },
      select: { post: { select: { slug: true, published: true } } },
    });
    return moved?.post.published && moved.post.slug !== slug ? moved.post.slug : null;
  };
}

/** The sitemap's entries of the published posts in the database, under their current slugs. */
export function publishedPostEntries(services: AppServices): () => Promise<SitemapEntry[]> {
  return async () => {
    const posts = await services.db.blogPost.findMany({
      where: { published: true },
      select: { slug: true, publishedAt: true },
      orderBy: [{ publishedAt: { sort: "desc", nulls: "last" } }, { slug: "asc" }],
    });
    return posts.map((post) => ({
      path: `/blog/${post.slug}`,
      ...(post.publishedAt ? { lastModified: post.publishedAt.toISOString().slice(0, 10) } : {}),
    }));
  };
}
