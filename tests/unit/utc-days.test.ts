import { describe, expect, it } from "vitest";
import { DAY_MS, HOUR_MS, MINUTE_MS } from "#shared/time/durations";
import { addDays, daysBetween, daysFromTo, startOfUtcDay, utcDay } from "#shared/time/utc-days";

describe("UTC days", () => {
  it("moves a day across month, year and leap-day boundaries", () => {
    expect(addDays("2026-01-31", 1)).toBe("2026-02-01");
    expect(addDays("2026-01-01", -1)).toBe("2025-12-31");
    expect(addDays("2028-02-28", 1)).toBe("2028-02-29");
    expect(addDays("2026-11-25", 0)).toBe("2026-11-25");
  });

  it("counts whole days over Denver's DST changes, which do not move UTC days", () => {
    expect(daysFromTo("2026-03-07", "2026-03-09")).toBe(2);
    expect(daysFromTo("2026-10-31", "2026-11-02")).toBe(2);
    expect(daysFromTo("2026-11-02", "2026-10-31")).toBe(-2);
    expect(daysBetween("2026-11-01", "2026-11-30")).toBe(30);
  });

  it("names the UTC day of an instant, whatever its local day in Denver", () => {
    expect(utcDay(new Date("2026-11-25T23:30:00-07:00"))).toBe("2026-11-26");
    expect(startOfUtcDay("2026-11-25").toISOString()).toBe("2026-11-25T00:00:00.000Z");
  });

  it("builds durations from one another", () => {
    expect(MINUTE_MS).toBe(60_000);
    expect(HOUR_MS).toBe(60 * MINUTE_MS);
    expect(DAY_MS).toBe(86_400_000);
  });
});
