import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Availability } from "#shared/booking/booking-api";
import { type ReplicaGroup, startReplicaGroup } from "../support/replica-group";
import { type SmtpSink, startSmtpSink } from "../support/smtp-sink";
import { proofFromUrl, TEST_PROOF_WORK } from "../support/booking-proof";
import { bookingRequest, openEveryDay } from "../support/bookings";
import { createTestDatabase, type TestDatabase } from "../support/test-database";
import { waitFor } from "../support/wait-for";

let testDb: TestDatabase;
let group: ReplicaGroup;
let smtp: SmtpSink;

beforeAll(async () => {
  testDb = await createTestDatabase();
  smtp = await startSmtpSink();
  group = await startReplicaGroup(2, {
    DATABASE_URL: testDb.url,
    SITE_URL: "http://bluebird.test",
    RATE_LIMITS: "off",
    BOOKING_PROOF_WORK: String(TEST_PROOF_WORK),
    SMTP_URL: smtp.url,
    NOTIFY_EMAIL: "owner@bluebird.example.com",
  });
}, 120_000);
afterAll(async () => {
  await group?.stop();
  await smtp?.close();
  await testDb.drop();
});

const baseUrl = (slot: number) => group.replicas[slot]!.baseUrl;

async function slots(): Promise<string[]> {
  const res = await group.requestTo(1, "/api/bookings/availability");
  return (JSON.parse(res.body) as Availability).days.flatMap((d) => d.slots.map((s) => s.startsAt));
}

/** Rows whose busy intervals overlap on one unit, or more active rows at an instant than capacity. */
async function overlaps(): Promise<number> {
  const [row] = await testDb.db.$queryRaw<{ count: bigint }[]>`
    SELECT count(*) AS count FROM bookings a JOIN bookings b ON a.id < b.id AND a.unit = b.unit
    WHERE a.status = 'confirmed' AND b.status = 'confirmed' AND tstzrange(a.starts_at, a.busy_until) && tstzrange(b.starts_at, b.busy_until)`;
  return Number(row?.count ?? 0);
}

describe("200 visitors booking one time through two server processes", () => {
  for (const capacity of [1, 2]) {
    it(`capacity ${capacity}: exactly ${capacity} booked, the rest 409, no overlap in the table`, async () => {
      await openEveryDay(testDb.db, { capacity });
      const time = (await slots())[capacity * 40]!;
      // Each visitor's proof of work first (from either instance), so the requests race together.
      const proofs = await Promise.all(Array.from({ length: 200 }, (_, i) => proofFromUrl(baseUrl((i + 1) % 2))));
      const answers = await Promise.all(
        Array.from({ length: 200 }, (_, i) =>
          group.requestTo(i % 2, "/api/bookings", {
            method: "POST",
            body: bookingRequest(time, { email: `racer${capacity}-${i}@example.com`, proof: proofs[i] }),
          }),
        ),
      );
      const statuses = answers.map((a) => a.status);
      expect(
        answers
          .filter((a) => a.status !== 201 && a.status !== 409)
          .map((a) => `${a.status} ${a.body}`)
          .slice(0, 3),
        group.replicas
          .map((r) => r.output())
          .join("\n")
          .slice(-3000),
      ).toEqual([]);
      expect(statuses.filter((s) => s === 201)).toHaveLength(capacity);
      expect(statuses.filter((s) => s === 409)).toHaveLength(200 - capacity);
      // Both processes took part: each refused some of the race.
      expect(new Set(answers.filter((a) => a.status === 409).map((a) => a.slot))).toEqual(new Set([0, 1]));
      expect(await testDb.db.booking.count({ where: { startsAt: new Date(time), status: "confirmed" } })).toBe(
        capacity,
      );
      expect(await overlaps()).toBe(0);
      expect(await slots()).not.toContain(time);
    }, 120_000);
  }
});

describe("the booking form's proof of work", () => {
  it("solved for one instance books at the other, and is refused as spent at either afterwards", async () => {
    await openEveryDay(testDb.db, { capacity: 1 });
    const times = await slots();
    const proof = await proofFromUrl(baseUrl(0));
    const booked = await group.requestTo(1, "/api/bookings", {
      method: "POST",
      body: bookingRequest(times[60]!, { email: "proof.once@example.com", proof }),
    });
    expect(booked.status).toBe(201);
    for (const slot of [0, 1]) {
      const replay = await group.requestTo(slot, "/api/bookings", {
        method: "POST",
        body: bookingRequest(times[70]!, { email: "proof.twice@example.com", proof }),
      });
      expect(replay.status).toBe(400);
      expect(Object.keys((JSON.parse(replay.body) as { error: { fields: object } }).error.fields)).toEqual(["proof"]);
    }
    expect(await testDb.db.booking.count({ where: { email: "proof.twice@example.com" } })).toBe(0);
  });
});

describe("emails and the reminder", () => {
  it("emails the visitor an invite and the owner a notice; the reminder is sent once after the instance that queued it is killed, and not again when it restarts", async () => {
    await openEveryDay(testDb.db, { capacity: 1 });
    const time = (await slots())[5]!;
    const res = await group.requestTo(0, "/api/bookings", {
      method: "POST",
      body: bookingRequest(time, { email: "remind.me@example.com", proof: await proofFromUrl(baseUrl(0)) }),
    });
    expect(res.status).toBe(201);
    const { reference, manageToken } = JSON.parse(res.body) as { reference: string; manageToken: string };
    const booking = await testDb.db.booking.findFirstOrThrow({ where: { reference } });

    const mailsFor = (needle: string) => smtp.received.filter((m) => m.raw.includes(needle));
    await waitFor(
      () =>
        mailsFor(`booking-${booking.id}-visitor-0@`).length > 0 &&
        mailsFor(`booking-${booking.id}-owner-0-booked@`).length > 0,
      30_000,
      "the confirmation emails",
    );
    const confirmation = mailsFor(`booking-${booking.id}-visitor-0@`)[0]!;
    expect(confirmation.to).toEqual(["remind.me@example.com"]);
    expect(confirmation.raw).toMatch(/text\/calendar;[^\n]*method=REQUEST/i);
    expect(confirmation.raw.replace(/=\r\n/g, "")).toContain(manageToken);

    // The reminder waits in the queue until a day before; the test brings it forward.
    await group.kill(0);
    await testDb.db
      .$executeRaw`UPDATE graphile_worker._private_jobs SET run_at = now() WHERE key = ${`booking-reminder:${booking.id}`}`;
    await waitFor(
      async () => (await testDb.db.booking.findUniqueOrThrow({ where: { id: booking.id } })).reminderSentFor !== null,
      45_000,
      "the reminder",
    );
    expect(group.replicas[1]?.child.exitCode).toBeNull();
    // The killed instance comes back: nothing it had queued is sent again.
    await group.restart(0);
    await new Promise((resolve) => setTimeout(resolve, 2_000));
    expect(mailsFor(`booking-${booking.id}-visitor-reminder-`)).toHaveLength(1);
    expect(
      await testDb.db
        .$queryRaw`SELECT 1 FROM graphile_worker._private_jobs WHERE key = ${`booking-reminder:${booking.id}`}`,
    ).toEqual([]);
  }, 120_000);
});
