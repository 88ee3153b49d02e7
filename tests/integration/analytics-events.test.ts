import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { createDb } from "#server/db/client";
import { DEFAULT_RATE_LIMITS } from "#server/http/rate-limit-settings";
import { NOT_A_PAGE } from "#shared/analytics/page-stats";
import { addDays } from "#shared/time/utc-days";
import { databaseToday, DESKTOP_USER_AGENT, postEvent } from "../support/analytics";
import { buildTestApp } from "../support/test-app";
import { createTestDatabase, type TestDatabase } from "../support/test-database";

let testDb: TestDatabase;
let app: FastifyInstance;
const closers: (() => Promise<unknown>)[] = [];
const PAGE_VIEW = { kind: "pageview", path: "/pricing", device: "desktop" };
const VISITOR_IP = "203.0.113.77";

beforeAll(async () => {
  testDb = await createTestDatabase();
  app = await buildTestApp(testDb.db);
});
afterAll(async () => {
  await Promise.all(closers.map((close) => close()));
  await app.close();
  await testDb.drop();
});
beforeEach(async () => {
  await testDb.db.analyticsEvent.deleteMany();
});

const storedEvents = () => testDb.db.analyticsEvent.findMany({ orderBy: { id: "asc" } });
const hex = (bytes: Uint8Array) => Buffer.from(bytes).toString("hex");

