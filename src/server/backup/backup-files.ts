import { readdir, rm, stat } from "node:fs/promises";
import path from "node:path";
import { backupsToKeep } from "#shared/backups/backup-retention";
import { BACKUP_FILE_SUFFIX } from "./backup-format";

const PREFIX = "bluebird-";
/** "bluebird-2026-11-27T033000Z.backup.gz": UTC, sortable, no colons (Windows copies). */
const NAME = /^bluebird-(\d{4}-\d{2}-\d{2})T(\d{2})(\d{2})(\d{2})Z\.backup\.gz$/;

export function backupFileName(takenAt: Date): string {
  const stamp = takenAt.toISOString().slice(0, 19).replaceAll(":", "");
  return `${PREFIX}${stamp}Z${BACKUP_FILE_SUFFIX}`;
}

export interface BackupFile {
  file: string;
  takenAt: Date;
  bytes: number;
}

/** This site's backups in the folder (other files are never touched), newest first. */
export async function listBackups(dir: string): Promise<BackupFile[]> {
  const names = await readdir(dir).catch((error: NodeJS.ErrnoException) => {
    if (error.code === "ENOENT") return [];
    throw error;
  });
  const backups = await Promise.all(
    names.flatMap((name) => {
      const match = NAME.exec(name);
      if (!match) return [];
      const file = path.join(dir, name);
      return [
        stat(file).then((info) => ({
          file,
          takenAt: new Date(`${match[1]}T${match[2]}:${match[3]}:${match[4]}Z`),
          bytes: info.size,
        })),
      ];
    }),
  );
  return backups.sort((a, b) => b.takenAt.getTime() - a.takenAt.getTime());
}

/** Deletes the backups retention no longer keeps (7 daily, 4 weekly); returns the files deleted. */
export async function pruneBackups(dir: string, now: Date): Promise<string[]> {
  const backups = await listBackups(dir);
  const keep = backupsToKeep(backups, now);
  const old = backups.filter((backup) => !keep.has(backup));
  await Promise.all(old.map((backup) => rm(backup.file, { force: true })));
  return old.map((backup) => backup.file);
}
