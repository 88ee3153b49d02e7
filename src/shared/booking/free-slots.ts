import type { AvailabilitySettings, Block } from "./availability-settings";
import { addDays } from "../time/utc-days";
import { minutesOfDay, weekdayOf, zonedDate, zonedWallTimeToUtc } from "./zoned-time";

/** A walkthrough already booked: its time plus the travel buffer after it, on one of `capacity` units. */
export interface BusyInterval {
  startsAt: Date;
  /** End of the walkthrough plus the travel buffer. */
  busyUntil: Date;
  /** Which of the `capacity` walkthroughs-at-once it takes (1-based); the database holds the same rule. */
  unit: number;
}

const MINUTE = 60_000;

function overlaps(aStart: number, aEnd: number, bStart: number, bEnd: number): boolean {
  return aStart < bEnd && bStart < aEnd;
}

/** The business-calendar dates from `now` to the end of the horizon. */
export function horizonDates(settings: AvailabilitySettings, now: Date): string[] {
  const today = zonedDate(now);
  return Array.from({ length: settings.horizonDays }, (_, i) => addDays(today, i));
}

/**
 * Every start time on the grid of the weekly hours within the horizon, before notice, blocks
 * and bookings: a walkthrough starting there ends within its window (DST-correct: the window's
 * end is its own instant, and a wall time skipped by the clock change is no slot).
 */
export function offeredStarts(settings: AvailabilitySettings, now: Date): Date[] {
  const starts: Date[] = [];
  const walkMs = settings.walkthroughMinutes * MINUTE;
  for (const date of horizonDates(settings, now)) {
    for (const window of settings.weeklyHours[weekdayOf(date)] ?? []) {
      const [from, to] = [minutesOfDay(window.start), minutesOfDay(window.end)];
      const windowStart = zonedWallTimeToUtc(date, from);
      const windowEnd = zonedWallTimeToUtc(date, to);
      // Without a clock change inside the window, wall minutes are real minutes: no per-slot lookup.
      const steady = windowStart && windowEnd && windowEnd.getTime() - windowStart.getTime() === (to - from) * MINUTE;
      for (let m = from; m < to; m += settings.slotStepMinutes) {
        const start = steady ? new Date(windowStart.getTime() + (m - from) * MINUTE) : zonedWallTimeToUtc(date, m);
        if (start && (!windowEnd || start.getTime() + walkMs <= windowEnd.getTime())) starts.push(start);
      }
    }
  }
  return starts;
}

/** Why a start cannot be booked whatever else is booked, or null when it could be. */
export function unbookableReason(
  settings: AvailabilitySettings,
  blocks: readonly Block[],
  startsAt: Date,
  now: Date,
): string | null {
  if (startsAt.getTime() <= now.getTime()) return "That time has passed. Please choose another time.";
  if (startsAt.getTime() < now.getTime() + settings.noticeHours * 60 * MINUTE)
    return `Please choose a time at least ${settings.noticeHours} hours from now.`;
  const lastDate = horizonDates(settings, now).at(-1) ?? "";
  if (zonedDate(startsAt) > lastDate) return `Please choose a time within the next ${settings.horizonDays} days.`;
  if (!offeredStarts(settings, now).some((s) => s.getTime() === startsAt.getTime()))
    return "That time is not one we offer. Please choose one of the listed times.";
  const end = startsAt.getTime() + settings.walkthroughMinutes * MINUTE;
  if (blocks.some((b) => overlaps(startsAt.getTime(), end, b.startsAt.getTime(), b.endsAt.getTime())))
    return "That time is not available. Please choose one of the listed times.";
  return null;
}

/** The first unit free for the whole of [start, busyUntil), or null when all `capacity` are taken. */
export function freeUnit(settings: AvailabilitySettings, busy: readonly BusyInterval[], startsAt: Date): number | null {
  const start = startsAt.getTime();
  const until = start + (settings.walkthroughMinutes + settings.bufferMinutes) * MINUTE;
  for (let unit = 1; unit <= settings.capacity; unit++) {
    if (!busy.some((b) => b.unit === unit && overlaps(start, until, b.startsAt.getTime(), b.busyUntil.getTime())))
      return unit;
  }
  return null;
}

/**
 * Start instants (UTC) a visitor may book now: on the weekly hours' grid, at least `noticeHours`
 * ahead, within `horizonDays` business days, not overlapping a block, and with one of the
 * `capacity` units free for the walkthrough plus its travel buffer.
 */
export function freeSlots(
  settings: AvailabilitySettings,
  blocks: readonly Block[],
  busy: readonly BusyInterval[],
  now: Date,
): Date[] {
  const earliest = now.getTime() + settings.noticeHours * 60 * MINUTE;
  const walkMs = settings.walkthroughMinutes * MINUTE;
  return offeredStarts(settings, now).filter((start) => {
    const t = start.getTime();
    if (t < earliest || t <= now.getTime()) return false;
    if (blocks.some((b) => overlaps(t, t + walkMs, b.startsAt.getTime(), b.endsAt.getTime()))) return false;
    return freeUnit(settings, busy, start) !== null;
  });
}

/** Free slots grouped by business-calendar date, every date of the horizon from `from` listed. */
export function slotsByDay(
  settings: AvailabilitySettings,
  slots: readonly Date[],
  now: Date,
  from?: string,
): { date: string; slots: { startsAt: string }[] }[] {
  const dates = horizonDates(settings, now).filter((date) => !from || date >= from);
  const byDate = new Map<string, { startsAt: string }[]>(dates.map((date) => [date, []]));
  for (const slot of slots) byDate.get(zonedDate(slot))?.push({ startsAt: slot.toISOString() });
  return dates.map((date) => ({ date, slots: byDate.get(date) ?? [] }));
}
