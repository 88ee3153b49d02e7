import { runMigrations } from "graphile-worker";
import { queueLogger } from "./queue-logger";

/**
 * Installs or upgrades the job queue's own schema (`graphile_worker`). Run before the app's
 * migrations: they create a trigger that adds jobs. graphile-worker's migrations are safe to run
 * from several instances at once.
 */
export async function installQueueSchema(connectionString: string): Promise<void> {
  await runMigrations({ connectionString, logger: queueLogger(null) });
}
