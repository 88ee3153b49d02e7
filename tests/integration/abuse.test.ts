import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { RateLimitSettings } from "#server/http/rate-limit-settings";
import { DEFAULT_RATE_LIMITS } from "#server/http/rate-limit-settings";
import { MIN_CONTACT_FILL_MS } from "#shared/contact/spam-signals";
import { buildTestApp } from "../support/test-app";
import { createTestDatabase, type TestDatabase } from "../support/test-database";

let testDb: TestDatabase;
const apps: FastifyInstance[] = [];
let counter = 0;
const uniqueIp = () => `10.1.${Math.floor(++counter / 250)}.${counter % 250}`;
const contact = (overrides: Record<string, unknown> = {}) => ({
  name: "Jordan Avery",
  email: `jordan.${++counter}@example.com`,
  message: "Subject: Pricing Questions\n\nHow much is a deep clean for a 2,000 sq ft home?",
  ...overrides,
});

async function appWith(rateLimits: RateLimitSettings | false, trustProxy: boolean | string[] = false) {
  const app = await buildTestApp(testDb.db, { rateLimits, trustProxy });
  apps.push(app);
  return app;
}

beforeAll(async () => {
  testDb = await createTestDatabase();
});
afterAll(async () => {
  await Promise.all(apps.map((app) => app.close()));
  await testDb.drop();
});

describe("contact rate limits", () => {
  it(`allow ${DEFAULT_RATE_LIMITS.contactPerMinute} messages a minute per IP across REST and tRPC, then 429 with Retry-After, storing nothing`, async () => {
    const app = await appWith(DEFAULT_RATE_LIMITS);
    const ip = uniqueIp();
    for (let i = 0; i < DEFAULT_RATE_LIMITS.contactPerMinute; i++) {
      const url = i % 2 === 0 ? "/api/contact" : "/trpc/contact.send";
      expect(
        (await app.inject({ method: "POST", url, payload: contact(), remoteAddress: ip })).statusCode,
      ).toBeLessThan(300);
    }
    const before = await testDb.db.contactMessage.count();
    const limited = await app.inject({ method: "POST", url: "/api/contact", payload: contact(), remoteAddress: ip });
    expect(limited.statusCode).toBe(429);
    expect(Number(limited.headers["retry-after"])).toBeGreaterThan(0);
    expect(Number(limited.headers["retry-after"])).toBeLessThanOrEqual(60);
    expect(limited.json().error).toMatchObject({
      code: "TOO_MANY_REQUESTS",
      message: expect.stringMatching(/Too many messages sent/),
    });
    const viaTrpc = await app.inject({
      method: "POST",
      url: "/trpc/contact.send",
      payload: contact(),
      remoteAddress: ip,
    });
    expect(viaTrpc.statusCode).toBe(429);
    expect(await testDb.db.contactMessage.count()).toBe(before);
    expect(
      (await app.inject({ method: "POST", url: "/api/contact", payload: contact(), remoteAddress: uniqueIp() }))
        .statusCode,
    ).toBe(201);
  });

  it(`allow ${DEFAULT_RATE_LIMITS.contactPerDay} messages a day per IP`, async () => {
    const app = await appWith({ ...DEFAULT_RATE_LIMITS, contactPerMinute: 1000 });
    const ip = uniqueIp();
    for (let i = 0; i < DEFAULT_RATE_LIMITS.contactPerDay; i++) {
      expect(
        (await app.inject({ method: "POST", url: "/api/contact", payload: contact(), remoteAddress: ip })).statusCode,
      ).toBe(201);
    }
    const limited = await app.inject({ method: "POST", url: "/api/contact", payload: contact(), remoteAddress: ip });
    expect(limited.statusCode).toBe(429);
    expect(Number(limited.headers["retry-after"])).toBeGreaterThan(23 * 3600);
  });

  it("key on the client address from X-Forwarded-For only behind a trusted proxy", async () => {
    const limits = { ...DEFAULT_RATE_LIMITS, contactPerMinute: 1 };
    const proxy = "10.200.0.1";
    const viaProxy = (app: FastifyInstance, client: string) =>
      app.inject({
        method: "POST",
        url: "/api/contact",
        payload: contact(),
        remoteAddress: proxy,
        headers: { "x-forwarded-for": client },
      });

    const trusting = await appWith(limits, [proxy]);
    expect((await viaProxy(trusting, "198.51.100.1")).statusCode).toBe(201);
    expect((await viaProxy(trusting, "198.51.100.2")).statusCode).toBe(201);
    expect((await viaProxy(trusting, "198.51.100.1")).statusCode).toBe(429);

    // Untrusted: every client behind the proxy shares its address, and a forged header changes nothing.
    const untrusting = await appWith(limits, false);
    expect((await viaProxy(untrusting, "198.51.100.3")).statusCode).toBe(201);
    expect((await viaProxy(untrusting, "198.51.100.4")).statusCode).toBe(429);
  });
});

describe("contact spam", () => {
  const storedFor = (email: string) =>
    testDb.db.contactMessage.findFirstOrThrow({ where: { email }, select: { isSpam: true, spamReason: true } });

  it.each([
    ["a filled honeypot", { website: "http://cheap-seo.example", elapsedMs: 60_000 }, "honeypot"],
    ["a form sent faster than a person types", { website: "", elapsedMs: MIN_CONTACT_FILL_MS - 1 }, "too-fast"],
  ])("%s gets the normal 201 but is stored flagged", async (_label, signals, reason) => {
    const app = await buildTestApp(testDb.db);
    apps.push(app);
    const payload = contact(signals);
    const res = await app.inject({ method: "POST", url: "/api/contact", payload });
    expect(res.statusCode).toBe(201);
    expect(Object.keys(res.json()).sort()).toEqual(["createdAt", "id"]);
    expect(await storedFor(payload.email)).toEqual({ isSpam: true, spamReason: reason });
  });

  it.each([
    ["a person's form", { website: "", elapsedMs: MIN_CONTACT_FILL_MS + 5_000 }],
    ["a client that sends no signals (the spec's payload)", {}],
  ])("%s is stored unflagged", async (_label, signals) => {
    const app = await buildTestApp(testDb.db);
    apps.push(app);
    const payload = contact(signals);
    expect((await app.inject({ method: "POST", url: "/api/contact", payload })).statusCode).toBe(201);
    expect(await storedFor(payload.email)).toEqual({ isSpam: false, spamReason: null });
  });
});

describe("blog HTML", () => {
  it("is served sanitised, whatever was written to the database", async () => {
    const app = await buildTestApp(testDb.db);
    apps.push(app);
    await testDb.db.blogPost.create({
      data: {
        id: "hostile-post",
        slug: "hostile-post",
        title: "Hostile",
        body: '<p onmouseover="steal()">Tips<script>alert(1)</script></p><a href="javascript:alert(1)">x</a><iframe src="https://evil.example"></iframe>',
        tags: [],
        authorName: "Someone",
        publishedAt: new Date("2026-01-01T00:00:00Z"),
        published: true,
      },
    });
    const res = await app.inject({ method: "GET", url: "/api/posts/hostile-post" });
    expect(res.statusCode).toBe(200);
    expect(res.json().body).toBe("<p>Tips</p><a>x</a>");
  });
});
