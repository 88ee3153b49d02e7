import type { Challenge } from "altcha-lib";
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { PROOF_MESSAGES } from "#shared/booking/booking-proof";
import { newChallenge } from "#server/bookings/booking-proof";
import { createDb } from "#server/db/client";
import { proofFrom, solveProof, TEST_PROOF_WORK } from "../support/booking-proof";
import { bookingRequest, listedSlots, openEveryDay } from "../support/bookings";
import { buildTestApp } from "../support/test-app";
import { createTestDatabase, type TestDatabase } from "../support/test-database";

let testDb: TestDatabase;
let app: FastifyInstance;
let slots: string[];

beforeAll(async () => {
  testDb = await createTestDatabase();
  await openEveryDay(testDb.db);
  app = await buildTestApp(testDb.db);
  slots = await listedSlots(app);
});
afterAll(async () => {
  await app.close();
  await testDb.drop();
});

const book = (body: object) => app.inject({ method: "POST", url: "/api/bookings", payload: body });
/** Free times three hours apart, so no two bookings of a test overlap. */
const slot = (index: number) => slots[index * 6]!;
const bookOverTrpc = (body: object) => app.inject({ method: "POST", url: "/trpc/bookings.create", payload: body });

/** The proof's decoded payload, to tamper with. */
const decode = (proof: string) =>
  JSON.parse(Buffer.from(proof, "base64").toString("utf8")) as {
    challenge: Challenge;
    solution: { counter: number; derivedKey: string };
  };
const encode = (payload: unknown) => Buffer.from(JSON.stringify(payload)).toString("base64");

/** A 400 whose only named field is `proof`, with `message`, over REST or tRPC; nothing stored. */
async function expectProofRefused(res: Awaited<ReturnType<typeof book>>, message: string, bookingsBefore: number) {
  expect(res.statusCode, res.body).toBe(400);
  const { error } = res.json();
  expect(error.fields ?? error.data.fields).toEqual({ proof: message });
  expect(error.message).toBe(message);
  expect(await testDb.db.booking.count()).toBe(bookingsBefore);
}

describe("the booking challenge", () => {
  it("is a fresh signed challenge on each request, never cached, expiring in 30 minutes, over REST and tRPC", async () => {
    const first = await app.inject({ method: "GET", url: "/api/bookings/challenge" });
    const second = await app.inject({ method: "GET", url: "/api/bookings/challenge" });
    expect(first.statusCode).toBe(200);
    expect(first.headers["cache-control"]).toBe("no-store");
    const challenge = first.json<Challenge>();
    expect(challenge.parameters).toMatchObject({ algorithm: "PBKDF2/SHA-256", cost: 5000, keyLength: 32 });
    expect(challenge.signature).toMatch(/^[0-9a-f]{64}$/);
    expect(challenge.parameters.keySignature).toMatch(/^[0-9a-f]{64}$/);
    expect(second.json<Challenge>().parameters.nonce).not.toBe(challenge.parameters.nonce);
    const minutesLeft = (challenge.parameters.expiresAt! * 1000 - Date.now()) / 60_000;
    expect(minutesLeft).toBeGreaterThan(29);
    expect(minutesLeft).toBeLessThanOrEqual(30);

    const overTrpc = await app.inject({ method: "POST", url: "/trpc/bookings.challenge", payload: {} });
    expect(overTrpc.statusCode).toBe(200);
    expect(overTrpc.json().result.data.parameters.nonce).toMatch(/^[0-9a-f]{32}$/);
  });

  it("asks for one counter between half the work and all of it", async () => {
    const counters = await Promise.all(
      Array.from({ length: 8 }, async () => decode(await solveProof(await newChallenge(testDb.db, 40, new Date())))),
    );
    for (const { solution } of counters) {
      expect(solution.counter).toBeGreaterThanOrEqual(20);
      expect(solution.counter).toBeLessThanOrEqual(40);
    }
  });
});

