import type { Task } from "graphile-worker";
import { z } from "zod";
import type { Db } from "../db/client";
import type { QueueLog } from "./queue-logger";

/** What graphile-worker puts in a scheduled job's payload: the schedule's time. */
const CronPayloadSchema = z.object({ _cron: z.object({ ts: z.iso.datetime({ offset: true }) }) });

/** Counts by kind (never content), kept as the run's summary. */
export type RunSummary = Record<string, number>;

/**
 * A scheduled task that records each run in scheduled_runs (which instance, when, its counts).
 * A run whose schedule already finished is not repeated; `executions` counts starts, so a second
 * start for one schedule is visible there.
 */
export function recordedScheduledTask(
  db: Db,
  instanceId: string,
  task: string,
  log: QueueLog,
  run: (now: Date) => Promise<RunSummary>,
): Task {
  return async (payload) => {
    const parsed = CronPayloadSchema.safeParse(payload);
    const scheduledFor = parsed.success ? new Date(parsed.data._cron.ts) : new Date();
    const [started] = await db.$queryRaw<{ executions: number; finished: boolean }[]>`
      INSERT INTO scheduled_runs (task, scheduled_for, instance_id) VALUES (${task}, ${scheduledFor}, ${instanceId})
      ON CONFLICT (task, scheduled_for) DO UPDATE SET executions = scheduled_runs.executions + 1, instance_id = EXCLUDED.instance_id
      RETURNING executions, finished_at IS NOT NULL AS finished`;
    if (started?.finished) {
      log.warn({ task, scheduledFor: scheduledFor.toISOString() }, "scheduled run already finished; not repeated");
      return;
    }
    const summary = await run(new Date());
    await db.scheduledRun.update({
      where: { task_scheduledFor: { task, scheduledFor } },
      data: { finishedAt: new Date(), summary },
    });
    log.info({ task, scheduledFor: scheduledFor.toISOString(), ...summary }, "scheduled run finished");
  };
}
