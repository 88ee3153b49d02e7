import { createHash, randomBytes } from "node:crypto";
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { computeEstimate } from "#shared/pricing/compute-estimate";
import {
  ADMIN_TEST_EMAIL,
  ADMIN_TEST_PASSWORD,
  SITE_ORIGIN,
  cookieHeaderFrom,
  createTestOwner,
  signIn,
  signedInClient,
  testAdminAuth,
} from "../support/admin-session";
import { buildTestApp } from "../support/test-app";
import { createTestDatabase, type TestDatabase } from "../support/test-database";
import { SHIPPED_FACTS } from "../support/site-facts";

let testDb: TestDatabase;
let app: FastifyInstance;
const extraApps: FastifyInstance[] = [];
const data = (response: { json(): unknown }) => (response.json() as { result: { data: unknown } }).result.data;
const UNKNOWN_ID = "00000000-0000-4000-8000-000000000000";

/** Every admin procedure but signIn, with a valid input, and how it is called. */
const PROCEDURES: readonly [string, "query" | "mutation", unknown][] = [
  ["admin.signOut", "mutation", undefined],
  ["admin.contacts.list", "query", {}],
  ["admin.contacts.get", "query", { id: UNKNOWN_ID }],
  ["admin.contacts.setHandled", "mutation", { id: UNKNOWN_ID, handled: true }],
  ["admin.contacts.exportCsv", "query", {}],
  ["admin.chats.list", "query", {}],
  ["admin.chats.get", "query", { id: UNKNOWN_ID }],
  ["admin.questions.list", "query", {}],
  ["admin.estimates.get", "query", { reference: "BB-2345AB" }],
  ["admin.contacts.resendNotification", "mutation", { id: UNKNOWN_ID }],
  ["admin.account.get", "query", undefined],
  ["admin.account.endSession", "mutation", { id: UNKNOWN_ID }],
  ["admin.account.endOtherSessions", "mutation", undefined],
  [
    "admin.account.changePassword",
    "mutation",
    { currentPassword: "x", newPassword: "long enough", confirmPassword: "long enough" },
  ],
  ["admin.account.owners", "query", undefined],
  ["admin.account.invite", "mutation", { name: "Sam", email: "sam@bluebird.example.com" }],
  ["admin.account.revokeInvite", "mutation", { id: UNKNOWN_ID }],
  ["admin.account.removeOwner", "mutation", { id: UNKNOWN_ID }],
];

function call(
  target: FastifyInstance,
  procedure: string,
  kind: "query" | "mutation",
  input: unknown,
  headers: Record<string, string> = {},
) {
  if (kind === "query") {
    const query = input === undefined ? "" : `?input=${encodeURIComponent(JSON.stringify(input))}`;
    return target.inject({ method: "GET", url: `/trpc/${procedure}${query}`, headers });
  }
  return target.inject({
    method: "POST",
    url: `/trpc/${procedure}`,
    headers: { origin: SITE_ORIGIN, ...headers },
    payload: input ?? {},
  });
}

async function extraApp(options: Parameters<typeof buildTestApp>[1]) {
  const built = await buildTestApp(testDb.db, options);
  extraApps.push(built);
  return built;
}

beforeAll(async () => {
  testDb = await createTestDatabase();
  await createTestOwner(testDb.db);
  app = await buildTestApp(testDb.db, { admin: testAdminAuth() });
});
afterAll(async () => {
  await Promise.all([app.close(), ...extraApps.map((other) => other.close())]);
  await testDb.drop();
});

