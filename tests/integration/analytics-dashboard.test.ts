import { randomBytes } from "node:crypto";
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { DashboardSummary } from "#server/analytics/dashboard-queries";
import { rollUpClosedDays } from "#server/analytics/rollups";
import { addDays, daysBetween } from "#shared/time/utc-days";
import { createDb } from "#server/db/client";
import { cityOfPath } from "#shared/analytics/page-stats";
import { createTestOwner, signedInClient, testAdminAuth } from "../support/admin-session";
import { databaseToday, postEvent } from "../support/analytics";
import { buildTestApp } from "../support/test-app";
import { createTestDatabase, type TestDatabase } from "../support/test-database";
import { SHIPPED_CORE_FACTS } from "../support/site-facts";

let testDb: TestDatabase;
let app: FastifyInstance;
let client: Awaited<ReturnType<typeof signedInClient>>;
let today: string;

beforeAll(async () => {
  testDb = await createTestDatabase();
  await createTestOwner(testDb.db);
  app = await buildTestApp(testDb.db, { admin: testAdminAuth() });
  client = await signedInClient(app);
  today = await databaseToday(testDb.db);
});
afterAll(async () => {
  await app.close();
  await testDb.drop();
});

/** The closed days from `first` on, by the rollups' own rule (the first open day they report). */
async function closedDaysSince(first: string): Promise<string[]> {
  const { openFrom } = await rollUpClosedDays(testDb.db);
  const days: string[] = [];
  for (let day = first; day < openFrom; day = addDays(day, 1)) days.push(day);
  return days;
}

/** A raw event as the table holds it; `visitor` in hex. */
interface RawEvent {
  day: string;
  visitor: string;
  kind: string;
  path: string;
  referrerHost?: string;
  utmSource?: string;
  utmCampaign?: string;
  device?: string;
  service?: string;
  priceBand?: string;
  subject?: string;
}

