import type { FastifyInstance } from "fastify";
import ICAL from "ical.js";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Availability, ManageView } from "#shared/booking/booking-api";
import { formatBookingTime } from "#shared/booking/time-label";
import { BUSINESS } from "#shared/facts/defaults/business";
import { withProof } from "../support/booking-proof";
import { bookingRequest, listedSlots, openEveryDay } from "../support/bookings";
import { BookingRequestSchema } from "#shared/booking/booking-request";
import { createBooking } from "#server/bookings/booking-store";
import { erasePerson, exportPerson } from "#server/privacy/privacy-actions";
import { SYSTEM_ACTOR } from "#server/audit/actor";
import { SHIPPED_FACTS } from "../support/site-facts";
import { buildTestApp } from "../support/test-app";
import { createTestDatabase, type TestDatabase } from "../support/test-database";

let testDb: TestDatabase;
let app: FastifyInstance;

beforeAll(async () => {
  testDb = await createTestDatabase();
  await openEveryDay(testDb.db);
  app = await buildTestApp(testDb.db, { siteUrl: "http://bluebird.test" });
});
afterAll(async () => {
  await app.close();
  await testDb.drop();
});

/** POST /api/bookings with a fresh proof of work, unless the body carries one. */
const book = async (body: object) =>
  app.inject({ method: "POST", url: "/api/bookings", payload: await withProof(app, body) });

describe("availability", () => {
  it("lists the whole horizon by Denver date, 48 hours ahead at the soonest, on the half hours", async () => {
    const res = await app.inject({ method: "GET", url: "/api/bookings/availability" });
    expect(res.statusCode).toBe(200);
    const body = res.json<Availability>();
    expect(body.timeZone).toBe("America/Denver");
    expect(body.days).toHaveLength(21);
    const slots = body.days.flatMap((d) => d.slots.map((s) => new Date(s.startsAt)));
    expect(slots.length).toBeGreaterThan(17 * 19);
    expect(Math.min(...slots.map((s) => s.getTime()))).toBeGreaterThanOrEqual(Date.now() + 48 * 3_600_000 - 60_000);
    expect(slots.every((s) => s.getUTCMinutes() % 30 === 0)).toBe(true);
    expect(formatBookingTime(slots.at(-1)!)).toMatch(/5:00 PM M[SD]T$/);
    const later = await app.inject({ method: "GET", url: `/api/bookings/availability?from=${body.days[10]?.date}` });
    expect(later.json<Availability>().days[0]?.date).toBe(body.days[10]?.date);
    expect(
      (await app.inject({ method: "GET", url: "/api/bookings/availability?from=tomorrow" })).json().error.fields,
    ).toHaveProperty("from");
  });
});

