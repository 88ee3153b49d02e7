import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { SITE_ORIGIN, createTestOwner, signedInClient, testAdminAuth } from "../support/admin-session";
import { bookingRequest, listedSlots, openEveryDay } from "../support/bookings";
import { withProof } from "../support/booking-proof";
import { buildTestApp } from "../support/test-app";
import { createTestDatabase, type TestDatabase } from "../support/test-database";
import { trpcData } from "../support/trpc-data";

let testDb: TestDatabase;
let app: FastifyInstance;
let client: Awaited<ReturnType<typeof signedInClient>>;

beforeAll(async () => {
  testDb = await createTestDatabase();
  await openEveryDay(testDb.db);
  await createTestOwner(testDb.db);
  app = await buildTestApp(testDb.db, {
    admin: testAdminAuth(),
    siteUrl: "http://bluebird.test",
    siteUrlAliases: [SITE_ORIGIN],
  });
  client = await signedInClient(app);
});
afterAll(async () => {
  await app.close();
  await testDb.drop();
});

async function book(index: number, name: string) {
  const slots = await listedSlots(app);
  const res = await app.inject({
    method: "POST",
    url: "/api/bookings",
    payload: await withProof(app, bookingRequest(slots[index]!, { name })),
  });
  expect(res.statusCode).toBe(201);
  const { reference, startsAt } = res.json<{ reference: string; startsAt: string }>();
  const { id } = await testDb.db.booking.findUniqueOrThrow({ where: { reference }, select: { id: true } });
  return { id, reference, startsAt };
}

describe("the owner's side of bookings", () => {
  it("a private calendar feed: its address shown once, the bookings in it, the old address dead once renewed", async () => {
    const booking = await book(4, "Feed Person");
    expect(trpcData(await client.query("admin.bookings.calendarFeed.get"))).toEqual({ url: null, active: false });
    const { url } = trpcData<{ url: string }>(await client.mutate("admin.bookings.calendarFeed.renew"));
    expect(url).toMatch(/^http:\/\/bluebird\.test\/api\/calendar\/[A-Za-z0-9_-]{43}\.ics$/);
    expect(trpcData(await client.query("admin.bookings.calendarFeed.get"))).toEqual({ url: null, active: true });
    // Only the token's hash is kept.
    const token = url.slice(url.lastIndexOf("/") + 1, -".ics".length);
    expect(JSON.stringify(await testDb.db.bookingSettings.findUniqueOrThrow({ where: { id: 1 } }))).not.toContain(
      token,
    );

    const path = new URL(url).pathname;
    const feed = await app.inject({ method: "GET", url: path });
    expect(feed.statusCode).toBe(200);
    expect(feed.headers["content-type"]).toMatch(/^text\/calendar/);
    expect(feed.headers["cache-control"]).toBe("no-store");
    expect(feed.body).toContain(`UID:booking-${booking.id}@bluebird.test`);
    expect(feed.body).toContain("Feed Person");

    const renewed = trpcData<{ url: string }>(await client.mutate("admin.bookings.calendarFeed.renew")).url;
    expect(renewed).not.toBe(url);
    const old = await app.inject({ method: "GET", url: path });
    expect(old.statusCode).toBe(404);
    expect(old.headers["cache-control"]).toBe("no-store");
    expect((await app.inject({ method: "GET", url: new URL(renewed).pathname })).statusCode).toBe(200);
  });

  it("lists, exports, cancels (the time is free again) and refuses to move a booking onto a taken time", async () => {
    const mine = await book(10, "Owner Moves");
    const theirs = await book(20, "Someone Else");
    const list = trpcData<{ reference: string }[]>(await client.query("admin.bookings.list", {}));
    expect(list.map((row) => row.reference)).toEqual(expect.arrayContaining([mine.reference, theirs.reference]));
    const csv = await client.get("/api/admin/bookings.csv");
    expect(csv.statusCode).toBe(200);
    expect(csv.body.split("\r\n")[0]).toBe(
      "reference,status,starts_at,ends_at,name,email,phone,street,city,zip,service,notes,outside_service_area,booked_at,booked_through",
    );
    expect(csv.body.split("\r\n").find((line) => line.startsWith(mine.reference))).toMatch(/,site$/);

    const taken = await client.mutate("admin.bookings.reschedule", { id: mine.id, startsAt: theirs.startsAt });
    expect(taken.statusCode).toBe(409);
    expect(taken.json().error.data.details.nextFree.length).toBeGreaterThan(0);
    expect((await testDb.db.booking.findUniqueOrThrow({ where: { id: mine.id } })).startsAt.toISOString()).toBe(
      mine.startsAt,
    );

    expect(trpcData(await client.mutate("admin.bookings.setStatus", { id: theirs.id, status: "cancelled" }))).toEqual({
      id: theirs.id,
      status: "cancelled",
    });
    expect(await listedSlots(app)).toContain(theirs.startsAt);
    const moved = trpcData<{ startsAt: string }>(
      await client.mutate("admin.bookings.reschedule", { id: mine.id, startsAt: theirs.startsAt }),
    );
    expect(moved.startsAt).toBe(theirs.startsAt);
  });
});