/** mulberry32: the same events on every run. */
function random(seed: number) {
  let state = seed;
  const next = () => {
    state = (state + 0x6d2b79f5) | 0;
    let t = Math.imul(state ^ (state >>> 15), 1 | state);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  return { next, pick: <T>(items: readonly T[]): T => items[Math.floor(next() * items.length)] as T };
}

const PATHS = [
  "/",
  "/pricing",
  "/contact",
  "/booking",
  "/services/deep",
  "/parker-co-cleaning",
  "/castle-rock-co-cleaning",
  "/deep-clean-parker",
  "/service-areas/aurora-co",
  "/blog",
  "/faq",
];
const LATER_KINDS = [
  "pageview",
  "pageview",
  "pageview",
  "estimate",
  "booking_click",
  "booking_estimate",
  "booked",
  "contact",
  "chat_open",
  "chat_message",
  "phone_tap",
];

/** Visitors of one day: each one's events in order, then interleaved with the others'. */
function dayOfEvents(day: string, rng: ReturnType<typeof random>): RawEvent[] {
  const visits: RawEvent[][] = [];
  for (let v = 0, count = 12 + Math.floor(rng.next() * 20); v < count; v++) {
    const visitor = randomBytes(16).toString("hex");
    const events: RawEvent[] = [];
    // Some visits lost their page view (a tap before the page view was sent).
    if (rng.next() < 0.9) {
      events.push({
        day,
        visitor,
        kind: "pageview",
        path: rng.pick(PATHS),
        device: rng.pick(["phone", "tablet", "desktop"]),
        ...(rng.next() < 0.4 ? { referrerHost: rng.pick(["www.google.com", "www.facebook.com", "nextdoor.com"]) } : {}),
        ...(rng.next() < 0.3
          ? {
              utmSource: rng.pick(["newsletter", "flyer"]),
              ...(rng.next() < 0.7 ? { utmCampaign: rng.pick(["spring-deep", "move-season"]) } : {}),
            }
          : {}),
      });
    }
    for (let e = 0, more = Math.floor(rng.next() * 6); e < more; e++) {
      const kind = rng.pick(LATER_KINDS);
      const event: RawEvent = { day, visitor, kind, path: rng.pick(PATHS) };
      if (kind === "pageview") event.device = "desktop";
      if (kind === "estimate")
        Object.assign(event, {
          service: rng.pick(["standard", "deep", "moveout"]),
          priceBand: rng.pick(["under-150", "150-249", "250-399"]),
        });
      if (kind === "contact")
        Object.assign(event, { path: "/contact", subject: rng.pick(["pricing", "booking", "general"]) });
      events.push(event);
    }
    if (events.length > 0) visits.push(events);
  }
  const interleaved: RawEvent[] = [];
  while (visits.length > 0) {
    const index = Math.floor(rng.next() * visits.length);
    const next = visits[index]?.shift();
    if (next) interleaved.push(next);
    if (visits[index]?.length === 0) visits.splice(index, 1);
  }
  return interleaved;
}

async function insertRawEvents(events: readonly RawEvent[]) {
  await testDb.db.analyticsEvent.createMany({
    data: events.map(({ day, visitor, ...rest }) => ({
      ...rest,
      day: new Date(`${day}T00:00:00Z`),
      visitor: Buffer.from(visitor, "hex"),
    })),
  });
}

const LEAD_KINDS = new Set(["booking_click", "booking_estimate", "booked", "contact", "chat_message", "phone_tap"]);

/** The dashboard's figures for [from, to], computed here from the raw events alone. */
function expectedFigures(events: readonly RawEvent[], from: string, to: string) {
  const inRange = events.filter((event) => event.day >= from && event.day <= to);
  const visits = new Map<string, RawEvent[]>();
  for (const event of inRange)
    visits.set(`${event.day}/${event.visitor}`, [...(visits.get(`${event.day}/${event.visitor}`) ?? []), event]);
  const visitList = [...visits.values()].map((list) => {
    const has = (kind: string) => list.some((event) => event.kind === kind);
    const entry = list.find((event) => event.kind === "pageview");
    return {
      day: list[0]?.day ?? "",
      entry,
      estimated: has("estimate"),
      booked: has("booking_click") || has("booking_estimate"),
      madeBooking: has("booked"),
      contacted: has("contact"),
      chatted: has("chat_message"),
      phoned: has("phone_tap"),
      lead: list.some((event) => LEAD_KINDS.has(event.kind)),
    };
  });
  const count = (kind: string) => inRange.filter((event) => event.kind === kind).length;
  const visitsWhere = (test: (visit: (typeof visitList)[number]) => boolean) => visitList.filter(test).length;
  const totals = {
    visitors: visitList.length,
    pageviews: count("pageview"),
    estimateVisitors: visitsWhere((v) => v.estimated),
    bookingVisitors: visitsWhere((v) => v.booked),
    contactVisitors: visitsWhere((v) => v.contacted),
    chatVisitors: visitsWhere((v) => v.chatted),
    phoneVisitors: visitsWhere((v) => v.phoned),
    leadVisitors: visitsWhere((v) => v.lead),
    estimateBookingVisitors: visitsWhere((v) => v.estimated && v.booked),
    estimateContactVisitors: visitsWhere((v) => v.estimated && v.contacted),
    estimateChatVisitors: visitsWhere((v) => v.estimated && v.chatted),
    bookedVisitors: visitsWhere((v) => v.madeBooking),
    estimateBookedVisitors: visitsWhere((v) => v.estimated && v.madeBooking),
    estimates: count("estimate"),
    bookingClicks: count("booking_click"),
    bookingsWithEstimate: count("booking_estimate"),
    bookingsMade: count("booked"),
    contacts: count("contact"),
    chatsOpened: count("chat_open"),
    chatsStarted: count("chat_message"),
    phoneTaps: count("phone_tap"),
  };
  const days = Array.from({ length: daysBetween(from, to) }, (_, i) => addDays(from, i));
  const daily = days.map((day) => ({
    day,
    visitors: visitList.filter((v) => v.day === day).length,
    leads: visitList.filter((v) => v.day === day && v.lead).length,
  }));

  const distinctPerDay = (list: readonly RawEvent[]) =>
    new Set(list.map((event) => `${event.day}/${event.visitor}`)).size;
  const pagePaths = [...new Set(inRange.filter((event) => event.kind === "pageview").map((event) => event.path))];
  const pages = pagePaths.map((path) => {
    const views = inRange.filter((event) => event.kind === "pageview" && event.path === path);
    const entered = visitList.filter((visit) => visit.entry?.path === path);
    return {
      path,
      views: views.length,
      visitors: distinctPerDay(views),
      entries: entered.length,
      leads: entered.filter((visit) => visit.lead).length,
    };
  });
  const byLeads = <T extends { leads: number }>(rows: T[], reach: (row: T) => number, name: (row: T) => string) =>
    rows.sort((a, b) => b.leads - a.leads || reach(b) - reach(a) || name(a).localeCompare(name(b)));
  const cities = new Map<string, { city: string; views: number; entries: number; leads: number }>();
  for (const page of pages) {
    const city = cityOfPath(page.path, SHIPPED_CORE_FACTS);
    if (!city) continue;
    const sum = cities.get(city) ?? { city, views: 0, entries: 0, leads: 0 };
    cities.set(city, {
      city,
      views: sum.views + page.views,
      entries: sum.entries + page.entries,
      leads: sum.leads + page.leads,
    });
  }
  const grouped = (nameOf: (visit: (typeof visitList)[number]) => string | null) => {
    const groups = new Map<string, { name: string; visitors: number; leads: number }>();
    for (const visit of visitList) {
      const name = nameOf(visit);
      if (name === null) continue;
      const group = groups.get(name) ?? { name, visitors: 0, leads: 0 };
      groups.set(name, { name, visitors: group.visitors + 1, leads: group.leads + (visit.lead ? 1 : 0) });
    }
    return byLeads(
      [...groups.values()],
      (row) => row.visitors,
      (row) => row.name,
    ).slice(0, 10);
  };
  const detail = (kind: string, valueOf: (event: RawEvent) => string | undefined) => {
    const values = [...new Set(inRange.filter((event) => event.kind === kind).map(valueOf))];
    return values
      .map((value) => {
        const matching = inRange.filter((event) => event.kind === kind && valueOf(event) === value);
        return { value: value ?? "", events: matching.length, visitors: distinctPerDay(matching) };
      })
      .sort((a, b) => a.value.localeCompare(b.value));
  };
  const devices = [...new Set(visitList.flatMap((visit) => (visit.entry?.device ? [visit.entry.device] : [])))]
    .map((value) => {
      const n = visitList.filter((visit) => visit.entry?.device === value).length;
      return { value, events: n, visitors: n };
    })
    .sort((a, b) => a.value.localeCompare(b.value));

  return {
    totals,
    daily,
    topPages: byLeads(
      pages,
      (row) => row.entries,
      (row) => row.path,
    ).slice(0, 10),
    cityPages: byLeads(
      [...cities.values()],
      (row) => row.entries,
      (row) => row.city,
    ),
    sources: grouped((visit) =>
      visit.entry ? (visit.entry.utmSource ?? visit.entry.referrerHost ?? "(direct)") : "(unknown)",
    ),
    campaigns: grouped((visit) => visit.entry?.utmCampaign ?? null),
    details: {
      device: devices,
      service: detail("estimate", (event) => event.service),
      price_band: detail("estimate", (event) => event.priceBand),
      subject: detail("contact", (event) => event.subject),
      booking_page: detail("booking_click", (event) => event.path),
    },
  };
}

/** The procedure's answer: the measurement's summary and the count of Dove's unanswered replies. */
type DashboardAnswer = DashboardSummary & { unansweredQuestions: number };

async function summary(from: string, to: string): Promise<DashboardAnswer> {
  const response = await client.query("admin.dashboard.summary", { from, to });
  expect(response.statusCode).toBe(200);
  return response.json<{ result: { data: DashboardAnswer } }>().result.data;
}

function expectSummaryToMatch(actual: DashboardSummary, events: readonly RawEvent[]) {
  const current = expectedFigures(events, actual.range.from, actual.range.to);
  const previous = expectedFigures(events, actual.previousRange.from, actual.previousRange.to);
  expect(actual.totals).toEqual(current.totals);
  expect(actual.previousTotals).toEqual(previous.totals);
  expect(actual.daily).toEqual(current.daily);
  expect(actual.previousDaily).toEqual(previous.daily);
  expect(actual.topPages).toEqual(current.topPages);
  expect(actual.cityPages).toEqual(current.cityPages);
  expect(actual.sources).toEqual(current.sources);
  expect(actual.campaigns).toEqual(current.campaigns);
  const sortedDetails = Object.fromEntries(
    Object.entries(actual.details).map(([dimension, rows]) => [
      dimension,
      [...rows].sort((a, b) => a.value.localeCompare(b.value)),
    ]),
  );
  expect(sortedDetails).toEqual(current.details);
}

describe("admin.dashboard.summary", () => {
  let events: RawEvent[];

  it("equals the figures counted from the raw events, for closed days (rolled up) and today (live)", async () => {
    const rng = random(18);
    events = Array.from({ length: 10 }, (_, i) => dayOfEvents(addDays(today, i - 9), rng)).flat();
    await insertRawEvents(events);

    const result = await summary(addDays(today, -4), today);
    expect(result.range).toEqual({ from: addDays(today, -4), to: today, days: 5 });
    expect(result.previousRange).toEqual({ from: addDays(today, -9), to: addDays(today, -5) });
    expect(result.totals.visitors).toBeGreaterThan(0);
    expect(result.totals.leadVisitors).toBeGreaterThan(0);
    expectSummaryToMatch(result, events);

    // The closed days were rolled up (today, and yesterday for ten minutes after midnight, stay
    // live) and reading again changes nothing.
    const rolled = await testDb.db.analyticsDailyTotals.findMany({ select: { day: true }, orderBy: { day: "asc" } });
    expect(rolled.map((row) => row.day.toISOString().slice(0, 10))).toEqual(await closedDaysSince(addDays(today, -9)));
    expect(await summary(addDays(today, -4), today)).toEqual(result);
  });

  it("counts a closed day from its rollup even after its raw events are gone", async () => {
    const day = addDays(today, -6);
    const before = await summary(day, day);
    await testDb.db.analyticsEvent.deleteMany({ where: { day: new Date(`${day}T00:00:00Z`) } });
    expect(await summary(day, day)).toEqual(before);
    events = events.filter((event) => event.day !== day);
    expect(before.totals.visitors).toBeGreaterThan(0);
  });

  it("counts each day once when two server instances roll up at the same moment", async () => {
    await testDb.db.$transaction([
      testDb.db.analyticsDailyTotals.deleteMany(),
      testDb.db.analyticsDailyPage.deleteMany(),
      testDb.db.analyticsDailySource.deleteMany(),
      testDb.db.analyticsDailyDetail.deleteMany(),
    ]);
    const dbs = [createDb(testDb.url, 4), createDb(testDb.url, 4)];
    try {
      const results = await Promise.all([
        rollUpClosedDays(dbs[0]!),
        rollUpClosedDays(dbs[1]!),
        rollUpClosedDays(dbs[0]!),
        rollUpClosedDays(dbs[1]!),
      ]);
      const rolled = results.flatMap((result) => result.rolledUp).sort();
      // Every closed day from the oldest raw event on, once (the day whose events were deleted too, as an empty day).
      expect(rolled).toEqual(await closedDaysSince(addDays(today, -9)));
    } finally {
      await Promise.all(dbs.map((db) => db.$disconnect()));
    }
    expectSummaryToMatch(await summary(addDays(today, -9), today), events);
  });

  it("counts every event that two instances write at once, live for today", async () => {
    const otherDb = createDb(testDb.url, 4);
    const other = await buildTestApp(otherDb);
    try {
      const before = (await summary(today, today)).totals;
      const senders = ["192.0.2.1", "192.0.2.2", "192.0.2.3"];
      const posts = Array.from({ length: 30 }, (_, i) => {
        const body =
          i % 3 === 0
            ? { kind: "pageview", path: "/pricing", device: "phone" }
            : { kind: "booking_click", path: "/pricing" };
        return postEvent(i % 2 === 0 ? app : other, body, { ip: senders[i % senders.length]! });
      });
      expect((await Promise.all(posts)).every((response) => response.statusCode === 204)).toBe(true);
      const after = (await summary(today, today)).totals;
      expect(after.visitors - before.visitors).toBe(3);
      expect(after.pageviews - before.pageviews).toBe(10);
      expect(after.bookingClicks - before.bookingClicks).toBe(20);
    } finally {
      await other.close();
      await otherDb.$disconnect();
    }
  });

  it("counts the replies Dove could not answer in the same days (its list is /admin/questions)", async () => {
    const conversation = await testDb.db.chatConversation.create({
      data: { sessionId: "dashboard-questions" },
      select: { id: true },
    });
    const reply = (day: string, unansweredReason: string | null) => ({
      conversationId: conversation.id,
      role: "assistant" as const,
      content: "Please call us for that one.",
      unansweredReason,
      createdAt: new Date(`${day}T15:00:00Z`),
    });
    await testDb.db.chatMessage.createMany({
      data: [
        reply(today, "fallback"),
        reply(today, "clarify"),
        reply(today, null),
        reply(addDays(today, -1), "low-confidence"),
        reply(addDays(today, -8), "fallback"),
      ],
    });
    expect((await summary(today, today)).unansweredQuestions).toBe(2);
    expect((await summary(addDays(today, -1), today)).unansweredQuestions).toBe(3);
    expect((await summary(addDays(today, -9), today)).unansweredQuestions).toBe(4);
  });

  it("refuses a reversed or over-long range with 400 naming the field, and needs a session", async () => {
    const reversed = await client.query("admin.dashboard.summary", { from: today, to: addDays(today, -1) });
    expect(reversed.statusCode).toBe(400);
    expect(reversed.json().error.data.fields).toHaveProperty("to");
    const long = await client.query("admin.dashboard.summary", { from: addDays(today, -400), to: today });
    expect(long.statusCode).toBe(400);
    expect(long.json().error.data.fields).toHaveProperty("from");
    const anonymous = await app.inject({
      method: "GET",
      url: `/trpc/admin.dashboard.summary?input=${encodeURIComponent(JSON.stringify({ from: today, to: today }))}`,
    });
    expect(anonymous.statusCode).toBe(401);
  });
});
