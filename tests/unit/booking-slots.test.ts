import { describe, expect, it } from "vitest";
import { type AvailabilitySettings, defaultAvailabilitySettings } from "#shared/booking/availability-settings";
import { BookingRequestSchema, isOutsideServiceArea } from "#shared/booking/booking-request";
import { canChangeBooking, changeCutoff } from "#shared/booking/change-policy";
import { type BusyInterval, freeSlots, slotsByDay, unbookableReason } from "#shared/booking/free-slots";
import { formatBookingTime } from "#shared/booking/time-label";
import { zonedWallTimeToUtc } from "#shared/booking/zoned-time";
import { SHIPPED_FACTS } from "../support/site-facts";

const DEFAULT_AVAILABILITY_SETTINGS = defaultAvailabilitySettings(SHIPPED_FACTS);

const iso = (dates: Date[]) => dates.map((d) => d.toISOString());
const closed: AvailabilitySettings["weeklyHours"] = [[], [], [], [], [], [], []];

/** Settings open only on one weekday, with no notice and a 2-day horizon, so a test sees exactly one day's slots. */
function oneDay(
  weekday: number,
  windows: { start: string; end: string }[],
  extra: Partial<AvailabilitySettings> = {},
): AvailabilitySettings {
  const weeklyHours = closed.map((_, i) => (i === weekday ? windows : []));
  return { ...DEFAULT_AVAILABILITY_SETTINGS, noticeHours: 0, horizonDays: 2, weeklyHours, ...extra };
}

// Tuesday 2026-12-01 09:00 MST is 16:00Z.
const tuesdayMorning = new Date("2026-11-30T07:00:00Z");

