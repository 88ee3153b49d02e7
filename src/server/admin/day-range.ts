import { z } from "zod";

/** A calendar day in an inbox filter. */
export const DaySchema = z.iso.date({ error: "Dates must be YYYY-MM-DD" });

const DAY_MS = 24 * 60 * 60 * 1000;

/** Whole UTC days `from`..`to` (either may be open) as a Prisma date filter; undefined with neither. */
export function utcDayRange(from: string | undefined, to: string | undefined): { gte?: Date; lt?: Date } | undefined {
  if (!from && !to) return undefined;
  return {
    ...(from ? { gte: new Date(`${from}T00:00:00Z`) } : {}),
    ...(to ? { lt: new Date(new Date(`${to}T00:00:00Z`).getTime() + DAY_MS) } : {}),
  };
}
