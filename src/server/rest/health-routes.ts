import type { FastifyInstance } from "fastify";
import type { CallerFor } from "./caller";

/** Health for people and load balancers: never cached, 503 when the answer is no. */
export function registerHealthRoutes(app: FastifyInstance, callerFor: CallerFor): void {
  app.get("/api/health", async (request, reply) => {
    const health = await callerFor(request).health.check();
    return reply
      .code(health.db === "up" ? 200 : 503)
      .header("cache-control", "no-store")
      .send(health);
  });
  app.get("/api/health/live", async (request, reply) =>
    reply.header("cache-control", "no-store").send(await callerFor(request).health.live()),
  );
  app.get("/api/health/ready", async (request, reply) => {
    const readiness = await callerFor(request).health.ready();
    return reply
      .code(readiness.status === "ready" ? 200 : 503)
      .header("cache-control", "no-store")
      .send(readiness);
  });
}
