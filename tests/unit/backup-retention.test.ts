import { describe, expect, it } from "vitest";
import { BACKUP_MAX_AGE_WEEKS, BACKUP_RETENTION, backupsToKeep, isoWeek } from "#shared/backups/backup-retention";
import { PRIVACY_POLICY_DOCUMENT } from "#shared/content/legal/privacy";

const DAY_MS = 86_400_000;
const policyText = PRIVACY_POLICY_DOCUMENT.sections
  .map((section) => section.bodyHtml)
  .join(" ")
  .replace(/<[^>]+>/g, "");

/** A backup every day at 03:30 UTC for `days` days up to `now`, pruned each day as the job does. */
function simulate(days: number, start: Date) {
  let kept: { takenAt: Date }[] = [];
  let now = start;
  for (let day = 0; day < days; day++) {
    now = new Date(start.getTime() + day * DAY_MS);
    kept = [...backupsToKeep([...kept, { takenAt: now }], now)];
  }
  return { kept, now };
}

describe("backup retention", () => {
  it("names ISO weeks as ISO 8601 does, across a year's end", () => {
    expect(isoWeek(new Date("2026-11-27T12:00:00Z"))).toBe("2026-W48");
    expect(isoWeek(new Date("2026-12-31T12:00:00Z"))).toBe("2026-W53");
    expect(isoWeek(new Date("2027-01-03T23:59:00Z"))).toBe("2026-W53");
    expect(isoWeek(new Date("2027-01-04T00:00:00Z"))).toBe("2027-W01");
    expect(isoWeek(new Date("2024-12-30T00:00:00Z"))).toBe("2025-W01");
  });

  it("keeps the newest backup of each of the last 7 days and of each of the last 4 ISO weeks", () => {
    const { kept, now } = simulate(100, new Date("2026-08-01T03:30:00Z"));
    const ages = kept
      .map((backup) => Math.round((now.getTime() - backup.takenAt.getTime()) / DAY_MS))
      .sort((a, b) => a - b);
    // 2026-11-08 (day 99) is a Sunday: days 0-6 back, then the Sundays ending the three weeks before.
    expect(ages).toEqual([0, 1, 2, 3, 4, 5, 6, 7, 14, 21]);
    expect(kept.length).toBeLessThanOrEqual(BACKUP_RETENTION.dailyBackups + BACKUP_RETENTION.weeklyBackups);
    // Two backups on one day: only the newer is kept.
    const twice = backupsToKeep(
      [{ takenAt: new Date("2026-11-27T03:30:00Z") }, { takenAt: new Date("2026-11-27T15:00:00Z") }],
      new Date("2026-11-27T16:00:00Z"),
    );
    expect([...twice].map((backup) => backup.takenAt.toISOString())).toEqual(["2026-11-27T15:00:00.000Z"]);
  });

  it("never keeps a backup longer than the privacy policy says, on any weekday", () => {
    for (let offset = 0; offset < 7; offset++) {
      const { kept, now } = simulate(60, new Date(Date.UTC(2026, 0, 1 + offset, 3, 30)));
      const oldest = Math.min(...kept.map((backup) => backup.takenAt.getTime()));
      // A day more for the next run, which deletes it.
      expect(now.getTime() - oldest + DAY_MS).toBeLessThanOrEqual(BACKUP_MAX_AGE_WEEKS * 7 * DAY_MS);
    }
  });

  it("states that period in the privacy policy, from the same constants", () => {
    expect(BACKUP_MAX_AGE_WEEKS).toBe(BACKUP_RETENTION.weeklyBackups + 1);
    expect(policyText).toContain(`can remain in a backup for up to ${BACKUP_MAX_AGE_WEEKS} weeks`);
  });
});
