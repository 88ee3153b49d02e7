import { addDays, todayUtc } from "#shared/time/utc-days";
import type { DashboardSearch } from "../admin-search";

/** The quick ranges, each ending today. */
export const RANGE_PRESETS = [
  { days: 7, label: "7 days" },
  { days: 30, label: "30 days" },
  { days: 90, label: "90 days" },
  { days: 365, label: "12 months" },
] as const;

export const DEFAULT_RANGE_DAYS = 30;

/** The range in the address, or the last 30 days; a reversed range is put the right way round. */
export function dashboardRange({ from, to }: DashboardSearch): { from: string; to: string } {
  const end = to ?? todayUtc();
  const start = from ?? addDays(end, 1 - DEFAULT_RANGE_DAYS);
  return start <= end ? { from: start, to: end } : { from: end, to: start };
}

const dayFormat = new Intl.DateTimeFormat("en-US", {
  month: "short",
  day: "numeric",
  year: "numeric",
  timeZone: "UTC",
});
const shortDayFormat = new Intl.DateTimeFormat("en-US", { month: "short", day: "numeric", timeZone: "UTC" });

/** "Nov 3, 2026" for a UTC day. */
export const formatDay = (day: string) => dayFormat.format(new Date(`${day}T00:00:00Z`));
export const formatShortDay = (day: string) => shortDayFormat.format(new Date(`${day}T00:00:00Z`));
export const formatRange = ({ from, to }: { from: string; to: string }) =>
  from === to ? formatDay(from) : `${formatDay(from)} – ${formatDay(to)}`;
