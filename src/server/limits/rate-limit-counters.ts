import { createHash } from "node:crypto";
import type { Db } from "../db/client";
import type { Prisma } from "../db/generated/client";

/** The database, or an open transaction (a counter hit then commits or rolls back with it). */
type Queries = Pick<Prisma.TransactionClient, "$queryRaw">;

/** A counter after a hit (or a read): hits in the current window and the time until it resets. */
export interface CounterState {
  hits: number;
  resetInMs: number;
}

/**
 * The stored key: the limit's kind in clear (for looking at the table), the client part (an IP
 * address, a session id, an account's email) as a hash, so no address is kept in the database.
 */
export function counterKey(kind: string, client: string): string {
  return `${kind}:${createHash("sha256").update(client).digest("base64url").slice(0, 22)}`;
}

/**
 * Counts one hit on `key` and returns the count: one atomic upsert, so hits from any number of
 * instances at once are each counted exactly once. A window starts at a key's first hit and lasts
 * `windowMs`; the first hit after it starts a new one. Times come from the database's clock, the
 * one every instance shares.
 */
export async function hitCounter(db: Queries, key: string, windowMs: number): Promise<CounterState> {
  const [row] = await db.$queryRaw<{ hits: number; reset_in_ms: number }[]>`
    INSERT INTO rate_limit_counters AS c (key, window_start, hits, expires_at)
    VALUES (${key}, now(), 1, now() + ${windowMs}::int * interval '1 millisecond')
    ON CONFLICT (key) DO UPDATE SET
      hits = CASE WHEN c.expires_at <= now() THEN 1 ELSE c.hits + 1 END,
      window_start = CASE WHEN c.expires_at <= now() THEN now() ELSE c.window_start END,
      expires_at = CASE WHEN c.expires_at <= now() THEN now() + ${windowMs}::int * interval '1 millisecond' ELSE c.expires_at END
    RETURNING hits, ceil(GREATEST(0, EXTRACT(EPOCH FROM (c.expires_at - now())) * 1000))::int AS reset_in_ms`;
  if (!row) throw new Error("rate-limit upsert returned no row");
  return { hits: row.hits, resetInMs: row.reset_in_ms };
}

/** The counter as it stands, without counting a hit (an expired window reads as empty). */
export async function readCounter(db: Queries, key: string): Promise<CounterState> {
  const [row] = await db.$queryRaw<{ hits: number; reset_in_ms: number }[]>`
    SELECT hits, ceil(EXTRACT(EPOCH FROM (expires_at - now())) * 1000)::int AS reset_in_ms
    FROM rate_limit_counters WHERE key = ${key} AND expires_at > now()`;
  return row ? { hits: row.hits, resetInMs: row.reset_in_ms } : { hits: 0, resetInMs: 0 };
}

/**
 * Takes back one hit counted on `key` in its current window (an attempt that turned out not to
 * count, e.g. a successful sign-in): one atomic update, never below zero, and a window that has
 * already ended is left alone.
 */
export async function returnHit(db: Db, key: string): Promise<void> {
  await db.$executeRaw`UPDATE rate_limit_counters SET hits = hits - 1 WHERE key = ${key} AND expires_at > now() AND hits > 0`;
}
