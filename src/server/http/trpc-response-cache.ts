import type { FastifyInstance, FastifyRequest } from "fastify";
import type { ContentCache } from "../content/content-cache";

/** Read-only procedures over the public content the cache's change listener watches. */
const CACHEABLE_PROCEDURES = new Set(["testimonials.list", "services.list", "services.bySlug", "posts.list", "posts.bySlug"]);
const TRPC_PREFIX = "/trpc/";

function isCacheable(request: FastifyRequest): boolean {
  if (request.method !== "GET" || !request.url.startsWith(TRPC_PREFIX)) return false;
  const [path = ""] = request.url.slice(TRPC_PREFIX.length).split("?", 1);
  return decodeURIComponent(path)
    .split(",")
    .every((procedure) => CACHEABLE_PROCEDURES.has(procedure));
}

/**
 * Whole tRPC GET responses for public content, kept in the content cache by URL (so cleared with
 * it): a repeated query is answered before tRPC parses anything. Only 200 responses are kept.
 */
export function registerTrpcResponseCache(app: FastifyInstance, cache: ContentCache): void {
  const tickets = new WeakMap<FastifyRequest, number>();

  app.addHook("onRequest", async (request, reply) => {
    if (!isCacheable(request)) return;
    const hit = cache.peek<string>(`trpc ${request.url}`);
    if (hit !== undefined) return reply.type("application/json").send(hit);
    tickets.set(request, cache.ticket());
  });

  // tRPC's Fastify adapter sends a fetch Response (its status and headers are applied after this
  // hook): read it once here and send the text instead, so the next identical query is a hit.
  app.addHook("onSend", async (request, reply, payload) => {
    const ticket = tickets.get(request);
    if (ticket === undefined || !(payload instanceof Response) || payload.status !== 200) return payload;
    const body = await payload.text();
    // A block body: reply.header() returns the reply, which is thenable.
    payload.headers.forEach((value, name) => {
      reply.header(name, value);
    });
    cache.put(`trpc ${request.url}`, body, ticket);
    return body;
  });
}