describe("booking", () => {
  it("books a listed time once per idempotency key, and the time leaves the list", async () => {
    const [slot] = await listedSlots(app);
    // The retry below carries the same proof, as a browser's retried request does.
    const request = await withProof(app, bookingRequest(slot!));
    const first = await book(request);
    expect(first.statusCode).toBe(201);
    const receipt = first.json();
    expect(receipt).toMatchObject({ startsAt: slot, outsideServiceArea: false });
    expect(receipt.reference).toMatch(/^BK-[23456789A-HJ-NP-TV-Z]{6}$/);
    expect(receipt.manageToken).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(new Date(receipt.endsAt).getTime() - new Date(slot!).getTime()).toBe(45 * 60_000);

    const again = await book(request);
    expect(again.statusCode).toBe(201);
    expect(again.json()).toEqual(receipt);
    expect(await testDb.db.booking.count({ where: { reference: receipt.reference } })).toBe(1);
    expect(await listedSlots(app)).not.toContain(slot);

    const row = await testDb.db.booking.findFirstOrThrow({ where: { reference: receipt.reference } });
    expect(row.manageTokenHash).not.toContain(receipt.manageToken);
    expect(JSON.stringify(row)).not.toContain(receipt.manageToken);
    expect(row.busyUntil.getTime() - row.endsAt.getTime()).toBe(30 * 60_000);
  });

  it("answers a taken time with 409 and the next free times", async () => {
    const slots = await listedSlots(app);
    const taken = slots[3]!;
    expect((await book(bookingRequest(taken))).statusCode).toBe(201);
    const res = await book(bookingRequest(taken, { email: "second@example.com" }));
    expect(res.statusCode).toBe(409);
    const { error } = res.json();
    expect(error.code).toBe("CONFLICT");
    expect(error.message).toMatch(/just taken/);
    expect(error.details.nextFree.length).toBeGreaterThan(0);
    const free = await listedSlots(app);
    for (const next of error.details.nextFree) expect(free).toContain(next);
    expect(await testDb.db.booking.count({ where: { email: "second@example.com" } })).toBe(0);

    const trpc = await app.inject({
      method: "POST",
      url: "/trpc/bookings.create",
      payload: await withProof(app, bookingRequest(taken)),
    });
    expect(trpc.statusCode).toBe(409);
    expect(trpc.json().error.data.details.nextFree).toEqual(error.details.nextFree);
  });

  it("capacity 2: of 60 simultaneous requests for a free time exactly 2 book; with one unit taken, exactly 1", async () => {
    await openEveryDay(testDb.db, { capacity: 2 });
    try {
      const slots = await listedSlots(app);
      const race = async (time: string, tag: string) => {
        const answers = await Promise.all(
          Array.from({ length: 60 }, (_, i) => book(bookingRequest(time, { email: `${tag}-${i}@example.com` }))),
        );
        const statuses = answers.map((answer) => answer.statusCode);
        expect(statuses.filter((status) => status !== 201 && status !== 409)).toEqual([]);
        return statuses.filter((status) => status === 201).length;
      };
      const free = slots.at(-3)!;
      expect(await race(free, "free")).toBe(2);
      const halfTaken = slots.at(-12)!;
      expect((await book(bookingRequest(halfTaken))).statusCode).toBe(201);
      expect(await race(halfTaken, "half")).toBe(1);
      const units = await testDb.db.booking.findMany({
        where: { startsAt: { in: [new Date(free), new Date(halfTaken)] }, status: "confirmed" },
        select: { unit: true },
      });
      expect(units.map((row) => row.unit).sort()).toEqual([1, 1, 2, 2]);
    } finally {
      await openEveryDay(testDb.db);
    }
  });

  it("flags a ZIP outside the served areas without refusing it", async () => {
    const slots = await listedSlots(app);
    const res = await book(
      bookingRequest(slots[8]!, { address: { street: "1 Far Rd", city: "Pueblo", zip: "81003" }, outsideAreaOk: true }),
    );
    expect(res.statusCode).toBe(201);
    expect(res.json().outsideServiceArea).toBe(true);
    expect((await testDb.db.booking.findFirstOrThrow({ where: { zip: "81003" } })).outsideServiceArea).toBe(true);
  });

  it("refuses bad input with a 400 naming the field, storing nothing", async () => {
    const [slot] = await listedSlots(app);
    const inAnHour = new Date(Date.now() + 3_600_000);
    inAnHour.setUTCMinutes(0, 0, 0);
    const farAway = new Date(Date.now() + 60 * 86_400_000).toISOString();
    const offGrid = new Date(new Date(slot!).getTime() + 10 * 60_000).toISOString();
    const cases: [string, Record<string, unknown>][] = [
      ["startsAt", { startsAt: "next tuesday" }],
      ["startsAt", { startsAt: "2020-01-07T16:00:00Z" }],
      ["startsAt", { startsAt: inAnHour.toISOString() }],
      ["startsAt", { startsAt: farAway }],
      ["startsAt", { startsAt: offGrid }],
      ["idempotencyKey", { idempotencyKey: "12345" }],
      ["name", { name: "P" }],
      ["email", { email: "pat@" }],
      ["phone", { phone: "555-0100" }],
      ["phone", { phone: undefined }],
      ["address.zip", { address: { street: "12 Elm St", city: "Parker", zip: "8013" } }],
      ["address.street", { address: { city: "Parker", zip: "80134" } }],
      ["notes", { notes: "x".repeat(1001) }],
      ["service", { service: "spa" }],
      ["estimateReference", { estimateReference: "nope" }],
      ["outsideAreaOk", { outsideAreaOk: "yes" }],
    ];
    const before = await testDb.db.booking.count();
    for (const [field, change] of cases) {
      const res = await book(bookingRequest(slot!, change));
      expect(res.statusCode, `${field} ${JSON.stringify(change)}`).toBe(400);
      expect(Object.keys(res.json().error.fields ?? {}), JSON.stringify(change)).toContain(field);
    }
    expect(await testDb.db.booking.count()).toBe(before);
  });

  it("saves the visitor's estimate with the booking", async () => {
    const slots = await listedSlots(app);
    const estimate = { sqft: 2200, bedrooms: 3, bathrooms: 2, pets: true, serviceType: "deep", addOns: [] };
    const res = await book(bookingRequest(slots[12]!, { estimate, service: undefined }));
    expect(res.statusCode).toBe(201);
    const row = await testDb.db.booking.findFirstOrThrow({
      where: { reference: res.json().reference },
      include: { estimate: true },
    });
    expect(row.service).toBe("deep");
    expect(row.estimate?.source).toBe("booking");
    expect(row.estimateSnapshot).toMatchObject({ reference: row.estimate?.reference, input: { sqft: 2200 } });
  });
});

