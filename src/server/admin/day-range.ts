import { z } from "zod";
import { zonedWallTimeToUtc } from "#shared/booking/zoned-time";
import { addDays } from "#shared/time/utc-days";

/** A calendar day in an inbox filter. */
export const DaySchema = z.iso.date({ error: "Dates must be YYYY-MM-DD" });

/** Midnight on the business's clock (America/Denver) starting `day`; midnight always exists there. */
const startOfBusinessDay = (day: string): Date => zonedWallTimeToUtc(day, 0) ?? new Date(`${day}T07:00:00Z`);

/**
 * Whole days `from`..`to` on the business's clock (either may be open) as a Prisma date filter,
 * so a Colorado evening counts on the day the owner lived it; undefined with neither.
 */
export function businessDayRange(
  from: string | undefined,
  to: string | undefined,
): { gte?: Date; lt?: Date } | undefined {
  if (!from && !to) return undefined;
  return {
    ...(from ? { gte: startOfBusinessDay(from) } : {}),
    ...(to ? { lt: startOfBusinessDay(addDays(to, 1)) } : {}),
  };
}
