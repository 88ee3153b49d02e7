import ICAL from "ical.js";
import { describe, expect, it } from "vitest";
import { BUSINESS } from "#shared/business/business-info";
import { bookingInvite, calendarFeed } from "#server/bookings/booking-ics";

const SITE = "https://bluebird.test";

function booking(startsAt: string, extra: Partial<{ status: string; sequence: number }> = {}) {
  const start = new Date(startsAt);
  return {
    id: "8d3c4f60-1f6b-4a36-9c2b-1e0f7c6a5b4d",
    reference: "BK-7K3M9Q",
    status: "confirmed",
    startsAt: start,
    endsAt: new Date(start.getTime() + 45 * 60_000),
    sequence: 0,
    street: "12 Elm St",
    city: "Parker",
    zip: "80134",
    updatedAt: new Date("2026-11-20T12:00:00Z"),
    ...extra,
  };
}

/** Parses with ical.js, its VTIMEZONE registered as a calendar app would, and returns the first event. */
function parse(ics: string) {
  const calendar = new ICAL.Component(ICAL.parse(ics));
  for (const zone of calendar.getAllSubcomponents("vtimezone")) ICAL.TimezoneService.register(zone);
  return { calendar, event: new ICAL.Event(calendar.getFirstSubcomponent("vevent")!) };
}

describe("the walkthrough's calendar invite, read by ical.js", () => {
  // The day after each clock change, and a time the week before it, on both sides of the change.
  const cases = [
    ["before the spring change (MST)", "2026-03-02T16:00:00Z", "09:00"],
    ["after the spring change (MDT)", "2026-03-09T15:00:00Z", "09:00"],
    ["before the autumn change (MDT)", "2026-10-26T15:00:00Z", "09:00"],
    ["after the autumn change (MST)", "2026-11-02T16:00:00Z", "09:00"],
  ] as const;
  it.each(cases)(
    "%s: start and end in America/Denver at the business's time, the business as organizer",
    (_name, startsAt, wall) => {
      const ics = bookingInvite(booking(startsAt), { siteUrl: SITE, organizerEmail: BUSINESS.email, manageUrl: null });
      const { calendar, event } = parse(ics);
      expect(calendar.getFirstPropertyValue("method")).toBe("REQUEST");
      expect(event.startDate.zone.tzid).toBe("America/Denver");
      expect(event.startDate.toString().slice(11, 16)).toBe(wall);
      expect(event.startDate.toJSDate().toISOString()).toBe(new Date(startsAt).toISOString());
      expect(event.endDate.toJSDate().getTime() - event.startDate.toJSDate().getTime()).toBe(45 * 60_000);
      const organizer = event.component.getFirstProperty("organizer")!;
      expect(organizer.getFirstValue()).toBe(`mailto:${BUSINESS.email}`);
      expect(organizer.getParameter("cn")).toBe(BUSINESS.name);
      expect(event.uid).toBe(`booking-8d3c4f60-1f6b-4a36-9c2b-1e0f7c6a5b4d@bluebird.test`);
      expect(event.location).toBe("12 Elm St, Parker, CO 80134");
      // DTSTAMP stays UTC, as RFC 5545 requires.
      expect(ics).toMatch(/\r\nDTSTAMP:20261120T120000Z\r\n/);
    },
  );

  it("a cancellation is METHOD:CANCEL with the same UID and a higher SEQUENCE", () => {
    const ics = bookingInvite(booking("2026-12-01T16:00:00Z", { status: "cancelled", sequence: 2 }), {
      siteUrl: SITE,
      organizerEmail: BUSINESS.email,
      manageUrl: `${SITE}/booking/manage/token`,
    });
    const { calendar, event } = parse(ics);
    expect(calendar.getFirstPropertyValue("method")).toBe("CANCEL");
    expect(event.component.getFirstPropertyValue("status")).toBe("CANCELLED");
    expect(event.sequence).toBe(2);
    expect(event.description).toContain(`${SITE}/booking/manage/token`);
  });

  it("the owner's feed holds every walkthrough, each at its Denver time", () => {
    const rows = cases.map(([, startsAt], index) => ({
      ...booking(startsAt),
      id: `8d3c4f60-1f6b-4a36-9c2b-1e0f7c6a5b4${index}`,
      name: "Pat Booker",
      phone: "(303) 555-0177",
      email: "pat@example.com",
      notes: null,
      service: "deep",
    }));
    const calendar = new ICAL.Component(ICAL.parse(calendarFeed(rows, SITE)));
    const events = calendar.getAllSubcomponents("vevent").map((component) => new ICAL.Event(component));
    expect(events.map((event) => event.startDate.toJSDate().toISOString())).toEqual(
      cases.map(([, startsAt]) => new Date(startsAt).toISOString()),
    );
    expect(events.every((event) => event.summary === "Walkthrough: Pat Booker (Parker)")).toBe(true);
  });
});
