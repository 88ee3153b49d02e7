import { describe, expect, it } from "vitest";
import {
  BACKUP_OVERDUE_AFTER_MS,
  backupOverdue,
  diskLow,
  formatBytes,
  LOW_DISK_BYTES,
} from "#shared/health/health-checks";

const now = new Date("2026-11-27T12:00:00Z");
const ago = (ms: number) => new Date(now.getTime() - ms);

describe("backupOverdue", () => {
  it("is overdue with no backup or one older than the limit, while the schedule is on", () => {
    expect(backupOverdue(null, true, now)).toBe(true);
    expect(backupOverdue(ago(BACKUP_OVERDUE_AFTER_MS + 1), true, now)).toBe(true);
    expect(backupOverdue(ago(BACKUP_OVERDUE_AFTER_MS - 1), true, now)).toBe(false);
  });
  it("is never overdue with the schedule off", () => {
    expect(backupOverdue(null, false, now)).toBe(false);
    expect(backupOverdue(ago(30 * BACKUP_OVERDUE_AFTER_MS), false, now)).toBe(false);
  });
});

describe("diskLow", () => {
  it("is low under a tenth of the disk or under 1 GB free", () => {
    expect(diskLow(5 * LOW_DISK_BYTES, 100 * LOW_DISK_BYTES)).toBe(true);
    expect(diskLow(LOW_DISK_BYTES - 1, 2 * LOW_DISK_BYTES)).toBe(true);
    expect(diskLow(20 * LOW_DISK_BYTES, 100 * LOW_DISK_BYTES)).toBe(false);
  });
});

describe("formatBytes", () => {
  it("reads as an owner expects", () => {
    expect(formatBytes(512)).toBe("512 bytes");
    expect(formatBytes(1536)).toBe("1.5 KB");
    expect(formatBytes(9.9 * 1024 ** 2)).toBe("9.9 MB");
    expect(formatBytes(71.4 * 1024 ** 3)).toBe("71 GB");
  });
});