describe("freeSlots", () => {
  it("lists the grid of the weekly hours; a walkthrough never crosses the end of its window", () => {
    const settings = oneDay(2, [{ start: "09:00", end: "11:00" }]);
    expect(iso(freeSlots(settings, [], [], tuesdayMorning))).toEqual([
      "2026-12-01T16:00:00.000Z",
      "2026-12-01T16:30:00.000Z",
      "2026-12-01T17:00:00.000Z",
    ]);
    const step15 = oneDay(2, [{ start: "09:00", end: "10:00" }], { slotStepMinutes: 15 });
    expect(iso(freeSlots(step15, [], [], tuesdayMorning))).toEqual([
      "2026-12-01T16:00:00.000Z",
      "2026-12-01T16:15:00.000Z",
    ]);
  });

  it("defaults to the opening hours: 8 to 6 on weekdays, 8 to 4 on Saturday, closed on Sunday", () => {
    const slots = freeSlots(
      { ...DEFAULT_AVAILABILITY_SETTINGS, noticeHours: 0 },
      [],
      [],
      new Date("2026-11-29T07:00:00Z"),
    );
    const byDay = slotsByDay(DEFAULT_AVAILABILITY_SETTINGS, slots, new Date("2026-11-29T07:00:00Z"));
    expect(byDay[0]).toEqual({ date: "2026-11-29", slots: [] });
    const monday = byDay[1]?.slots.map((s) => formatBookingTime(s.startsAt)) ?? [];
    expect(monday[0]).toBe("Mon, Nov 30 · 8:00 AM MST");
    expect(monday.at(-1)).toBe("Mon, Nov 30 · 5:00 PM MST");
    const saturday = byDay[6]?.slots.map((s) => formatBookingTime(s.startsAt)) ?? [];
    expect(saturday.at(-1)).toBe("Sat, Dec 5 · 3:00 PM MST");
    expect(DEFAULT_AVAILABILITY_SETTINGS.noticeHours).toBe(SHIPPED_FACTS.policies.bookingNoticeHours);
  });

  it("takes its default hours and notice from the facts it is given", () => {
    const facts = structuredClone(SHIPPED_FACTS);
    facts.policies.bookingNoticeHours = 24;
    facts.business.hours = [
      { days: "Sunday", schemaDays: ["Sunday"], opens: "10:00", closes: "12:00", label: "Sun 10AM-12PM" },
    ];
    const settings = defaultAvailabilitySettings(facts);
    expect(settings.noticeHours).toBe(24);
    expect(settings.weeklyHours).toEqual([[{ start: "10:00", end: "12:00" }], [], [], [], [], [], []]);
    // Saturday 10:00 MST: a 24-hour notice leaves Sunday's 10:00 open, a 48-hour one does not.
    const saturday = new Date("2026-11-28T17:00:00Z");
    expect(freeSlots(settings, [], [], saturday)[0]?.toISOString()).toBe("2026-11-29T17:00:00.000Z");
    const shipped = defaultAvailabilitySettings({ ...facts, policies: SHIPPED_FACTS.policies });
    expect(freeSlots(shipped, [], [], saturday)[0]?.toISOString()).toBe("2026-12-06T17:00:00.000Z");
  });

  it("keeps the notice: nothing sooner than noticeHours from now", () => {
    const settings = oneDay(2, [{ start: "09:00", end: "12:00" }], { noticeHours: 48, horizonDays: 3 });
    // Sunday 10:15 MST: 48 hours later is Tuesday 10:15, so 10:30 is the first slot.
    const now = new Date("2026-11-29T17:15:00Z");
    expect(freeSlots(settings, [], [], now)[0]?.toISOString()).toBe("2026-12-01T17:30:00.000Z");
  });

  it("stops at the horizon", () => {
    const settings = { ...DEFAULT_AVAILABILITY_SETTINGS, noticeHours: 0, horizonDays: 3 };
    const slots = freeSlots(settings, [], [], new Date("2026-11-30T07:00:00Z"));
    expect(new Set(slots.map((s) => formatBookingTime(s).slice(0, 11)))).toEqual(
      new Set(["Mon, Nov 30", "Tue, Dec 1 ", "Wed, Dec 2 "]),
    );
  });

  it("leaves out slots overlapping a block", () => {
    const settings = oneDay(2, [{ start: "09:00", end: "12:00" }]);
    const block = { startsAt: new Date("2026-12-01T17:00:00Z"), endsAt: new Date("2026-12-01T18:00:00Z") };
    // 09:30 would run to 10:15, into the block from 10:00; 11:00 starts as the block ends.
    expect(iso(freeSlots(settings, [block], [], tuesdayMorning))).toEqual([
      "2026-12-01T16:00:00.000Z",
      "2026-12-01T18:00:00.000Z",
    ]);
  });

  it("keeps the travel buffer after each booking and before the next", () => {
    const settings = oneDay(2, [{ start: "09:00", end: "13:00" }]);
    // Booked 10:00-10:45, busy until 11:15; 09:00 with its own buffer would run to 10:15.
    const busy: BusyInterval[] = [
      { startsAt: new Date("2026-12-01T17:00:00Z"), busyUntil: new Date("2026-12-01T18:15:00Z"), unit: 1 },
    ];
    expect(iso(freeSlots(settings, [], busy, tuesdayMorning))).toEqual([
      "2026-12-01T18:30:00.000Z",
      "2026-12-01T19:00:00.000Z",
    ]);
  });

  it("offers a time until `capacity` walkthroughs overlap it", () => {
    const settings = oneDay(2, [{ start: "09:00", end: "10:00" }], { capacity: 2 });
    const first: BusyInterval = {
      startsAt: new Date("2026-12-01T16:00:00Z"),
      busyUntil: new Date("2026-12-01T17:15:00Z"),
      unit: 1,
    };
    expect(iso(freeSlots(settings, [], [first], tuesdayMorning))).toEqual(["2026-12-01T16:00:00.000Z"]);
    const second = { ...first, unit: 2 };
    expect(freeSlots(settings, [], [first, second], tuesdayMorning)).toEqual([]);
  });

  it("is DST-correct when clocks spring forward (2026-03-08 and 2027-03-14)", () => {
    for (const [date, saturday] of [
      ["2026-03-08", "2026-03-07"],
      ["2027-03-14", "2027-03-13"],
    ] as const) {
      const settings: AvailabilitySettings = {
        ...DEFAULT_AVAILABILITY_SETTINGS,
        noticeHours: 0,
        horizonDays: 2,
        weeklyHours: closed.map(() => [{ start: "01:00", end: "04:00" }]),
      };
      const slots = freeSlots(settings, [], [], new Date(`${saturday}T07:00:00Z`)).filter(
        (s) => s.getTime() > new Date(`${date}T06:00:00Z`).getTime(),
      );
      // 01:00 and 01:30 MST, then 02:00-02:59 does not exist, then 03:00 MDT; the window's end
      // (04:00 MDT) is only 2 real hours after 01:00 MST, so 03:30 would end past it.
      expect(slots.map((s) => formatBookingTime(s).split(" · ")[1])).toEqual([
        "1:00 AM MST",
        "1:30 AM MST",
        "3:00 AM MDT",
      ]);
      expect(slots[2]?.toISOString()).toBe(`${date}T09:00:00.000Z`);
    }
  });

  it("is DST-correct when clocks fall back (2026-11-01): 9 AM is 16:00Z, the day before 15:00Z", () => {
    const settings: AvailabilitySettings = {
      ...DEFAULT_AVAILABILITY_SETTINGS,
      noticeHours: 0,
      horizonDays: 2,
      weeklyHours: closed.map(() => [{ start: "09:00", end: "10:00" }]),
    };
    const slots = freeSlots(settings, [], [], new Date("2026-10-31T07:00:00Z"));
    expect(iso(slots)).toEqual(["2026-10-31T15:00:00.000Z", "2026-11-01T16:00:00.000Z"]);
    expect(formatBookingTime(slots[0] ?? "")).toBe("Sat, Oct 31 · 9:00 AM MDT");
    expect(formatBookingTime(slots[1] ?? "")).toBe("Sun, Nov 1 · 9:00 AM MST");
    // The repeated hour: 01:30 is its first occurrence (MDT); a 00:30-02:00 window holds 3 real hours.
    expect(zonedWallTimeToUtc("2026-11-01", 90)?.toISOString()).toBe("2026-11-01T07:30:00.000Z");
    const night = { ...settings, weeklyHours: closed.map(() => [{ start: "00:30", end: "02:00" }]) };
    const nightSlots = freeSlots(night, [], [], new Date("2026-11-01T06:00:00Z"));
    expect(
      nightSlots
        .filter((s) => s.toISOString().startsWith("2026-11-01"))
        .map((s) => formatBookingTime(s).split(" · ")[1]),
    ).toEqual(["12:30 AM MDT", "1:00 AM MDT", "1:30 AM MDT"]);
  });
});

