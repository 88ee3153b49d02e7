import { Prisma } from "../db/generated/client";

/** Today's UTC day in SQL: the unit of the visitor hash's salt and of the rollups. */
export const UTC_TODAY = Prisma.sql`(now() AT TIME ZONE 'UTC')::date`;

const DAY_MS = 24 * 60 * 60 * 1000;

/** A YYYY-MM-DD day moved by whole days. */
export function addDays(day: string, days: number): string {
  return new Date(Date.parse(`${day}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);
}

/** Days from `from` to `to`, both included. */
export function daysBetween(from: string, to: string): number {
  return Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / DAY_MS) + 1;
}

export function utcDay(date: Date): string {
  return date.toISOString().slice(0, 10);
}
