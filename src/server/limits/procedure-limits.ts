import type { Db } from "../db/client";
import { rateLimited } from "../errors";
import type { RateLimitSettings } from "../http/rate-limit-settings";
import { limitKey } from "./client-key";
import { counterKey, hitCounter } from "./rate-limit-counters";

const MINUTE_MS = 60_000;
const DAY_MS = 24 * 60 * MINUTE_MS;

/** Who is asking, and the limits that apply; null for server-side callers (no limits). */
export interface RequestLimits {
  settings: RateLimitSettings;
  /**
   * The client's address (behind a proxy, the client's own only when TRUST_PROXY is set); its
   * counters are kept per IPv4 address or IPv6 /64 (limitKey).
   */
  ip: string;
}

/** One counter to hit: the limit's kind and client (stored hashed), its allowance and window. */
interface Counter {
  kind: string;
  client: string;
  max: number;
  windowMs: number;
}

interface LimitRule {
  /** "Too many <what>" in the refusal. */
  what: string;
  /**
   * Groups of counters, checked in order: every counter of a group is hit, and the first group
   * that refuses ends the check, so a request refused by the minute limit does not use up the
   * day's allowance.
   */
  groups(settings: RateLimitSettings, ip: string, input: unknown): Counter[][];
}

function sessionIdOf(input: unknown): string | undefined {
  if (!input || typeof input !== "object") return undefined;
  const sessionId = (input as { sessionId?: unknown }).sessionId;
  return typeof sessionId === "string" && sessionId.trim() !== "" ? sessionId.trim() : undefined;
}

/** The limits a procedure can declare with `rateLimitedProcedure(name)`. */
const RULES = {
  /** Chat messages per IP and per chat session id (a visitor roaming between addresses). */
  chat: {
    what: "chat messages",
    groups: (settings, ip, input) => {
      const perMinute = (kind: string, client: string) => ({
        kind,
        client,
        max: settings.chatPerMinute,
        windowMs: MINUTE_MS,
      });
      const sessionId = sessionIdOf(input);
      return [[perMinute("chat-ip", ip), ...(sessionId === undefined ? [] : [perMinute("chat-session", sessionId)])]];
    },
  },
  contact: {
    what: "messages sent",
    groups: (settings, ip) => [
      [{ kind: "contact-min", client: ip, max: settings.contactPerMinute, windowMs: MINUTE_MS }],
      [{ kind: "contact-day", client: ip, max: settings.contactPerDay, windowMs: DAY_MS }],
    ],
  },
  /**
   * Booking a walkthrough, and changing or cancelling one by its manage link: the contact form's
   * allowance (a visitor's few writes that email the owner), counted apart.
   */
  bookings: {
    what: "booking requests",
    groups: (settings, ip) => [
      [{ kind: "booking-min", client: ip, max: settings.contactPerMinute, windowMs: MINUTE_MS }],
      [{ kind: "booking-day", client: ip, max: settings.contactPerDay, windowMs: DAY_MS }],
    ],
  },
  /** Saved estimates (leads) share the chat's per-IP allowance: both are a visitor's free writes. */
  estimates: {
    what: "estimates saved",
    groups: (settings, ip) => [[{ kind: "estimate-ip", client: ip, max: settings.chatPerMinute, windowMs: MINUTE_MS }]],
  },
} satisfies Record<string, LimitRule>;

export type LimitName = keyof typeof RULES;

/**
 * Counts one call against the limit `name` and throws a 429 (with Retry-After) when it is over.
 * Counters live in Postgres (rate_limit_counters), so every instance of the site shares one
 * limit. `input` is the call's raw input: the check runs before validation, so malformed calls
 * count too. `phoneDisplay`: the published phone the refusal offers instead.
 */
export async function enforceLimit(
  db: Db,
  limits: RequestLimits | null,
  name: LimitName,
  input: unknown,
  phoneDisplay: string,
): Promise<void> {
  if (!limits) return;
  const rule: LimitRule = RULES[name];
  for (const group of rule.groups(limits.settings, limitKey(limits.ip), input)) {
    const states = await Promise.all(
      group.map(async (counter) => ({
        counter,
        state: await hitCounter(db, counterKey(counter.kind, counter.client), counter.windowMs),
      })),
    );
    const waits = states
      .filter(({ counter, state }) => state.hits > counter.max)
      .map(({ state }) => Math.ceil(state.resetInMs / 1000));
    if (waits.length > 0) throw rateLimited(Math.max(1, ...waits), rule.what, phoneDisplay);
  }
}