describe("a booking's proof of work", () => {
  it("is required: a booking without one is refused with a plain message naming proof, over REST and tRPC", async () => {
    const before = await testDb.db.booking.count();
    const request = bookingRequest(slot(0));
    await expectProofRefused(await book(request), PROOF_MESSAGES.missing, before);
    await expectProofRefused(await bookOverTrpc(request), PROOF_MESSAGES.missing, before);
    await expectProofRefused(await book({ ...request, proof: "" }), PROOF_MESSAGES.missing, before);
    // Checked before anything else: a body wrong everywhere is refused for its proof first.
    await expectProofRefused(await book({ name: "P", email: "pat@" }), PROOF_MESSAGES.missing, before);
  });

  it("refuses junk, a forged or altered challenge and a wrong answer, storing nothing", async () => {
    const before = await testDb.db.booking.count();
    const proof = await proofFrom(app);
    const payload = decode(proof);
    const { parameters } = payload.challenge;
    const cases: Record<string, unknown> = {
      "not base64 JSON": "not a proof",
      "a number": 42,
      "an object": { challenge: payload.challenge },
      "too long": "A".repeat(5000),
      "base64 of junk": encode({ challenge: null, solution: "x" }),
      "another signature": encode({ ...payload, challenge: { ...payload.challenge, signature: "0".repeat(64) } }),
      "no signature": encode({ ...payload, challenge: { parameters } }),
      "an easier challenge than signed": encode({
        ...payload,
        challenge: { ...payload.challenge, parameters: { ...parameters, cost: 1 } },
      }),
      "a later expiry than signed": encode({
        ...payload,
        challenge: { ...payload.challenge, parameters: { ...parameters, expiresAt: parameters.expiresAt! + 3600 } },
      }),
      "a wrong answer": encode({ ...payload, solution: { ...payload.solution, derivedKey: "ab".repeat(32) } }),
    };
    for (const [what, bad] of Object.entries(cases)) {
      const res = await book(bookingRequest(slot(1), { proof: bad }));
      expect(res.statusCode, what).toBe(400);
      expect(Object.keys(res.json().error.fields), what).toEqual(["proof"]);
    }
    expect(await testDb.db.booking.count()).toBe(before);
    // The real answer still books.
    expect((await book(bookingRequest(slot(1), { proof }))).statusCode).toBe(201);
  });

  it("refuses an expired challenge", async () => {
    const before = await testDb.db.booking.count();
    const old = await newChallenge(testDb.db, TEST_PROOF_WORK, new Date(Date.now() - 31 * 60_000));
    const res = await book(bookingRequest(slot(2), { proof: await solveProof(old) }));
    await expectProofRefused(res, PROOF_MESSAGES.expired, before);
  });

  it("books once: the same request again (its idempotency key) gets its booking back, any other request is refused", async () => {
    const proof = await proofFrom(app);
    const request = bookingRequest(slot(3), { proof });
    const first = await book(request);
    expect(first.statusCode).toBe(201);
    // A retry after a lost answer, over either API, carries the same proof and gets the same booking.
    expect((await book(request)).json()).toEqual(first.json());
    expect((await bookOverTrpc(request)).json().result.data).toEqual(first.json());

    const before = await testDb.db.booking.count();
    const replay = bookingRequest(slot(4), { proof, email: "replay@example.com" });
    await expectProofRefused(await book(replay), PROOF_MESSAGES.used, before);
    await expectProofRefused(await bookOverTrpc(replay), PROOF_MESSAGES.used, before);
  });

  it("of simultaneous requests with one proof and different keys, at most one books", async () => {
    const proof = await proofFrom(app);
    const answers = await Promise.all(
      Array.from({ length: 10 }, (_, i) =>
        book(bookingRequest(slot(10 + i), { proof, email: `racer-${i}@example.com` })),
      ),
    );
    const statuses = answers.map((answer) => answer.statusCode).sort();
    expect(statuses).toEqual([201, ...Array.from({ length: 9 }, () => 400)]);
    expect(answers.filter((answer) => answer.statusCode === 400).map((answer) => answer.json().error.fields)).toEqual(
      Array.from({ length: 9 }, () => ({ proof: PROOF_MESSAGES.used })),
    );
  });

  it("is given back when the request is refused: the visitor corrects a field or picks another time and books with it", async () => {
    const proof = await proofFrom(app);
    const invalid = await book(bookingRequest(slot(30), { proof, name: "P" }));
    expect(invalid.statusCode).toBe(400);
    expect(Object.keys(invalid.json().error.fields)).toEqual(["name"]);

    expect((await book(bookingRequest(slot(31), { proof: await proofFrom(app) }))).statusCode).toBe(201);
    const taken = await book(bookingRequest(slot(31), { proof, email: "late@example.com" }));
    expect(taken.statusCode).toBe(409);

    const booked = await book(bookingRequest(slot(32), { proof, email: "late@example.com" }));
    expect(booked.statusCode).toBe(201);
    expect(await testDb.db.bookingProof.count({ where: { nonce: decode(proof).challenge.parameters.nonce } })).toBe(1);
  });

  it("is checked by every instance on the database, with one signing key made once", async () => {
    // Another instance: its own connection pool, so its own read of the key.
    const otherDb = createDb(testDb.url, 2);
    const other = await buildTestApp(otherDb);
    try {
      const proof = await proofFrom(other);
      expect((await book(bookingRequest(slot(40), { proof }))).statusCode).toBe(201);
      const replay = await other.inject({
        method: "POST",
        url: "/api/bookings",
        payload: bookingRequest(slot(41), { proof }),
      });
      expect(replay.json().error.fields).toEqual({ proof: PROOF_MESSAGES.used });
      expect(await testDb.db.bookingProofKey.count()).toBe(1);
    } finally {
      await other.close();
      await otherDb.$disconnect();
    }
  });
});
