import type { FastifyInstance } from "fastify";
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

/** GET endpoints of section 7: testimonials, services and blog posts, with ETags. */
export function registerContentRoutes(app: FastifyInstance, callerFor: CallerFor): void {
  app.get("/api/testimonials", async (request, reply) => {
    const query = TestimonialsQuery.parse(request.query);
    return sendCachedJson(request, reply, await callerFor(request).testimonials.list({ featured: query.featured }));
  });

  app.get("/api/services", async (request, reply) => sendCachedJson(request, reply, await callerFor(request).services.list()));

  app.get("/api/services/:slug", async (request, reply) => {
    const { slug } = SlugParams.parse(request.params);
    return sendCachedJson(request, reply, await callerFor(request).services.bySlug({ slug }));
  });

  app.get("/api/posts", async (request, reply) => {
    const query = PostsQuery.parse(request.query);
    return sendCachedJson(request, reply, await callerFor(request).posts.list({ limit: query.limit }));
  });

  app.get("/api/posts/:slug", async (request, reply) => {
    const { slug } = SlugParams.parse(request.params);
    return sendCachedJson(request, reply, await callerFor(request).posts.bySlug({ slug }));
  });
}
