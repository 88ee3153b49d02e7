import { createFileRoute } from "@tanstack/react-router";
import { authorByName } from "#shared/content/blog/authors";
import { ArticleNotFound } from "#client/features/blog/article-not-found";
import { postHead } from "#client/features/blog/post-head";
import { PostPage } from "#client/features/blog/post-page";
import { PostSkeleton } from "#client/features/blog/post-skeleton";
import { QueryBoundary } from "#client/lib/query-boundary";

export const Route = createFileRoute("/blog/$slug")({
  // Loaded before render so `head` can use the post and the business's name.
  loader: async ({ context, params }) => {
    const { business } = await context.loadQuery("facts", "site", undefined);
    let post;
    try {
      post = await context.loadQuery("posts", "bySlug", { slug: params.slug });
    } catch {
      // Unknown slug, a draft (the API only serves published posts), a malformed slug the API
      // rejects, or a failed request: all of them show "Article Not Found".
      return { post: null, mission: null, business };
    }
    // A byline not on the team is introduced by the business's mission (long copy: loaded only then).
    const mission = authorByName(post.authorName)
      ? null
      : (await context.loadQuery("facts", "about", undefined)).mission;
    return { post, mission, business };
  },
  head: ({ loaderData }) => (loaderData ? postHead(loaderData.post, loaderData.business) : {}),
  pendingComponent: PostSkeleton,
  component: BlogPostRoute,
});

function BlogPostRoute() {
  const { post, mission } = Route.useLoaderData();
  return post ? (
    <QueryBoundary>
      <PostPage post={post} mission={mission} />
    </QueryBoundary>
  ) : (
    <ArticleNotFound />
  );
}
