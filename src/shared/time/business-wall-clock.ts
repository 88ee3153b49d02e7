import { BUSINESS_TIME_ZONE } from "../business/hours";

const OFFSET_FORMAT = new Intl.DateTimeFormat("en-US", {
  timeZone: BUSINESS_TIME_ZONE,
  hourCycle: "h23",
  year: "numeric",
  month: "2-digit",
  day: "2-digit",
  hour: "2-digit",
  minute: "2-digit",
  second: "2-digit",
});

/** How far the business's clock is ahead of UTC at this instant, in ms (negative in Denver). */
function offsetMs(at: Date): number {
  const parts = Object.fromEntries(OFFSET_FORMAT.formatToParts(at).map((part) => [part.type, part.value]));
  const asUtc = Date.UTC(
    Number(parts.year),
    Number(parts.month) - 1,
    Number(parts.day),
    Number(parts.hour),
    Number(parts.minute),
    Number(parts.second),
  );
  return asUtc - Math.floor(at.getTime() / 1000) * 1000;
}

/**
 * The instant a date ("2026-12-01") and time ("09:30") on the business's clock (Mountain Time)
 * name, or null when they are malformed. A time skipped by the spring change resolves an hour on.
 */
export function businessWallClockToUtc(date: string, time: string): Date | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(date);
  const clock = /^(\d{2}):(\d{2})$/.exec(time);
  if (!match || !clock) return null;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const [hour, minute] = [Number(clock[1]), Number(clock[2])];
  const naive = Date.UTC(year, month - 1, day, hour, minute);
  // Date.UTC rolls a 13th month or 25:00 over; a real date and time reads back the same.
  const check = new Date(naive);
  if (check.getUTCMonth() !== month - 1 || check.getUTCDate() !== day || check.getUTCHours() !== hour || minute > 59)
    return null;
  // The offset at the naive instant, then again at the corrected one (right across a DST change).
  const first = naive - offsetMs(new Date(naive));
  return new Date(naive - offsetMs(new Date(first)));
}

const SHOWN = new Intl.DateTimeFormat("en-US", {
  timeZone: BUSINESS_TIME_ZONE,
  dateStyle: "medium",
  timeStyle: "short",
});

/** An instant as the owner reads it: "Dec 1, 2026, 9:30 AM MT". */
export function businessDateTimeLabel(at: Date): string {
  return `${SHOWN.format(at)} MT`;
}
