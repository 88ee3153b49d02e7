import ICAL from "ical.js";
import { describe, expect, it } from "vitest";
import { BUSINESS } from "#shared/facts/defaults/business";
import { DEFAULT_SITE_FACTS } from "#shared/facts/default-site-facts";
import { visitorEmail } from "#server/bookings/booking-emails";
import { bookingInvite, calendarFeed } from "#server/bookings/booking-ics";
import type { BookingRow } from "#server/bookings/booking-store";

const SITE = "https://bluebird.test";
/** NOTIFY_EMAIL: the address booking emails come from, on purpose not the business's public one. */
const SENDER = "bookings@mail.bluebird.test";

function booking(startsAt: string, extra: Partial<{ status: string; sequence: number; name: string }> = {}) {
  const start = new Date(startsAt);
  return {
    id: "8d3c4f60-1f6b-4a36-9c2b-1e0f7c6a5b4d",
    reference: "BK-7K3M9Q",
    status: "confirmed",
    startsAt: start,
    endsAt: new Date(start.getTime() + 45 * 60_000),
    sequence: 0,
    name: "Pat Booker",
    email: "pat@example.com",
    street: "12 Elm St",
    city: "Parker",
    zip: "80134",
    updatedAt: new Date("2026-11-20T12:00:00Z"),
    ...extra,
  };
}

/** The invite a booking email attaches, built the way the mailer builds it (its From is SENDER). */
async function emailedInvite(row: ReturnType<typeof booking>, change: "booked" | "cancelled" = "booked") {
  const email = await visitorEmail(row as BookingRow, change, "token", {
    siteUrl: SITE,
    ownerEmail: SENDER,
    facts: DEFAULT_SITE_FACTS,
  });
  return { from: email.from, method: email.icalEvent!.method, ics: email.icalEvent!.content };
}

/** RFC 5545 §3.1: every line, the last one included, ends in CRLF and is at most 75 octets. */
function expectWellFormed(ics: string) {
  expect(ics.endsWith("END:VCALENDAR\r\n")).toBe(true);
  const lines = ics.slice(0, -2).split("\r\n");
  for (const line of lines) {
    expect(line).not.toMatch(/[\r\n]/);
    expect(Buffer.byteLength(line)).toBeLessThanOrEqual(75);
  }
}

/** Parses with ical.js, its VTIMEZONE registered as a calendar app would, and returns the first event. */
function parse(ics: string) {
  expectWellFormed(ics);
  const calendar = new ICAL.Component(ICAL.parse(ics));
  for (const zone of calendar.getAllSubcomponents("vtimezone")) ICAL.TimezoneService.register(zone);
  return { calendar, event: new ICAL.Event(calendar.getFirstSubcomponent("vevent")!) };
}

const attendeesOf = (event: ICAL.Event) => event.component.getAllProperties("attendee");

// The day after each clock change, and a time the week before it, on both sides of the change.
const CASES = [
  ["before the spring change (MST)", "2026-03-02T16:00:00Z", "09:00"],
  ["after the spring change (MDT)", "2026-03-09T15:00:00Z", "09:00"],
  ["before the autumn change (MDT)", "2026-10-26T15:00:00Z", "09:00"],
  ["after the autumn change (MST)", "2026-11-02T16:00:00Z", "09:00"],
] as const;

