import rateLimit from "@fastify/rate-limit";
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import type { ApiErrorBody } from "../errors";

/** Chat messages allowed per IP address and, separately, per chat session id. */
export const CHAT_RATE_LIMIT = { max: 20, timeWindowMs: 60_000 } as const;

const REST_CHAT_PATHS: ReadonlySet<string> = new Set(["/api/chat/message", "/api/chat/stream"]);
const TRPC_PREFIX = "/trpc/";
const TRPC_CHAT_PROCEDURE = "chat.send";

function parseJson(body: unknown): unknown {
  if (typeof body !== "string") return body;
  try {
    return JSON.parse(body) as unknown;
  } catch {
    return undefined;
  }
}

function sessionIdOf(input: unknown): string | undefined {
  if (!input || typeof input !== "object") return undefined;
  const sessionId = (input as { sessionId?: unknown }).sessionId;
  return typeof sessionId === "string" && sessionId.trim() !== "" ? sessionId.trim() : undefined;
}

/**
 * The session ids a request sends chat messages for, or null when it sends none: the REST chat
 * endpoints, and tRPC `chat.send` alone or inside a batch (whose body is a string in that scope).
 */
export function chatSessionIds(request: FastifyRequest): string[] | null {
  if (request.method !== "POST") return null;
  const [pathname = ""] = request.url.split("?");
  if (REST_CHAT_PATHS.has(pathname)) return [sessionIdOf(request.body)].filter((id) => id !== undefined);
  if (!pathname.startsWith(TRPC_PREFIX)) return null;

  const procedures = decodeURIComponent(pathname.slice(TRPC_PREFIX.length)).split(",");
  if (!procedures.includes(TRPC_CHAT_PROCEDURE)) return null;
  const body = parseJson(request.body);
  const batched = new URLSearchParams(request.url.split("?")[1] ?? "").get("batch") === "1";
  const inputs = batched
    ? procedures.flatMap((name, index) => (name === TRPC_CHAT_PROCEDURE ? [(body as Record<string, unknown> | undefined)?.[index]] : []))
    : [body];
  return [...new Set(inputs.map(sessionIdOf).filter((id) => id !== undefined))];
}

function tooManyRequests(reply: FastifyReply, retryAfterSeconds: number): FastifyReply {
  const body: ApiErrorBody = {
    error: { code: "TOO_MANY_REQUESTS", message: `Too many chat messages. Please wait ${retryAfterSeconds} seconds and try again.` },
  };
  return reply.code(429).header("retry-after", String(retryAfterSeconds)).send(body);
}

/**
 * Limits chat messages to CHAT_RATE_LIMIT per IP and per session id, across POST /api/chat/message,
 * POST /api/chat/stream and tRPC chat.send. Runs before any handler, so a limited request stores
 * nothing and never starts a stream. Register before the routes (hooks reach later contexts only).
 */
export async function registerChatRateLimits(app: FastifyInstance): Promise<void> {
  await app.register(rateLimit, { global: false, max: CHAT_RATE_LIMIT.max, timeWindow: CHAT_RATE_LIMIT.timeWindowMs });
  const perIp = app.createRateLimit({ keyGenerator: (request) => `chat-ip:${request.ip}` });
  // One limiter (one store) for every session; the key being checked is handed over per call.
  const sessionBeingChecked = new WeakMap<FastifyRequest, string>();
  const perSession = app.createRateLimit({ keyGenerator: (request) => `chat-session:${sessionBeingChecked.get(request) ?? ""}` });

  app.addHook("preHandler", async (request, reply) => {
    const sessionIds = chatSessionIds(request);
    if (sessionIds === null) return;
    const checks = [await perIp(request)];
    for (const sessionId of sessionIds) {
      sessionBeingChecked.set(request, sessionId);
      checks.push(await perSession(request));
    }
    const waits = checks.flatMap((check) => (!check.isAllowed && check.isExceeded ? [check.ttlInSeconds] : []));
    if (waits.length > 0) return tooManyRequests(reply, Math.max(1, ...waits));
  });
}
