import rateLimit from "@fastify/rate-limit";
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import { BUSINESS } from "../../shared/business/business-info";
import type { Db } from "../db/client";
import type { ApiErrorBody } from "../errors";
import { postgresRateLimitStore } from "../limits/postgres-rate-limit-store";
import { type ApiAction, actionInputs } from "./procedure-calls";
import type { RateLimitSettings } from "./rate-limit-settings";

const MINUTE_MS = 60_000;
const DAY_MS = 24 * 60 * MINUTE_MS;

export const CHAT_ACTION: ApiAction = { restPaths: ["/api/chat/message", "/api/chat/stream"], procedure: "chat.send" };
export const CONTACT_ACTION: ApiAction = { restPaths: ["/api/contact"], procedure: "contact.send" };
export const BOOKING_ACTION: ApiAction = { restPaths: ["/api/bookings"], procedure: "bookings.create" };
export const ESTIMATE_SAVE_ACTION: ApiAction = { restPaths: ["/api/estimates"], procedure: "estimates.save" };
export const EVENTS_ACTION: ApiAction = { restPaths: ["/api/events"], procedure: null };

type Limiter = ReturnType<FastifyInstance["createRateLimit"]>;
type LimitCheck = Awaited<ReturnType<Limiter>>;

function sessionIdOf(input: unknown): string | undefined {
  if (!input || typeof input !== "object") return undefined;
  const sessionId = (input as { sessionId?: unknown }).sessionId;
  return typeof sessionId === "string" && sessionId.trim() !== "" ? sessionId.trim() : undefined;
}

/** Seconds to wait when any check refused, else null. */
function refusal(checks: readonly LimitCheck[]): number | null {
  const waits = checks.flatMap((check) => (!check.isAllowed && check.isExceeded ? [check.ttlInSeconds] : []));
  return waits.length > 0 ? Math.max(1, ...waits) : null;
}

export function tooManyRequests(reply: FastifyReply, retryAfterSeconds: number, what: string): FastifyReply {
  const body: ApiErrorBody = {
    error: { code: "TOO_MANY_REQUESTS", message: `Too many ${what}. Please wait ${retryAfterSeconds} seconds and try again, or call us at ${BUSINESS.phoneDisplay}.` },
  };
  return reply.code(429).header("retry-after", String(retryAfterSeconds)).send(body);
}

/**
 * Rate limits (@fastify/rate-limit, counted in Postgres so every instance of the site shares one
 * limit) on the actions that write: chat messages per IP and per session id, contact messages per
 * IP per minute and per day, saved estimates and measurement events per IP, through REST and tRPC
 * alike. They run before any handler, so a refused request stores nothing and never starts a
 * stream. Register before the routes (hooks reach later contexts only). Behind a proxy,
 * `request.ip` is the client's only when TRUST_PROXY is set. Failed owner sign-ins are throttled by
 * the sign-in itself (src/server/admin/sign-in-throttle.ts): successful ones must not count.
 */
export async function registerRateLimits(app: FastifyInstance, limits: RateLimitSettings, db: Db): Promise<void> {
  await app.register(rateLimit, { global: false, store: postgresRateLimitStore(db) });
  const chatPerIp = app.createRateLimit({ max: limits.chatPerMinute, timeWindow: MINUTE_MS, keyGenerator: (r) => `chat-ip:${r.ip}` });
  // One limiter (one store) for every session; the key being checked is handed over per call.
  const sessionBeingChecked = new WeakMap<FastifyRequest, string>();
  const chatPerSession = app.createRateLimit({
    max: limits.chatPerMinute,
    timeWindow: MINUTE_MS,
    keyGenerator: (r) => `chat-session:${sessionBeingChecked.get(r) ?? ""}`,
  });
  const contactPerMinute = app.createRateLimit({ max: limits.contactPerMinute, timeWindow: MINUTE_MS, keyGenerator: (r) => `contact-min:${r.ip}` });
  const contactPerDay = app.createRateLimit({ max: limits.contactPerDay, timeWindow: DAY_MS, keyGenerator: (r) => `contact-day:${r.ip}` });
  // Bookings get the contact form's allowance, counted apart.
  const bookingsPerMinute = app.createRateLimit({ max: limits.contactPerMinute, timeWindow: MINUTE_MS, keyGenerator: (r) => `booking-min:${r.ip}` });
  const bookingsPerDay = app.createRateLimit({ max: limits.contactPerDay, timeWindow: DAY_MS, keyGenerator: (r) => `booking-day:${r.ip}` });
  // Saved estimates (leads) share the chat's per-IP allowance: both are a visitor's free writes.
  const estimatesPerIp = app.createRateLimit({ max: limits.chatPerMinute, timeWindow: MINUTE_MS, keyGenerator: (r) => `estimate-ip:${r.ip}` });
  const eventsPerIp = app.createRateLimit({ max: limits.eventsPerMinute, timeWindow: MINUTE_MS, keyGenerator: (r) => `events-ip:${r.ip}` });

  app.addHook("preHandler", async (request, reply) => {
    const chatInputs = actionInputs(request, CHAT_ACTION);
    if (chatInputs) {
      const checks = [await chatPerIp(request)];
      for (const sessionId of new Set(chatInputs.map(sessionIdOf).filter((id) => id !== undefined))) {
        sessionBeingChecked.set(request, sessionId);
        checks.push(await chatPerSession(request));
      }
      const wait = refusal(checks);
      if (wait !== null) return tooManyRequests(reply, wait, "chat messages");
    }
    if (actionInputs(request, CONTACT_ACTION)) {
      // A request refused by the minute limit does not use up the day's allowance.
      const wait = refusal([await contactPerMinute(request)]) ?? refusal([await contactPerDay(request)]);
      if (wait !== null) return tooManyRequests(reply, wait, "messages sent");
    }
    if (actionInputs(request, BOOKING_ACTION)) {
      const wait = refusal([await bookingsPerMinute(request)]) ?? refusal([await bookingsPerDay(request)]);
      if (wait !== null) return tooManyRequests(reply, wait, "booking requests");
    }
    if (actionInputs(request, ESTIMATE_SAVE_ACTION)) {
      const wait = refusal([await estimatesPerIp(request)]);
      if (wait !== null) return tooManyRequests(reply, wait, "estimates saved");
    }
    if (actionInputs(request, EVENTS_ACTION)) {
      const wait = refusal([await eventsPerIp(request)]);
      if (wait !== null) return tooManyRequests(reply, wait, "page events");
    }
  });
}
