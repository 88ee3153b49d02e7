import type { inferRouterInputs, inferRouterOutputs } from "@trpc/server";
import type { TokenFacts } from "#shared/content/fact-tokens";
import { seedRows } from "../db/seed";
import type { VisibleReview } from "../reviews/visible-reviews";
import type { AppRouter } from "../routers/app-router";
import { type PostDto, postSummary, toPostDto } from "../routers/public/posts";

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

const byNewest = (a: Date | null, b: Date | null) => (b?.getTime() ?? -Infinity) - (a?.getTime() ?? -Infinity);
const byId = (a: { id: string }, b: { id: string }) => (a.id < b.id ? -1 : a.id > b.id ? 1 : 0);

/**
 * What the public procedures answer with these facts and these visible reviews in force; posts
 * come from the seed's own rows (the build has no database to ask). tests/integration/
 * prerender-content.test.ts holds every answer equal to the procedure's on a seeded Postgres.
 */
function contentResolvers(facts: TokenFacts, reviews: readonly VisibleReview[]): ContentResolvers {
  const rows = seedRows();
  const posts: PostDto[] = rows.posts
    .filter((row) => row.published)
    .sort((a, b) => byNewest(a.publishedAt, b.publishedAt) || byId(a, b))
    // The shipped posts have no library cover and no search title or description of their own.
    .map(({ published: _published, ...row }) =>
      toPostDto({ ...row, coverPhoto: null, seoTitle: null, seoDescription: null }, facts),
    );
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

/**
 * Prerendering's answer to a query a page asks for (its tRPC path, e.g. "posts.list", and input)
 * with the facts and the visible reviews being rendered, or undefined for anything else.
 */
export function contentQueryResolver(): (
  path: string,
  input: unknown,
  facts: TokenFacts,
  reviews: readonly VisibleReview[],
) => unknown {
  // One set per facts revision and list of reviews: each generation of pages renders with one pair.
  const byRevision = new WeakMap<TokenFacts, WeakMap<readonly VisibleReview[], UntypedResolvers>>();
  return (path, input, facts, reviews) => {
    const byReviews = byRevision.get(facts) ?? new WeakMap<readonly VisibleReview[], UntypedResolvers>();
    byRevision.set(facts, byReviews);
    let resolvers = byReviews.get(reviews);
    if (!resolvers) {
      resolvers = contentResolvers(facts, reviews) as unknown as UntypedResolvers;
      byReviews.set(reviews, resolvers);
    }
    const [routerName = "", procedure = ""] = path.split(".");
    return resolvers[routerName]?.[procedure]?.(input);
  };
}
