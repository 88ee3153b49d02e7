import type { PostSummary } from "./post-types";

/** The tag filter offers at most this many topics besides "All Topics". */
export const MAX_FILTER_TAGS = 6;
/** The first three posts are featured. */
export const FEATURED_COUNT = 3;

export interface PostFilter {
  search: string;
  /** null means "All Topics". */
  tag: string | null;
}

export function isFiltering({ search, tag }: PostFilter): boolean {
  return search.trim() !== "" || tag !== null;
}

/** The first distinct tags in post order (newest posts first), for the filter buttons. */
export function filterTags(posts: readonly PostSummary[]): string[] {
  return [...new Set(posts.flatMap((post) => post.tags))].slice(0, MAX_FILTER_TAGS);
}

/** Case-insensitive substring on title or excerpt, combined with "tags include the selected tag". */
export function filterPosts(posts: readonly PostSummary[], { search, tag }: PostFilter): PostSummary[] {
  const needle = search.trim().toLowerCase();
  return posts.filter(
    (post) =>
      (tag === null || post.tags.includes(tag)) &&
      (needle === "" ||
        post.title.toLowerCase().includes(needle) ||
        (post.excerpt ?? "").toLowerCase().includes(needle)),
  );
}
