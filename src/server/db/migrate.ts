import { createHash, randomUUID } from "node:crypto";
import { readdir, readFile } from "node:fs/promises";
import path from "node:path";
import pg from "pg";
import { installQueueSchema } from "../jobs/queue-schema";
import { projectRoot } from "../paths";

/** Prisma's own advisory-lock key, so this runner and `prisma migrate deploy` exclude each other. */
const PRISMA_MIGRATE_LOCK_KEY = 72707369;

const CREATE_BOOKKEEPING = `
CREATE TABLE IF NOT EXISTS "_prisma_migrations" (
  "id" VARCHAR(36) PRIMARY KEY NOT NULL,
  "checksum" VARCHAR(64) NOT NULL,
  "finished_at" TIMESTAMPTZ,
  "migration_name" VARCHAR(255) NOT NULL,
  "logs" TEXT,
  "rolled_back_at" TIMESTAMPTZ,
  "started_at" TIMESTAMPTZ NOT NULL DEFAULT now(),
  "applied_steps_count" INTEGER NOT NULL DEFAULT 0
)`;

export const DEFAULT_MIGRATIONS_DIR = path.join(projectRoot(), "prisma", "migrations");

export interface MigrationFile {
  name: string;
  sql: string;
  checksum: string;
}

export async function readMigrations(dir = DEFAULT_MIGRATIONS_DIR): Promise<MigrationFile[]> {
  const entries = await readdir(dir, { withFileTypes: true });
  const names = entries
    .filter((e) => e.isDirectory())
    .map((e) => e.name)
    .sort();
  return Promise.all(
    names.map(async (name) => {
      const sql = await readFile(path.join(dir, name, "migration.sql"), "utf8");
      return { name, sql, checksum: createHash("sha256").update(sql).digest("hex") };
    }),
  );
}

export interface MigrateResult {
  applied: string[];
  alreadyApplied: number;
}

/**
 * Installs the job queue's schema, then applies pending migrations in Prisma's folder layout,
 * recording them in `_prisma_migrations` as Prisma does. Safe to run twice or from several
 * processes at once: a session advisory lock serialises runners, and each migration commits with
 * its bookkeeping row in one transaction.
 */
export async function migrate(
  connectionString: string,
  dir = DEFAULT_MIGRATIONS_DIR,
  /** Stop after this migration (a restore first brings a database to its backup's version). */
  { upTo }: { upTo?: string } = {},
): Promise<MigrateResult> {
  const migrations = (await readMigrations(dir)).filter((migration) => upTo === undefined || migration.name <= upTo);
  const client = new pg.Client({ connectionString });
  await client.connect();
  try {
    await client.query("SELECT pg_advisory_lock($1)", [PRISMA_MIGRATE_LOCK_KEY]);
    await installQueueSchema(connectionString);
    await client.query(CREATE_BOOKKEEPING);
    const { rows } = await client.query<{ migration_name: string; checksum: string }>(
      `SELECT migration_name, checksum FROM "_prisma_migrations" WHERE finished_at IS NOT NULL AND rolled_back_at IS NULL`,
    );
    const done = new Map(rows.map((r) => [r.migration_name, r.checksum]));
    const applied: string[] = [];
    for (const migration of migrations) {
      const recorded = done.get(migration.name);
      if (recorded !== undefined) {
        if (recorded !== migration.checksum) {
          throw new Error(`Migration ${migration.name} was edited after it was applied (checksum differs).`);
        }
        continue;
      }
      await client.query("BEGIN");
      try {
        await client.query(migration.sql);
        await client.query(
          `INSERT INTO "_prisma_migrations" (id, checksum, migration_name, started_at, finished_at, applied_steps_count)
           VALUES ($1, $2, $3, now(), now(), 1)`,
          [randomUUID(), migration.checksum, migration.name],
        );
        await client.query("COMMIT");
      } catch (error) {
        await client.query("ROLLBACK");
        throw new Error(`Migration ${migration.name} failed: ${(error as Error).message}`);
      }
      applied.push(migration.name);
    }
    return { applied, alreadyApplied: migrations.length - applied.length };
  } finally {
    await client.query("SELECT pg_advisory_unlock($1)", [PRISMA_MIGRATE_LOCK_KEY]).catch(() => undefined);
    await client.end();
  }
}
