import { Button } from "#client/components/ui/button";
import { MessageState } from "#client/components/page/data-states";
import { FEATURED_COUNT, filterPosts, isFiltering, type PostFilter } from "./filter-posts";
import { PostGroup } from "./post-group";
import type { PostSummary } from "./post-types";

interface BlogPostListProps {
  posts: readonly PostSummary[];
  filter: PostFilter;
  onClear: () => void;
}

function articleCount(count: number): string {
  return `${count} ${count === 1 ? "article" : "articles"}`;
}

/**
 * The loaded list. Without a search or topic, the first three posts are "Featured Articles" and
 * the rest "Recent Articles". While filtering, every match is listed under "Search Results"
 * (no featured split), so a reader sees all hits in one ranked list rather than the top three
 * re-badged as "featured".
 */
export function BlogPostList({ posts, filter, onClear }: BlogPostListProps) {
  if (posts.length === 0) {
    return (
      <MessageState title="No articles yet" message="Our team is writing its first cleaning guides. Check back soon." />
    );
  }
  const filtering = isFiltering(filter);
  const matches = filterPosts(posts, filter);
  return (
    <>
      <p role="status" className="sr-only">
        {filtering ? `${articleCount(matches.length)} found` : ""}
      </p>
      {matches.length === 0 ? (
        <MessageState
          title="No articles found"
          message="Try adjusting your search or filter criteria."
          action={<Button onClick={onClear}>Clear Search</Button>}
        />
      ) : filtering ? (
        <PostGroup
          id="search-results"
          title="Search Results"
          intro={`Showing ${articleCount(matches.length)}.`}
          posts={matches}
        />
      ) : (
        <>
          <PostGroup
            id="featured-articles"
            title="Featured Articles"
            posts={matches.slice(0, FEATURED_COUNT)}
            featured
          />
          {matches.length > FEATURED_COUNT ? (
            <PostGroup id="recent-articles" title="Recent Articles" posts={matches.slice(FEATURED_COUNT)} />
          ) : null}
        </>
      )}
    </>
  );
}
