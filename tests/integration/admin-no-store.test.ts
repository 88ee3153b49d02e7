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

/** The REST routes under /api/admin, from Fastify's own route table. */
function restAdminPaths(target: FastifyInstance): string[] {
  return [...new Set(target.printRoutes({ commonPrefix: false }).match(/\/api\/admin\/[^\s(]*/g) ?? [])];
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
    const paths = restAdminPaths(app);
    expect(paths).toEqual(expect.arrayContaining(["/api/admin/contacts.csv", "/api/admin/bookings.csv"]));
    const client = await signedInClient(app);
    for (const path of paths) {
      for (const response of [await client.get(path), await app.inject({ method: "GET", url: path })]) {
        expect(response.statusCode, path).not.toBe(404);
        expect(response.headers["cache-control"], `${path} (${response.statusCode})`).toBe("no-store");
      }
    }
  });
});
