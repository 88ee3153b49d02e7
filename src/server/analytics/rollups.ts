import type { Db } from "../db/client";
import { Prisma } from "../db/generated/client";
import { DETAILS, figureSources, PAGES, SOURCES, TOTALS, TOTALS_COLUMNS } from "./daily-figures-sql";
import { utcDay } from "#shared/time/utc-days";

/**
 * A UTC day is closed ten minutes after it ends: an event stamped 23:59:59 whose transaction
 * commits a moment later is still counted. Days up to this one can be rolled up.
 */
const LAST_CLOSED_DAY = Prisma.sql`((now() - interval '10 minutes') AT TIME ZONE 'UTC')::date - 1`;

/**
 * Rolls up one closed day in one transaction. Its totals row is inserted first, all zeros, to
 * claim the day: an instance that finds it claimed (ON CONFLICT waits for the other's commit)
 * does nothing, so two instances rolling up at once count each day once. The figures are then
 * written by one statement, so the day's events are read and grouped into visits once. Returns
 * whether this call did the work.
 */
export async function rollUpDay(db: Db, day: string): Promise<boolean> {
  return db.$transaction(async (tx) => {
    const claimed =
      await tx.$executeRaw`INSERT INTO analytics_daily_totals (day) VALUES (${day}::date) ON CONFLICT (day) DO NOTHING`;
    if (claimed === 0) return false;
    const figures = Prisma.raw(TOTALS_COLUMNS.map((column) => `${column} = figures.${column}`).join(", "));
    await tx.$executeRaw`
      WITH ${figureSources(Prisma.sql`day = ${day}::date`)},
        totals_written AS (
          UPDATE analytics_daily_totals SET ${figures}, rolled_up_at = now() FROM (${TOTALS}) figures WHERE analytics_daily_totals.day = figures.day RETURNING 1
        ),
        pages_written AS (INSERT INTO analytics_daily_pages (day, path, views, visitors, entries, leads) ${PAGES} RETURNING 1),
        sources_written AS (INSERT INTO analytics_daily_sources (day, source, campaign, visitors, leads) ${SOURCES} RETURNING 1)
      INSERT INTO analytics_daily_details (day, dimension, value, events, visitors) ${DETAILS}`;
    return true;
  });
}

/**
 * Rolls up every closed day from the oldest raw event on that has no rollup yet, and returns
 * the first day that is still open (read live from raw events). Cheap when there is nothing to
 * do; the dashboard calls it before every read and the retention clean-up before deleting.
 */
export async function rollUpClosedDays(db: Db): Promise<{ openFrom: string; rolledUp: string[] }> {
  const [bounds] = await db.$queryRaw<{ open_from: Date }[]>`SELECT ${LAST_CLOSED_DAY} + 1 AS open_from`;
  const openFrom = utcDay(bounds?.open_from ?? new Date());
  const pending = await db.$queryRaw<{ day: Date }[]>`
    SELECT candidate::date AS day
    FROM generate_series((SELECT min(day) FROM analytics_events), ${openFrom}::date - 1, interval '1 day') candidate
    WHERE NOT EXISTS (SELECT 1 FROM analytics_daily_totals rolled WHERE rolled.day = candidate::date)
    ORDER BY 1`;
  const rolledUp: string[] = [];
  for (const { day } of pending) {
    if (await rollUpDay(db, utcDay(day))) rolledUp.push(utcDay(day));
  }
  return { openFrom, rolledUp };
}
