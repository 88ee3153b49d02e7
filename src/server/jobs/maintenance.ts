import type { Db } from "../db/client";
import type { RunSummary } from "./scheduled-run";

const DAY_MS = 24 * 60 * 60_000;
/** Bookkeeping kept for looking back: token spend per day, scheduled runs, jobs that failed for good. */
const BOOKKEEPING_DAYS = 90;

/** One kind of expired data and how to delete it; returns how many rows went. */
interface CleanupStep {
  kind: string;
  run(db: Db, now: Date): Promise<number>;
}

const daysBefore = (now: Date, days: number) => new Date(now.getTime() - days * DAY_MS);

const CLEANUP_STEPS: CleanupStep[] = [
  { kind: "ownerSessions", run: async (db, now) => (await db.ownerSession.deleteMany({ where: { expiresAt: { lte: now } } })).count },
  { kind: "rateLimitCounters", run: async (db, now) => (await db.rateLimitCounter.deleteMany({ where: { expiresAt: { lte: now } } })).count },
  { kind: "doveTokenDays", run: async (db, now) => (await db.doveTokenUsage.deleteMany({ where: { day: { lt: daysBefore(now, BOOKKEEPING_DAYS) } } })).count },
  { kind: "scheduledRuns", run: async (db, now) => (await db.scheduledRun.deleteMany({ where: { scheduledFor: { lt: daysBefore(now, BOOKKEEPING_DAYS) } } })).count },
  {
    // Jobs that used up their attempts stay in the queue's table for inspection; they hold ids only.
    kind: "failedJobs",
    run: async (db, now) =>
      Number(
        (
          await db.$queryRaw<{ n: bigint }[]>`
            SELECT count(*) AS n FROM graphile_worker.complete_jobs(ARRAY(
              SELECT id FROM graphile_worker.jobs WHERE attempts >= max_attempts AND updated_at < ${daysBefore(now, BOOKKEEPING_DAYS)}
            ))`
        )[0]?.n ?? 0,
      ),
  },
];

/** The daily clean-up of shared state: what has expired goes. Returns counts by kind. */
export async function runMaintenance(db: Db, now = new Date()): Promise<RunSummary> {
  const summary: RunSummary = {};
  for (const step of CLEANUP_STEPS) summary[step.kind] = await step.run(db, now);
  return summary;
}
