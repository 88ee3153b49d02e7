import { z } from "zod";

/**
 * A backup file is gzip over a simple container: the magic line, then records of one type byte,
 * a 4-byte big-endian length and the payload. Records: H (the header, JSON), T (a table starts,
 * JSON), D (a chunk of that table's COPY text), E (the table ends: rows and SHA-256, JSON) and
 * lastly M (the manifest, JSON). Nothing may follow M; a file that stops earlier is truncated.
 */
export const BACKUP_MAGIC = Buffer.from("BLUEBIRD-BACKUP\n", "ascii");
export const BACKUP_FORMAT_VERSION = 1;
export const BACKUP_FILE_SUFFIX = ".backup.gz";

export type RecordType = "H" | "T" | "D" | "E" | "M";

export function encodeRecord(type: RecordType, payload: Buffer | string): Buffer {
  const body = typeof payload === "string" ? Buffer.from(payload, "utf8") : payload;
  const head = Buffer.alloc(5);
  head.write(type, 0, "ascii");
  head.writeUInt32BE(body.length, 1);
  return Buffer.concat([head, body]);
}

const TableSchema = z.object({ schema: z.string(), name: z.string(), columns: z.array(z.string()).min(1) });
export type BackupTable = z.infer<typeof TableSchema>;

export const HeaderSchema = z.object({
  formatVersion: z.literal(BACKUP_FORMAT_VERSION),
  takenAt: z.iso.datetime(),
  /** The newest migration applied to the backed-up database. */
  migrationVersion: z.string().min(1),
  /** In restore order: a table comes after every table its foreign keys point to. */
  tables: z.array(TableSchema),
});
export type BackupHeader = z.infer<typeof HeaderSchema>;

export const TableStartSchema = z.object({ schema: z.string(), name: z.string() });
export const TableEndSchema = z.object({ rows: z.number().int().min(0), sha256: z.string().length(64) });

export const ManifestSchema = HeaderSchema.extend({
  tables: z.array(TableSchema.extend(TableEndSchema.shape)),
  /** SHA-256 of every byte (uncompressed) before the manifest record. */
  contentSha256: z.string().length(64),
});
export type BackupManifest = z.infer<typeof ManifestSchema>;

export const qualifiedName = (table: { schema: string; name: string }) =>
  `"${table.schema.replaceAll('"', '""')}"."${table.name.replaceAll('"', '""')}"`;

export const columnList = (columns: readonly string[]) =>
  columns.map((column) => `"${column.replaceAll('"', '""')}"`).join(", ");

/** A backup file that cannot be restored, with the reason in plain words. */
export class BackupFileError extends Error {
  override name = "BackupFileError";
}

/** Reads the records of an uncompressed container stream, checking the magic line first. */
export async function* readRecords(
  source: AsyncIterable<Buffer>,
): AsyncGenerator<{ type: RecordType; payload: Buffer }> {
  let buffer: Buffer = Buffer.alloc(0);
  let magicChecked = false;
  for await (const chunk of source) {
    buffer = buffer.length ? Buffer.concat([buffer, chunk]) : chunk;
    if (!magicChecked) {
      if (buffer.length < BACKUP_MAGIC.length) continue;
      if (!buffer.subarray(0, BACKUP_MAGIC.length).equals(BACKUP_MAGIC)) throw notABackup();
      buffer = buffer.subarray(BACKUP_MAGIC.length);
      magicChecked = true;
    }
    while (buffer.length >= 5) {
      const type = buffer.toString("ascii", 0, 1);
      if (!["H", "T", "D", "E", "M"].includes(type)) throw notABackup();
      const length = buffer.readUInt32BE(1);
      if (buffer.length < 5 + length) break;
      yield { type: type as RecordType, payload: buffer.subarray(5, 5 + length) };
      buffer = buffer.subarray(5 + length);
    }
  }
  if (!magicChecked) throw notABackup();
  if (buffer.length > 0) throw truncated();
}

export const notABackup = () =>
  new BackupFileError("This file is not a backup of this site (its contents are not recognised).");
export const truncated = () =>
  new BackupFileError("The backup file is incomplete (it was cut short, e.g. by a full disk or an interrupted copy).");
