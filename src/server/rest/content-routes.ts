import type { FastifyInstance, FastifyRequest } from "fastify";
import { z } from "zod";
import { sendCachedJson } from "./cached-json";
import type { CallerFor } from "./caller";
import { booleanParam, wholeNumberParam } from "./query";

const TestimonialsQuery = z.object({ featured: booleanParam("featured").optional() });
const PostsQuery = z.object({
  published: z.literal("true", { error: "published must be true: only published posts are public" }).optional(),
  limit: wholeNumberParam("limit").optional(),
});
const SlugParams = z.object({ slug: z.string() });

/**
 * GET endpoints for testimonials, services and blog posts, with ETags: thin over the cached
 * queries (cachedQuery), which keep the content itself between requests.
 */
export function registerContentRoutes(app: FastifyInstance, callerFor: CallerFor): void {
  const read = (path: string, load: (request: FastifyRequest) => Promise<object>) =>
    app.get(path, async (request, reply) => sendCachedJson(request, reply, await load(request)));

  read("/api/testimonials", (request) => {
    const query = TestimonialsQuery.parse(request.query);
    return callerFor(request).testimonials.list({ featured: query.featured });
  });

  read("/api/services", (request) => callerFor(request).services.list());

  read("/api/services/:slug", (request) => {
    const { slug } = SlugParams.parse(request.params);
    return callerFor(request).services.bySlug({ slug });
  });

  read("/api/posts", (request) => {
    const query = PostsQuery.parse(request.query);
    return callerFor(request).posts.list({ limit: query.limit });
  });

  read("/api/posts/:slug", (request) => {
    const { slug } = SlugParams.parse(request.params);
    return callerFor(request).posts.bySlug({ slug });
  });
}
