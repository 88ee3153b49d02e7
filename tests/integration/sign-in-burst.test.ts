import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type HttpAnswer, type ReplicaGroup, startReplicaGroup } from "../support/replica-group";
import { createTestDatabase, type TestDatabase } from "../support/test-database";

// A burst of wrong sign-ins against two real instances on one database, as an attacker would send
// it: every attempt is counted before its password is checked, so at most the limit's worth are
// checked; the rest are refused at once, and the site keeps answering everyone else meanwhile.
const SITE = "http://bluebird.test";
const OWNER = { email: "burst@bluebird.example.com", password: "the owner's own password" };
const LIMIT = 10;
const BURST = 300;

let testDb: TestDatabase;
let group: ReplicaGroup;

beforeAll(async () => {
  testDb = await createTestDatabase();
  group = await startReplicaGroup(2, {
    DATABASE_URL: testDb.url,
    SITE_URL: SITE,
    TRUST_PROXY: "true",
    ADMIN_EMAIL: OWNER.email,
    ADMIN_PASSWORD: OWNER.password,
    ADMIN_FAILED_SIGN_INS_PER_HOUR: String(LIMIT),
  });
}, 120_000);
afterAll(async () => {
  await group?.stop();
  await testDb.drop();
});

const attempt = (i: number) =>
  group.requestTo(i % 2, "/trpc/admin.signIn", {
    method: "POST",
    headers: { origin: SITE, "x-forwarded-for": `10.70.${Math.floor(i / 250)}.${i % 250}` },
    body: { email: OWNER.email, password: `guess number ${i}` },
  });

const tally = (answers: HttpAnswer[]) =>
  answers.reduce<Record<number, number>>((counts, a) => ({ ...counts, [a.status]: (counts[a.status] ?? 0) + 1 }), {});

describe("a burst of wrong sign-ins", () => {
  it(`checks at most ${LIMIT} of ${BURST} simultaneous attempts, answers none with 5xx, and keeps serving other visitors`, async () => {
    const burst = Promise.all(Array.from({ length: BURST }, (_, i) => attempt(i)));
    const others = Promise.all([
      ...Array.from({ length: 10 }, (_, i) => group.requestTo(i % 2, "/api/posts?published=true&limit=3")),
      group.requestTo(1, "/api/contact", {
        method: "POST",
        headers: { "x-forwarded-for": "10.71.0.1" },
        body: {
          name: "Burst Visitor",
          email: "visitor@example.com",
          message: "Subject: Other\n\nDo you clean windows too?",
        },
      }),
    ]);
    const [attempts, visitors] = await Promise.all([burst, others]);

    const counts = tally(attempts);
    // A 401 is an attempt whose password was checked (and was wrong).
    expect(counts[401] ?? 0).toBeLessThanOrEqual(LIMIT);
    expect(counts[401] ?? 0).toBeGreaterThan(0);
    expect((counts[401] ?? 0) + (counts[429] ?? 0), JSON.stringify(counts)).toBe(BURST);
    for (const refused of attempts.filter((answer) => answer.status === 429))
      expect(Number(refused.headers["retry-after"])).toBeGreaterThan(0);
    expect(visitors.map((answer) => answer.status)).toEqual([...Array.from({ length: 10 }, () => 200), 201]);

    // The account stays locked for strangers, even with the right password.
    expect(
      (
        await group.requestTo(0, "/trpc/admin.signIn", {
          method: "POST",
          headers: { origin: SITE, "x-forwarded-for": "10.72.0.1" },
          body: OWNER,
        })
      ).status,
    ).toBe(429);
  }, 120_000);
});
