import { createHash, type Hash } from "node:crypto";
import { once } from "node:events";
import { createReadStream } from "node:fs";
import { finished } from "node:stream/promises";
import { createGunzip } from "node:zlib";
import pg from "pg";
import { from as copyFrom } from "pg-copy-streams";
import { migrate, readMigrations } from "../db/migrate";
import { listTables, migrationVersion } from "./backup-catalog";
import {
  BACKUP_FORMAT_VERSION,
  BACKUP_MAGIC,
  BackupFileError,
  type BackupHeader,
  type BackupManifest,
  columnList,
  HeaderSchema,
  ManifestSchema,
  notABackup,
  qualifiedName,
  readRecords,
  TableEndSchema,
  TableStartSchema,
  truncated,
} from "./backup-format";

/** A restore refused for the target database's state (exit 1, nothing changed). */
export class RestoreRefused extends Error {
  override name = "RestoreRefused";
}

interface TableData {
  table: BackupHeader["tables"][number];
  chunk(bytes: Buffer): Promise<void>;
  end(): Promise<number>;
}

/**
 * Walks a backup file record by record, checking each table's SHA-256 and row count and the
 * whole content's SHA-256 against the manifest; `onTable` may load each table's data on the way.
 */
async function readBackup(
  file: string,
  onHeader: (header: BackupHeader) => Promise<void>,
  onTable: (table: BackupHeader["tables"][number]) => TableData | null,
): Promise<BackupManifest> {
  const content = createHash("sha256");
  let header: BackupHeader | null = null;
  let manifest: BackupManifest | null = null;
  let current: { data: TableData | null; hash: Hash; index: number } | null = null;
  const results: { rows: number; sha256: string }[] = [];
  const source = createReadStream(file).pipe(createGunzip());
  try {
    for await (const record of readRecords(source)) {
      if (manifest) throw notABackup();
      if (record.type !== "M") hashRecord(content, record.type, record.payload, !header);
      if (!header) {
        if (record.type !== "H") throw notABackup();
        header = parseJson(record.payload, HeaderSchema, "header");
        await onHeader(header);
        continue;
      }
      if (record.type === "T") {
        const start = parseJson(record.payload, TableStartSchema, "table");
        const index = results.length;
        const expected = header.tables[index];
        if (current || !expected || expected.schema !== start.schema || expected.name !== start.name) throw corrupt();
        current = { data: onTable(expected), hash: createHash("sha256"), index };
      } else if (record.type === "D") {
        if (!current) throw corrupt();
        current.hash.update(record.payload);
        await current.data?.chunk(record.payload);
      } else if (record.type === "E") {
        if (!current) throw corrupt();
        const end = parseJson(record.payload, TableEndSchema, "table end");
        const rows = current.data ? await current.data.end() : end.rows;
        const sha256 = current.hash.digest("hex");
        const table = header.tables[current.index];
        if (sha256 !== end.sha256 || rows !== end.rows) throw mismatch(`${table?.schema}.${table?.name}`);
        results.push(end);
        current = null;
      } else if (record.type === "M") {
        manifest = parseJson(record.payload, ManifestSchema, "manifest");
      } else {
        throw corrupt();
      }
    }
  } catch (error) {
    throw zlibError(error);
  }
  if (!header || !manifest) throw truncated();
  if (manifest.contentSha256 !== content.digest("hex")) throw mismatch("the whole file");
  const listed = manifest.tables;
  if (
    listed.length !== results.length ||
    listed.length !== header.tables.length ||
    listed.some((table, i) => table.rows !== results[i]?.rows || table.sha256 !== results[i]?.sha256)
  ) {
    throw mismatch("the manifest");
  }
  return manifest;
}

/** Hashes a record's bytes as they were written (with the magic line before the first). */
function hashRecord(hash: Hash, type: string, payload: Buffer, first: boolean): void {
  const head = Buffer.alloc(5);
  head.write(type, 0, "ascii");
  head.writeUInt32BE(payload.length, 1);
  if (first) hash.update(BACKUP_MAGIC);
  hash.update(head);
  hash.update(payload);
}

function parseJson<T>(
  payload: Buffer,
  schema: { safeParse(value: unknown): { success: true; data: T } | { success: false } },
  what: string,
): T {
  let value: unknown;
  try {
    value = JSON.parse(payload.toString("utf8"));
  } catch {
    throw corrupt();
  }
  if (what === "header" && typeof value === "object" && value && "formatVersion" in value) {
    if (value.formatVersion !== BACKUP_FORMAT_VERSION) {
      throw new BackupFileError(
        `This backup was written in format ${String(value.formatVersion)}, which this version of the site cannot read.`,
      );
    }
  }
  const parsed = schema.safeParse(value);
  if (!parsed.success) throw corrupt();
  return parsed.data;
}

const corrupt = () => new BackupFileError("The backup file is damaged (its contents are out of order).");
const mismatch = (what: string) =>
  new BackupFileError(`The backup file is damaged: the checksum of ${what} does not match. Nothing was restored.`);

function zlibError(error: unknown): unknown {
  const code = (error as NodeJS.ErrnoException).code;
  if (code === "Z_BUF_ERROR") return truncated();
  if (code === "Z_DATA_ERROR") return notABackup();
  if (code === "ENOENT")
    return new BackupFileError(`There is no file at ${(error as { path?: string }).path ?? "that path"}.`);
  return error;
}

