import { useQuery } from "@tanstack/react-query";
import { Section } from "#client/components/ui/section";
import { trpc } from "#client/lib/trpc";
import { PostGroup } from "./post-group";

/** At most three related articles. */
const MAX_RELATED = 3;

/**
 * "More from the blog": the newest posts other than this one. The spec asks the API for three
 * (GET /api/posts?published=true&limit=3); we ask for one more so that dropping the current post
 * still leaves three. A failed or empty fetch simply leaves the section out.
 */
export function RelatedPosts({ currentSlug }: { currentSlug: string }) {
  const latest = useQuery(trpc.posts.list.queryOptions({ limit: MAX_RELATED + 1 }));
  const related = (latest.data ?? []).filter((post) => post.slug !== currentSlug).slice(0, MAX_RELATED);
  if (related.length === 0) return null;
  return (
    <Section tone="tint">
      <PostGroup id="related-articles" title="Related Articles" posts={related} />
    </Section>
  );
}
