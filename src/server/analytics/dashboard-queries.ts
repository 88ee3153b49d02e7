import { z } from "zod";
import { cityOfPath } from "#shared/analytics/page-stats";
import type { AreaFacts } from "#shared/areas/service-area";
import type { Db } from "../db/client";
import { DETAIL_DIMENSIONS, type DetailDimension, TOTALS_COLUMNS, type TotalsColumn } from "./daily-figures-sql";
import { DASHBOARD_PARTS, readDashboard } from "./dashboard-reads";
import { rollUpClosedDays } from "./rollups";
import { addDays, daysBetween } from "#shared/time/utc-days";

/** The longest range the dashboard shows at once. */
export const DASHBOARD_MAX_DAYS = 366;
/** Rows in each "top" table. */
export const TOP_ROWS = 10;

const day = z.iso.date({ error: "Dates must be YYYY-MM-DD" });

export const DashboardRangeSchema = z
  .object({ from: day, to: day })
  .refine(({ from, to }) => from <= to, { path: ["to"], error: "The end date must not be before the start date" })
  .refine(({ from, to }) => daysBetween(from, to) <= DASHBOARD_MAX_DAYS, {
    path: ["from"],
    error: `The range can be at most ${DASHBOARD_MAX_DAYS} days`,
  });
export type DashboardRange = z.infer<typeof DashboardRangeSchema>;

type CamelCase<S extends string> = S extends `${infer Head}_${infer Tail}`
  ? `${Head}${Capitalize<CamelCase<Tail>>}`
  : S;
/** Figures of a day or a period: visitors (once per day each), page views, funnel steps, leads, event counts. */
export type Totals = { [K in TotalsColumn as CamelCase<K>]: number };

export interface DailyPoint {
  day: string;
  visitors: number;
  leads: number;
}

export interface PageFigures {
  path: string;
  views: number;
  visitors: number;
  /** Visits that began on this page. */
  entries: number;
  /** Of those, the ones that became leads. */
  leads: number;
}

export interface CityFigures {
  city: string;
  views: number;
  entries: number;
  leads: number;
}

export interface SourceFigures {
  name: string;
  visitors: number;
  leads: number;
}

export interface DetailFigures {
  value: string;
  events: number;
  visitors: number;
}

export interface DashboardSummary {
  range: { from: string; to: string; days: number };
  previousRange: { from: string; to: string };
  totals: Totals;
  previousTotals: Totals;
  /** One point per day of the range, and of the previous period (same length, same order). */
  daily: DailyPoint[];
  previousDaily: DailyPoint[];
  topPages: PageFigures[];
  cityPages: CityFigures[];
  sources: SourceFigures[];
  campaigns: SourceFigures[];
  details: Record<DetailDimension, DetailFigures[]>;
}

const camelCase = (column: string) => column.replace(/_([a-z])/g, (_match, letter: string) => letter.toUpperCase());

const zeroTotals = (): Totals => Object.fromEntries(TOTALS_COLUMNS.map((column) => [camelCase(column), 0])) as Totals;

function sumTotals(rows: readonly Totals[]): Totals {
  const sum = zeroTotals();
  for (const row of rows) for (const key of Object.keys(sum) as (keyof Totals)[]) sum[key] += row[key];
  return sum;
}

const byLeads = <T extends { leads: number }>(rows: T[], reach: (row: T) => number, name: (row: T) => string) =>
  rows.sort((a, b) => b.leads - a.leads || reach(b) - reach(a) || name(a).localeCompare(name(b)));

/**
 * Everything /admin/dashboard shows for a range and the period of the same length before it.
 * Closed days come from the daily rollups (rolled up here first if they are not yet), open days
 * live from raw events.
 */
export async function dashboardSummary(
  db: Db,
  { from, to }: DashboardRange,
  facts: AreaFacts,
): Promise<DashboardSummary> {
  const { openFrom } = await rollUpClosedDays(db);
  const days = daysBetween(from, to);
  const previousFrom = addDays(from, -days);
  const previousTo = addDays(from, -1);

  const {
    daily: dailyRows,
    pages: pageRows,
    sources: sourceRows,
    details: detailRows,
  } = await readDashboard(db, { from, to, previousFrom, openFrom }, DASHBOARD_PARTS);

  const totalsByDay = new Map(
    dailyRows.map(({ day: date, ...figures }) => [
      date,
      Object.fromEntries(TOTALS_COLUMNS.map((c) => [camelCase(c), figures[c]])) as Totals,
    ]),
  );
  const series = (start: string) =>
    Array.from({ length: days }, (_, index) => {
      const date = addDays(start, index);
      return { day: date, totals: totalsByDay.get(date) ?? zeroTotals() };
    });
  const current = series(from);
  const previous = series(previousFrom);
  const point = ({ day: date, totals: figures }: { day: string; totals: Totals }): DailyPoint => ({
    day: date,
    visitors: figures.visitors,
    leads: figures.leadVisitors,
  });

  return {
    range: { from, to, days },
    previousRange: { from: previousFrom, to: previousTo },
    totals: sumTotals(current.map((entry) => entry.totals)),
    previousTotals: sumTotals(previous.map((entry) => entry.totals)),
    daily: current.map(point),
    previousDaily: previous.map(point),
    topPages: byLeads(
      pageRows,
      (row) => row.entries,
      (row) => row.path,
    ).slice(0, TOP_ROWS),
    cityPages: cityFigures(pageRows, facts),
    sources: groupSources(sourceRows, (row) => row.source).slice(0, TOP_ROWS),
    campaigns: groupSources(
      sourceRows.filter((row) => row.campaign !== ""),
      (row) => row.campaign,
    ).slice(0, TOP_ROWS),
    details: Object.fromEntries(
      DETAIL_DIMENSIONS.map((dimension) => [
        dimension,
        detailRows
          .filter((row) => row.dimension === dimension)
          .map(({ value, events, visitors }) => ({ value, events, visitors })),
      ]),
    ) as DashboardSummary["details"],
  };
}

/** Rows added up per name (rows whose name is null left out): the named fields summed. */
function addUp<Row, Field extends keyof Row & string>(
  rows: readonly Row[],
  nameOf: (row: Row) => string | null,
  fields: readonly Field[],
) {
  const groups = new Map<string, Record<Field, number>>();
  for (const row of rows) {
    const name = nameOf(row);
    if (name === null) continue;
    const sums = groups.get(name) ?? (Object.fromEntries(fields.map((field) => [field, 0])) as Record<Field, number>);
    for (const field of fields) sums[field] += Number(row[field]);
    groups.set(name, sums);
  }
  return [...groups].map(([name, sums]) => ({ name, ...sums }));
}

/** The city pages (landings, services in a city, service-area pages) added up per city. */
function cityFigures(pageRows: readonly PageFigures[], facts: AreaFacts): CityFigures[] {
  const cities = addUp(pageRows, (row) => cityOfPath(row.path, facts), ["views", "entries", "leads"]).map(
    ({ name, ...figures }) => ({ city: name, ...figures }),
  );
  return byLeads(
    cities,
    (row) => row.entries,
    (row) => row.city,
  );
}

function groupSources<T extends { visitors: number; leads: number }>(
  rows: readonly T[],
  nameOf: (row: T) => string,
): SourceFigures[] {
  return byLeads(
    addUp(rows, nameOf, ["visitors", "leads"]),
    (row) => row.visitors,
    (row) => row.name,
  );
}
