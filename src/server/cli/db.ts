import { rm } from "node:fs/promises";
import { loadConfig } from "../config";
import { createDb } from "../db/client";
import { currentHolder } from "../db/data-dir-lock";
import { openDatabase } from "../db/database";
import { migrate } from "../db/migrate";
import { seed } from "../db/seed";

/** `npm run db:migrate | db:seed | db:reset` against DATABASE_URL or the embedded database. */
async function run(command: string | undefined): Promise<void> {
  const config = loadConfig();
  if (command === "reset") {
    if (config.database.kind !== "embedded") {
      throw new Error("db:reset only deletes the embedded database. For DATABASE_URL, drop and recreate it yourself.");
    }
    const running = currentHolder(config.database.dataDir);
    if (running)
      throw new Error(
        `The site is running on this database (process ${running.pid}): stop it first, then run db:reset again.`,
      );
    await rm(config.database.dataDir, { recursive: true, force: true });
    console.log(`Deleted ${config.database.dataDir}; the next start creates a fresh database.`);
    return;
  }
  if (command !== "migrate" && command !== "seed") throw new Error("Usage: db.ts <migrate|seed|reset>");
  const database = await openDatabase(config.database, { shareRunning: true });
  try {
    const result = await migrate(database.url);
    console.log(
      result.applied.length
        ? `Applied: ${result.applied.join(", ")}`
        : `Migrations up to date (${result.alreadyApplied}).`,
    );
    if (command === "seed") {
      const db = createDb(database.url, 2);
      try {
        console.log(`Seeded ${(await seed(db)).summary}.`);
      } finally {
        await db.$disconnect();
      }
    }
  } finally {
    await database.stop();
  }
}

run(process.argv[2]).catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