describe("admin sign-in and sessions", () => {
  it("answers 401 to every admin procedure and the CSV download without a session", async () => {
    for (const [procedure, kind, input] of PROCEDURES) {
      const response = await call(app, procedure, kind, input);
      expect(response.statusCode, procedure).toBe(401);
      expect(response.json().error.data.code, procedure).toBe("UNAUTHORIZED");
    }
    expect((await app.inject({ method: "GET", url: "/api/admin/contacts.csv" })).statusCode).toBe(401);
  });

  it("answers 401 to a forged or tampered cookie, and to the stored hash used as a cookie", async () => {
    const good = await signIn(app);
    const token = good.cookies[0]?.value ?? "";
    const stored = await testDb.db.ownerSession.findFirstOrThrow({
      where: { tokenHash: new Uint8Array(createHash("sha256").update(token).digest()) },
    });
    const hashAsCookie = Buffer.from(stored.tokenHash).toString("base64url").slice(0, 43);
    const forged = randomBytes(32).toString("base64url");
    const tampered = `${token.slice(0, -1)}${token.endsWith("A") ? "B" : "A"}`;
    for (const value of [forged, tampered, hashAsCookie, `${token}x`, ""]) {
      expect(
        (await call(app, "admin.contacts.list", "query", {}, { cookie: `bb_admin=${value}` })).statusCode,
        value,
      ).toBe(401);
    }
    expect((await call(app, "admin.contacts.list", "query", {}, { cookie: `bb_admin=${token}` })).statusCode).toBe(200);
  });

  it("keeps only a hash of the session token, with its expiry, owner and browser", async () => {
    const response = await signIn(app, ADMIN_TEST_PASSWORD, {
      origin: SITE_ORIGIN,
      "user-agent": "Mozilla/5.0 (Windows NT 10.0) Chrome/130.0",
    });
    const token = response.cookies[0]?.value ?? "";
    const sessions = await testDb.db.ownerSession.findMany({
      select: { tokenHash: true, expiresAt: true, userAgent: true, owner: { select: { email: true } } },
    });
    const mine = sessions.find((session) =>
      Buffer.from(session.tokenHash).equals(createHash("sha256").update(token).digest()),
    );
    expect(mine).toMatchObject({
      userAgent: "Mozilla/5.0 (Windows NT 10.0) Chrome/130.0",
      owner: { email: ADMIN_TEST_EMAIL },
    });
    expect(mine?.expiresAt.getTime()).toBeGreaterThan(Date.now() + 59 * 60_000);
    expect(sessions.some((session) => Buffer.from(session.tokenHash).toString("base64url").includes(token))).toBe(
      false,
    );
  });

  it("holds a sign-in on another instance of the app on the same database (no per-process secret)", async () => {
    const otherInstance = await extraApp({ admin: testAdminAuth() });
    const headers = { cookie: cookieHeaderFrom(await signIn(app)) };
    expect((await call(otherInstance, "admin.contacts.list", "query", {}, headers)).statusCode).toBe(200);
    expect((await call(otherInstance, "admin.signOut", "mutation", undefined, headers)).statusCode).toBe(200);
    expect((await call(app, "admin.contacts.list", "query", {}, headers)).statusCode).toBe(401);
  });

  it("reports whether the browser is signed in, and as whom (admin.status answers 200 either way)", async () => {
    const status = async (headers: Record<string, string>) => {
      const response = await call(app, "admin.status", "query", undefined, headers);
      expect(response.statusCode).toBe(200);
      return response.json().result.data;
    };
    expect(await status({})).toEqual({ signedIn: false, expiresAt: null, owner: null, ownersExist: true });
    const signedIn = await status({ cookie: cookieHeaderFrom(await signIn(app)) });
    expect(signedIn).toEqual({
      signedIn: true,
      expiresAt: expect.any(String),
      owner: { name: "Test Owner", email: ADMIN_TEST_EMAIL },
      ownersExist: true,
    });
    expect(Date.parse(signedIn.expiresAt)).toBeGreaterThan(Date.now());
  });

  it("refuses a wrong password or an unknown email with the same 401 and sets no cookie", async () => {
    for (const response of [
      await signIn(app, "not the password"),
      await signIn(app, ADMIN_TEST_PASSWORD, { origin: SITE_ORIGIN }, undefined, "nobody@example.com"),
    ]) {
      expect(response.statusCode).toBe(401);
      expect(response.json().error.message).toBe("That email and password do not match an owner account");
      expect(response.cookies).toEqual([]);
    }
  });

  it("accepts the email in any letter case", async () => {
    expect(
      (await signIn(app, ADMIN_TEST_PASSWORD, { origin: SITE_ORIGIN }, undefined, ADMIN_TEST_EMAIL.toUpperCase()))
        .statusCode,
    ).toBe(200);
  });

  it("refuses a sign-in without a valid email with 400 naming the field", async () => {
    const response = await signIn(app, ADMIN_TEST_PASSWORD, { origin: SITE_ORIGIN }, undefined, "not-an-email");
    expect(response.statusCode).toBe(400);
    expect(response.json().error.data.fields).toEqual({ email: "Please enter a valid email address" });
  });

  it("signs in with an httpOnly, SameSite=Strict, expiring cookie, records the sign-in, and signs out for good", async () => {
    const before = Date.now();
    const response = await signIn(app);
    expect(response.statusCode).toBe(200);
    const [cookie] = response.cookies;
    expect(cookie).toMatchObject({ name: "bb_admin", httpOnly: true, sameSite: "Strict", path: "/" });
    expect(cookie?.value).toMatch(/^[\w-]{43}$/);
    const expires = new Date(String(cookie?.expires)).getTime();
    expect(expires).toBeGreaterThan(before + 59 * 60_000);
    expect(expires).toBeLessThan(before + 61 * 60_000);
    const owner = await testDb.db.ownerAccount.findUniqueOrThrow({ where: { email: ADMIN_TEST_EMAIL } });
    expect(owner.lastSignInAt?.getTime()).toBeGreaterThanOrEqual(before - 5);

    const headers = { cookie: cookieHeaderFrom(response) };
    expect((await call(app, "admin.contacts.list", "query", {}, headers)).statusCode).toBe(200);
    const signOut = await call(app, "admin.signOut", "mutation", undefined, headers);
    expect(signOut.statusCode).toBe(200);
    expect(signOut.headers["set-cookie"]).toMatch(/bb_admin=;.*Expires=Thu, 01 Jan 1970/);
    // The old cookie no longer opens anything, even if the browser kept it.
    expect((await call(app, "admin.contacts.list", "query", {}, headers)).statusCode).toBe(401);
  });

  it("marks the cookie Secure when the site is served over HTTPS", async () => {
    const httpsApp = await extraApp({ admin: testAdminAuth(), siteUrl: "https://bluebird.example.com" });
    const response = await signIn(httpsApp, ADMIN_TEST_PASSWORD, { origin: "https://bluebird.example.com" });
    expect(response.statusCode).toBe(200);
    expect(response.cookies[0]).toMatchObject({ name: "bb_admin", secure: true, httpOnly: true, sameSite: "Strict" });
  });

  it("ends a session when it expires", async () => {
    // Two seconds: long enough that a loaded machine still reads once inside the session.
    const shortApp = await extraApp({ admin: testAdminAuth(2_000) });
    const headers = { cookie: cookieHeaderFrom(await signIn(shortApp)) };
    const signedInAt = Date.now();
    expect((await call(shortApp, "admin.contacts.list", "query", {}, headers)).statusCode).toBe(200);
    await new Promise((resolve) => setTimeout(resolve, signedInAt + 2_100 - Date.now()));
    expect((await call(shortApp, "admin.contacts.list", "query", {}, headers)).statusCode).toBe(401);
  });

  it("lists the owner's sessions on the account page and ends the others", async () => {
    const phone = {
      cookie: cookieHeaderFrom(
        await signIn(app, ADMIN_TEST_PASSWORD, {
          origin: SITE_ORIGIN,
          "user-agent": "Mozilla/5.0 (iPhone) Safari/605",
        }),
      ),
    };
    const laptop = { cookie: cookieHeaderFrom(await signIn(app)) };
    const account = data(await call(app, "admin.account.get", "query", undefined, laptop)) as {
      owner: { email: string };
      sessions: { id: string; current: boolean; userAgent: string | null }[];
    };
    expect(account.owner.email).toBe(ADMIN_TEST_EMAIL);
    expect(account.sessions.filter((session) => session.current)).toHaveLength(1);
    const phoneSession = account.sessions.find((session) => session.userAgent?.includes("iPhone"));
    if (!phoneSession) throw new Error("the phone's session is not listed");
    const current = account.sessions.find((session) => session.current);
    expect((await call(app, "admin.account.endSession", "mutation", { id: current?.id }, laptop)).statusCode).toBe(400);
    expect((await call(app, "admin.account.endSession", "mutation", { id: phoneSession.id }, laptop)).statusCode).toBe(
      200,
    );
    expect((await call(app, "admin.contacts.list", "query", {}, phone)).statusCode).toBe(401);

    const tablet = { cookie: cookieHeaderFrom(await signIn(app)) };
    const ended = data(await call(app, "admin.account.endOtherSessions", "mutation", undefined, laptop)) as {
      ended: number;
    };
    expect(ended.ended).toBeGreaterThanOrEqual(1);
    expect((await call(app, "admin.contacts.list", "query", {}, tablet)).statusCode).toBe(401);
    expect((await call(app, "admin.contacts.list", "query", {}, laptop)).statusCode).toBe(200);
  });

  it("refuses sign-in and state changes whose Origin is missing or another site's (403), changing nothing", async () => {
    for (const headers of [{}, { origin: "https://evil.example" }, { origin: "null" }] as Record<string, string>[]) {
      const response = await signIn(app, ADMIN_TEST_PASSWORD, headers);
      expect(response.statusCode).toBe(403);
      expect(response.cookies).toEqual([]);
    }
    const row = await testDb.db.contactMessage.create({
      data: { name: "Origin Test", email: "origin@example.com", message: "Please call me back about a deep clean." },
      select: { id: true },
    });
    const client = await signedInClient(app);
    const foreign = await client.mutate(
      "admin.contacts.setHandled",
      { id: row.id, handled: true },
      { origin: "https://evil.example" },
    );
    expect(foreign.statusCode).toBe(403);
    expect((await testDb.db.contactMessage.findUniqueOrThrow({ where: { id: row.id } })).handledAt).toBeNull();
    expect((await client.mutate("admin.signOut", undefined, { origin: "https://evil.example" })).statusCode).toBe(403);
    expect((await client.query("admin.contacts.list", {})).statusCode).toBe(200);
    await testDb.db.contactMessage.delete({ where: { id: row.id } });
  });

  it("trusts only SITE_URL's origin and its configured aliases: a forged Host matching a forged Origin is refused", async () => {
    const forged = {
      origin: "https://evil.example",
      host: "evil.example",
      "x-forwarded-host": "evil.example",
      "x-forwarded-proto": "https",
    };
    expect((await signIn(app, ADMIN_TEST_PASSWORD, forged)).statusCode).toBe(403);
    expect(
      (await signIn(app, ADMIN_TEST_PASSWORD, { origin: "http://127.0.0.1:3000", host: "127.0.0.1:3000" })).statusCode,
    ).toBe(403);
    const client = await signedInClient(app);
    expect((await client.mutate("admin.signOut", undefined, forged)).statusCode).toBe(403);
    const aliased = await extraApp({ admin: testAdminAuth(), siteUrlAliases: ["https://www.bluebird.example"] });
    expect(
      (await signIn(aliased, ADMIN_TEST_PASSWORD, { origin: "https://www.bluebird.example", host: "evil.example" }))
        .statusCode,
    ).toBe(200);
    expect(
      (await signIn(aliased, ADMIN_TEST_PASSWORD, { origin: "https://evil.example", host: "evil.example" })).statusCode,
    ).toBe(403);
  });

  it("throttles failed sign-ins per IP and per account (429 with Retry-After, even for the right password); successes do not count", async () => {
    const limit = 3;
    const throttled = await extraApp({ admin: testAdminAuth(60 * 60_000, { db: testDb.db, failuresPerHour: limit }) });
    const origin = { origin: SITE_ORIGIN };
    // Successful sign-ins are never counted.
    for (let i = 0; i < limit * 2; i++)
      expect((await signIn(throttled, ADMIN_TEST_PASSWORD, origin, "10.9.0.1")).statusCode).toBe(200);

    // Per IP: wrong passwords for made-up accounts from one address.
    for (let i = 0; i < limit; i++)
      expect((await signIn(throttled, "wrong", origin, "10.9.0.1", `guess${i}@example.com`)).statusCode).toBe(401);
    const refused = await signIn(throttled, ADMIN_TEST_PASSWORD, origin, "10.9.0.1");
    expect(refused.statusCode).toBe(429);
    expect(Number(refused.headers["retry-after"])).toBeGreaterThan(0);
    expect(refused.json().error.message).toMatch(
      /^Too many failed sign-ins\. Please wait \d+ minutes? and try again\.$/,
    );
    expect(refused.cookies).toEqual([]);
    expect((await signIn(throttled, ADMIN_TEST_PASSWORD, origin, "10.9.0.2")).statusCode).toBe(200);

    // Per account: wrong passwords for one account from many addresses.
    const target = "target@bluebird.example.com";
    await createTestOwner(testDb.db, target);
    for (let i = 0; i < limit; i++)
      expect((await signIn(throttled, "wrong", origin, `10.9.1.${i}`, target)).statusCode).toBe(401);
    expect((await signIn(throttled, ADMIN_TEST_PASSWORD, origin, "10.9.1.200", target)).statusCode).toBe(429);
    expect((await signIn(throttled, ADMIN_TEST_PASSWORD, origin, "10.9.1.200")).statusCode).toBe(200);
    // The counters hold hashes, never the address or the email.
    const keys = (await testDb.db.rateLimitCounter.findMany({ select: { key: true } })).map((row) => row.key).join(" ");
    expect(keys).not.toMatch(/10\.9\.|example\.com/);
  });

  it("does not throttle sign-ins when rate limits are off (RATE_LIMITS=off)", async () => {
    const unlimited = await extraApp({ admin: testAdminAuth(), rateLimits: false });
    for (let i = 0; i < 12; i++) {
      expect((await signIn(unlimited, `wrong ${i}`, { origin: SITE_ORIGIN }, "10.9.0.3")).statusCode).toBe(401);
    }
    expect((await signIn(unlimited, ADMIN_TEST_PASSWORD, { origin: SITE_ORIGIN }, "10.9.0.3")).statusCode).toBe(200);
  });

  it("with no owner account, says so (ownersExist false) and signs nobody in", async () => {
    const empty = await createTestDatabase();
    try {
      const closed = await buildTestApp(empty.db);
      const status = data(await call(closed, "admin.status", "query", undefined)) as { ownersExist: boolean };
      expect(status.ownersExist).toBe(false);
      expect((await signIn(closed)).statusCode).toBe(401);
      expect((await call(closed, "admin.contacts.list", "query", {})).statusCode).toBe(401);
      await closed.close();
    } finally {
      await empty.drop();
    }
  });
});

