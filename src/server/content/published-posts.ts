import type { Db } from "../db/client";
import { seedRows } from "../db/seed";
import { POST_SELECT, PUBLIC_POST_ORDER, type PostRow } from "../routers/public/posts";
import { type ContentInForce, followContent } from "./followed-content";

/** The published posts as the public procedures read them, newest first. */
export function readPublishedPosts(db: Pick<Db, "blogPost">): Promise<PostRow[]> {
  return db.blogPost.findMany({ where: { published: true }, orderBy: PUBLIC_POST_ORDER, select: POST_SELECT });
}

const byNewest = (a: Date | null, b: Date | null) => (b?.getTime() ?? -Infinity) - (a?.getTime() ?? -Infinity);
const byId = (a: { id: string }, b: { id: string }) => (a.id < b.id ? -1 : a.id > b.id ? 1 : 0);

/** What a freshly seeded database publishes: the build prerenders the blog with these (it has no database). */
export function seededPublishedPosts(): PostRow[] {
  return (
    seedRows()
      .posts.filter((row) => row.published)
      .sort((a, b) => byNewest(a.publishedAt, b.publishedAt) || byId(a, b))
      // The shipped posts have no library cover and no search title or description of their own.
      .map(({ published: _published, ...row }) => ({ ...row, coverPhoto: null, seoTitle: null, seoDescription: null }))
  );
}

/** The published posts in force on this instance; pages are rendered from them (live-site.ts). */
export type PostsInForce = ContentInForce<readonly PostRow[]>;

/**
 * Follows the published posts on every instance: a publish from /admin, the content file or the
 * queue's schedule, an unpublish, or an edit to a cover photo's text reaches all (followed-content.ts).
 */
export function followPublishedPosts(
  db: Db,
  url: string,
  log: { warn(details: object, message: string): void; error(details: object, message: string): void },
  options: { checkEveryMs?: number } = {},
): Promise<PostsInForce> {
  return followContent<readonly PostRow[]>(db, url, log, {
    read: readPublishedPosts,
    tables: ["blog_posts", "photos"],
    what: "the published posts",
    ...options,
  });
}

/** Whether a slug is a post published now: the posts in force, or the seed's when none are followed. */
export function publishedSlugCheck(posts: PostsInForce | undefined): (slug: string) => boolean {
  const seeded = new Set(seededPublishedPosts().map((post) => post.slug));
  return (slug) => (posts ? posts.current().some((post) => post.slug === slug) : seeded.has(slug));
}

/** Two lists of posts compare equal by this whatever order their rows' fields came in (the seed's, the database's). */
export const postsKey = (posts: readonly PostRow[]): string =>
  JSON.stringify(posts.map((post) => Object.keys(POST_SELECT).map((field) => post[field as keyof PostRow])));
