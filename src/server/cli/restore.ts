import path from "node:path";
import { loadConfig } from "../config";
import { currentHolder } from "../db/data-dir-lock";
import { openDatabase } from "../db/database";
import { restoreBackup } from "../backup/restore-backup";

const USAGE = "Usage: npm run restore -- FILE [--force]";

/**
 * `npm run restore -- FILE [--force]` into DATABASE_URL or the embedded database (the site must be
 * stopped: the embedded one refuses to open while the site runs).
 */
async function run(args: string[]): Promise<void> {
  const force = args.includes("--force");
  const files = args.filter((arg) => arg !== "--force");
  if (files.length !== 1 || files[0]?.startsWith("--")) throw new Error(USAGE);
  const file = path.resolve(files[0] ?? "");
  const config = loadConfig();
  const running = config.database.kind === "embedded" ? currentHolder(config.database.dataDir) : null;
  if (running) {
    throw new Error(
      `The site is running on this database (process ${running.pid}): stop it first, then restore again.`,
    );
  }
  const database = await openDatabase(config.database);
  try {
    const started = performance.now();
    const { manifest, migratedForward } = await restoreBackup(database.url, file, { force });
    const rows = manifest.tables.reduce((sum, table) => sum + table.rows, 0);
    const seconds = ((performance.now() - started) / 1000).toFixed(1);
    console.log(
      `Restored ${rows} rows of ${manifest.tables.length} tables from the backup of ${manifest.takenAt} in ${seconds} s.`,
    );
    if (migratedForward.length) console.log(`Then brought up to this version: ${migratedForward.join(", ")}.`);
  } finally {
    await database.stop();
  }
}

run(process.argv.slice(2)).catch((error: unknown) => {
  console.error(`Restore failed: ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
});
