import { randomBytes } from "node:crypto";
import type { FastifyInstance, LightMyRequestResponse } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  ADMIN_TEST_PASSWORD,
  SITE_ORIGIN,
  cookieHeaderFrom,
  createTestOwner,
  signIn,
  testAdminAuth,
} from "../support/admin-session";
import { signInThrottle } from "#server/admin/sign-in-throttle";
import { buildTestApp } from "../support/test-app";
import { createTestDatabase, type TestDatabase } from "../support/test-database";

// Sign-in attempts counted before the password check (so attempts sent at once cannot all slip
// under the limit) and device cookies (a browser the owner signed in with keeps its own allowance).
const LIMIT = 3;
const OTHER_EMAIL = "second@bluebird.example.com";
let testDb: TestDatabase;
let app: FastifyInstance;

beforeAll(async () => {
  testDb = await createTestDatabase();
  await createTestOwner(testDb.db);
  await createTestOwner(testDb.db, OTHER_EMAIL);
  app = await buildTestApp(testDb.db, { admin: testAdminAuth(60 * 60_000, { db: testDb.db, failuresPerHour: LIMIT }) });
});
afterAll(async () => {
  await app.close();
  await testDb.drop();
});

const deviceCookieOf = (response: LightMyRequestResponse) =>
  response.cookies.find((cookie) => cookie.name === "bb_device")?.value;
const withDevice = (value: string) => ({ origin: SITE_ORIGIN, cookie: `bb_device=${value}` });
const statusCounts = (responses: LightMyRequestResponse[]) =>
  responses.reduce<Record<number, number>>(
    (counts, r) => ({ ...counts, [r.statusCode]: (counts[r.statusCode] ?? 0) + 1 }),
    {},
  );

