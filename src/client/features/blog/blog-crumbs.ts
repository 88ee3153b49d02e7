import type { Crumb } from "#shared/seo/structured-data";
import { postPath } from "./post-format";

/** Home > Blog; a post appends its own title. */
export const BLOG_CRUMBS: readonly Crumb[] = [
  { name: "Home", path: "/" },
  { name: "Blog", path: "/blog" },
];

export function postCrumbs(post: { slug: string; title: string }): Crumb[] {
  return [...BLOG_CRUMBS, { name: post.title, path: postPath(post.slug) }];
}
