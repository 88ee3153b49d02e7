import { pageHead, type PageMeta } from "./seo";

/** pageHead for a state that is not a real page (not found, no information): kept out of search results. */
export function noIndexHead(meta: PageMeta) {
  const head = pageHead(meta);
  return { ...head, meta: [...head.meta, { name: "robots", content: "noindex" }] };
}