describe("sign-in throttle", () => {
  it("admits exactly the limit's worth of attempts counted at once, from any number of callers", async () => {
    const throttles = [signInThrottle(testDb.db, LIMIT), signInThrottle(testDb.db, LIMIT)];
    const admissions = await Promise.all(
      Array.from({ length: 60 }, (_, i) =>
        throttles[i % 2]!.admit({ kind: "stranger", ip: `10.59.0.${i}` }, "counted@bluebird.example.com"),
      ),
    );
    expect(admissions.filter((admission) => admission.admitted)).toHaveLength(LIMIT);
  });

  it("checks at most the limit's worth of passwords when wrong attempts arrive all at once", async () => {
    const email = "burst@bluebird.example.com";
    await createTestOwner(testDb.db, email);
    const answers = await Promise.all(
      Array.from({ length: 40 }, (_, i) => signIn(app, `wrong ${i}`, { origin: SITE_ORIGIN }, `10.60.0.${i}`, email)),
    );
    expect(statusCounts(answers)).toEqual({ 401: LIMIT, 429: 40 - LIMIT });
    for (const refused of answers.filter((answer) => answer.statusCode === 429)) {
      expect(Number(refused.headers["retry-after"])).toBeGreaterThan(0);
      expect(refused.json().error.data.code).toBe("TOO_MANY_REQUESTS");
    }
  });

  it("gives a browser that signed in a device cookie that keeps its own allowance while strangers have locked the account", async () => {
    const first = await signIn(app, ADMIN_TEST_PASSWORD, { origin: SITE_ORIGIN }, "10.61.0.1");
    expect(first.statusCode).toBe(200);
    const device = deviceCookieOf(first);
    expect(device).toMatch(/^[A-Za-z0-9_-]{22}\.[A-Za-z0-9_-]{43}$/);
    expect(first.cookies.find((cookie) => cookie.name === "bb_device")).toMatchObject({
      httpOnly: true,
      sameSite: "Strict",
      path: "/",
    });

    // Strangers guess from many addresses until the account is locked for them.
    for (let i = 0; i < LIMIT; i++)
      expect((await signIn(app, "wrong", { origin: SITE_ORIGIN }, `10.62.0.${i}`)).statusCode).toBe(401);
    expect((await signIn(app, ADMIN_TEST_PASSWORD, { origin: SITE_ORIGIN }, "10.62.1.1")).statusCode).toBe(429);

    // The owner's browser still gets in, from any address, and its allowance is given back.
    for (let i = 0; i < LIMIT + 1; i++)
      expect((await signIn(app, ADMIN_TEST_PASSWORD, withDevice(device!), `10.63.0.${i}`)).statusCode).toBe(200);

    // A forged cookie, an altered one, or one made for another account buys nothing.
    const other = deviceCookieOf(
      await signIn(app, ADMIN_TEST_PASSWORD, { origin: SITE_ORIGIN }, "10.61.0.2", OTHER_EMAIL),
    );
    const forged = `${randomBytes(16).toString("base64url")}.${randomBytes(32).toString("base64url").slice(0, 43)}`;
    const altered = `${device!.slice(0, 21)}${device!.at(21) === "A" ? "B" : "A"}${device!.slice(22)}`;
    for (const cookie of [forged, altered, other!, `${device}x`]) {
      expect((await signIn(app, ADMIN_TEST_PASSWORD, withDevice(cookie), "10.64.0.1")).statusCode, cookie).toBe(429);
    }
  });

  it("throttles a device cookie that keeps failing, without touching other devices", async () => {
    const email = "devices@bluebird.example.com";
    await createTestOwner(testDb.db, email);
    const [laptop, phone] = await Promise.all(
      ["10.65.0.1", "10.65.0.2"].map(async (ip) =>
        deviceCookieOf(await signIn(app, ADMIN_TEST_PASSWORD, { origin: SITE_ORIGIN }, ip, email)),
      ),
    );
    for (let i = 0; i < LIMIT; i++)
      expect((await signIn(app, "wrong", withDevice(laptop!), "10.65.1.1", email)).statusCode).toBe(401);
    const refused = await signIn(app, ADMIN_TEST_PASSWORD, withDevice(laptop!), "10.65.1.1", email);
    expect(refused.statusCode).toBe(429);
    expect(refused.cookies).toEqual([]);
    expect((await signIn(app, ADMIN_TEST_PASSWORD, withDevice(phone!), "10.65.1.1", email)).statusCode).toBe(200);
    // The laptop's failures were its own: the account is still open to strangers.
    expect((await signIn(app, ADMIN_TEST_PASSWORD, { origin: SITE_ORIGIN }, "10.65.2.1", email)).statusCode).toBe(200);
  });

  it("a device cookie holds for its account however the email's letters are cased", async () => {
    const device = deviceCookieOf(
      await signIn(app, ADMIN_TEST_PASSWORD, { origin: SITE_ORIGIN }, "10.66.0.1", OTHER_EMAIL),
    );
    for (let i = 0; i < LIMIT; i++)
      expect((await signIn(app, "wrong", { origin: SITE_ORIGIN }, `10.66.1.${i}`, OTHER_EMAIL)).statusCode).toBe(401);
    expect(
      (await signIn(app, ADMIN_TEST_PASSWORD, withDevice(device!), "10.66.2.1", OTHER_EMAIL.toUpperCase())).statusCode,
    ).toBe(200);
  });
});

describe("current-password guesses on the account page", () => {
  it("are limited like sign-ins, per account: past the limit even the right password waits, and a right one gives its count back", async () => {
    const email = "guessed@bluebird.example.com";
    await createTestOwner(testDb.db, email);
    const session = await signIn(app, ADMIN_TEST_PASSWORD, { origin: SITE_ORIGIN }, "10.67.0.1", email);
    expect(session.statusCode).toBe(200);
    const headers = { origin: SITE_ORIGIN, cookie: cookieHeaderFrom(session) };
    const change = (currentPassword: string, newPassword = "a brand new passphrase") =>
      app.inject({
        method: "POST",
        url: "/trpc/admin.account.changePassword",
        headers,
        payload: { currentPassword, newPassword, confirmPassword: newPassword },
      });

    // A right password is given back: it never uses up the allowance.
    expect((await change(ADMIN_TEST_PASSWORD, ADMIN_TEST_PASSWORD)).statusCode).toBe(200);
    for (let i = 0; i < LIMIT; i++) expect((await change(`wrong guess ${i}`)).statusCode).toBe(400);
    const refused = await change(ADMIN_TEST_PASSWORD);
    expect(refused.statusCode).toBe(429);
    expect(Number(refused.headers["retry-after"])).toBeGreaterThan(0);
    expect(refused.json().error.message).toMatch(
      /^Too many wrong passwords\. Please wait \d+ minutes? and try again\.$/,
    );
    // Still the old password: the refused attempt changed nothing.
    expect((await signIn(app, ADMIN_TEST_PASSWORD, { origin: SITE_ORIGIN }, "10.67.0.2", email)).statusCode).toBe(200);
  });
});