describe("POST /api/events", () => {
  it("stores an event under a 16-byte visitor hash with 204, and sets no cookie", async () => {
    const response = await postEvent(
      app,
      { ...PAGE_VIEW, referrer: "WWW.Google.com", utmSource: " Newsletter ", utmCampaign: "Spring-Deep" },
      { ip: VISITOR_IP, headers: { cookie: "someone=else" } },
    );
    expect(response.statusCode).toBe(204);
    expect(response.headers["set-cookie"]).toBeUndefined();
    const [event] = await storedEvents();
    expect(event).toMatchObject({
      kind: "pageview",
      path: "/pricing",
      referrerHost: "www.google.com",
      utmSource: "newsletter",
      utmCampaign: "spring-deep",
      device: "desktop",
    });
    expect(event?.visitor).toHaveLength(16);
    expect(event?.day.toISOString().slice(0, 10)).toBe(await databaseToday(testDb.db));
  });

  it("counts one visitor per IP address and user agent, a different one for either changed", async () => {
    await postEvent(app, PAGE_VIEW, { ip: VISITOR_IP });
    await postEvent(app, { kind: "phone_tap", path: "/contact" }, { ip: VISITOR_IP });
    await postEvent(app, PAGE_VIEW, { ip: "203.0.113.78" });
    await postEvent(app, PAGE_VIEW, {
      ip: VISITOR_IP,
      userAgent: DESKTOP_USER_AGENT.replace("Windows NT 10.0", "Macintosh; Intel Mac OS X 14_0"),
    });
    const visitors = (await storedEvents()).map((event) => hex(event.visitor));
    expect(visitors[0]).toBe(visitors[1]);
    expect(new Set(visitors).size).toBe(3);
  });

  it("stores no IP address or user agent in any table, in text or in bytes", async () => {
    const userAgent = `${DESKTOP_USER_AGENT} Marker/7f3a9c`;
    for (const body of [
      PAGE_VIEW,
      { kind: "estimate", path: "/pricing", service: "deep", band: "250-399" },
      { kind: "contact", path: "/contact", subject: "pricing" },
    ]) {
      expect((await postEvent(app, body, { ip: VISITOR_IP, userAgent })).statusCode).toBe(204);
    }
    const tables = await testDb.db.$queryRaw<
      { table_name: string }[]
    >`SELECT table_name FROM information_schema.tables WHERE table_schema = 'public' AND table_type = 'BASE TABLE'`;
    // The search itself works: it finds what is stored.
    const [control] = await testDb.db.$queryRaw<
      { count: number }[]
    >`SELECT count(*)::int AS count FROM analytics_events row WHERE row::text ILIKE '%/pricing%'`;
    expect(control?.count).toBe(2);
    const needles = [
      VISITOR_IP,
      "Marker/7f3a9c",
      Buffer.from(VISITOR_IP).toString("hex"),
      Buffer.from("Marker/7f3a9c").toString("hex"),
    ];
    for (const { table_name: table } of tables) {
      for (const needle of needles) {
        const [found] = await testDb.db.$queryRawUnsafe<{ count: number }[]>(
          `SELECT count(*)::int AS count FROM "${table}" row WHERE row::text ILIKE $1`,
          `%${needle}%`,
        );
        expect(found?.count, `${needle} in ${table}`).toBe(0);
      }
    }
    expect(await testDb.db.analyticsEvent.count()).toBe(3);
  });

  it("counts an address that is not a page of the site as one entry, and a service-in-city page under its canonical path", async () => {
    await postEvent(app, { ...PAGE_VIEW, path: "/wp-login.php" }, { ip: VISITOR_IP });
    await postEvent(app, { ...PAGE_VIEW, path: "/deep-parker" }, { ip: VISITOR_IP });
    expect((await storedEvents()).map((event) => event.path)).toEqual([NOT_A_PAGE, "/deep-clean-parker"]);
  });

  it.each([
    ["no body", undefined, "body"],
    ["an unknown kind", { kind: "purchase", path: "/" }, "kind"],
    ["no path", { kind: "booking_click" }, "path"],
    ["a path with a query", { kind: "booking_click", path: "/booking?ref=x" }, "path"],
    ["a full URL as path", { kind: "booking_click", path: "https://example.com/" }, "path"],
    ["an unknown device", { ...PAGE_VIEW, device: "fridge" }, "device"],
    [
      "a referrer URL instead of a host",
      { ...PAGE_VIEW, referrer: "https://www.google.com/search?q=maids" },
      "referrer",
    ],
    ["an over-long campaign", { ...PAGE_VIEW, utmCampaign: "x".repeat(101) }, "utmCampaign"],
    ["a NUL in a campaign", { ...PAGE_VIEW, utmSource: "news\u0000letter" }, "utmSource"],
    ["an unknown price band", { kind: "estimate", path: "/pricing", service: "deep", band: "cheap" }, "band"],
    ["an unknown subject", { kind: "contact", path: "/contact", subject: "jobs" }, "subject"],
    ["an extra field", { kind: "chat_open", path: "/", ip: "1.2.3.4" }, "body"],
    ["an array", [PAGE_VIEW], "body"],
  ])("refuses %s with 400 naming the field, storing nothing", async (_label, body, field) => {
    const response = await app.inject({
      method: "POST",
      url: "/api/events",
      headers: { "content-type": "application/json", "user-agent": DESKTOP_USER_AGENT },
      ...(body === undefined ? {} : { payload: JSON.stringify(body) }),
      remoteAddress: VISITOR_IP,
    });
    expect(response.statusCode).toBe(400);
    expect(Object.keys(response.json().error.fields)).toContain(field);
    expect(await testDb.db.analyticsEvent.count()).toBe(0);
  });

  it("refuses bad JSON (400), another content type (415) and a body over 2 KB (413), storing nothing", async () => {
    expect((await postEvent(app, "{not json", { ip: VISITOR_IP })).statusCode).toBe(400);
    const asText = await app.inject({
      method: "POST",
      url: "/api/events",
      headers: { "content-type": "text/plain", "user-agent": DESKTOP_USER_AGENT },
      payload: JSON.stringify(PAGE_VIEW),
    });
    expect(asText.statusCode).toBe(415);
    const large = await postEvent(app, { ...PAGE_VIEW, path: `/${"a".repeat(2100)}` }, { ip: VISITOR_IP });
    expect(large.statusCode).toBe(413);
    expect(large.json().error.message).toBe("Request body is larger than 2 KB");
    expect(await testDb.db.analyticsEvent.count()).toBe(0);
  });

  it.each([
    [
      "headless Chrome (prerendering, tests)",
      "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) HeadlessChrome/140.0.0.0 Safari/537.36",
    ],
    [
      "Lighthouse",
      "Mozilla/5.0 (Linux; Android 11; moto g power (2022)) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/119.0.0.0 Mobile Safari/537.36 Chrome-Lighthouse",
    ],
    ["Googlebot", "Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)"],
    ["curl", "curl/8.5.0"],
    ["no user agent", ""],
  ])("answers %s with 204 and stores nothing", async (_label, userAgent) => {
    const response = await app.inject({
      method: "POST",
      url: "/api/events",
      headers: { "content-type": "application/json", ...(userAgent ? { "user-agent": userAgent } : {}) },
      payload: JSON.stringify(PAGE_VIEW),
      remoteAddress: VISITOR_IP,
    });
    expect(response.statusCode).toBe(204);
    expect(await testDb.db.analyticsEvent.count()).toBe(0);
  });

  it("stores nothing from a browser that sends Global Privacy Control or Do Not Track", async () => {
    expect((await postEvent(app, PAGE_VIEW, { ip: VISITOR_IP, headers: { "sec-gpc": "1" } })).statusCode).toBe(204);
    expect((await postEvent(app, PAGE_VIEW, { ip: VISITOR_IP, headers: { dnt: "1" } })).statusCode).toBe(204);
    expect(await testDb.db.analyticsEvent.count()).toBe(0);
    expect((await postEvent(app, PAGE_VIEW, { ip: VISITOR_IP, headers: { dnt: "0" } })).statusCode).toBe(204);
    expect(await testDb.db.analyticsEvent.count()).toBe(1);
  });

  it("limits events per IP (EVENTS_PER_MINUTE): 429 with Retry-After, storing nothing more", async () => {
    const limited = await buildTestApp(testDb.db, { rateLimits: { ...DEFAULT_RATE_LIMITS, eventsPerMinute: 3 } });
    closers.push(() => limited.close());
    for (let i = 0; i < 3; i++)
      expect((await postEvent(limited, PAGE_VIEW, { ip: "198.51.100.9" })).statusCode).toBe(204);
    const refused = await postEvent(limited, PAGE_VIEW, { ip: "198.51.100.9" });
    expect(refused.statusCode).toBe(429);
    expect(Number(refused.headers["retry-after"])).toBeGreaterThan(0);
    expect(await testDb.db.analyticsEvent.count()).toBe(3);
    expect((await postEvent(limited, PAGE_VIEW, { ip: "198.51.100.10" })).statusCode).toBe(204);
  });
});

