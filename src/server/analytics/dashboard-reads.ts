import type { Db } from "../db/client";
import { Prisma } from "../db/generated/client";
import {
  DETAILS,
  type DetailDimension,
  figureSources,
  PAGES,
  SOURCES,
  TOTALS,
  TOTALS_COLUMNS,
  type TotalsColumn,
} from "./daily-figures-sql";

/** The dashboard's range, the start of the previous period, and the first day still open (read live). */
export interface ReadRange {
  from: string;
  to: string;
  previousFrom: string;
  openFrom: string;
}

/** What the dashboard reads, summed over the range (daily: one row per day, previous period included). */
export interface DashboardRows {
  daily: ({ day: string } & Record<TotalsColumn, number>)[];
  pages: { path: string; views: number; visitors: number; entries: number; leads: number }[];
  sources: { source: string; campaign: string; visitors: number; leads: number }[];
  details: { dimension: DetailDimension; value: string; events: number; visitors: number }[];
}
export type DashboardPart = keyof DashboardRows;
export const DASHBOARD_PARTS = ["daily", "pages", "sources", "details"] as const satisfies readonly DashboardPart[];

/** A rollup table's rows for the closed days in [from, to], then the same figures computed live for its open days. */
function rolledUpAndLive(
  table: string,
  columns: readonly string[],
  live: Prisma.Sql,
  from: string,
  to: string,
  openFrom: string,
): Prisma.Sql {
  const list = Prisma.raw(columns.join(", "));
  return Prisma.sql`
    SELECT ${list} FROM ${Prisma.raw(table)} WHERE day BETWEEN ${from}::date AND ${to}::date AND day < ${openFrom}::date
    UNION ALL
    SELECT ${list} FROM (${live}) live WHERE day BETWEEN ${from}::date AND ${to}::date`;
}

const PART_SQL: Record<DashboardPart, (range: ReadRange) => Prisma.Sql> = {
  daily: ({ previousFrom, to, openFrom }) => Prisma.sql`
    SELECT * FROM (${rolledUpAndLive("analytics_daily_totals", ["day", ...TOTALS_COLUMNS], TOTALS, previousFrom, to, openFrom)}) days`,
  pages: ({ from, to, openFrom }) => Prisma.sql`
    SELECT path, sum(views)::int AS views, sum(visitors)::int AS visitors, sum(entries)::int AS entries, sum(leads)::int AS leads
    FROM (${rolledUpAndLive("analytics_daily_pages", ["path", "views", "visitors", "entries", "leads"], PAGES, from, to, openFrom)}) rows
    GROUP BY path`,
  sources: ({ from, to, openFrom }) => Prisma.sql`
    SELECT source, campaign, sum(visitors)::int AS visitors, sum(leads)::int AS leads
    FROM (${rolledUpAndLive("analytics_daily_sources", ["source", "campaign", "visitors", "leads"], SOURCES, from, to, openFrom)}) rows
    GROUP BY source, campaign`,
  details: ({ from, to, openFrom }) => Prisma.sql`
    SELECT dimension, value, sum(events)::int AS events, sum(visitors)::int AS visitors
    FROM (${rolledUpAndLive("analytics_daily_details", ["dimension", "value", "events", "visitors"], DETAILS, from, to, openFrom)}) rows
    GROUP BY dimension, value
    ORDER BY visitors DESC, events DESC, value`,
};

/**
 * The dashboard's reads as one statement, so one snapshot: the open days' raw events are read
 * and grouped into visits once (figureSources), and each part adds up its rollup rows and its
 * live rows into a JSON array. `openFrom` is pinned by the caller, so a day another instance
 * rolls up meanwhile is still read once, live.
 */
export async function readDashboard<P extends DashboardPart>(
  db: Db,
  range: ReadRange,
  parts: readonly P[],
): Promise<Pick<DashboardRows, P>> {
  const live = Prisma.sql`day BETWEEN GREATEST(${range.previousFrom}::date, ${range.openFrom}::date) AND ${range.to}::date`;
  const selects = parts.map(
    (part) =>
      Prisma.sql`(SELECT coalesce(json_agg(part), '[]'::json) FROM (${PART_SQL[part](range)}) part) AS ${Prisma.raw(part)}`,
  );
  const [row] = await db.$queryRaw<
    Pick<DashboardRows, P>[]
  >`WITH ${figureSources(live)} SELECT ${Prisma.join(selects)}`;
  if (!row) throw new Error("the dashboard read returned no row");
  return row;
}
