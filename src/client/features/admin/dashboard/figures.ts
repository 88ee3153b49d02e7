import type { inferRouterOutputs } from "@trpc/server";
import type { AppRouter } from "#server/routers/app-router";
import { groupThousands } from "#shared/format/numbers";

export type DashboardData = inferRouterOutputs<AppRouter>["admin"]["dashboard"]["summary"];
export type Totals = DashboardData["totals"];

export const count = (value: number) => groupThousands(value);

/** "12.5%", or "–" when there is nothing to divide by. */
export function percent(part: number, whole: number): string {
  return whole === 0 ? "–" : `${((part / whole) * 100).toFixed(1)}%`;
}

export interface Change {
  direction: "up" | "down" | "same" | "new";
  /** Short, for the eye: "+12%", "−4%", "new". */
  short: string;
  /** Whole, for screen readers and titles: "up 12% from 120 the period before". */
  long: string;
}

/** How a figure moved from the previous period to this one. */
export function change(current: number, previous: number): Change {
  if (current === previous)
    return { direction: "same", short: "no change", long: `the same as the period before (${count(previous)})` };
  if (previous === 0) return { direction: "new", short: "new", long: `up from 0 the period before` };
  const moved = Math.abs((current - previous) / previous) * 100;
  // Small moves keep a decimal, so 296 -> 297 is not "+0%".
  const size = `${moved < 10 ? moved.toFixed(1) : Math.round(moved)}%`;
  const direction = current > previous ? "up" : "down";
  return {
    direction,
    short: `${direction === "up" ? "+" : "−"}${size}`,
    long: `${direction} ${size} from ${count(previous)} the period before`,
  };
}

/** How a rate moved, in percentage points: "+1.2 pts". */
export function rateChange(current: number, previous: number): Change {
  const points = Math.round((current - previous) * 1000) / 10;
  if (points === 0)
    return {
      direction: "same",
      short: "±0 pts",
      long: `the same as the period before (${(previous * 100).toFixed(1)}%)`,
    };
  const direction = points > 0 ? "up" : "down";
  return {
    direction,
    short: `${points > 0 ? "+" : "−"}${Math.abs(points).toFixed(1)} pts`,
    long: `${direction} ${Math.abs(points).toFixed(1)} percentage points from ${(previous * 100).toFixed(1)}% the period before`,
  };
}
