import { createFileRoute } from "@tanstack/react-router";
import { teamMemberByName } from "#shared/content/blog/authors";
import { ArticleNotFound } from "#client/features/blog/article-not-found";
import { postHead } from "#client/features/blog/post-head";
import { PostPage } from "#client/features/blog/post-page";
import { PostSkeleton } from "#client/features/blog/post-skeleton";
import { QueryBoundary } from "#client/lib/query-boundary";

export const Route = createFileRoute("/blog/$slug")({
  // Loaded before render so `head` can use the post and the business's name.
  loader: async ({ context, params }) => {
    const [{ business }, { members }] = await Promise.all([
      context.loadQuery("facts", "site", undefined),
      context.loadQuery("facts", "team", undefined),
    ]);
    let post;
    try {
      post = await context.loadQuery("posts", "bySlug", { slug: params.slug });
    } catch {
      // Unknown slug, a draft (the API only serves published posts), a malformed slug the API
      // rejects, or a failed request: all of them show "Article Not Found".
      return { post: null, author: undefined, mission: null, business };
    }
    // A byline not on the team is introduced by the business's mission (long copy: loaded only then).
    const author = teamMemberByName(members, post.authorName);
    const mission = author ? null : (await context.loadQuery("facts", "about", undefined)).mission;
    return { post, author, mission, business };
  },
  head: ({ loaderData }) => (loaderData ? postHead(loaderData.post, loaderData.business, loaderData.author) : {}),
  pendingComponent: PostSkeleton,
  component: BlogPostRoute,
});

function BlogPostRoute() {
  const { post, author, mission } = Route.useLoaderData();
  return post ? (
    <QueryBoundary>
      <PostPage post={post} author={author} mission={mission} />
    </QueryBoundary>
  ) : (
    <ArticleNotFound />
  );
}
