import { createHash } from "node:crypto";
import { once } from "node:events";
import { mkdir, open, rename, rm, stat } from "node:fs/promises";
import path from "node:path";
import { pipeline } from "node:stream/promises";
import { createGzip } from "node:zlib";
import pg from "pg";
import { to as copyTo } from "pg-copy-streams";
import {
  BACKUP_FORMAT_VERSION,
  BACKUP_MAGIC,
  type BackupHeader,
  type BackupManifest,
  columnList,
  encodeRecord,
  qualifiedName,
} from "./backup-format";
import { listTables, migrationVersion } from "./backup-catalog";
import { backupFileName } from "./backup-files";

export interface BackupResult {
  file: string;
  bytes: number;
  manifest: BackupManifest;
}

/**
 * One consistent snapshot of every table: a single REPEATABLE READ, READ ONLY transaction on one
 * connection, each table streamed with COPY TO STDOUT into a gzip container. Written beside its
 * final name and renamed when complete, so a crash never leaves a file that looks whole.
 */
export async function takeBackup(connectionString: string, dir: string, now = new Date()): Promise<BackupResult> {
  await mkdir(dir, { recursive: true });
  const file = path.join(dir, backupFileName(now));
  const partial = `${file}.partial`;
  // "wx": a second backup started in the same second fails here rather than writing over the first.
  const handle = await open(partial, "wx");
  const client = new pg.Client({ connectionString });
  const gzip = createGzip();
  const written = pipeline(gzip, handle.createWriteStream());
  // Awaited below; marked handled now so a failing disk is reported once, by the await.
  written.catch(() => undefined);
  const content = createHash("sha256");
  const emit = async (bytes: Buffer) => {
    content.update(bytes);
    if (!gzip.write(bytes)) await once(gzip, "drain");
  };
  try {
    await client.connect();
    await client.query("BEGIN ISOLATION LEVEL REPEATABLE READ, READ ONLY");
    await client.query("SET LOCAL client_encoding = 'UTF8'");
    const version = await migrationVersion(client);
    if (!version) throw new Error("This database has no migrations applied: there is nothing to back up.");
    const header: BackupHeader = {
      formatVersion: BACKUP_FORMAT_VERSION,
      takenAt: now.toISOString(),
      migrationVersion: version,
      tables: await listTables(client),
    };
    await emit(Buffer.concat([BACKUP_MAGIC, encodeRecord("H", JSON.stringify(header))]));
    const tables: BackupManifest["tables"] = [];
    for (const table of header.tables) {
      await emit(encodeRecord("T", JSON.stringify({ schema: table.schema, name: table.name })));
      const hash = createHash("sha256");
      const stream = client.query(copyTo(`COPY ${qualifiedName(table)} (${columnList(table.columns)}) TO STDOUT`));
      for await (const chunk of stream as AsyncIterable<Buffer>) {
        hash.update(chunk);
        await emit(encodeRecord("D", chunk));
      }
      const end = { rows: stream.rowCount, sha256: hash.digest("hex") };
      await emit(encodeRecord("E", JSON.stringify(end)));
      tables.push({ ...table, ...end });
    }
    await client.query("COMMIT");
    const manifest: BackupManifest = { ...header, tables, contentSha256: content.digest("hex") };
    gzip.end(encodeRecord("M", JSON.stringify(manifest)));
    await written;
    await rename(partial, file);
    return { file, bytes: (await stat(file)).size, manifest };
  } catch (error) {
    gzip.destroy();
    await written.catch(() => undefined);
    await rm(partial, { force: true });
    throw error;
  } finally {
    await client.end();
  }
}
