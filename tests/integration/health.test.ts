import { chmod, mkdtemp, rm } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { createDb } from "#server/db/client";
import { startEmbeddedPostgres, type EmbeddedPostgresHandle } from "#server/db/embedded-postgres";
import { migrate } from "#server/db/migrate";
import { HEALTH_MAX_AGE_MS } from "#server/routers/public/health";
import { freePort } from "../setup/postgres-backend";
import { buildTestApp } from "../support/test-app";

// This test stops and restarts a database, so it gets a real Postgres of its own rather than
// the shared test server.
describe("GET /api/health", () => {
  const cleanup: Array<() => Promise<unknown>> = [];
  afterAll(async () => {
    for (const step of cleanup.reverse()) await step().catch(() => undefined);
  });

  it("is 200 while the database answers, 503 while it is stopped, and 200 again when it returns", async () => {
    const parent = await mkdtemp(path.join(os.tmpdir(), "bluebird-health-"));
    await chmod(parent, 0o777);
    cleanup.push(() => rm(parent, { recursive: true, force: true }));
    const options = { dataDir: path.join(parent, "data"), port: await freePort() };

    let postgres: EmbeddedPostgresHandle = await startEmbeddedPostgres(options);
    cleanup.push(() => postgres.stop());
    await migrate(postgres.url);
    const db = createDb(postgres.url, 2);
    cleanup.push(() => db.$disconnect());
    const app = await buildTestApp(db);
    cleanup.push(() => app.close());

    const up = await app.inject({ method: "GET", url: "/api/health" });
    expect(up.statusCode).toBe(200);
    expect(up.json()).toEqual({ status: "ok", db: "up" });

    // One ping answers for HEALTH_MAX_AGE_MS, so the change shows within about a second.
    const health = async () => {
      const res = await app.inject({ method: "GET", url: "/api/health" });
      return [res.statusCode, res.json()];
    };
    await postgres.stop();
    await expect
      .poll(health, { timeout: HEALTH_MAX_AGE_MS + 10_000 })
      .toEqual([503, { status: "unavailable", db: "down" }]);

    postgres = await startEmbeddedPostgres(options);
    await expect.poll(health, { timeout: HEALTH_MAX_AGE_MS + 10_000 }).toEqual([200, { status: "ok", db: "up" }]);
  });
});
