import rateLimit, { type RateLimitOptions } from "@fastify/rate-limit";
import type { FastifyInstance } from "fastify";
import type { Db } from "../db/client";
import { rateLimited } from "../errors";
import { limitKey } from "../limits/client-key";
import { postgresRateLimitStore } from "../limits/postgres-rate-limit-store";

const NO_HEADERS = {
  "x-ratelimit-limit": false,
  "x-ratelimit-remaining": false,
  "x-ratelimit-reset": false,
  "retry-after": false,
};

/**
 * @fastify/rate-limit, for the REST-only routes that call no procedure (the measurement beacon):
 * each declares its limit in its route config with `routeRateLimit`. Procedures declare theirs
 * with `rateLimitedProcedure` (src/server/trpc/init.ts). Counted in Postgres, like the procedures'
 * limits, so every instance shares one limit; checked after the body is read, before the handler.
 * Register before those routes.
 */
export async function registerRouteRateLimits(app: FastifyInstance, db: Db): Promise<void> {
  await app.register(rateLimit, {
    global: false,
    store: postgresRateLimitStore(db),
    hook: "preHandler",
    addHeaders: NO_HEADERS,
    addHeadersOnExceeding: NO_HEADERS,
  });
}

/**
 * A route's `config.rateLimit`: `max` requests per client (its IPv4 address or IPv6 /64) in `timeWindowMs`, counted
 * under `kind`; over it, the one error mapping's 429 ("Too many <what>") with Retry-After and the
 * phone in force at that moment (`phoneDisplay`).
 */
export function routeRateLimit(
  max: number,
  timeWindowMs: number,
  kind: string,
  what: string,
  phoneDisplay: () => string,
): RateLimitOptions {
  return {
    max,
    timeWindow: timeWindowMs,
    keyGenerator: (request) => `${kind}:${limitKey(request.ip)}`,
    errorResponseBuilder: (_request, context) =>
      rateLimited(Math.max(1, Math.ceil(context.ttl / 1000)), what, phoneDisplay()),
  };
}
