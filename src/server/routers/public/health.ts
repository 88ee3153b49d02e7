import type { Db } from "#server/db/client";
import { readMigrations } from "#server/db/migrate";
import { publicProcedure, router } from "#server/trpc/init";

export interface HealthDto {
  status: "ok" | "unavailable";
  db: "up" | "down";
}

export type ReadinessDto =
  | { status: "ready"; db: "up"; migrations: "applied" }
  | { status: "not-ready"; reason: "shutting down" | "database unreachable" | "migrations pending" };

const DB_PING_TIMEOUT_MS = 2_000;
/** A ping answers every health check for this long, so a burst of checks costs one query. */
export const HEALTH_MAX_AGE_MS = 1_000;

interface Probe<T> {
  at: number;
  result: Promise<T>;
}

type Warn = (error: unknown) => void;

/** One probe per database and kind, reused (with its one warning) for HEALTH_MAX_AGE_MS. */
function cachedProbe<T>(run: (db: Db, warn: Warn) => Promise<T>) {
  const probes = new WeakMap<Db, Probe<T>>();
  return (db: Db, warn: Warn): Promise<T> => {
    const recent = probes.get(db);
    if (recent && performance.now() - recent.at < HEALTH_MAX_AGE_MS) return recent.result;
    const result = run(db, warn);
    probes.set(db, { at: performance.now(), result });
    return result;
  };
}

function withTimeout<T>(query: Promise<T>): Promise<T> {
  query.catch(() => undefined); // a late failure after the timeout is already reported by the caller
  const timeout = new Promise<never>((_, reject) =>
    setTimeout(() => reject(new Error("db ping timed out")), DB_PING_TIMEOUT_MS).unref(),
  );
  return Promise.race([query, timeout]);
}

let migrationNames: Promise<string[]> | undefined;
/** The migrations this build ships: all must be applied for the instance to be ready. */
const shippedMigrations = () => (migrationNames ??= readMigrations().then((files) => files.map((file) => file.name)));

const pingDatabase = cachedProbe(async (db, warn): Promise<HealthDto> => {
  try {
    await withTimeout(db.$queryRaw`SELECT 1`);
    return { status: "ok", db: "up" };
  } catch (error) {
    warn(error);
    return { status: "unavailable", db: "down" };
  }
});

const checkReadiness = cachedProbe(async (db, warn): Promise<ReadinessDto> => {
  const names = await shippedMigrations();
  try {
    const [row] = await withTimeout(
      db.$queryRaw<{ applied: number }[]>`
        SELECT count(DISTINCT migration_name)::int AS applied FROM _prisma_migrations
        WHERE migration_name = ANY(${names}) AND finished_at IS NOT NULL AND rolled_back_at IS NULL`,
    );
    return row?.applied === names.length
      ? { status: "ready", db: "up", migrations: "applied" }
      : { status: "not-ready", reason: "migrations pending" };
  } catch (error) {
    warn(error);
    return { status: "not-ready", reason: "database unreachable" };
  }
});

export const healthRouter = router({
  /** GET /api/health: the database answers (unchanged since the first release). */
  check: publicProcedure
    .meta({ personalData: false })
    .query(({ ctx }) => pingDatabase(ctx.db, (error) => ctx.log.warn({ err: error }, "database health check failed"))),
  /** GET /api/health/live: the process answers; a balancer restarts it only when this fails. */
  live: publicProcedure.meta({ personalData: false }).query(() => ({ status: "live" as const })),
  /** GET /api/health/ready: send visitors here (database reachable, migrations applied, not shutting down). */
  ready: publicProcedure.meta({ personalData: false }).query(async ({ ctx }): Promise<ReadinessDto> => {
    if (ctx.lifecycle.draining) return { status: "not-ready", reason: "shutting down" };
    return checkReadiness(ctx.db, (error) => ctx.log.warn({ err: error }, "readiness check: database unreachable"));
  }),
});
