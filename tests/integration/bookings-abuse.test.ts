import type { FastifyInstance } from "fastify";
import type { JobHelpers } from "graphile-worker";
import type Mail from "nodemailer/lib/mailer";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { BookingReceipt, ManageView } from "#shared/booking/booking-api";
import { setBookingStatus } from "#server/bookings/booking-store";
import { fixedFacts } from "#server/facts/facts-in-force";
import { bookingEmailTask } from "#server/bookings/booking-tasks";
import { DEFAULT_RATE_LIMITS, type RateLimitSettings } from "#server/http/rate-limit-settings";
import type { ContactNotifications } from "#server/notify/contact-notification-relay";
import { bookingRequest, freshBooker, listedSlots, openEveryDay } from "../support/bookings";
import { withProof } from "../support/booking-proof";
import { SHIPPED_FACTS } from "../support/site-facts";
import { buildTestApp } from "../support/test-app";
import { createTestDatabase, type TestDatabase } from "../support/test-database";

let testDb: TestDatabase;
let app: FastifyInstance;
let mailApp: FastifyInstance;
let slots: string[];
let next = 0;
const extraApps: FastifyInstance[] = [];

const EMAIL_ON: ContactNotifications = { emailOn: true, kick: () => undefined, idle: async () => undefined };

beforeAll(async () => {
  testDb = await createTestDatabase();
  await openEveryDay(testDb.db);
  app = await buildTestApp(testDb.db, { siteUrl: "http://bluebird.test" });
  mailApp = await buildTestApp(testDb.db, { siteUrl: "http://bluebird.test", notifications: EMAIL_ON });
  slots = await listedSlots(app);
});
afterAll(async () => {
  await Promise.all([app, mailApp, ...extraApps].map((a) => a.close()));
  await testDb.drop();
});

/** A free time no other test of this file has used (listed starts 90 minutes apart never overlap). */
const freeSlot = () => {
  const slot = slots[next]!;
  next += 3;
  return slot;
};

/** POST /api/bookings with a fresh proof of work, unless the body carries one already. */
const post = async (target: FastifyInstance, body: object, remoteAddress = "127.0.0.1") =>
  target.inject({ method: "POST", url: "/api/bookings", payload: await withProof(target, body), remoteAddress });

async function limitedApp(limits: Partial<RateLimitSettings>) {
  const limited = await buildTestApp(testDb.db, {
    rateLimits: { ...DEFAULT_RATE_LIMITS, contactPerMinute: 1000, contactPerDay: 1000, chatPerMinute: 1000, ...limits },
  });
  extraApps.push(limited);
  return limited;
}

/** The booking-email jobs queued for a booking: who each goes to, its sequence and manage token. */
async function queuedEmails(bookingId: string) {
  const rows = await testDb.db.$queryRaw<{ payload: { to: string; sequence: number; manageToken: string | null } }[]>`
    SELECT payload FROM graphile_worker._private_jobs WHERE payload->>'bookingId' = ${bookingId} AND payload->>'to' IS NOT NULL ORDER BY id`;
  return rows.map((row) => row.payload);
}

/** Runs a queued booking email through the real task with a mailer that keeps what it was given. */
async function sendQueued(payload: unknown): Promise<Mail.Options[]> {
  const sent: Mail.Options[] = [];
  const mailer = {
    ownerEmail: "owner@bluebird.test",
    siteUrl: "http://bluebird.test",
    send: async (m: Mail.Options) => void sent.push(m),
    close: () => undefined,
  };
  const log = { error: () => undefined, warn: () => undefined, info: () => undefined, debug: () => undefined };
  await bookingEmailTask(testDb.db, mailer, fixedFacts(SHIPPED_FACTS), log)(payload, {} as JobHelpers);
  return sent;
}

