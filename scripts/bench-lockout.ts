// `npm run bench:lockout`: how far one client gets at locking real visitors out of the booking
// calendar (issue 30; OWASP OAT-021, denial of inventory). On a throwaway database, the app in
// this process with the default rate limits and the default availability (fastify inject, each
// request from the client address given), every attempt a fresh identity (email, phone, street):
// the free times one IPv4 address, one IPv6 /64 (a new address each attempt) and five IPv4
// addresses can take within one day's window, whether Dove books more for a client past it, and
// how many distinct addresses and identities it takes to leave no free time in the whole window.
// The day's counters run on the database's clock; every attempt here falls in one window, which
// is what a client gets in 24 hours. A figure, not a test.
import { randomInt } from "node:crypto";
import type { Availability } from "#shared/booking/booking-api";
import { BUSINESS_TIME_ZONE } from "#shared/business/hours";
import { buildApp } from "#server/app";
import { builtInProvider } from "#server/chat/built-in-provider";
import { createDb } from "#server/db/client";
import { DEFAULT_RATE_LIMITS } from "#server/http/rate-limit-settings";
import { proofFrom } from "../tests/support/booking-proof";
import { bookingRequest, freshBooker } from "../tests/support/bookings";
import { startBenchDatabase } from "./support/bench-database";

const database = await startBenchDatabase();
const db = createDb(database.url, 10);
const app = await buildApp({
  config: {
    logLevel: "silent",
    clientDistDir: "/nonexistent",
    rateLimits: DEFAULT_RATE_LIMITS,
    siteUrl: "http://bench.test",
  },
  services: { db, dove: builtInProvider },
  logger: false,
});

async function freeTimes(): Promise<string[]> {
  const res = await app.inject({ method: "GET", url: "/api/bookings/availability" });
  return res.json<Availability>().days.flatMap((d) => d.slots.map((s) => s.startsAt));
}

let proofMs = 0;
let proofs = 0;
/** A solved proof of work at the default work, as the booking form sends it; its time is counted. */
async function timedProof(): Promise<string> {
  const started = performance.now();
  const proof = await proofFrom(app);
  proofMs += performance.now() - started;
  proofs++;
  return proof;
}

/** One booking on /booking's API for the first free time, as a new visitor, from `ip`: its status. */
async function bookFirstFree(ip: string): Promise<number> {
  const [first] = await freeTimes();
  if (!first) return 0;
  const res = await app.inject({
    method: "POST",
    url: "/api/bookings",
    payload: { ...bookingRequest(first), proof: await timedProof() },
    remoteAddress: ip,
  });
  return res.statusCode;
}

/** Books from the client's addresses until it is refused twice in a row; the bookings made. */
async function takeAll(addresses: () => string): Promise<{ booked: number; statuses: Record<number, number> }> {
  const statuses: Record<number, number> = {};
  let booked = 0;
  let refusedInARow = 0;
  while (refusedInARow < 2) {
    const status = await bookFirstFree(addresses());
    statuses[status] = (statuses[status] ?? 0) + 1;
    if (status === 201) {
      booked++;
      refusedInARow = 0;
    } else refusedInARow++;
  }
  return { booked, statuses };
}

/** A booking through Dove (the built-in concierge), from `ip`: whether it booked. */
async function bookWithDove(ip: string): Promise<boolean> {
  const booker = freshBooker();
  const sessionId = `lockout-${randomInt(1e9)}`;
  let conversationId: string | null = null;
  const say = async (message: string): Promise<{ ok: boolean; booked: boolean }> => {
    const res = await app.inject({
      method: "POST",
      url: "/api/chat/message",
      payload: { message, conversationId, sessionId },
      remoteAddress: ip,
    });
    if (res.statusCode !== 200) return { ok: false, booked: false };
    const body = res.json<{ conversationId: string; booking?: unknown }>();
    conversationId = body.conversationId;
    return { ok: true, booked: body.booking !== undefined };
  };
  const messages = [
    "I'd like to book a walkthrough",
    "1",
    "Lock Out",
    booker.email,
    booker.phone,
    `${booker.street}, Parker, CO 80134`,
    "yes",
  ];
  for (const message of messages) {
    const answer = await say(message);
    if (!answer.ok) return false;
    if (answer.booked) return true;
  }
  return false;
}

