import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { newLifecycle } from "#server/lifecycle";
import { httpRequest } from "../support/replica-group";
import { startServerProcess } from "../support/server-process";
import { buildTestApp } from "../support/test-app";
import { createTestDatabase, type TestDatabase } from "../support/test-database";
import { waitFor } from "../support/wait-for";

let testDb: TestDatabase;
beforeAll(async () => {
  testDb = await createTestDatabase();
});
afterAll(async () => {
  await testDb.drop();
});

describe("health for load balancers", () => {
  it("GET /api/health/live answers while the process does; /api/health/ready needs the database, every migration, and no shutdown", async () => {
    const lifecycle = newLifecycle();
    const app = await buildTestApp(testDb.db, { lifecycle });
    try {
      const ready = () => app.inject({ method: "GET", url: "/api/health/ready" });
      expect((await app.inject({ method: "GET", url: "/api/health/live" })).json()).toEqual({ status: "live" });
      expect((await ready()).statusCode).toBe(200);
      expect((await ready()).json()).toEqual({ status: "ready", db: "up", migrations: "applied" });
      expect((await ready()).headers["cache-control"]).toBe("no-store");

      lifecycle.draining = true;
      expect((await ready()).statusCode).toBe(503);
      expect((await ready()).json()).toEqual({ status: "not-ready", reason: "shutting down" });
      expect((await app.inject({ method: "GET", url: "/api/health/live" })).statusCode).toBe(200);
      expect((await app.inject({ method: "GET", url: "/api/health" })).statusCode).toBe(200);
      lifecycle.draining = false;

      // A database that lacks one of this build's migrations (an older schema) is not ready.
      const [last] = await testDb.db.$queryRaw<
        { migration_name: string }[]
      >`SELECT migration_name FROM _prisma_migrations ORDER BY migration_name DESC LIMIT 1`;
      await testDb.db
        .$executeRaw`UPDATE _prisma_migrations SET rolled_back_at = now() WHERE migration_name = ${last?.migration_name}`;
      await waitFor(async () => (await ready()).statusCode === 503, 3_000, "readiness to notice the missing migration");
      expect((await ready()).json()).toEqual({ status: "not-ready", reason: "migrations pending" });
      await testDb.db
        .$executeRaw`UPDATE _prisma_migrations SET rolled_back_at = NULL WHERE migration_name = ${last?.migration_name}`;
      await waitFor(async () => (await ready()).statusCode === 200, 3_000, "readiness to come back");
    } finally {
      await app.close();
    }
  });

  it("on SIGTERM turns not ready first while still serving, then drains and exits 0", async () => {
    const server = await startServerProcess(
      { DATABASE_URL: testDb.url, SHUTDOWN_DELAY_MS: "1500" },
      "/api/health/ready",
    );
    server.child.kill("SIGTERM");
    const signalledAt = performance.now();
    await waitFor(
      async () => (await httpRequest(server.baseUrl, "/api/health/ready")).status === 503,
      1_000,
      "readiness to turn 503",
    );
    expect(JSON.parse((await httpRequest(server.baseUrl, "/api/health/ready")).body)).toEqual({
      status: "not-ready",
      reason: "shutting down",
    });
    // Still answering visitors and the liveness probe while the balancer moves them away.
    expect((await httpRequest(server.baseUrl, "/api/health/live")).status).toBe(200);
    expect((await httpRequest(server.baseUrl, "/api/testimonials")).status).toBe(200);
    expect(await server.exited).toBe(0);
    expect(performance.now() - signalledAt).toBeGreaterThanOrEqual(1_400);
  }, 60_000);
});