/** Reads the whole file and checks every checksum, writing nothing: the restore's first pass. */
export function verifyBackup(file: string): Promise<BackupManifest> {
  return readBackup(
    file,
    async () => {},
    () => null,
  );
}

export interface RestoreResult {
  manifest: BackupManifest;
  /** Migrations applied after the rows were loaded (the backup was from an older version). */
  migratedForward: string[];
}

/**
 * Restores a backup into the database at `connectionString`, in one transaction: refused when
 * the database already holds rows (unless `force`: then every table is emptied in the same
 * transaction) or is at a newer migration than the backup. The file is verified whole before
 * anything is written, and again while it loads; any mismatch rolls everything back.
 */
export async function restoreBackup(
  connectionString: string,
  file: string,
  { force = false }: { force?: boolean } = {},
): Promise<RestoreResult> {
  const manifest = await verifyBackup(file);
  const known = (await readMigrations()).map((migration) => migration.name);
  if (!known.includes(manifest.migrationVersion)) {
    throw new RestoreRefused(
      "This backup is from a newer version of the site than this one: update the site, then restore it.",
    );
  }
  const client = new pg.Client({ connectionString });
  await client.connect();
  try {
    const targetVersion = await migrationVersion(client);
    if (targetVersion && targetVersion > manifest.migrationVersion) {
      throw new RestoreRefused(
        "This backup is from an older version of the site than this database: restore it into an empty database.",
      );
    }
    if (!force) await refuseNonEmpty(client);
    await migrate(connectionString, undefined, { upTo: manifest.migrationVersion });
    await client.query("BEGIN");
    try {
      await client.query("SET LOCAL client_encoding = 'UTF8'");
      await loadRows(client, file, manifest);
      await client.query("COMMIT");
    } catch (error) {
      await client.query("ROLLBACK");
      throw error;
    }
  } finally {
    await client.end();
  }
  const forward = await migrate(connectionString);
  return { manifest, migratedForward: forward.applied };
}

async function refuseNonEmpty(client: pg.Client): Promise<void> {
  const tables = (await listTables(client)).filter((table) => table.schema === "public");
  for (const table of tables) {
    const { rows } = await client.query<{ any: boolean }>(`SELECT EXISTS (SELECT FROM ${qualifiedName(table)}) AS any`);
    if (rows[0]?.any) {
      throw new RestoreRefused(
        `This database already holds data (the ${table.name} table has rows). Restoring replaces all of it: ` +
          "run the restore again with --force to do that, or restore into an empty database.",
      );
    }
  }
}

/** Inside the caller's transaction: empties the tables, loads every row, unlocks jobs, sets sequences. */
async function loadRows(client: pg.Client, file: string, expected: BackupManifest): Promise<void> {
  const manifest = await readBackup(
    file,
    async (header) => {
      if (header.migrationVersion !== expected.migrationVersion) throw mismatch("the header");
      await client.query(`TRUNCATE ${header.tables.map(qualifiedName).join(", ")}`);
    },
    (table) => {
      const stream = client.query(copyFrom(`COPY ${qualifiedName(table)} (${columnList(table.columns)}) FROM STDIN`));
      return {
        table,
        async chunk(bytes) {
          if (!stream.write(bytes)) await once(stream, "drain");
        },
        async end() {
          stream.end();
          await finished(stream);
          return stream.rowCount;
        },
      };
    },
  );
  if (manifest.contentSha256 !== expected.contentSha256) throw mismatch("the whole file");
  await releaseQueueLocks(client);
  await setSequences(client);
}

/** Jobs that were running when the backup was taken belong to processes of the old database: run them again. */
async function releaseQueueLocks(client: pg.Client): Promise<void> {
  for (const table of ["graphile_worker._private_jobs", "graphile_worker._private_job_queues"]) {
    const { rows } = await client.query<{ found: string | null }>(`SELECT to_regclass($1)::text AS found`, [table]);
    if (rows[0]?.found) {
      await client.query(`UPDATE ${table} SET locked_at = NULL, locked_by = NULL WHERE locked_by IS NOT NULL`);
    }
  }
}

/** Serial and identity columns continue after the restored rows' largest value. */
async function setSequences(client: pg.Client): Promise<void> {
  const { rows } = await client.query<{ sequence: string; table: string; column: string }>(
    `SELECT s.oid::regclass::text AS sequence, t.oid::regclass::text AS table, quote_ident(a.attname) AS column
       FROM pg_depend d
       JOIN pg_class s ON s.oid = d.objid AND s.relkind = 'S'
       JOIN pg_class t ON t.oid = d.refobjid
       JOIN pg_namespace n ON n.oid = t.relnamespace
       JOIN pg_attribute a ON a.attrelid = t.oid AND a.attnum = d.refobjsubid
      WHERE d.classid = 'pg_class'::regclass AND d.deptype IN ('a', 'i') AND n.nspname IN ('public', 'graphile_worker')`,
  );
  for (const row of rows) {
    await client.query(
      `SELECT CASE WHEN m IS NULL THEN setval($1::regclass, 1, false) ELSE setval($1::regclass, m, true) END
         FROM (SELECT max(${row.column})::bigint AS m FROM ${row.table}) AS x`,
      [row.sequence],
    );
  }
}
