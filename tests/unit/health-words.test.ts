import { describe, expect, it } from "vitest";
import { scheduleInWords } from "#client/features/admin/health/health-words";

describe("the backup schedule in the owner's words", () => {
  it("says a daily UTC time as the Mountain Time it falls at, standard and daylight time", () => {
    expect(scheduleInWords("30 3 * * *", new Date("2026-11-27T12:00:00Z"))).toBe("every day at 8:30 PM Mountain Time");
    expect(scheduleInWords("30 3 * * *", new Date("2026-07-01T12:00:00Z"))).toBe("every day at 9:30 PM Mountain Time");
  });

  it("writes any other pattern as it is, naming its clock", () => {
    expect(scheduleInWords("0 */6 * * *", new Date("2026-11-27T12:00:00Z"))).toBe(
      'on the schedule "0 */6 * * *" (on the server\'s clock, which is 6 hours ahead of Colorado, 7 in winter)',
    );
  });
});
