import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { renewCalendarFeed } from "#server/bookings/calendar-feed";
import { appRouter } from "#server/routers/app-router";
import type { ProcedureMeta } from "#server/trpc/init";
import { withProof } from "../support/booking-proof";
import { bookingRequest, listedSlots, openEveryDay } from "../support/bookings";
import { SHIPPED_FACTS } from "../support/site-facts";
import { buildTestApp } from "../support/test-app";
import { createTestDatabase, type TestDatabase } from "../support/test-database";

let testDb: TestDatabase;
let app: FastifyInstance;

beforeAll(async () => {
  testDb = await createTestDatabase();
  await openEveryDay(testDb.db);
  app = await buildTestApp(testDb.db);
});
afterAll(async () => {
  await app.close();
  await testDb.drop();
});

/** Every visitor procedure, read from the router itself (admin.* has its own test), with its declaration. */
const procedures = Object.entries(
  appRouter._def.procedures as unknown as Record<string, { _def: { type: string; meta?: Partial<ProcedureMeta> } }>,
)
  .filter(([path]) => !path.startsWith("admin."))
  .map(([path, procedure]) => ({ path, type: procedure._def.type, personalData: procedure._def.meta?.personalData }));
const personal = procedures.filter((p) => p.personalData === true);

/** The REST routes under /api, from Fastify's own route table ("/api/bookings/manage/:token/cancel"). */
function restPaths(target: FastifyInstance): string[] {
  return [...new Set(target.printRoutes({ commonPrefix: false }).match(/\/api\/[^\s(]*/g) ?? [])];
}

const trpcCall = (path: string, input: unknown): InjectOptions => {
  const type = procedures.find((p) => p.path === path)?.type;
  return type === "query"
    ? { method: "GET", url: `/trpc/${path}?input=${encodeURIComponent(JSON.stringify(input))}` }
    : { method: "POST", url: `/trpc/${path}`, payload: input as object };
};

/** Distinct people, so one visitor's bookings never stand in each other's way. */
const visitor = (n: number) => ({
  name: `Visitor ${n}`,
  email: `visitor${n}@example.com`,
  phone: `303-555-01${String(10 + n)}`,
  address: { street: `${10 + n} Aspen Way`, city: "Parker", zip: "80134" },
});

/** One start time on each of `count` different days (so no two overlap whatever the length). */
async function startsOnDistinctDays(count: number): Promise<string[]> {
  const byDay = new Map<string, string>();
  for (const slot of await listedSlots(app)) byDay.set(byDay.size < count ? slot.slice(0, 10) : "", slot);
  byDay.delete("");
  return [...byDay.values()].slice(0, count);
}

function expectNoStore(response: LightMyRequestResponse, label: string, status: number | ((s: number) => boolean)) {
  if (typeof status === "number") expect(response.statusCode, `${label}: ${response.body}`).toBe(status);
  else expect(status(response.statusCode), `${label}: ${response.statusCode} ${response.body}`).toBe(true);
  expect(response.headers["cache-control"], `${label} (${response.statusCode})`).toBe("no-store");
}

const isClientError = (status: number) => status >= 400 && status < 500 && status !== 405;

describe("visitors' personal data is never cached", () => {
  it("every visitor procedure declares whether it carries personal data, and the private ones say so", () => {
    const undeclared = procedures.filter((p) => typeof p.personalData !== "boolean").map((p) => p.path);
    expect(undeclared, "declare .meta({ personalData }) on these procedures").toEqual([]);
    expect(personal.map((p) => p.path).sort()).toEqual(
      expect.arrayContaining([
        "bookings.calendarFeed",
        "bookings.create",
        "bookings.manage.cancel",
        "bookings.manage.get",
        "bookings.manage.invite",
        "bookings.manage.reschedule",
        "chat.send",
        "contact.send",
        "estimates.save",
      ]),
    );
    // Public content (shared by every visitor, kept by the content cache) is not.
    expect(procedures.filter((p) => p.personalData === false).map((p) => p.path)).toEqual(
      expect.arrayContaining(["bookings.availability", "services.list", "posts.bySlug", "health.ready"]),
    );
  });

  it("every personal-data procedure answers no-store over /trpc and its REST twin, on success and on error", async () => {
    const [first, second, third, fourth] = await startsOnDistinctDays(4);
    if (!first || !second || !third || !fourth) throw new Error("fewer than four open days listed");

    // tRPC first: a booking made over /trpc, then read, moved and cancelled there.
    const trpcBooking = await withProof(app, bookingRequest(first, visitor(1)));
    const created = await app.inject(trpcCall("bookings.create", trpcBooking));
    expectNoStore(created, "tRPC bookings.create", 200);
    const trpcToken = created.json<{ result: { data: { manageToken: string } } }>().result.data.manageToken;
    const feedUrl = await renewCalendarFeed(testDb.db, "http://localhost:3000", SHIPPED_FACTS);
    const feedToken = feedUrl.replace(/^.*\/api\/calendar\/(.+)\.ics$/, "$1");
    const conversation = { message: "Do you clean ovens?", sessionId: "s-1700000000000-7f3a9c", conversationId: null };

    /** A valid call of each, in an order that works (reads before the cancel). */
    const trpcSuccess: Record<string, unknown> = {
      "bookings.create": await withProof(app, bookingRequest(second, visitor(2))),
      "bookings.manage.get": { token: trpcToken },
      "bookings.manage.invite": { token: trpcToken },
      "bookings.manage.reschedule": { token: trpcToken, startsAt: third },
      "bookings.manage.cancel": { token: trpcToken },
      "bookings.calendarFeed": { token: feedToken },
      "chat.send": conversation,
      "contact.send": {
        ...visitor(3),
        address: "13 Aspen Way, Parker",
        message: "Subject: Booking & Scheduling\n\nCan you come on Friday?",
      },
      "estimates.save": { sqft: 2200, bedrooms: 3, bathrooms: 2, pets: true, serviceType: "deep", addOns: [] },
    };
    expect(Object.keys(trpcSuccess).sort(), "a success case for each personal-data procedure").toEqual(
      personal.map((p) => p.path).sort(),
    );
    for (const [path, input] of Object.entries(trpcSuccess)) {
      expectNoStore(await app.inject(trpcCall(path, input)), `tRPC ${path}`, 200);
      // An input the schema refuses, and a token that opens nothing: refusals are private too.
      expectNoStore(await app.inject(trpcCall(path, {})), `tRPC ${path} without input`, 400);
    }
    for (const path of ["bookings.manage.get", "bookings.manage.invite", "bookings.calendarFeed"]) {
      expectNoStore(await app.inject(trpcCall(path, { token: "A".repeat(43) })), `tRPC ${path} unknown token`, 404);
    }

    // The REST twins, on a booking made over REST.
    const restCreated = await app.inject({
      method: "POST",
      url: "/api/bookings",
      payload: await withProof(app, bookingRequest(fourth, visitor(4))),
    });
    expectNoStore(restCreated, "POST /api/bookings", 201);
    const restToken = restCreated.json<{ manageToken: string }>().manageToken;
    const [later] = (await listedSlots(app)).filter((slot) => slot.slice(0, 10) > fourth.slice(0, 10));
    const restTwins: { route: string; success: InjectOptions; error: InjectOptions; status?: number }[] = [
      {
        route: "/api/bookings/manage/:token",
        success: { method: "GET", url: `/api/bookings/manage/${restToken}` },
        error: { method: "GET", url: `/api/bookings/manage/${"A".repeat(43)}` },
      },
      {
        route: "/api/bookings/manage/:token/invite.ics",
        success: { method: "GET", url: `/api/bookings/manage/${restToken}/invite.ics` },
        error: { method: "GET", url: `/api/bookings/manage/${"A".repeat(43)}/invite.ics` },
      },
      {
        route: "/api/bookings/manage/:token/reschedule",
        success: {
          method: "POST",
          url: `/api/bookings/manage/${restToken}/reschedule`,
          payload: { startsAt: later ?? "" },
        },
        error: { method: "POST", url: `/api/bookings/manage/${restToken}/reschedule`, payload: { startsAt: "soon" } },
      },
      {
        route: "/api/bookings/manage/:token/cancel",
        success: { method: "POST", url: `/api/bookings/manage/${restToken}/cancel` },
        error: { method: "POST", url: `/api/bookings/manage/${"A".repeat(43)}/cancel` },
      },
      {
        route: "/api/calendar/:file",
        success: { method: "GET", url: `/api/calendar/${feedToken}.ics` },
        error: { method: "GET", url: `/api/calendar/${"A".repeat(43)}.ics` },
      },
      {
        route: "/api/bookings",
        success: {
          method: "POST",
          url: "/api/bookings",
          payload: await withProof(app, bookingRequest(fourth, visitor(4))),
        },
        error: { method: "POST", url: "/api/bookings", payload: { ...bookingRequest(fourth), email: "nope" } },
      },
      {
        route: "/api/contact",
        success: { method: "POST", url: "/api/contact", payload: trpcSuccess["contact.send"] as object },
        error: { method: "POST", url: "/api/contact", payload: { name: "No Email" } },
      },
      {
        route: "/api/estimates",
        success: { method: "POST", url: "/api/estimates", payload: trpcSuccess["estimates.save"] as object },
        error: { method: "POST", url: "/api/estimates", payload: { sqft: 5 } },
      },
      {
        route: "/api/chat/message",
        success: { method: "POST", url: "/api/chat/message", payload: conversation },
        error: { method: "POST", url: "/api/chat/message", payload: { message: "" } },
      },
      {
        route: "/api/chat/stream",
        success: { method: "POST", url: "/api/chat/stream", payload: conversation },
        error: { method: "POST", url: "/api/chat/stream", payload: { message: "" } },
      },
    ];
    for (const { route, success, error } of restTwins) {
      expectNoStore(await app.inject(success), `${route} success`, (s) => s >= 200 && s < 300);
      expectNoStore(await app.inject(error), `${route} error`, isClientError);
    }

    // Every /api route is either a twin above or declared public here, so a new one cannot be forgotten.
    const notPersonal = new Set([
      "/api/bookings/availability",
      // A fresh proof-of-work challenge: no personal data (it says no-store itself, being single-use).
      "/api/bookings/challenge",
      "/api/health",
      "/api/health/live",
      "/api/health/ready",
      "/api/services",
      "/api/services/:slug",
      "/api/testimonials",
      "/api/posts",
      "/api/posts/:slug",
      "/api/events",
    ]);
    const covered = new Set(restTwins.map((twin) => twin.route));
    const unclassified = restPaths(app).filter(
      (path) => !path.startsWith("/api/admin/") && !covered.has(path) && !notPersonal.has(path),
    );
    expect(unclassified, "classify these REST routes in this test").toEqual([]);
  });

  it("public content stays cacheable: no-store is the personal-data procedures' alone", async () => {
    for (const request of [trpcCall("services.list", undefined), { method: "GET" as const, url: "/api/services" }]) {
      const response = await app.inject(request);
      expect(response.statusCode).toBe(200);
      expect(response.headers["cache-control"] ?? "").not.toContain("no-store");
    }
  });
});
