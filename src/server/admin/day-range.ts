import { z } from "zod";
import { addDays, startOfUtcDay } from "#shared/time/utc-days";

/** A calendar day in an inbox filter. */
export const DaySchema = z.iso.date({ error: "Dates must be YYYY-MM-DD" });

/** Whole UTC days `from`..`to` (either may be open) as a Prisma date filter; undefined with neither. */
export function utcDayRange(from: string | undefined, to: string | undefined): { gte?: Date; lt?: Date } | undefined {
  if (!from && !to) return undefined;
  return {
    ...(from ? { gte: startOfUtcDay(from) } : {}),
    ...(to ? { lt: startOfUtcDay(addDays(to, 1)) } : {}),
  };
}
