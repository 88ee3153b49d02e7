// `npm run bench:bookings`: on a throwaway database, the app in this process (Fastify inject, so
// the figures are the server's work without the network): (1) p95 of the free-slot listing for
// the whole horizon with 100 bookings and 10 blocks; (2) bookings per second with the invite and
// owner emails and the reminder queued in each booking's transaction, and its proof of work
// checked (solved beforehand, as a visitor's browser does; a worker emails a local
// SMTP sink meanwhile); (3) 200 simultaneous requests for one time with capacity 1 and 2. A
// figure, not a test.
import { randomUUID } from "node:crypto";
import type { Availability } from "#shared/booking/booking-api";
import { saveSettings } from "#server/bookings/availability-store";
import { createBookingMailer } from "#server/bookings/booking-mailer";
import { buildApp } from "#server/app";
import { builtInProvider } from "#server/chat/built-in-provider";
import { createDb } from "#server/db/client";
import { fixedFacts } from "#server/facts/facts-in-force";
import { DEFAULT_SITE_FACTS } from "#shared/facts/default-site-facts";
import { startSiteQueue } from "#server/jobs/site-queue";
import { proofFrom, TEST_PROOF_WORK } from "../tests/support/booking-proof";
import { EVERY_DAY, bookingRequest } from "../tests/support/bookings";
import { startSmtpSink } from "../tests/support/smtp-sink";
import { startBenchDatabase } from "./support/bench-database";
import { ms, percentile } from "./support/percentiles";

const database = await startBenchDatabase();
const db = createDb(database.url, 10);
const smtp = await startSmtpSink();
const notifications = { emailOn: true, kick: () => undefined, idle: async () => undefined };
const app = await buildApp({
  config: {
    logLevel: "silent",
    clientDistDir: "/nonexistent",
    rateLimits: false,
    siteUrl: "http://bench.test",
    bookingProofWork: TEST_PROOF_WORK,
  },
  services: { db, dove: builtInProvider, notifications },
  logger: false,
});
const quiet = {
  info: () => undefined,
  warn: () => undefined,
  error: () => undefined,
  debug: () => undefined,
  child: () => quiet,
} as never;
const bookingMailer = createBookingMailer({ smtpUrl: smtp.url, to: "owner@bench.test", siteUrl: "http://bench.test" });
const queue = await startSiteQueue({
  db,
  connectionString: database.url,
  mailer: null,
  bookingMailer,
  facts: fixedFacts(DEFAULT_SITE_FACTS),
  instanceId: randomUUID(),
  maintenanceCron: "0 3 * * *",
  log: quiet,
});

async function slots(): Promise<string[]> {
  const res = await app.inject({ method: "GET", url: "/api/bookings/availability" });
  return res.json<Availability>().days.flatMap((d) => d.slots.map((s) => s.startsAt));
}

try {
  await saveSettings(db, EVERY_DAY);
  const all = await slots();
  // 10 blocks of two hours spread over the horizon, then 100 bookings on what is left.
  for (let i = 0; i < 10; i++) {
    const start = new Date(all[Math.floor((i * all.length) / 10) + 3]!);
    await db.bookingBlock.create({
      data: { startsAt: start, endsAt: new Date(start.getTime() + 2 * 3_600_000), reason: "bench" },
    });
  }
  const free = await slots();
  // Visitors' browsers solve the proofs of work: solved before the clock starts; checking each is timed.
  const proofs = await Promise.all(free.map(() => proofFrom(app)));
  let booked = 0;
  const started = performance.now();
  for (let i = 0; booked < 100 && i < free.length; i += 3) {
    const res = await app.inject({
      method: "POST",
      url: "/api/bookings",
      payload: bookingRequest(free[i]!, { email: `bench-${i}@bench.test`, proof: proofs[i] }),
    });
    if (res.statusCode === 201) booked++;
  }
  const seconds = (performance.now() - started) / 1000;
  console.log(
    `\nBookings with their emails and reminder queued: ${booked} in ${seconds.toFixed(2)} s = ${(booked / seconds).toFixed(1)} bookings/s (one at a time, on ${database.description})`,
  );

  const times: number[] = [];
  for (let i = 0; i < 200; i++) {
    const t = performance.now();
    const res = await app.inject({ method: "GET", url: "/api/bookings/availability" });
    if (res.statusCode !== 200) throw new Error(`availability: ${res.statusCode}`);
    times.push(performance.now() - t);
  }
  times.sort((a, b) => a - b);
  console.log(
    `Free-slot listing, whole horizon (21 days, ${booked} bookings, 10 blocks), 200 requests: p50 ${ms(percentile(times, 50))}, p95 ${ms(percentile(times, 95))}`,
  );

  // The races start from an empty calendar: the bookings above left few times free.
  await db.booking.updateMany({ data: { status: "cancelled" } });
  for (const capacity of [1, 2]) {
    // A time no booking touches on any unit: listed while the capacity is 1, where a listed time
    // overlaps nothing (at capacity 2 the list also offers times whose first unit is taken).
    await saveSettings(db, { ...EVERY_DAY, capacity: 1 });
    const time = (await slots()).at(-5 * capacity)!;
    await saveSettings(db, { ...EVERY_DAY, capacity });
    const raceProofs = await Promise.all(Array.from({ length: 200 }, () => proofFrom(app)));
    const answers = await Promise.all(
      Array.from({ length: 200 }, (_, i) =>
        app.inject({
          method: "POST",
          url: "/api/bookings",
          payload: bookingRequest(time, { email: `race-${capacity}-${i}@bench.test`, proof: raceProofs[i] }),
        }),
      ),
    );
    const count = (status: number) => answers.filter((a) => a.statusCode === status).length;
    const [row] = await db.$queryRaw<
      { n: bigint }[]
    >`SELECT count(*) AS n FROM bookings a JOIN bookings b ON a.id < b.id AND a.unit = b.unit WHERE a.status = 'confirmed' AND b.status = 'confirmed' AND tstzrange(a.starts_at, a.busy_until) && tstzrange(b.starts_at, b.busy_until)`;
    console.log(
      `200 simultaneous requests for one time, capacity ${capacity}: ${count(201)} booked, ${count(409)} refused (409), ${answers.length - count(201) - count(409)} other; overlapping pairs in the table: ${Number(row?.n ?? 0)}`,
    );
  }
  const deadline = Date.now() + 30_000;
  while (smtp.received.length < booked * 2 && Date.now() < deadline)
    await new Promise((resolve) => setTimeout(resolve, 100));
  console.log(`Emails at the SMTP sink so far: ${smtp.received.length}`);
} finally {
  await queue.stop();
  bookingMailer.close();
  await app.close();
  await db.$disconnect();
  await smtp.close();
  await database.stop();
}
