import { createHash, timingSafeEqual } from "node:crypto";
import type { FastifyInstance, FastifyRequest } from "fastify";
import type { AdminRequestFor } from "../admin/admin-http";
import { DomainError } from "../errors";
import { healthReport } from "../health/health-report";
import { createCaller } from "../routers/app-router";
import { type AppServices, createContext } from "../trpc/context";

const digest = (text: string) => createHash("sha256").update(text).digest();

/** Equal-length digests, compared in constant time: the answer's timing says nothing of the token. */
function bearerMatches(request: FastifyRequest, token: string): boolean {
  const given = /^Bearer (.+)$/.exec(request.headers.authorization ?? "")?.[1];
  return given !== undefined && timingSafeEqual(digest(given), digest(token));
}

/**
 * GET /api/admin/health: the health page's figures as JSON, for monitoring. With an Authorization
 * header, only HEALTH_TOKEN opens it; without one, the owner's session does (admin.health.get).
 */
export function registerAdminHealthRoute(
  app: FastifyInstance,
  services: AppServices,
  adminFor: AdminRequestFor,
  healthToken: string | null,
): void {
  app.get("/api/admin/health", async (request, reply) => {
    reply.header("cache-control", "no-store");
    if (request.headers.authorization === undefined) {
      const caller = createCaller(createContext(services, request.log, adminFor(request, reply)));
      return reply.send(await caller.admin.health.get());
    }
    const context = createContext(services, request.log);
    if (!healthToken || !bearerMatches(request, healthToken) || !context.health)
      throw new DomainError("UNAUTHORIZED", "The health token is missing or wrong");
    return reply.send(
      await healthReport(context.db, context.health, { emailOn: context.notifications.emailOn, facts: context.facts }),
    );
  });
}
