/** Which backups are kept: the privacy policy's promise about backups is derived from these numbers. */
export const BACKUP_RETENTION = {
  /** The newest backup of each of the last N UTC days (today included). */
  dailyBackups: 7,
  /** The newest backup of each of the last N ISO weeks (this week included). */
  weeklyBackups: 4,
} as const;

/**
 * How long a deleted person's data can remain in a backup, in weeks: the oldest backup kept is
 * from the ISO week N-1 weeks before this one (under N weeks old), and the daily run that
 * deletes it may come a day later; one week of margin covers both.
 */
export const BACKUP_MAX_AGE_WEEKS = BACKUP_RETENTION.weeklyBackups + 1;

const DAY_MS = 86_400_000;

/** "2026-W48" for a UTC instant (ISO 8601 week: weeks start on Monday; week 1 holds January 4th). */
export function isoWeek(at: Date): string {
  const day = new Date(Date.UTC(at.getUTCFullYear(), at.getUTCMonth(), at.getUTCDate()));
  const weekday = (day.getUTCDay() + 6) % 7;
  // The Thursday of this week decides the year.
  const thursday = new Date(day.getTime() + (3 - weekday) * DAY_MS);
  const yearStart = Date.UTC(thursday.getUTCFullYear(), 0, 1);
  const week = 1 + Math.floor((thursday.getTime() - yearStart) / DAY_MS / 7);
  return `${thursday.getUTCFullYear()}-W${String(week).padStart(2, "0")}`;
}

function recentKeys(now: Date, count: number, keyOf: (at: Date) => string, stepMs: number): Set<string> {
  return new Set(Array.from({ length: count }, (_, back) => keyOf(new Date(now.getTime() - back * stepMs))));
}

const utcDay = (at: Date) => at.toISOString().slice(0, 10);

/** The backups to keep at `now` (7 daily, 4 weekly); every other one may be deleted. */
export function backupsToKeep<T extends { takenAt: Date }>(backups: readonly T[], now: Date): Set<T> {
  const newestFirst = [...backups].sort((a, b) => b.takenAt.getTime() - a.takenAt.getTime());
  const keep = new Set<T>();
  const pick = (keys: Set<string>, keyOf: (at: Date) => string) => {
    const seen = new Set<string>();
    for (const backup of newestFirst) {
      const key = keyOf(backup.takenAt);
      if (keys.has(key) && !seen.has(key)) {
        seen.add(key);
        keep.add(backup);
      }
    }
  };
  pick(recentKeys(now, BACKUP_RETENTION.dailyBackups, utcDay, DAY_MS), utcDay);
  pick(recentKeys(now, BACKUP_RETENTION.weeklyBackups, isoWeek, 7 * DAY_MS), isoWeek);
  return keep;
}
