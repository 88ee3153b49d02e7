import type { FastifyInstance } from "fastify";
import { EVENT_BODY_LIMIT_BYTES } from "#shared/analytics/event-kinds";
import { AnalyticsEventSchema } from "#shared/analytics/event-schema";
import type { Db } from "../db/client";
import type { FactsInForce } from "../facts/facts-in-force";
import type { RateLimitSettings } from "../http/rate-limit-settings";
import { routeRateLimit } from "../http/rate-limits";
import { recordEvent } from "./record-event";
import { unmeasuredReason } from "./unmeasured-requests";

export const EVENTS_PATH = "/api/events";

/**
 * POST /api/events: the browser's measurement beacon (navigator.sendBeacon, same origin). The
 * body is checked before anything else (400 naming the field, 413 over 2 KB), so a bad event
 * stores nothing; bots and opted-out visitors get the same 204 as everyone and store nothing.
 * No cookie is read or set. Limited per IP (no procedure behind it, so the limit is the route's).
 */
export function registerEventRoutes(
  app: FastifyInstance,
  db: Db,
  limits: RateLimitSettings | false,
  facts: FactsInForce,
  isPublishedPost: (slug: string) => boolean,
): void {
  const phone = () => facts.current().facts.business.phone.display;
  const rateLimit = limits ? routeRateLimit(limits.eventsPerMinute, 60_000, "events-ip", "page events", phone) : false;
  app.post(EVENTS_PATH, { bodyLimit: EVENT_BODY_LIMIT_BYTES, config: { rateLimit } }, async (request, reply) => {
    const event = AnalyticsEventSchema.parse(request.body);
    if (unmeasuredReason(request.headers) === null) {
      await recordEvent(
        db,
        event,
        { ip: request.ip, userAgent: request.headers["user-agent"] ?? "" },
        { facts: facts.current().facts, isPublishedPost },
      );
    }
    return reply.code(204).header("cache-control", "no-store").send();
  });
}
