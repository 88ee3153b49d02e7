import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { adminRouter } from "#server/routers/admin/admin-router";
import { SITE_ORIGIN, createTestOwner, signedInClient, testAdminAuth } from "../support/admin-session";
import { buildTestApp } from "../support/test-app";
import { createTestDatabase, type TestDatabase } from "../support/test-database";

let testDb: TestDatabase;
let app: FastifyInstance;

beforeAll(async () => {
  testDb = await createTestDatabase();
  await createTestOwner(testDb.db);
  app = await buildTestApp(testDb.db, { admin: testAdminAuth() });
});
afterAll(async () => {
  await app.close();
  await testDb.drop();
});

/** Every procedure of the admin router, read from the router itself, so a new one is covered too. */
const procedures = Object.entries(
  adminRouter._def.procedures as unknown as Record<string, { _def: { type: string } }>,
).map(([path, procedure]) => ({
  path: `admin.${path}`,
  type: procedure._def.type,
}));

/** The REST routes under /api/admin and the method each answers (GET where it has one), from Fastify's own route table. */
function restAdminRoutes(target: FastifyInstance): { path: string; method: "GET" | "POST" | "PUT" }[] {
  const routes = target.printRoutes({ commonPrefix: false }).matchAll(/(\/api\/admin\/[^\s(]*) \(([^)]*)\)/g);
  return [...routes].map(([, path, methods]) => {
    const listed = methods!.split(", ");
    const method = (["GET", "POST", "PUT"] as const).find((candidate) => listed.includes(candidate)) ?? "GET";
    return { path: path!, method };
  });
}

describe("owner data is never cached", () => {
  it("every admin.* procedure answers with Cache-Control: no-store, signed in or not, success or error", async () => {
    expect(procedures.length).toBeGreaterThan(20);
    expect(procedures.map((p) => p.path)).toEqual(
      expect.arrayContaining([
        "admin.bookings.list",
        "admin.bookings.byId",
        "admin.bookings.setStatus",
        "admin.bookings.reschedule",
        "admin.bookings.exportCsv",
        "admin.bookings.settings.get",
        "admin.bookings.settings.update",
        "admin.bookings.blocks.add",
        "admin.bookings.calendarFeed.renew",
      ]),
    );
    const client = await signedInClient(app);
    // signOut last: it ends the session the other calls use.
    const ordered = [
      ...procedures.filter((p) => p.path !== "admin.signOut"),
      ...procedures.filter((p) => p.path === "admin.signOut"),
    ];
    for (const { path, type } of ordered) {
      const signedIn = type === "query" ? await client.query(path) : await client.mutate(path, {});
      const anonymous = await app.inject(
        type === "query"
          ? { method: "GET", url: `/trpc/${path}` }
          : { method: "POST", url: `/trpc/${path}`, headers: { origin: SITE_ORIGIN }, payload: {} },
      );
      for (const [who, response] of [
        ["signed in", signedIn],
        ["anonymous", anonymous],
      ] as const) {
        expect(response.statusCode, `${path} ${who}`).not.toBe(404);
        expect(response.headers["cache-control"], `${path} ${who} (${response.statusCode})`).toBe("no-store");
      }
    }
  });

  it("every REST path under /api/admin answers with Cache-Control: no-store, signed in or not", async () => {
    const routes = restAdminRoutes(app);
    expect(routes.map((route) => route.path)).toEqual(
      expect.arrayContaining(["/api/admin/contacts.csv", "/api/admin/bookings.csv", "/api/admin/photos"]),
    );
    const client = await signedInClient(app);
    for (const { path, method } of routes) {
      // Writes are sent empty: refused, and the refusal must not be cached either.
      const signedIn = { method, url: path, headers: { cookie: client.cookie, origin: SITE_ORIGIN } };
      for (const response of [await app.inject(signedIn), await app.inject({ method, url: path })]) {
        expect(response.statusCode, path).not.toBe(404);
        expect(response.headers["cache-control"], `${path} (${response.statusCode})`).toBe("no-store");
      }
    }
  });
});
