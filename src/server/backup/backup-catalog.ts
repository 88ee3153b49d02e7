import type pg from "pg";
import type { BackupTable } from "./backup-format";

/** The schemas a backup holds: the app's tables, and the job queue's (queued emails and reminders). */
export const BACKUP_SCHEMAS = ["public", "graphile_worker"];
/** Bookkeeping the restore recreates itself: the applied migrations and the queue's schema version. */
const SKIPPED = new Set(["public._prisma_migrations", "graphile_worker.migrations"]);

/** Every ordinary table of those schemas with its copyable columns, in restore order (foreign keys first). */
export async function listTables(client: pg.ClientBase): Promise<BackupTable[]> {
  const { rows } = await client.query<{ oid: number; schema: string; name: string; columns: string[] }>(
    `SELECT c.oid::int AS oid, n.nspname AS schema, c.relname AS name,
            array_agg(a.attname::text ORDER BY a.attnum) AS columns
       FROM pg_class c
       JOIN pg_namespace n ON n.oid = c.relnamespace
       JOIN pg_attribute a ON a.attrelid = c.oid AND a.attnum > 0 AND NOT a.attisdropped AND a.attgenerated = ''
      WHERE c.relkind IN ('r', 'p') AND n.nspname = ANY($1)
      GROUP BY c.oid, n.nspname, c.relname
      ORDER BY n.nspname, c.relname`,
    [BACKUP_SCHEMAS],
  );
  const { rows: edges } = await client.query<{ child: number; parent: number }>(
    `SELECT conrelid::int AS child, confrelid::int AS parent FROM pg_constraint
      WHERE contype = 'f' AND conrelid <> confrelid`,
  );
  const tables = rows.filter((row) => !SKIPPED.has(`${row.schema}.${row.name}`));
  const parents = new Map<number, number[]>();
  for (const edge of edges) parents.set(edge.child, [...(parents.get(edge.child) ?? []), edge.parent]);
  const byOid = new Map(tables.map((table) => [table.oid, table]));
  const ordered: BackupTable[] = [];
  const state = new Map<number, "visiting" | "done">();
  const visit = (oid: number) => {
    if (state.get(oid) === "done") return;
    const table = byOid.get(oid);
    if (!table) return;
    if (state.get(oid) === "visiting")
      throw new Error(`Foreign keys form a cycle through ${table.schema}.${table.name}.`);
    state.set(oid, "visiting");
    for (const parent of parents.get(oid) ?? []) visit(parent);
    state.set(oid, "done");
    ordered.push({ schema: table.schema, name: table.name, columns: table.columns });
  };
  for (const table of tables) visit(table.oid);
  return ordered;
}

/** The newest migration applied, or null on a database never migrated. */
export async function migrationVersion(client: pg.ClientBase): Promise<string | null> {
  const { rows: found } = await client.query<{ table: string | null }>(
    `SELECT to_regclass('public._prisma_migrations')::text AS table`,
  );
  if (!found[0]?.table) return null;
  const { rows } = await client.query<{ version: string | null }>(
    `SELECT max(migration_name) AS version FROM public._prisma_migrations
      WHERE finished_at IS NOT NULL AND rolled_back_at IS NULL`,
  );
  return rows[0]?.version ?? null;
}
