import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { BookingRequestSchema } from "#shared/booking/booking-request";
import type { BookingRate } from "#shared/booking/booking-rate";
import { createBooking } from "#server/bookings/booking-store";
import {
  ADMIN_TEST_EMAIL,
  SITE_ORIGIN,
  createTestOwner,
  signedInClient,
  testAdminAuth,
} from "../support/admin-session";
import { bookingRequest, listedSlots, openEveryDay } from "../support/bookings";
import { SHIPPED_FACTS } from "../support/site-facts";
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
  app = await buildTestApp(testDb.db, { admin: testAdminAuth() });
  client = await signedInClient(app);
});
afterAll(async () => {
  await app.close();
  await testDb.drop();
});

/** A booking with email on (its two emails and its reminder queued), each by a different person. */
async function book(startsAt: string, n: number) {
  const request = bookingRequest(startsAt, {
    name: `Booker ${n}`,
    email: `booker${n}@example.com`,
    phone: `303-555-02${String(10 + n)}`,
    address: { street: `${20 + n} Birch Ln`, city: "Parker", zip: "80134" },
  });
  const { booking } = await createBooking(testDb.db, BookingRequestSchema.parse(request), {
    now: new Date(),
    emailOn: true,
    facts: SHIPPED_FACTS,
    prices: SHIPPED_FACTS,
  });
  return booking;
}

/** The queue's jobs for these bookings (the emails and reminder: their job keys name the booking). */
function jobsFor(ids: readonly string[]) {
  const patterns = ids.map((id) => `%${id}%`);
  return testDb.db.$queryRaw<{ task_identifier: string; key: string | null }[]>`
    SELECT task_identifier, key FROM graphile_worker.jobs WHERE key LIKE ANY(${patterns}::text[])`;
}

const spamEntries = () =>
  testDb.db.auditEntry.findMany({ where: { action: "bookings.cancel-spam" }, orderBy: { at: "asc" } });

