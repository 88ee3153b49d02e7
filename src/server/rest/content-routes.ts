import type { FastifyInstance } from "fastify";
import { z } from "zod";
import type { CallerFor } from "./caller";
import { booleanParam, wholeNumberParam } from "./query";

const TestimonialsQuery = z.object({ featured: booleanParam("featured").optional() });
const PostsQuery = z.object({
  published: z.literal("true", { error: "published must be true: only published posts are public" }).optional(),
  limit: wholeNumberParam("limit").optional(),
});
const SlugParams = z.object({ slug: z.string() });

/** GET endpoints of section 7: testimonials, services and blog posts. */
export function registerContentRoutes(app: FastifyInstance, callerFor: CallerFor): void {
  app.get("/api/testimonials", async (request) => {
    const query = TestimonialsQuery.parse(request.query);
    return callerFor(request).testimonials.list({ featured: query.featured });
  });

  app.get("/api/services", async (request) => callerFor(request).services.list());

  app.get("/api/services/:slug", async (request) => {
    const { slug } = SlugParams.parse(request.params);
    return callerFor(request).services.bySlug({ slug });
  });

  app.get("/api/posts", async (request) => {
    const query = PostsQuery.parse(request.query);
    return callerFor(request).posts.list({ limit: query.limit });
  });

  app.get("/api/posts/:slug", async (request) => {
    const { slug } = SlugParams.parse(request.params);
    return callerFor(request).posts.bySlug({ slug });
  });
}