describe("saved estimates (leads)", () => {
  const input = { sqft: 2200, bedrooms: 3, bathrooms: 2, pets: true, serviceType: "deep", addOns: ["oven"] } as const;

  it("saves an estimate priced on the server under a short reference, ignoring prices the browser sends", async () => {
    const response = await app.inject({
      method: "POST",
      url: "/api/estimates",
      payload: { ...input, lowCents: 1, highCents: 2 },
    });
    expect(response.statusCode).toBe(201);
    const expected = computeEstimate(SHIPPED_FACTS, { ...input, addOns: [...input.addOns] });
    expect(response.json()).toEqual({
      reference: expect.stringMatching(/^BB-[2-9A-HJKMNP-TV-Z]{6}$/),
      lowCents: expected.lowCents,
      highCents: expected.highCents,
    });
    const row = await testDb.db.estimate.findUniqueOrThrow({ where: { reference: response.json().reference } });
    expect(row).toMatchObject({
      source: "booking",
      totalCents: expected.totalCents,
      breakdown: expected.breakdown,
      input: { ...input, addOns: ["oven"] },
    });
  });

  it("refuses invalid estimate inputs with 400 naming the field, saving nothing", async () => {
    const before = await testDb.db.estimate.count();
    const response = await app.inject({ method: "POST", url: "/api/estimates", payload: { ...input, sqft: 5 } });
    expect(response.statusCode).toBe(400);
    expect(Object.keys(response.json().error.fields)).toEqual(["sqft"]);
    expect(await testDb.db.estimate.count()).toBe(before);
  });

  it("saves the estimate sent with a contact message and records its reference on the message", async () => {
    const response = await app.inject({
      method: "POST",
      url: "/api/contact",
      payload: {
        name: "Lead Person",
        email: "lead@example.com",
        message: "Subject: Pricing Questions\n\nCan you confirm this price?",
        estimate: input,
      },
    });
    expect(response.statusCode).toBe(201);
    const { id, estimateReference } = response.json();
    expect(estimateReference).toMatch(/^BB-/);
    const row = await testDb.db.contactMessage.findUniqueOrThrow({
      where: { id },
      select: { estimate: { select: { reference: true, source: true, lowCents: true } } },
    });
    expect(row.estimate).toEqual({
      reference: estimateReference,
      source: "contact",
      lowCents: computeEstimate(SHIPPED_FACTS, { ...input, addOns: ["oven"] }).lowCents,
    });
    const client = await signedInClient(app);
    const found = await client.query("admin.estimates.get", { reference: ` ${estimateReference.toLowerCase()} ` });
    expect(found.statusCode).toBe(200);
    expect(data(found)).toMatchObject({ reference: estimateReference, source: "contact", contactIds: [id] });
    await testDb.db.contactMessage.delete({ where: { id } });
  });

  it("saves the estimate Dove quotes in a chat, linked to the conversation", async () => {
    const response = await app.inject({
      method: "POST",
      url: "/api/chat/message",
      payload: {
        sessionId: "lead-session-1",
        message: "How much is a deep clean for a 2,000 sq ft home with 3 bedrooms and 2 bathrooms?",
      },
    });
    expect(response.statusCode).toBe(200);
    const { conversationId } = response.json();
    const saved = await testDb.db.estimate.findMany({
      where: { conversationId },
      select: { source: true, input: true, lowCents: true },
    });
    expect(saved).toHaveLength(1);
    expect(saved[0]).toMatchObject({
      source: "dove",
      input: { sqft: 2000, bedrooms: 3, bathrooms: 2, serviceType: "deep" },
    });
    const greeting = await app.inject({
      method: "POST",
      url: "/api/chat/message",
      payload: { sessionId: "lead-session-1", conversationId, message: "thanks!" },
    });
    expect(greeting.statusCode).toBe(200);
    expect(await testDb.db.estimate.count({ where: { conversationId } })).toBe(1);
    await testDb.db.chatConversation.delete({ where: { id: conversationId } });
  });
});