describe("the manage link", () => {
  async function newBooking(index: number, extra: Record<string, unknown> = {}) {
    const slots = await listedSlots(app);
    const res = await book(bookingRequest(slots[index]!, extra));
    expect(res.statusCode).toBe(201);
    return res.json<{ reference: string; manageToken: string; startsAt: string }>();
  }

  it("shows the booking; a wrong or tampered token gets a 404 that says nothing else", async () => {
    const { manageToken, reference, startsAt } = await newBooking(20, { phone: "303-555-0177" });
    const view = (await app.inject({ method: "GET", url: `/api/bookings/manage/${manageToken}` })).json<ManageView>();
    expect(view).toMatchObject({
      reference,
      status: "confirmed",
      startsAt,
      name: "Pat Booker",
      phone: "(303) 555-0177",
      canChange: true,
    });
    expect(new Date(view.changeCutoff).getTime()).toBe(new Date(startsAt).getTime() - 24 * 3_600_000);

    const flipped = `${manageToken.slice(0, -1)}${manageToken.endsWith("A") ? "B" : "A"}`;
    for (const token of [flipped, "A".repeat(43), "short", `${manageToken}x`]) {
      const res = await app.inject({ method: "GET", url: `/api/bookings/manage/${token}` });
      expect(res.statusCode, token).toBe(token.length === 43 ? 404 : 400);
      expect(res.headers["cache-control"], token).toBe("no-store");
      expect(res.body).not.toContain(reference);
      for (const action of ["cancel", "reschedule"]) {
        const post = await app.inject({
          method: "POST",
          url: `/api/bookings/manage/${token}/${action}`,
          payload: { startsAt },
        });
        expect(post.statusCode).toBeGreaterThanOrEqual(400);
        expect(post.statusCode).toBeLessThan(500);
      }
    }
    expect((await app.inject({ method: "GET", url: `/api/bookings/manage/${flipped}` })).json().error.message).toMatch(
      /could not find that booking/,
    );
    expect((await testDb.db.booking.findFirstOrThrow({ where: { reference } })).status).toBe("confirmed");
  });

  it("reschedules into a free time; into a taken one is 409 and the old time is kept", async () => {
    const mine = await newBooking(30);
    const theirs = await newBooking(40);
    const taken = await app.inject({
      method: "POST",
      url: `/api/bookings/manage/${mine.manageToken}/reschedule`,
      payload: { startsAt: theirs.startsAt },
    });
    expect(taken.statusCode).toBe(409);
    expect(taken.json().error.details.nextFree.length).toBeGreaterThan(0);
    const kept = await testDb.db.booking.findFirstOrThrow({ where: { reference: mine.reference } });
    expect(kept.startsAt.toISOString()).toBe(mine.startsAt);
    expect(kept.sequence).toBe(0);

    const free = (await listedSlots(app))[50]!;
    const moved = await app.inject({
      method: "POST",
      url: `/api/bookings/manage/${mine.manageToken}/reschedule`,
      payload: { startsAt: free },
    });
    expect(moved.statusCode).toBe(200);
    expect(moved.json()).toMatchObject({ startsAt: free, status: "confirmed" });
    expect((await testDb.db.booking.findFirstOrThrow({ where: { reference: mine.reference } })).sequence).toBe(1);
    expect(await listedSlots(app)).toContain(mine.startsAt);
  });

  it("cancels, freeing the time; inside 24 hours it says to call", async () => {
    const mine = await newBooking(60);
    const cancelled = await app.inject({ method: "POST", url: `/api/bookings/manage/${mine.manageToken}/cancel` });
    expect(cancelled.statusCode).toBe(200);
    expect(cancelled.json()).toMatchObject({ status: "cancelled", canChange: false });
    expect(await listedSlots(app)).toContain(mine.startsAt);

    const soon = await newBooking(61);
    const inTwelveHours = new Date(Date.now() + 12 * 3_600_000);
    await testDb.db.booking.updateMany({
      where: { reference: soon.reference },
      data: {
        startsAt: inTwelveHours,
        endsAt: new Date(inTwelveHours.getTime() + 45 * 60_000),
        busyUntil: new Date(inTwelveHours.getTime() + 75 * 60_000),
      },
    });
    expect(
      (await app.inject({ method: "GET", url: `/api/bookings/manage/${soon.manageToken}` })).json().canChange,
    ).toBe(false);
    const late = await app.inject({ method: "POST", url: `/api/bookings/manage/${soon.manageToken}/cancel` });
    expect(late.statusCode).toBe(409);
    expect(late.json().error.message).toContain(BUSINESS.phoneDisplay);
    expect((await testDb.db.booking.findFirstOrThrow({ where: { reference: soon.reference } })).status).toBe(
      "confirmed",
    );
  });

  it("downloads a real iCalendar file: a PUBLISH with a stable UID, Denver times, the business as organizer", async () => {
    const mine = await newBooking(70);
    const res = await app.inject({ method: "GET", url: `/api/bookings/manage/${mine.manageToken}/invite.ics` });
    expect(res.statusCode).toBe(200);
    expect(res.headers["content-type"]).toMatch(/^text\/calendar/);
    const calendar = new ICAL.Component(ICAL.parse(res.body));
    for (const zone of calendar.getAllSubcomponents("vtimezone")) ICAL.TimezoneService.register(zone);
    expect(calendar.getFirstPropertyValue("method")).toBe("PUBLISH");
    expect(res.body.endsWith("END:VCALENDAR\r\n")).toBe(true);
    const event = new ICAL.Event(calendar.getFirstSubcomponent("vevent")!);
    expect(event.startDate.toJSDate().toISOString()).toBe(mine.startsAt);
    expect(event.endDate.toJSDate().getTime() - event.startDate.toJSDate().getTime()).toBe(45 * 60_000);
    expect(event.startDate.zone.tzid).toBe("America/Denver");
    expect(event.uid).toMatch(/^booking-[0-9a-f-]{36}@bluebird\.test$/);
    expect(String(event.component.getFirstPropertyValue("organizer"))).toBe(`mailto:${BUSINESS.email}`);
    expect(event.sequence).toBe(0);
    expect(event.description).toContain(`http://bluebird.test/booking/manage/${mine.manageToken}`);
  });
});

