import { describe, expect, it } from "vitest";
import { isUnusualDay, realBookings } from "#shared/booking/booking-rate";

describe("the booking rate's warning", () => {
  it("calls a day unusual at three times the daily average, never under five bookings", () => {
    expect(isUnusualDay(4, 0)).toBe(false);
    expect(isUnusualDay(5, 0)).toBe(true);
    expect(isUnusualDay(5, 1.6)).toBe(true);
    expect(isUnusualDay(5, 1.7)).toBe(false);
    expect(isUnusualDay(30, 10)).toBe(true);
    expect(isUnusualDay(29, 10)).toBe(false);
  });

  it("counts real bookings by way of booking, spam apart", () => {
    expect(realBookings({ site: 3, chat: 2, spam: 40 })).toBe(5);
  });
});
