import type { DashboardData } from "./figures";
import { formatShortDay } from "./dashboard-range";

export type Step = "day" | "week";

/** One point of the trend charts: a day or a week of the range, beside the same stretch of the previous period. */
export interface TrendPoint {
  /** The first UTC day the point covers. */
  start: string;
  label: string;
  visitors: number;
  leads: number;
  previousStart: string;
  previousVisitors: number;
  previousLeads: number;
}

/** Monday of the UTC week a day is in. */
function weekOf(day: string): string {
  const date = new Date(`${day}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() - ((date.getUTCDay() + 6) % 7));
  return date.toISOString().slice(0, 10);
}

/**
 * The daily figures as points per day, or summed per week (Monday to Sunday; the range's first
 * and last weeks may be partial). The previous period is split at the same positions, so each
 * point compares equal stretches.
 */
export function trendPoints(
  { daily, previousDaily }: Pick<DashboardData, "daily" | "previousDaily">,
  step: Step,
): TrendPoint[] {
  const points: TrendPoint[] = [];
  daily.forEach((today, index) => {
    const before = previousDaily[index] ?? { day: today.day, visitors: 0, leads: 0 };
    const last = points[points.length - 1];
    if (step === "week" && last && weekOf(last.start) === weekOf(today.day)) {
      last.visitors += today.visitors;
      last.leads += today.leads;
      last.previousVisitors += before.visitors;
      last.previousLeads += before.leads;
      return;
    }
    points.push({
      start: today.day,
      label: step === "week" ? `Week of ${formatShortDay(today.day)}` : formatShortDay(today.day),
      visitors: today.visitors,
      leads: today.leads,
      previousStart: before.day,
      previousVisitors: before.visitors,
      previousLeads: before.leads,
    });
  });
  return points;
}
