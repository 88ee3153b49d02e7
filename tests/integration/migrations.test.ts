import { readFileSync } from "node:fs";
import path from "node:path";
import pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { migrate, readMigrations } from "#server/db/migrate";
import { createEmptyDatabase } from "../support/test-database";

async function query<T extends pg.QueryResultRow>(url: string, sql: string): Promise<T[]> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return (await client.query<T>(sql)).rows;
  } finally {
    await client.end();
  }
}

/** The tables prisma/schema.prisma declares (each model's @@map), which the SQL must create. */
function schemaTables(): string[] {
  const schema = readFileSync(path.resolve(import.meta.dirname, "../../prisma/schema.prisma"), "utf8");
  return [...schema.matchAll(/@@map\("([^"]+)"\)/g)].map((match) => match[1] as string);
}

describe("migrations", () => {
  let empty: Awaited<ReturnType<typeof createEmptyDatabase>>;
  beforeAll(async () => {
    empty = await createEmptyDatabase();
  });
  afterAll(() => empty.drop());

  it("apply to an empty database, record Prisma bookkeeping, and a second run is a no-op", async () => {
    const files = await readMigrations();
    const first = await migrate(empty.url);
    expect(first.applied).toEqual(files.map((f) => f.name));

    const tables = await query<{ table_name: string }>(
      empty.url,
      "SELECT table_name FROM information_schema.tables WHERE table_schema = 'public' ORDER BY table_name",
    );
    expect(tables.map((t) => t.table_name)).toEqual(["_prisma_migrations", ...schemaTables()].sort());
    // The job queue's own schema comes first: a migration's trigger adds jobs to it.
    const queueTables = await query(
      empty.url,
      "SELECT 1 FROM information_schema.tables WHERE table_schema = 'graphile_worker'",
    );
    expect(queueTables.length).toBeGreaterThan(0);
    const bookkeeping = await query<{ migration_name: string; checksum: string; finished_at: Date | null }>(
      empty.url,
      `SELECT migration_name, checksum, finished_at FROM "_prisma_migrations"`,
    );
    expect(bookkeeping).toHaveLength(files.length);
    expect(bookkeeping[0]?.checksum).toBe(files[0]?.checksum);
    expect(bookkeeping[0]?.finished_at).toBeInstanceOf(Date);

    const second = await migrate(empty.url);
    expect(second).toEqual({ applied: [], alreadyApplied: files.length });
    expect(await query(empty.url, `SELECT 1 FROM "_prisma_migrations"`)).toHaveLength(files.length);
  });

  it("serialises concurrent runners with the advisory lock", async () => {
    const other = await createEmptyDatabase();
    try {
      const results = await Promise.all([migrate(other.url), migrate(other.url), migrate(other.url)]);
      const appliedCounts = results.map((r) => r.applied.length).sort();
      expect(appliedCounts).toEqual([0, 0, (await readMigrations()).length]);
      const rows = await query(other.url, `SELECT 1 FROM "_prisma_migrations"`);
      expect(rows).toHaveLength((await readMigrations()).length);
    } finally {
      await other.drop();
    }
  });
});