describe("cancelling bookings as spam", () => {
  it("cancels a batch in one go: times freed, reminders and unsent emails removed, nothing emailed, one audit entry", async () => {
    const slots = await listedSlots(app);
    // Every 12th start: far enough apart never to overlap.
    const [realStart, ...fakeStarts] = [0, 12, 24, 36].map((i) => slots[i]!);
    const real = await book(realStart!, 0);
    const fakes = await Promise.all(fakeStarts.map((startsAt, i) => book(startsAt, i + 1)));
    const fakeIds = fakes.map((b) => b.id);
    expect(await jobsFor(fakeIds)).toHaveLength(9);
    expect(await listedSlots(app)).not.toContain(fakeStarts[0]);

    const answer = trpcData<{ cancelled: string[]; alreadySpam: string[] }>(
      await client.mutate("admin.bookings.cancelAsSpam", { ids: fakeIds }),
    );
    expect(answer).toEqual({ cancelled: fakes.map((b) => b.reference).sort(), alreadySpam: [] });

    const rows = await testDb.db.booking.findMany({ where: { id: { in: [...fakeIds, real.id] } } });
    for (const row of rows) {
      if (row.id === real.id) expect([row.status, row.spamAt]).toEqual(["confirmed", null]);
      else expect([row.status, row.spamAt instanceof Date]).toEqual(["cancelled", true]);
    }
    // No email to the address typed in nor to the owner: none queued for the change, and the
    // confirmation still waiting (and the reminder) gone. The real booking keeps its own.
    expect(await jobsFor(fakeIds)).toEqual([]);
    expect((await jobsFor([real.id])).map((j) => j.task_identifier).sort()).toEqual([
      "booking-email",
      "booking-email",
      "booking-reminder",
    ]);
    // Their times are free again; the real one's is not.
    const free = await listedSlots(app);
    expect(free).toEqual(expect.arrayContaining(fakeStarts));
    expect(free).not.toContain(realStart);

    const entries = await spamEntries();
    expect(entries).toHaveLength(1);
    expect(entries[0]).toMatchObject({
      actor: ADMIN_TEST_EMAIL,
      detail: { count: 3 },
      records: expect.arrayContaining(fakeIds.map((id) => ({ kind: "booking", id }))),
    });

    // Again: nothing changes, nothing is recorded twice.
    expect(
      trpcData<{ cancelled: string[]; alreadySpam: string[] }>(
        await client.mutate("admin.bookings.cancelAsSpam", { ids: fakeIds.slice(0, 1) }),
      ),
    ).toEqual({ cancelled: [], alreadySpam: [fakes[0]!.reference] });
    expect(await spamEntries()).toHaveLength(1);

    // Still listed, filterable, and out of the rate's real count.
    const listed = (spam?: "only" | "hide") =>
      client
        .query("admin.bookings.list", spam ? { spam } : {})
        .then((r) => trpcData<{ id: string; spamAt: string | null }[]>(r).map((b) => b.id));
    expect((await listed()).sort()).toEqual([real.id, ...fakeIds].sort());
    expect((await listed("only")).sort()).toEqual([...fakeIds].sort());
    expect(await listed("hide")).toEqual([real.id]);
    // One real booking made three days ago, and one made with Dove today.
    await testDb.db.$executeRaw`UPDATE bookings SET created_at = now() - interval '3 days' WHERE id = ${real.id}::uuid`;
    const chat = await book(slots[48]!, 9);
    await testDb.db.$executeRaw`UPDATE bookings SET source = 'chat' WHERE id = ${chat.id}::uuid`;
    const rate = trpcData<BookingRate>(await client.query("admin.bookings.rate"));
    expect(rate).toMatchObject({
      last24Hours: { site: 0, chat: 1, spam: 3 },
      last7Days: { site: 1, chat: 1, spam: 3 },
      today: 1,
      unusual: false,
    });
    expect(rate.dailyAverage).toBeCloseTo(0.1, 5);

    // A mistake undone: confirmed again (its time still free), it is real again, and emailed as any change.
    trpcData(await client.mutate("admin.bookings.setStatus", { id: fakeIds[0], status: "confirmed" }));
    expect(await testDb.db.booking.findUniqueOrThrow({ where: { id: fakeIds[0] } })).toMatchObject({
      status: "confirmed",
      spamAt: null,
    });
    expect(await listed("only")).not.toContain(fakeIds[0]);
  });

  it("is the signed-in owner's alone, from the site's own pages, with a 400 naming the field for a bad batch", async () => {
    const slots = await listedSlots(app);
    const target = await book(slots.at(-1)!, 20);
    const ids = [target.id];
    const anonymous = await app.inject({
      method: "POST",
      url: "/trpc/admin.bookings.cancelAsSpam",
      headers: { origin: SITE_ORIGIN },
      payload: { ids },
    });
    expect(anonymous.statusCode).toBe(401);
    const otherSite = await client.mutate("admin.bookings.cancelAsSpam", { ids }, { origin: "https://evil.example" });
    expect(otherSite.statusCode).toBe(403);

    for (const [payload, field] of [
      [{}, "ids"],
      [{ ids: [] }, "ids"],
      [{ ids: "all" }, "ids"],
      [{ ids: ["BK-123456"] }, "ids.0"],
      [{ ids: Array.from({ length: 201 }, () => target.id) }, "ids"],
    ] as const) {
      const refused = await client.mutate("admin.bookings.cancelAsSpam", payload);
      expect(refused.statusCode, JSON.stringify(payload)).toBe(400);
      expect(Object.keys(refused.json().error.data.fields)).toEqual([field]);
    }
    // All or nothing: an unknown id, or a walkthrough that took place, changes none of the batch.
    const unknown = await client.mutate("admin.bookings.cancelAsSpam", {
      ids: [target.id, "00000000-0000-4000-8000-000000000000"],
    });
    expect(unknown.statusCode).toBe(404);
    const done = await book(slots.at(-13)!, 21);
    await testDb.db.booking.update({ where: { id: done.id }, data: { status: "done" } });
    const tookPlace = await client.mutate("admin.bookings.cancelAsSpam", { ids: [target.id, done.id] });
    expect(tookPlace.statusCode).toBe(409);
    expect(tookPlace.json().error.message).toContain(done.reference);
    expect(await testDb.db.booking.findUniqueOrThrow({ where: { id: target.id } })).toMatchObject({
      status: "confirmed",
      spamAt: null,
    });
    expect(await jobsFor(ids)).toHaveLength(3);
  });
});