describe("the emailed invite, read by ical.js", () => {
  it.each(CASES)(
    "%s: a REQUEST at the business's time in America/Denver, from the sending address, to the visitor",
    async (_name, startsAt, wall) => {
      const { from, method, ics } = await emailedInvite(booking(startsAt));
      const { calendar, event } = parse(ics);
      expect(method).toBe("REQUEST");
      expect(calendar.getFirstPropertyValue("method")).toBe("REQUEST");
      expect(event.startDate.zone.tzid).toBe("America/Denver");
      expect(event.startDate.toString().slice(11, 16)).toBe(wall);
      expect(event.startDate.toJSDate().toISOString()).toBe(new Date(startsAt).toISOString());
      expect(event.endDate.toJSDate().getTime() - event.startDate.toJSDate().getTime()).toBe(45 * 60_000);

      // RFC 5546 §3.2.2: the organizer is who sends the request, and at least one attendee.
      const organizer = event.component.getFirstProperty("organizer")!;
      expect(from).toBe(`"${BUSINESS.name}" <${SENDER}>`);
      expect(organizer.getFirstValue()).toBe(`mailto:${SENDER}`);
      expect(organizer.getParameter("cn")).toBe(BUSINESS.name);
      const attendees = attendeesOf(event);
      expect(attendees).toHaveLength(1);
      expect(String(attendees[0]!.getFirstValue()).toLowerCase()).toBe("mailto:pat@example.com");
      expect(attendees[0]!.getParameter("cn")).toBe("Pat Booker");
      expect(attendees[0]!.getParameter("partstat")).toBe("ACCEPTED");
      expect(attendees[0]!.getParameter("rsvp")).toBe("FALSE");

      expect(event.uid).toBe(`booking-8d3c4f60-1f6b-4a36-9c2b-1e0f7c6a5b4d@bluebird.test`);
      expect(event.location).toBe("12 Elm St, Parker, CO 80134");
      // DTSTAMP stays UTC, as RFC 5545 requires.
      expect(ics).toMatch(/\r\nDTSTAMP:20261120T120000Z\r\n/);
    },
  );

  it("a cancellation is a CANCEL to the same attendee, with the same UID and a higher SEQUENCE", async () => {
    const { method, ics } = await emailedInvite(booking("2026-12-01T16:00:00Z", { status: "cancelled", sequence: 2 }));
    const { calendar, event } = parse(ics);
    expect(method).toBe("CANCEL");
    expect(calendar.getFirstPropertyValue("method")).toBe("CANCEL");
    expect(event.component.getFirstPropertyValue("status")).toBe("CANCELLED");
    expect(event.sequence).toBe(2);
    expect(String(event.component.getFirstPropertyValue("organizer"))).toBe(`mailto:${SENDER}`);
    expect(attendeesOf(event).map((attendee) => String(attendee.getFirstValue()).toLowerCase())).toEqual([
      "mailto:pat@example.com",
    ]);
    expect(event.uid).toBe(`booking-8d3c4f60-1f6b-4a36-9c2b-1e0f7c6a5b4d@bluebird.test`);
  });

  it("a name with quotes or line breaks stays one attendee name and cannot add lines", async () => {
    const { ics } = await emailedInvite(
      booking("2026-12-01T16:00:00Z", { name: 'Pat "P"\r\nATTENDEE:mailto:x@evil.test' }),
    );
    const { event } = parse(ics);
    const attendees = attendeesOf(event);
    expect(attendees).toHaveLength(1);
    expect(attendees[0]!.getParameter("cn")).toBe("Pat 'P' ATTENDEE:mailto:x@evil.test");
    expect(String(attendees[0]!.getFirstValue()).toLowerCase()).toBe("mailto:pat@example.com");
  });
});

describe("the manage page's download, read by ical.js", () => {
  it.each(CASES)(
    "%s: a PUBLISH organized by the business, with no attendees (RFC 5546 §3.2.1)",
    (_name, startsAt, wall) => {
      const ics = bookingInvite(booking(startsAt), {
        siteUrl: SITE,
        organizerEmail: BUSINESS.email,
        manageUrl: `${SITE}/booking/manage/token`,
        delivery: "download",
        business: DEFAULT_SITE_FACTS.business,
      });
      const { calendar, event } = parse(ics);
      expect(calendar.getFirstPropertyValue("method")).toBe("PUBLISH");
      expect(String(event.component.getFirstPropertyValue("organizer"))).toBe(`mailto:${BUSINESS.email}`);
      expect(attendeesOf(event)).toEqual([]);
      expect(event.startDate.toString().slice(11, 16)).toBe(wall);
      expect(event.startDate.toJSDate().toISOString()).toBe(new Date(startsAt).toISOString());
      expect(event.uid).toBe(`booking-8d3c4f60-1f6b-4a36-9c2b-1e0f7c6a5b4d@bluebird.test`);
      expect(event.description).toContain(`${SITE}/booking/manage/token`);
    },
  );
});

describe("the business an invite names", () => {
  it("is the one in the facts given: a renamed business with a new phone is the organizer and the summary", () => {
    const business = { ...DEFAULT_SITE_FACTS.business, name: "Wren & Sons Cleaning" };
    business.phone = { display: "(720) 555-0199", href: "tel:+17205550199" };
    const ics = bookingInvite(booking(CASES[0][1]), {
      siteUrl: SITE,
      organizerEmail: SENDER,
      manageUrl: null,
      delivery: "download",
      business,
    });
    const { event } = parse(ics);
    expect(event.summary).toBe("Free in-home walkthrough with Wren & Sons Cleaning");
    expect(event.description).toContain("Questions: (720) 555-0199");
    expect(event.component.getFirstProperty("organizer")?.getParameter("cn")).toBe("Wren & Sons Cleaning");
    expect(ics).not.toContain(DEFAULT_SITE_FACTS.business.name);
  });
});

describe("the owner's feed, read by ical.js", () => {
  it("holds every walkthrough at its Denver time, as a plain calendar (no METHOD)", () => {
    const rows = CASES.map(([, startsAt], index) => ({
      ...booking(startsAt),
      id: `8d3c4f60-1f6b-4a36-9c2b-1e0f7c6a5b4${index}`,
      phone: "(303) 555-0177",
      notes: null,
      service: "deep",
    }));
    const ics = calendarFeed(rows, SITE, DEFAULT_SITE_FACTS.business);
    const { calendar } = parse(ics);
    expect(calendar.getFirstPropertyValue("method")).toBeNull();
    const events = calendar.getAllSubcomponents("vevent").map((component) => new ICAL.Event(component));
    expect(events.map((event) => event.startDate.toJSDate().toISOString())).toEqual(
      CASES.map(([, startsAt]) => new Date(startsAt).toISOString()),
    );
    expect(events.every((event) => event.summary === "Walkthrough: Pat Booker (Parker)")).toBe(true);
  });
});