describe("the daily salt", () => {
  it("lives in the database: two server instances writing at once share one salt and one visitor hash", async () => {
    await testDb.db.analyticsSalt.deleteMany();
    const otherDb = createDb(testDb.url, 4);
    const other = await buildTestApp(otherDb);
    closers.push(async () => {
      await other.close();
      await otherDb.$disconnect();
    });
    const responses = await Promise.all(
      Array.from({ length: 20 }, (_, i) => postEvent(i % 2 === 0 ? app : other, PAGE_VIEW, { ip: VISITOR_IP })),
    );
    expect(responses.map((response) => response.statusCode)).toEqual(Array(20).fill(204));
    expect(await testDb.db.analyticsSalt.count()).toBe(1);
    const visitors = new Set((await storedEvents()).map((event) => hex(event.visitor)));
    expect(visitors.size).toBe(1);
  });

  it("is made once per UTC day and earlier days' salts are deleted with it", async () => {
    const today = await databaseToday(testDb.db);
    await testDb.db.analyticsSalt.deleteMany();
    await testDb.db.analyticsSalt.create({
      data: { day: new Date(`${addDays(today, -1)}T00:00:00Z`), salt: Buffer.alloc(32, 7) },
    });
    await postEvent(app, PAGE_VIEW, { ip: VISITOR_IP });
    const salts = await testDb.db.analyticsSalt.findMany();
    expect(salts.map((salt) => salt.day.toISOString().slice(0, 10))).toEqual([today]);
    expect(salts[0]?.salt).toHaveLength(32);
    expect(hex(salts[0]?.salt ?? new Uint8Array())).not.toBe("07".repeat(32));
  });

  it("changes the visitor hash when the salt changes (a new day)", async () => {
    await postEvent(app, PAGE_VIEW, { ip: VISITOR_IP });
    await testDb.db.analyticsSalt.deleteMany();
    await postEvent(app, PAGE_VIEW, { ip: VISITOR_IP });
    const [first, second] = (await storedEvents()).map((event) => hex(event.visitor));
    expect(first).not.toBe(second);
  });
});
