import { describe, expect, it } from "vitest";
import { change, rateChange } from "#client/features/admin/dashboard/figures";
import { trendPoints } from "#client/features/admin/dashboard/trend-points";
import { addDays } from "#shared/time/utc-days";

const days = (from: string, values: number[]) =>
  values.map((visitors, i) => ({ day: addDays(from, i), visitors, leads: visitors % 3 }));

describe("the dashboard's trend points", () => {
  // 2026-11-18 is a Wednesday: the range covers part of one week, a whole one and part of a third.
  const daily = days("2026-11-18", [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11]);
  const previousDaily = days("2026-11-07", [10, 20, 30, 40, 50, 60, 70, 80, 90, 100, 110]);

  it("are the days themselves per day, each beside the day of the previous period at the same position", () => {
    const points = trendPoints({ daily, previousDaily }, "day");
    expect(points).toHaveLength(11);
    expect(points[0]).toMatchObject({
      start: "2026-11-18",
      label: "Nov 18",
      visitors: 1,
      previousStart: "2026-11-07",
      previousVisitors: 10,
    });
  });

  it("add up Monday-to-Sunday weeks per week, and split the previous period at the same positions", () => {
    const points = trendPoints({ daily, previousDaily }, "week");
    expect(points.map((p) => [p.start, p.label, p.visitors, p.previousVisitors])).toEqual([
      ["2026-11-18", "Week of Nov 18", 1 + 2 + 3 + 4 + 5, 10 + 20 + 30 + 40 + 50],
      ["2026-11-23", "Week of Nov 23", 6 + 7 + 8 + 9 + 10 + 11, 60 + 70 + 80 + 90 + 100 + 110],
    ]);
    expect(points.reduce((sum, p) => sum + p.leads, 0)).toBe(daily.reduce((sum, d) => sum + d.leads, 0));
  });
});

describe("changes from the previous period", () => {
  it("say which way and how far, with a decimal for small moves", () => {
    expect(change(297, 296)).toMatchObject({ direction: "up", short: "+0.3%" });
    expect(change(90, 120)).toMatchObject({
      direction: "down",
      short: "−25%",
      long: "down 25% from 120 the period before",
    });
    expect(change(5, 0).direction).toBe("new");
    expect(change(4, 4).direction).toBe("same");
    expect(rateChange(0.138, 0.136)).toMatchObject({ direction: "up", short: "+0.2 pts" });
  });
});
