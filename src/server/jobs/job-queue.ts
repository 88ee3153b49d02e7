import { EventEmitter } from "node:events";
import { type CronItem, parseCronItems, run, type Runner, type TaskList, type WorkerEvents } from "graphile-worker";
import pg from "pg";
import { type QueueLog, queueLogger } from "./queue-logger";

export interface JobQueueOptions {
  connectionString: string;
  tasks: TaskList;
  schedules: CronItem[];
  log: QueueLog;
  /** Jobs this instance runs at once. */
  concurrency?: number;
}

export interface JobQueue {
  /** The ids of this instance's workers: a job they lock names them (see instance-registry.ts). */
  workerIds(): string[];
  /** Lets running jobs finish (their own timeouts bound them), then closes the queue's pool. */
  stop(): Promise<void>;
}

/** Connections of the queue's own pool beyond one per concurrent job (LISTEN, cron, bookkeeping). */
const EXTRA_CONNECTIONS = 2;

/**
 * Runs this instance's share of the durable job queue (graphile-worker on the site's Postgres):
 * jobs arrive by LISTEN/NOTIFY within milliseconds of being added; retries and future jobs are
 * polled every second; each schedule fires once across all instances (graphile-worker's
 * known_crontabs row decides which instance adds the job).
 */
export async function startJobQueue({
  connectionString,
  tasks,
  schedules,
  log,
  concurrency = 2,
}: JobQueueOptions): Promise<JobQueue> {
  const pool = new pg.Pool({ connectionString, max: concurrency + EXTRA_CONNECTIONS });
  // A connection lost while idle or in use (a database restart) must not crash the process;
  // graphile-worker reconnects and retries.
  const lost = (error: Error) => log.warn({ code: (error as { code?: string }).code }, "job queue connection lost");
  pool.on("error", lost);
  pool.on("connect", (client) => client.on("error", lost));
  const workerIds = new Set<string>();
  const events: WorkerEvents = new EventEmitter();
  events.on("worker:create", ({ worker }) => workerIds.add(worker.workerId));
  events.on("worker:release", ({ worker }) => workerIds.delete(worker.workerId));
  events.on("job:error", ({ job, error }) =>
    log.warn(
      { task: job.task_identifier, attempts: job.attempts, code: errorName(error) },
      "job failed; the queue retries it",
    ),
  );

  let runner: Runner;
  try {
    runner = await run({
      pgPool: pool,
      concurrency,
      pollInterval: 1_000,
      noHandleSignals: true,
      taskList: tasks,
      parsedCronItems: parseCronItems(schedules),
      logger: queueLogger(log),
      events,
    });
  } catch (error) {
    await pool.end();
    throw error;
  }
  return {
    workerIds: () => [...workerIds],
    async stop() {
      await runner.stop();
      await pool.end();
    },
  };
}

function errorName(error: unknown): string {
  const code = error && typeof error === "object" && "code" in error ? error.code : undefined;
  return typeof code === "string" ? code : error instanceof Error ? error.name : "unknown";
}
