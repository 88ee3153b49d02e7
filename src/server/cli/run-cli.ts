import { loadConfig } from "../config";
import { createDb, type Db } from "../db/client";
import { openDatabase } from "../db/database";
import { migrate } from "../db/migrate";

/** One sub-command of a CLI: it gets the migrated database and the words after its name. */
export type CliCommand = (db: Db, args: string[]) => Promise<void>;

/**
 * Runs `argv`'s sub-command against the site's database (DATABASE_URL, or the embedded one, shared
 * with a running site), migrated first; an unknown command prints `usage`. A failure prints
 * `describe(error)` and exits 1.
 */
export function runCli(
  commands: Record<string, CliCommand>,
  usage: string,
  argv: string[],
  describe: (error: unknown) => string = (error) => (error instanceof Error ? error.message : String(error)),
): void {
  run(commands, usage, argv).catch((error: unknown) => {
    console.error(describe(error));
    process.exit(1);
  });
}

async function run(commands: Record<string, CliCommand>, usage: string, [command, ...args]: string[]): Promise<void> {
  const runCommand = command ? commands[command] : undefined;
  if (!runCommand) throw new Error(usage);
  const config = loadConfig();
  const database = await openDatabase(config.database, { shareRunning: true });
  try {
    await migrate(database.url);
    const db = createDb(database.url, 2);
    try {
      await runCommand(db, args);
    } finally {
      await db.$disconnect();
    }
  } finally {
    await database.stop();
  }
}
