import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { BACKUP_OVERDUE_AFTER_MS } from "#shared/health/health-checks";
import { takeBackup } from "#server/backup/take-backup";
import { BOOKING_EMAIL_TASK } from "#server/bookings/booking-jobs";
import { loadConfig } from "#server/config";
import type { HealthReport } from "#server/health/health-report";
import { contactNotifications } from "#server/notify/contact-notification-relay";
import { createTestOwner, signedInClient, testAdminAuth } from "../support/admin-session";
import { buildTestApp } from "../support/test-app";
import { createTestDatabase, type TestDatabase } from "../support/test-database";

const TOKEN = "health-token-for-the-monitoring-tests-0123";

let testDb: TestDatabase;
let app: FastifyInstance;
let dir: string;

const withToken = (token: string) =>
  app.inject({ method: "GET", url: "/api/admin/health", headers: { authorization: `Bearer ${token}` } });

async function report(): Promise<HealthReport> {
  const response = await withToken(TOKEN);
  expect(response.statusCode).toBe(200);
  return response.json<HealthReport>();
}

beforeAll(async () => {
  testDb = await createTestDatabase();
  dir = await mkdtemp(path.join(tmpdir(), "bluebird-health-"));
  await createTestOwner(testDb.db);
  app = await buildTestApp(testDb.db, {
    admin: testAdminAuth(),
    notifications: contactNotifications(testDb.db, true, () => undefined),
    backup: { cron: "30 3 * * *", dir: path.join(dir, "backups") },
    database: { kind: "embedded", dataDir: path.join(dir, "postgres"), port: 54329, poolSize: 4 },
    healthToken: TOKEN,
  });
});

afterAll(async () => {
  await app.close();
  await testDb.drop();
  await rm(dir, { recursive: true, force: true });
});

describe("GET /api/admin/health", () => {
  it("answers 401 without a session or token, and with a wrong token", async () => {
    const anonymous = await app.inject({ method: "GET", url: "/api/admin/health" });
    expect(anonymous.statusCode).toBe(401);
    expect(anonymous.headers["cache-control"]).toBe("no-store");
    expect((await withToken("not-the-token")).statusCode).toBe(401);
    const basic = await app.inject({
      method: "GET",
      url: "/api/admin/health",
      headers: { authorization: `Basic ${Buffer.from(`x:${TOKEN}`).toString("base64")}` },
    });
    expect(basic.statusCode).toBe(401);
  });

  it("answers the owner's session the same report as the tRPC procedure", async () => {
    const owner = await signedInClient(app);
    const rest = await owner.get("/api/admin/health");
    expect(rest.statusCode).toBe(200);
    expect(rest.headers["cache-control"]).toBe("no-store");
    const trpc = await owner.query("admin.health.get");
    expect(trpc.statusCode).toBe(200);
    const fromTrpc = trpc.json<{ result: { data: HealthReport } }>().result.data;
    const fromRest = rest.json<HealthReport>();
    expect(Object.keys(fromRest).sort()).toEqual(Object.keys(fromTrpc).sort());
    expect(fromRest.database.bytes).toBeGreaterThan(0);
    expect(fromRest.version.version).toMatch(/^\d+\.\d+\.\d+/);
    expect(fromRest.version.factsRevision).toBe(fromTrpc.version.factsRevision);
  });

  it("shows no backup as overdue, then the new backup's time, size and folder", async () => {
    const before = await report();
    expect(before.backup).toMatchObject({ state: "attention", overdue: true, newest: null, count: 0 });
    expect(before.email.state).toBe("ok");
    // The backup folder does not exist yet: its disk is measured at the nearest folder above.
    expect(before.disk.places.length).toBeGreaterThan(0);
    expect(before.disk.places.flatMap((place) => place.holds).sort()).toEqual(["backups", "database"]);
    expect(before.disk.places[0]?.freeBytes).toBeGreaterThan(0);

    const takenAt = new Date();
    const backup = await takeBackup(testDb.url, path.join(dir, "backups"), takenAt);
    const after = await report();
    expect(after.backup).toMatchObject({
      state: "ok",
      overdue: false,
      count: 1,
      folder: path.join(dir, "backups"),
      // The file's name keeps whole seconds.
      newest: { at: takenAt.toISOString().replace(/\.\d{3}Z$/, ".000Z"), bytes: backup.bytes, file: backup.file },
    });
  });

  it("calls a backup older than the limit overdue", async () => {
    await takeBackup(testDb.url, path.join(dir, "old"), new Date(Date.now() - BACKUP_OVERDUE_AFTER_MS - 60_000));
    const old = await buildTestApp(testDb.db, {
      backup: { cron: "30 3 * * *", dir: path.join(dir, "old") },
      healthToken: TOKEN,
    });
    try {
      const response = await old.inject({
        method: "GET",
        url: "/api/admin/health",
        headers: { authorization: `Bearer ${TOKEN}` },
      });
      const health = response.json<HealthReport>();
      expect(health.backup).toMatchObject({ state: "attention", overdue: true, count: 1 });
      // No database folder given: the database is elsewhere, and email is off.
      expect(health.disk.databaseElsewhere).toBe(true);
      expect(health.email.state).toBe("off");
    } finally {
      await old.close();
    }
  });

  it("counts a booking email whose attempts are used up as failed, in the jobs and the email", async () => {
    const before = await report();
    expect(before.jobs.failed).toBe(0);
    const [job] = await testDb.db.$queryRaw<{ id: bigint }[]>`
      SELECT id FROM graphile_worker.add_job(${BOOKING_EMAIL_TASK}, '{}'::json, run_at := now() + interval '1 hour')`;
    const waiting = await report();
    expect(waiting.jobs.waiting).toBe(before.jobs.waiting + 1);

    await testDb.db.$executeRaw`SELECT graphile_worker.permanently_fail_jobs(ARRAY[${job?.id}]::bigint[], 'EAUTH')`;
    const after = await report();
    expect(after.jobs).toMatchObject({ state: "attention", failed: 1, recentlyFailed: 1 });
    expect(after.jobs.tasks).toContainEqual(expect.objectContaining({ task: BOOKING_EMAIL_TASK, failed: 1 }));
    expect(after.email).toMatchObject({ state: "attention", bookingEmails: { failed: 1, recentlyFailed: 1 } });
  });

  it("shows the last contact email and its result", async () => {
    const contact = await testDb.db.contactMessage.create({
      data: {
        name: "Pat Health",
        email: "pat@example.com",
        message: "Please call me back about a deep clean.",
        notifyStatus: "sent",
        notifiedAt: new Date(),
      },
    });
    expect((await report()).email.lastContactEmail).toMatchObject({ result: "sent", error: null });
    await testDb.db.contactMessage.update({
      where: { id: contact.id },
      data: { notifyStatus: "failed", notifyError: "ECONNREFUSED", notifiedAt: null },
    });
    expect((await report()).email.lastContactEmail).toMatchObject({ result: "failed", error: "ECONNREFUSED" });
  });
});

describe("HEALTH_TOKEN", () => {
  it("is optional and refuses a short token, naming the setting", () => {
    expect(loadConfig({}).healthToken).toBeNull();
    expect(loadConfig({ HEALTH_TOKEN: TOKEN }).healthToken).toBe(TOKEN);
    expect(() => loadConfig({ HEALTH_TOKEN: "short" })).toThrow(/HEALTH_TOKEN: must be at least 24 characters/);
  });
});
