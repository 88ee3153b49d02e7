import type { FastifyInstance } from "fastify";
import type { CallerFor } from "./caller";

export function registerHealthRoutes(app: FastifyInstance, callerFor: CallerFor): void {
  app.get("/api/health", async (request, reply) => {
    const health = await callerFor(request).health.check();
    return reply.code(health.db === "up" ? 200 : 503).header("cache-control", "no-store").send(health);
  });
}