describe("privacy", () => {
  it("exports and deletes a person's bookings by email, with their queued emails and reminder", async () => {
    const slots = await listedSlots(app);
    const res = await book(
      bookingRequest(slots[90]!, {
        email: "Forget.Me@Example.com",
        estimate: { sqft: 1500, bedrooms: 2, bathrooms: 1, pets: false, serviceType: "standard", addOns: [] },
      }),
    );
    expect(res.statusCode).toBe(201);
    const identifier = { kind: "email", value: "forget.me@example.com" } as const;
    const exported = await exportPerson(testDb.db, SYSTEM_ACTOR, identifier, new Date(), SHIPPED_FACTS.business);
    expect(JSON.stringify(exported)).toContain(res.json().reference);
    // That walkthrough is over (one upcoming booking per visitor); the next is booked with email on.
    await testDb.db.booking.update({ where: { reference: res.json().reference }, data: { status: "done" } });
    // A booking made with email on has its emails and reminder queued (the visitor's holds the manage link).
    const emailed = await createBooking(
      testDb.db,
      BookingRequestSchema.parse(bookingRequest(slots[95]!, { email: "forget.me@example.com" })),
      { now: new Date(), emailOn: true, facts: SHIPPED_FACTS, prices: SHIPPED_FACTS },
    );
    const queued = () =>
      testDb.db.$queryRaw<
        { key: string }[]
      >`SELECT key FROM graphile_worker.jobs WHERE key LIKE ${`%${emailed.booking.id}%`}`;
    expect(await queued()).toHaveLength(3);
    expect(await listedSlots(app)).not.toContain(slots[95]);
    const counts = await erasePerson(testDb.db, SYSTEM_ACTOR, identifier, new Date());
    expect(counts).toMatchObject({ bookings: 2, estimates: 1 });
    expect(await testDb.db.booking.count({ where: { reference: res.json().reference } })).toBe(0);
    expect(await queued()).toEqual([]);
    expect(await listedSlots(app)).toContain(slots[95]);
  });
});