describe("unbookableReason", () => {
  const settings = oneDay(2, [{ start: "09:00", end: "11:00" }], { noticeHours: 24, horizonDays: 21 });
  const now = new Date("2026-11-28T07:00:00Z");
  it("names what is wrong with a time whatever is booked", () => {
    expect(unbookableReason(settings, [], new Date("2026-12-01T16:00:00Z"), now)).toBeNull();
    expect(unbookableReason(settings, [], new Date("2026-11-27T16:00:00Z"), now)).toMatch(/passed/);
    expect(unbookableReason(settings, [], new Date("2026-11-28T16:00:00Z"), now)).toMatch(/at least 24 hours/);
    expect(unbookableReason(settings, [], new Date("2027-01-05T16:00:00Z"), now)).toMatch(/within the next 21 days/);
    expect(unbookableReason(settings, [], new Date("2026-12-01T16:10:00Z"), now)).toMatch(/not one we offer/);
    expect(unbookableReason(settings, [], new Date("2026-12-01T19:00:00Z"), now)).toMatch(/not one we offer/);
    const block = { startsAt: new Date("2026-12-01T00:00:00Z"), endsAt: new Date("2026-12-02T00:00:00Z") };
    expect(unbookableReason(settings, [block], new Date("2026-12-01T16:00:00Z"), now)).toMatch(/not available/);
  });
});

describe("the booking policy and request", () => {
  it("allows changes online until the published cancellation notice (24 hours) before", () => {
    const startsAt = new Date("2026-12-01T16:00:00Z");
    const policies = SHIPPED_FACTS.policies;
    expect(changeCutoff(startsAt, policies).toISOString()).toBe("2026-11-30T16:00:00.000Z");
    expect(canChangeBooking("confirmed", startsAt, new Date("2026-11-30T15:59:59Z"), policies)).toBe(true);
    expect(canChangeBooking("confirmed", startsAt, new Date("2026-11-30T16:00:00Z"), policies)).toBe(false);
    expect(canChangeBooking("cancelled", startsAt, new Date("2026-11-29T00:00:00Z"), policies)).toBe(false);
    const twoDays = { cancellationNoticeHours: 48 };
    expect(changeCutoff(startsAt, twoDays).toISOString()).toBe("2026-11-29T16:00:00.000Z");
    expect(canChangeBooking("confirmed", startsAt, new Date("2026-11-30T15:59:59Z"), twoDays)).toBe(false);
  });

  it("normalises a US phone, names each bad field, and treats an unserved ZIP as a flag", () => {
    const good = {
      idempotencyKey: crypto.randomUUID(),
      startsAt: "2026-12-01T16:00:00Z",
      name: "Pat Doe",
      email: "pat@example.com",
      phone: "+1 (303) 555-0142",
      address: { street: "1 Main St", city: "Parker", zip: "80134" },
    };
    const parsed = BookingRequestSchema.parse(good);
    expect(parsed.phone).toBe("(303) 555-0142");
    expect(parsed.outsideAreaOk).toBe(false);
    const bad = BookingRequestSchema.safeParse({
      ...good,
      phone: "12345",
      address: { ...good.address, zip: "8013" },
      name: "P",
    });
    expect(bad.success).toBe(false);
    expect(bad.error?.issues.map((i) => i.path.join("."))).toEqual(
      expect.arrayContaining(["phone", "address.zip", "name"]),
    );
    expect(isOutsideServiceArea("80134", SHIPPED_FACTS)).toBe(false);
    expect(isOutsideServiceArea("10001", SHIPPED_FACTS)).toBe(true);
  });
});
