import type { RunSummary } from "../jobs/scheduled-run";
import { pruneBackups } from "./backup-files";
import { takeBackup } from "./take-backup";

/** The scheduled backup: one snapshot, then retention (7 daily, 4 weekly) over the folder. */
export async function runDailyBackup(connectionString: string, dir: string, now: Date): Promise<RunSummary> {
  const started = Date.now();
  const backup = await takeBackup(connectionString, dir, now);
  // Only after a backup succeeded: a failing backup must never leave fewer copies behind.
  const deleted = await pruneBackups(dir, now);
  return {
    bytes: backup.bytes,
    rows: backup.manifest.tables.reduce((sum, table) => sum + table.rows, 0),
    tables: backup.manifest.tables.length,
    deleted: deleted.length,
    ms: Date.now() - started,
  };
}
