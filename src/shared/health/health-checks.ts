import { DAY_MS, HOUR_MS } from "../time/durations";

/** How each item of the owner's health page stands: fine, worth a look, or off by choice. */
export type HealthState = "ok" | "attention" | "off";

/**
 * The daily backup runs once a day and takes seconds to minutes; past a day and two hours without
 * a new file, a run was missed or failed.
 */
export const BACKUP_OVERDUE_AFTER_MS = DAY_MS + 2 * HOUR_MS;

/** Below either, the disk is close to full: a backup or the database could fail to write. */
export const LOW_DISK_FRACTION = 0.1;
export const LOW_DISK_BYTES = 1024 ** 3;

/** A job that failed for good in this window is news; older ones are only counted. */
export const RECENT_FAILURE_MS = 7 * DAY_MS;

/** No backup, or the newest older than the limit while the daily schedule is on. */
export function backupOverdue(newestAt: Date | null, scheduleOn: boolean, now: Date): boolean {
  if (!scheduleOn) return false;
  return newestAt === null || now.getTime() - newestAt.getTime() > BACKUP_OVERDUE_AFTER_MS;
}

export function diskLow(freeBytes: number, totalBytes: number): boolean {
  return freeBytes < LOW_DISK_BYTES || freeBytes < totalBytes * LOW_DISK_FRACTION;
}

/** "1.4 GB", "512 KB": sizes as an owner reads them (powers of 1024, one decimal below 10). */
export function formatBytes(bytes: number): string {
  const units = ["bytes", "KB", "MB", "GB", "TB"];
  let value = bytes;
  let unit = 0;
  while (value >= 1024 && unit < units.length - 1) {
    value /= 1024;
    unit += 1;
  }
  if (unit === 0) return `${bytes} bytes`;
  return `${value < 10 ? value.toFixed(1) : Math.round(value)} ${units[unit]}`;
}
