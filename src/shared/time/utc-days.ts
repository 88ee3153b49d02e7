import { DAY_MS } from "./durations";

/** Calendar days as YYYY-MM-DD strings, counted in UTC (the unit of rollups, filters and due dates). */

/** Midnight UTC at the start of a YYYY-MM-DD day. */
export function startOfUtcDay(day: string): Date {
  return new Date(`${day}T00:00:00Z`);
}

/** The UTC day an instant falls on. */
export function utcDay(date: Date): string {
  return date.toISOString().slice(0, 10);
}

/** Today's UTC day. */
export function todayUtc(): string {
  return utcDay(new Date());
}

/** A YYYY-MM-DD day moved by whole days (negative: earlier). */
export function addDays(day: string, days: number): string {
  return utcDay(new Date(startOfUtcDay(day).getTime() + days * DAY_MS));
}

/** Whole days from `from` to `to` (negative when `to` is earlier). */
export function daysFromTo(from: string, to: string): number {
  return Math.round((startOfUtcDay(to).getTime() - startOfUtcDay(from).getTime()) / DAY_MS);
}

/** Days from `from` to `to`, both included. */
export function daysBetween(from: string, to: string): number {
  return daysFromTo(from, to) + 1;
}
