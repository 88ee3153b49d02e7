import { BUSINESS_TIME_ZONE } from "../business/hours";

/** Wall-clock parts of an instant in the business's time zone. */
interface WallParts {
  year: number;
  month: number;
  day: number;
  hour: number;
  minute: number;
}

const partsFormat = new Intl.DateTimeFormat("en-US", {
  timeZone: BUSINESS_TIME_ZONE,
  hourCycle: "h23",
  year: "numeric",
  month: "numeric",
  day: "numeric",
  hour: "numeric",
  minute: "numeric",
});

function wallParts(instantMs: number): WallParts {
  const parts: Record<string, number> = {};
  for (const part of partsFormat.formatToParts(instantMs)) {
    if (part.type !== "literal") parts[part.type] = Number(part.value);
  }
  return {
    year: parts.year ?? 0,
    month: parts.month ?? 0,
    day: parts.day ?? 0,
    hour: parts.hour ?? 0,
    minute: parts.minute ?? 0,
  };
}

/** How far the business's clock is ahead of UTC at an instant, in milliseconds (negative in Denver). */
function zoneOffsetMs(instantMs: number): number {
  const p = wallParts(instantMs);
  const asUtc = Date.UTC(p.year, p.month - 1, p.day, p.hour, p.minute);
  return asUtc - Math.floor(instantMs / 60_000) * 60_000;
}

/** "YYYY-MM-DD" -> [year, month, day]. */
function splitDate(date: string): [number, number, number] {
  const [year = 0, month = 1, day = 1] = date.split("-").map(Number);
  return [year, month, day];
}

/**
 * The instant at which the business's clock shows `minutes` after midnight on `date`, or null
 * when that wall time does not exist (the hour skipped when clocks spring forward). A wall time
 * that happens twice (when clocks fall back) is its first occurrence.
 */
export function zonedWallTimeToUtc(date: string, minutes: number): Date | null {
  const [year, month, day] = splitDate(date);
  const wallAsUtc = Date.UTC(year, month - 1, day, 0, minutes);
  // The offset before and after the change can differ; trying both finds every real instant.
  const candidates = [
    wallAsUtc - zoneOffsetMs(wallAsUtc - 86_400_000),
    wallAsUtc - zoneOffsetMs(wallAsUtc + 86_400_000),
  ].sort((a, b) => a - b);
  for (const candidate of candidates) {
    if (candidate + zoneOffsetMs(candidate) === wallAsUtc) return new Date(candidate);
  }
  return null;
}

/** The business's calendar date ("YYYY-MM-DD") at an instant. */
export function zonedDate(instant: Date): string {
  const p = wallParts(instant.getTime());
  return `${p.year}-${String(p.month).padStart(2, "0")}-${String(p.day).padStart(2, "0")}`;
}

/** 0 = Sunday … 6 = Saturday, of a calendar date. */
export function weekdayOf(date: string): number {
  const [year, month, day] = splitDate(date);
  return new Date(Date.UTC(year, month - 1, day)).getUTCDay();
}

/** "HH:MM" -> minutes after midnight. */
export function minutesOfDay(time: string): number {
  const [hours = 0, minutes = 0] = time.split(":").map(Number);
  return hours * 60 + minutes;
}