describe("one upcoming walkthrough per email address, phone number and street address", () => {
  it.each([
    ["email address", (b: ReturnType<typeof freshBooker>) => ({ email: ` ${b.email.toUpperCase()} ` })],
    ["phone number", (b: ReturnType<typeof freshBooker>) => ({ phone: `+1 ${b.phone.replace(/-/g, ".")}` })],
    [
      "address",
      (b: ReturnType<typeof freshBooker>) => ({
        address: { street: `${b.street.toLowerCase().replace(" st", " street")}`, city: "Parker", zip: "80134" },
      }),
    ],
  ])(
    "refuses a second booking for the same %s while the first is upcoming, and allows it once that is cancelled",
    async (what, same) => {
      const first = bookingRequest(freeSlot());
      const booker = { email: first.email, phone: first.phone, street: first.address.street };
      const made = await post(app, first);
      expect(made.statusCode).toBe(201);

      const again = await post(app, bookingRequest(freeSlot(), same(booker)));
      expect(again.statusCode).toBe(409);
      const error = again.json<{ error: { code: string; message: string; details: { alreadyBooked: string } } }>()
        .error;
      expect(error.code).toBe("CONFLICT");
      // Email is off in this app: nothing is resent, and the answer says where the link is.
      expect(error.message).toBe(
        `A walkthrough is already booked for this ${what}. Please use the link you were given when you booked it, or call us at (303) 555-0142.`,
      );
      expect(again.body).not.toContain(made.json<BookingReceipt>().manageToken);

      const cancelled = await app.inject({
        method: "POST",
        url: `/api/bookings/manage/${made.json<BookingReceipt>().manageToken}/cancel`,
      });
      expect(cancelled.statusCode, cancelled.body).toBe(200);
      expect((await post(app, bookingRequest(freeSlot(), same(booker)))).statusCode).toBe(201);
    },
  );

  it("treats unit words, punctuation and case as one address at one ZIP, and another ZIP as another address", async () => {
    const first = await post(
      app,
      bookingRequest(freeSlot(), { address: { street: "12 Elm St., Apt 4", city: "Parker", zip: "80134" } }),
    );
    expect(first.statusCode).toBe(201);
    const same = await post(
      app,
      bookingRequest(freeSlot(), { address: { street: "12 elm st #4", city: "parker", zip: "80134" } }),
    );
    expect(same.statusCode).toBe(409);
    expect(same.json<{ error: { message: string } }>().error.message).toMatch(
      /^A walkthrough is already booked for this address\./,
    );
    const elsewhere = await post(
      app,
      bookingRequest(freeSlot(), { address: { street: "12 Elm St., Apt 4", city: "Castle Rock", zip: "80104" } }),
    );
    expect(elsewhere.statusCode).toBe(201);
  });

  it("emails the first booking's link again to ITS address only (a new link: the old one stops working), once an hour", async () => {
    const first = bookingRequest(freeSlot(), { email: "first.owner@example.com" });
    const made = await post(mailApp, first);
    expect(made.statusCode).toBe(201);
    const { manageToken: oldToken, reference } = made.json<BookingReceipt>();
    const booking = await testDb.db.booking.findUniqueOrThrow({ where: { reference } });
    const before = await queuedEmails(booking.id);
    expect(before.map((job) => job.to).sort()).toEqual(["owner", "visitor"]);

    // Someone else types the same phone number, with their own email address.
    const intruder = bookingRequest(freeSlot(), { phone: first.phone, email: "someone.else@example.com" });
    const again = await post(mailApp, intruder);
    expect(again.statusCode).toBe(409);
    expect(again.json<{ error: { message: string } }>().error.message).toBe(
      "A walkthrough is already booked for this phone number; we've emailed its link again to the address it was booked with.",
    );
    const resent = (await queuedEmails(booking.id)).slice(before.length);
    expect(resent).toHaveLength(1);
    expect(resent[0]).toMatchObject({ to: "visitor", sequence: 1 });
    const newToken = resent[0]!.manageToken!;
    expect(newToken).toMatch(/^[\w-]{43}$/);
    expect(again.body).not.toContain(newToken);
    expect(await testDb.db.booking.count({ where: { email: "someone.else@example.com" } })).toBe(0);

    const sent = await sendQueued(resent[0]);
    expect(sent).toHaveLength(1);
    // Only the first booking's own address, and no visitor text in its headers (ADR 0023).
    expect(sent[0]!.to).toBe("first.owner@example.com");
    expect(sent[0]!.text as string).toContain(`http://bluebird.test/booking/manage/${newToken}`);
    expect(JSON.stringify(sent)).not.toContain("someone.else");

    const view = await mailApp.inject({ method: "GET", url: `/api/bookings/manage/${newToken}` });
    expect(view.json<ManageView>().reference).toBe(reference);
    expect((await mailApp.inject({ method: "GET", url: `/api/bookings/manage/${oldToken}` })).statusCode).toBe(404);

    // More attempts within the hour are refused the same way but email nothing more.
    expect((await post(mailApp, bookingRequest(freeSlot(), { email: "FIRST.owner+x@example.com" }))).statusCode).toBe(
      409,
    );
    expect(await queuedEmails(booking.id)).toHaveLength(before.length + 1);
  });

  it("lets two simultaneous bookings with one email address not both succeed", async () => {
    const email = "racing.pair@example.com";
    const answers = await Promise.all(
      Array.from({ length: 6 }, () => post(app, bookingRequest(freeSlot(), { email }))),
    );
    expect(answers.map((a) => a.statusCode).sort()).toEqual([201, 409, 409, 409, 409, 409]);
    expect(await testDb.db.booking.count({ where: { email, status: "confirmed" } })).toBe(1);
  });

  it("refuses the owner re-confirming a cancelled booking when its visitor has booked again meanwhile", async () => {
    const first = bookingRequest(freeSlot());
    const made = (await post(app, first)).json<BookingReceipt>();
    await app.inject({ method: "POST", url: `/api/bookings/manage/${made.manageToken}/cancel` });
    expect((await post(app, bookingRequest(freeSlot(), { email: first.email }))).statusCode).toBe(201);
    const cancelled = await testDb.db.booking.findUniqueOrThrow({ where: { reference: made.reference } });
    await expect(
      setBookingStatus(testDb.db, cancelled, "confirmed", new Date(), null, SHIPPED_FACTS),
    ).rejects.toMatchObject({
      code: "CONFLICT",
      message: "Another upcoming walkthrough is already booked for this email address. Cancel that one first.",
    });
    expect((await testDb.db.booking.findUniqueOrThrow({ where: { id: cancelled.id } })).status).toBe("cancelled");
  });

  it("does not stop the visitor moving their own booking", async () => {
    const made = (await post(app, bookingRequest(freeSlot()))).json<BookingReceipt>();
    const moved = await app.inject({
      method: "POST",
      url: `/api/bookings/manage/${made.manageToken}/reschedule`,
      payload: { startsAt: freeSlot() },
    });
    expect(moved.statusCode, moved.body).toBe(200);
  });
});

