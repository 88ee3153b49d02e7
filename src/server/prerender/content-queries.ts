import type { inferRouterInputs, inferRouterOutputs } from "@trpc/server";
import type { TokenFacts } from "#shared/content/fact-tokens";
import type { VisibleReview } from "../reviews/visible-reviews";
import type { AppRouter } from "../routers/app-router";
import { type PostDto, type PostRow, postSummary, toPostDto } from "../routers/public/posts";

type Inputs = inferRouterInputs<AppRouter>;
type Outputs = inferRouterOutputs<AppRouter>;

/** One public query's answer from prerender data; undefined where the API would answer 404. */
type Resolver<R extends keyof Outputs, P extends keyof Outputs[R] & keyof Inputs[R]> = (
  input: Inputs[R][P],
) => Outputs[R][P] | undefined;

/**
 * The public content queries pages read while prerendering, typed by the router itself: renaming
 * a procedure or changing what it answers fails the typecheck here instead of leaving a page
 * prerendered without its data.
 */
interface ContentResolvers {
  testimonials: { list: Resolver<"testimonials", "list"> };
  posts: { list: Resolver<"posts", "list">; bySlug: Resolver<"posts", "bySlug"> };
}

/**
 * What the public procedures answer with these facts, visible reviews and published posts (in the
 * public order) in force. tests/integration/prerender-content.test.ts holds every answer equal to
 * the procedure's on a seeded Postgres.
 */
function contentResolvers(
  facts: TokenFacts,
  reviews: readonly VisibleReview[],
  rows: readonly PostRow[],
): ContentResolvers {
  const posts: PostDto[] = rows.map((row) => toPostDto(row, facts));
  return {
    testimonials: {
      list: (input) =>
        reviews
          .filter((testimonial) => input?.featured !== true || testimonial.featured)
          .map(({ featured: _featured, ...testimonial }) => testimonial),
    },
    posts: {
      list: (input) => posts.slice(0, input?.limit).map(postSummary),
      bySlug: ({ slug }) => posts.find((post) => post.slug === slug),
    },
  };
}

type UntypedResolvers = Record<string, Record<string, ((input: unknown) => unknown) | undefined> | undefined>;

/** What a generation of pages renders from: each of its documents reads one of each. */
export interface RenderedContent {
  facts: TokenFacts;
  reviews: readonly VisibleReview[];
  posts: readonly PostRow[];
}

/**
 * Prerendering's answer to a query a page asks for (its tRPC path, e.g. "posts.list", and input)
 * with the content being rendered, or undefined for anything else.
 */
export function contentQueryResolver(): (path: string, input: unknown, content: RenderedContent) => unknown {
  // One set per facts revision, list of reviews and list of posts: a generation of pages renders with one.
  const byFacts = new WeakMap<
    TokenFacts,
    WeakMap<readonly VisibleReview[], WeakMap<readonly PostRow[], UntypedResolvers>>
  >();
  return (path, input, { facts, reviews, posts }) => {
    const byReviews =
      byFacts.get(facts) ?? new WeakMap<readonly VisibleReview[], WeakMap<readonly PostRow[], UntypedResolvers>>();
    byFacts.set(facts, byReviews);
    const byPosts = byReviews.get(reviews) ?? new WeakMap<readonly PostRow[], UntypedResolvers>();
    byReviews.set(reviews, byPosts);
    let resolvers = byPosts.get(posts);
    if (!resolvers) {
      resolvers = contentResolvers(facts, reviews, posts) as unknown as UntypedResolvers;
      byPosts.set(posts, resolvers);
    }
    const [routerName = "", procedure = ""] = path.split(".");
    return resolvers[routerName]?.[procedure]?.(input);
  };
}
