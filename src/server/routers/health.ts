import type { Db } from "../db/client";
import { publicProcedure, router } from "../trpc/init";

export interface HealthDto {
  status: "ok" | "unavailable";
  db: "up" | "down";
}

const DB_PING_TIMEOUT_MS = 2_000;
/** A ping answers every health check for this long, so a burst of checks costs one query. */
export const HEALTH_MAX_AGE_MS = 1_000;

interface Probe {
  at: number;
  result: Promise<HealthDto>;
}
const probes = new WeakMap<Db, Probe>();

async function ping(db: Db, warn: (error: unknown) => void): Promise<HealthDto> {
  const query = db.$queryRaw`SELECT 1`;
  query.catch(() => undefined); // a late failure after the timeout is already reported below
  const timeout = new Promise<never>((_, reject) => setTimeout(() => reject(new Error("db ping timed out")), DB_PING_TIMEOUT_MS).unref());
  try {
    await Promise.race([query, timeout]);
    return { status: "ok", db: "up" };
  } catch (error) {
    warn(error);
    return { status: "unavailable", db: "down" };
  }
}

export const healthRouter = router({
  check: publicProcedure.query(({ ctx }): Promise<HealthDto> => {
    const recent = probes.get(ctx.db);
    if (recent && performance.now() - recent.at < HEALTH_MAX_AGE_MS) return recent.result;
    const result = ping(ctx.db, (error) => ctx.log.warn({ err: error }, "database health check failed"));
    probes.set(ctx.db, { at: performance.now(), result });
    return result;
  }),
});
