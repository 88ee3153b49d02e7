import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { DAILY_MAINTENANCE_TASK } from "#server/jobs/schedules";
import { type ReplicaGroup, startReplicaGroup } from "../support/replica-group";
import { createTestDatabase, type TestDatabase } from "../support/test-database";
import { waitFor } from "../support/wait-for";

let testDb: TestDatabase;
let group: ReplicaGroup;

beforeAll(async () => {
  testDb = await createTestDatabase();
  // The daily clean-up every minute, so a test can watch a schedule fire.
  group = await startReplicaGroup(2, { DATABASE_URL: testDb.url, RATE_LIMITS: "off", MAINTENANCE_CRON: "* * * * *" });
}, 120_000);
afterAll(async () => {
  await group?.stop();
  await testDb.drop();
});

describe("scheduled work on two instances", () => {
  it("runs once per schedule across all instances, and records the run with its counts", async () => {
    // An expired session and counter for the clean-up to find. A run that finished before they
    // were written cannot have seen them; the minute may strike while they are written.
    const createdAt = new Date();
    const owner = await testDb.db.ownerAccount.create({
      data: { email: "schedule@example.com", name: "S", passwordHash: "x" },
    });
    await testDb.db.ownerSession.create({
      data: { ownerId: owner.id, tokenHash: new Uint8Array(32), expiresAt: new Date(Date.now() - 1_000) },
    });
    await testDb.db.rateLimitCounter.create({
      data: {
        key: "test:expired",
        windowStart: new Date(Date.now() - 120_000),
        hits: 3,
        expiresAt: new Date(Date.now() - 60_000),
      },
    });

    const startedAt = new Date();
    const finishedRuns = () =>
      testDb.db.scheduledRun.findMany({
        where: { task: DAILY_MAINTENANCE_TASK, scheduledFor: { gt: startedAt }, finishedAt: { not: null } },
      });
    await waitFor(async () => (await finishedRuns()).length >= 1, 75_000, "the next minute's run");
    // Both instances were up when the minute struck; give a second start time to show up.
    await new Promise((resolve) => setTimeout(resolve, 3_000));

    // Every run that could have seen the rows, oldest first: each ran once, and between them
    // they removed each expired row once (under load, the run of the minute before may do it).
    const runs = await testDb.db.scheduledRun.findMany({
      where: { task: DAILY_MAINTENANCE_TASK, finishedAt: { gte: createdAt } },
      orderBy: { scheduledFor: "asc" },
    });
    expect(runs.length).toBeGreaterThanOrEqual(1);
    for (const run of runs) expect(run.executions).toBe(1);
    const removed = (kind: string) =>
      runs.reduce((sum, run) => sum + Number((run.summary as Record<string, unknown> | null)?.[kind] ?? 0), 0);
    expect({ sessions: removed("owner-sessions"), counters: removed("rate-limit-counters") }).toEqual({
      sessions: 1,
      counters: 1,
    });
    expect(await testDb.db.ownerSession.count()).toBe(0);
    expect(await testDb.db.rateLimitCounter.count({ where: { key: "test:expired" } })).toBe(0);
  }, 120_000);
});
