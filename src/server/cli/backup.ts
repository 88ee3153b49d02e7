import { loadConfig } from "../config";
import { openDatabase } from "../db/database";
import { takeBackup } from "../backup/take-backup";

/** `npm run backup`: one snapshot of the site's database into BACKUP_DIR; prints the file, its size and time. */
async function run(): Promise<void> {
  const config = loadConfig();
  const database = await openDatabase(config.database, { shareRunning: true });
  try {
    const started = performance.now();
    const { file, bytes, manifest } = await takeBackup(database.url, config.backup.dir);
    const rows = manifest.tables.reduce((sum, table) => sum + table.rows, 0);
    const seconds = ((performance.now() - started) / 1000).toFixed(1);
    console.log(`Backed up ${rows} rows of ${manifest.tables.length} tables in ${seconds} s.`);
    console.log(`  ${file} (${(bytes / 1024).toFixed(0)} KB, site version ${manifest.migrationVersion})`);
  } finally {
    await database.stop();
  }
}

run().catch((error: unknown) => {
  console.error(`Backup failed: ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
});
