import { randomBytes } from "node:crypto";
import { hostname } from "node:os";
import type { Db } from "../db/client";

/** How often a running instance says it is alive. */
export const HEARTBEAT_MS = 10_000;
/** An instance not heard from for this long is taken for dead and its jobs are released. */
export const PRESUMED_DEAD_AFTER_MS = 45_000;

/** A name for this process in app_instances and in logs: host, pid and a random suffix. */
export function newInstanceId(): string {
  return `${hostname()}-${process.pid}-${randomBytes(3).toString("hex")}`;
}

export interface InstanceHeartbeat {
  /** Removes the instance's row: a clean stop leaves nothing to recover. */
  stop(): Promise<void>;
}

/**
 * Keeps this instance's row in app_instances fresh, with its queue workers' ids. A failed beat is
 * skipped (the database may be down for a moment); the next one tries again.
 */
export async function startInstanceHeartbeat(
  db: Db,
  id: string,
  workerIds: () => string[],
): Promise<InstanceHeartbeat> {
  const beat = () =>
    db.appInstance.upsert({
      where: { id },
      create: { id, workerIds: workerIds() },
      update: { workerIds: workerIds(), seenAt: new Date() },
      select: { id: true },
    });
  await beat();
  const timer = setInterval(() => void beat().catch(() => undefined), HEARTBEAT_MS);
  timer.unref();
  return {
    async stop() {
      clearInterval(timer);
      await db.appInstance.deleteMany({ where: { id } });
    },
  };
}

/**
 * Releases the jobs held by workers of instances that stopped beating (killed, crashed, cut
 * off), so another instance runs them now rather than after graphile-worker's 4-hour lock
 * expiry, and forgets those instances. Returns how many instances were released.
 */
export async function releaseJobsOfDeadInstances(db: Db, now = new Date()): Promise<number> {
  const dead = await db.appInstance.findMany({
    where: { seenAt: { lt: new Date(now.getTime() - PRESUMED_DEAD_AFTER_MS) } },
    select: { id: true, workerIds: true },
  });
  if (dead.length === 0) return 0;
  const workerIds = dead.flatMap((instance) => instance.workerIds);
  if (workerIds.length > 0)
    await db.$executeRawUnsafe("SELECT graphile_worker.force_unlock_workers($1::text[])", workerIds);
  await db.appInstance.deleteMany({ where: { id: { in: dead.map((instance) => instance.id) } } });
  return dead.length;
}
