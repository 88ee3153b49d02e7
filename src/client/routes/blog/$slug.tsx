import { createFileRoute } from "@tanstack/react-router";
import { ArticleNotFound } from "#client/features/blog/article-not-found";
import { postHead } from "#client/features/blog/post-head";
import { PostPage } from "#client/features/blog/post-page";
import { PostSkeleton } from "#client/features/blog/post-skeleton";
import { QueryBoundary } from "#client/lib/query-boundary";

export const Route = createFileRoute("/blog/$slug")({
  // Loaded before render so `head` can use the post.
  loader: async ({ context, params }) => {
    try {
      return { post: await context.loadQuery("posts", "bySlug", { slug: params.slug }) };
    } catch {
      // Unknown slug, a draft (the API only serves published posts), a malformed slug the API
      // rejects, or a failed request: all of them show "Article Not Found".
      return { post: null };
    }
  },
  head: ({ loaderData }) => postHead(loaderData?.post ?? null),
  pendingComponent: PostSkeleton,
  component: BlogPostRoute,
});

function BlogPostRoute() {
  const { post } = Route.useLoaderData();
  return post ? (
    <QueryBoundary>
      <PostPage post={post} />
    </QueryBoundary>
  ) : (
    <ArticleNotFound />
  );
}