describe("a repeated idempotency key", () => {
  it("answers 20 simultaneous retries with the one booking it made, never 'taken'", async () => {
    // One proof for all 20: a retry of the same request (same key) may send it again.
    const request = await withProof(app, bookingRequest(freeSlot()));
    const answers = await Promise.all(Array.from({ length: 20 }, () => post(app, request)));
    expect(answers.map((a) => a.statusCode)).toEqual(Array(20).fill(201));
    const receipts = answers.map((a) => a.json<BookingReceipt>());
    expect(new Set(receipts.map((r) => r.reference)).size).toBe(1);
    expect(new Set(receipts.map((r) => r.manageToken)).size).toBe(1);
    expect(await testDb.db.booking.count({ where: { email: request.email } })).toBe(1);
  });

  it("does so with the day's booking allowance on too, counting the booking once", async () => {
    const limited = await limitedApp({ bookingsPerDay: 1 });
    const request = await withProof(limited, bookingRequest(freeSlot()));
    const answers = await Promise.all(Array.from({ length: 20 }, () => post(limited, request, "198.51.100.20")));
    expect(answers.map((a) => a.statusCode)).toEqual(Array(20).fill(201));
    expect(new Set(answers.map((a) => a.json<BookingReceipt>().manageToken)).size).toBe(1);
    expect((await post(limited, bookingRequest(freeSlot()), "198.51.100.20")).statusCode).toBe(429);
  });
});

describe("bookings per client per day", () => {
  async function bookWithDove(target: FastifyInstance, remoteAddress: string) {
    const booker = freshBooker();
    const session = `dove-${booker.phone}`;
    let conversationId: string | null = null;
    const say = async (message: string) => {
      const res = await target.inject({
        method: "POST",
        url: "/api/chat/message",
        payload: { message, conversationId, sessionId: session },
        remoteAddress,
      });
      expect(res.statusCode, res.body).toBe(200);
      const body = res.json<{ conversationId: string; response: string; booking?: { reference: string } }>();
      conversationId = body.conversationId;
      return body;
    };
    await say("I'd like to book a walkthrough please");
    await say("1");
    for (const detail of ["Dove Booker", booker.email, booker.phone, `${booker.street}, Parker, CO 80134`])
      await say(detail);
    return say("yes");
  }

  it(`are ${DEFAULT_RATE_LIMITS.bookingsPerDay} by default, counted alike on the form, the API and with Dove`, async () => {
    const limited = await limitedApp({});
    const ip = "192.0.2.44";
    const taken = freeSlot();
    expect((await post(limited, bookingRequest(taken), ip)).statusCode).toBe(201);
    // A refused attempt (a taken time) does not use up the allowance.
    expect((await post(limited, bookingRequest(taken), ip)).statusCode).toBe(409);
    const viaDove = await bookWithDove(limited, ip);
    expect(viaDove.booking?.reference).toMatch(/^BK-/);
    expect((await post(limited, bookingRequest(freeSlot()), ip)).statusCode).toBe(201);

    const fourth = await post(limited, bookingRequest(freeSlot()), ip);
    expect(fourth.statusCode).toBe(429);
    expect(Number(fourth.headers["retry-after"])).toBeGreaterThan(23 * 3600);
    expect(fourth.json<{ error: { message: string } }>().error.message).toContain("call us at (303) 555-0142");
    const doveFourth = await bookWithDove(limited, ip);
    expect(doveFourth.booking).toBeUndefined();
    expect(doveFourth.response).toContain("as many walkthroughs as we can book online");
    // Another client is not affected.
    expect((await post(limited, bookingRequest(freeSlot()), "192.0.2.45")).statusCode).toBe(201);
  });

  it("key IPv6 clients by their /64: its addresses share one counter, the next /64 has its own", async () => {
    const limited = await limitedApp({ bookingsPerDay: 2 });
    for (const ip of ["2001:db8:77:1::1", "2001:db8:77:1:aaaa::2"])
      expect((await post(limited, bookingRequest(freeSlot()), ip)).statusCode).toBe(201);
    expect((await post(limited, bookingRequest(freeSlot()), "2001:db8:77:1:ffff:ffff:ffff:ffff")).statusCode).toBe(429);
    expect((await post(limited, bookingRequest(freeSlot()), "2001:db8:77:2::1")).statusCode).toBe(201);
  });
});