const hex = () => randomInt(0x10000).toString(16);
const describe = (statuses: Record<number, number>) =>
  Object.entries(statuses)
    .map(([status, n]) => `${n} × ${status}`)
    .join(", ");

try {
  const total = (await freeTimes()).length;
  console.log(
    `Default availability: ${total} free start times over the window; ${DEFAULT_RATE_LIMITS.bookingsPerDay} bookings per client a day (BOOKINGS_PER_DAY)`,
  );

  const ipv4 = await takeAll(() => "203.0.113.7");
  const doveAfter = await bookWithDove("203.0.113.7");
  // The control: the same conversation from a client with its allowance left does book.
  const doveFresh = await bookWithDove("203.0.113.8");
  console.log(
    `One IPv4 address: ${ipv4.booked} bookings (answers: ${describe(ipv4.statuses)}); then with Dove: ${doveAfter ? "booked another" : "refused"} (from another address Dove ${doveFresh ? "books" : "did not book either"})`,
  );

  const ipv6 = await takeAll(() => `2001:db8:42:7:${hex()}:${hex()}:${hex()}:${hex()}`);
  console.log(
    `One IPv6 /64, a new address each attempt: ${ipv6.booked} bookings (answers: ${describe(ipv6.statuses)})`,
  );

  let fiveTotal = 0;
  for (let i = 1; i <= 5; i++) fiveTotal += (await takeAll(() => `198.51.100.${i}`)).booked;
  console.log(`Five IPv4 addresses: ${fiveTotal} bookings`);

  // Fill the rest of the window as an attacker with as many addresses as it takes, three bookings each.
  let addressesForRest = 0;
  for (let i = 0; (await freeTimes()).length > 0; i++) {
    addressesForRest++;
    // A /64 of its own each (documentation prefixes; no traffic leaves this process).
    await takeAll(() => `2001:db8:${(i + 0x100).toString(16)}::1`);
  }
  const rows = await db.booking.findMany({ where: { status: "confirmed" }, select: { startsAt: true } });
  const perDay = new Map<string, number>();
  const dayOf = new Intl.DateTimeFormat("en-CA", { timeZone: BUSINESS_TIME_ZONE });
  for (const { startsAt } of rows) perDay.set(dayOf.format(startsAt), (perDay.get(dayOf.format(startsAt)) ?? 0) + 1);
  const daily = [...perDay.values()];
  const clients = 1 + 1 + 1 + 5 + addressesForRest;
  console.log(
    `Locking the whole window out: ${rows.length} bookings, so ${rows.length} distinct identities (email, phone and street address each) upcoming at once, from ${clients} distinct clients (addresses or /64s) in this run, at least ${Math.ceil(rows.length / DEFAULT_RATE_LIMITS.bookingsPerDay)} at ${DEFAULT_RATE_LIMITS.bookingsPerDay} a day`,
  );
  const most = Math.max(...daily);
  const mean = rows.length / Math.max(1, daily.length);
  // An identity is free again once its walkthrough is over, so only the new day's bookings need new ones.
  console.log(
    `Keeping it locked as each new day opens: that day's bookings, ${mean.toFixed(1)} on average over ${daily.length} open days (at most ${most}): ${Math.ceil(most / DEFAULT_RATE_LIMITS.bookingsPerDay)} addresses and ${most} identities a day`,
  );
  console.log(
    `Proof of work at the default work: ${proofs} proofs solved in ${(proofMs / 1000).toFixed(1)} s of this process (${(proofMs / Math.max(1, proofs)).toFixed(0)} ms each on one core), the cost a client pays per attempt on the form or the API`,
  );
} finally {
  await app.close();
  await db.$disconnect();
  await database.stop();
}
