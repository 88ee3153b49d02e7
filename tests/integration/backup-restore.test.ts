import { execFile } from "node:child_process";
import { randomInt, randomUUID } from "node:crypto";
import { mkdtemp, readFile, rm, truncate, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { promisify } from "node:util";
import pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { REFERENCE_ALPHABET, referenceFrom } from "#shared/leads/estimate-reference";
import type { EstimateInput } from "#shared/pricing/estimate-input";
import { listTables } from "#server/backup/backup-catalog";
import { restoreBackup } from "#server/backup/restore-backup";
import { takeBackup } from "#server/backup/take-backup";
import { backupFileName, listBackups } from "#server/backup/backup-files";
import { fixedFacts } from "#server/facts/facts-in-force";
import { startSiteQueue } from "#server/jobs/site-queue";
import { BACKUP_RETENTION } from "#shared/backups/backup-retention";
import { memoryLog } from "../support/memory-log";
import { waitFor } from "../support/wait-for";
import { idempotencyKeyHash, newManageToken, sealToken, tokenHash } from "#server/bookings/secrets";
import { createDb, type Db } from "#server/db/client";
import { migrate, readMigrations } from "#server/db/migrate";
import { estimateRow } from "#server/leads/save-estimate";
import { seed } from "#server/db/seed";
import { writeFirstRevisionIfEmpty } from "#server/facts/site-facts-store";
import { createTestOwner, signIn, signedInClient, testAdminAuth } from "../support/admin-session";
import { seedPerson } from "../support/privacy-fixtures";
import { buildTestApp } from "../support/test-app";
import { SHIPPED_FACTS } from "../support/site-facts";
import { createEmptyDatabase, createTestDatabase, type TestDatabase } from "../support/test-database";

const HOME: EstimateInput = { sqft: 1800, bedrooms: 3, bathrooms: 2, pets: false, serviceType: "standard", addOns: [] };
const randomReference = () => referenceFrom(() => randomInt(REFERENCE_ALPHABET.length));
const root = path.resolve(import.meta.dirname, "../..");
const runFile = promisify(execFile);

/** `npm run restore -- ...` or `npm run backup` (tsx, as the npm scripts run them) against a database; never rejects. */
async function restoreCli(databaseUrl: string, ...args: string[]) {
  return cli("restore", { DATABASE_URL: databaseUrl }, args);
}

async function cli(command: "backup" | "restore", env: Record<string, string>, args: string[] = []) {
  try {
    const { stdout, stderr } = await runFile(
      process.execPath,
      [path.join(root, "node_modules/tsx/dist/cli.mjs"), `src/server/cli/${command}.ts`, ...args],
      { cwd: root, env: { ...process.env, ...env, LOG_LEVEL: "silent" } },
    );
    return { code: 0, stdout, stderr };
  } catch (error) {
    const failed = error as { code: number; stdout: string; stderr: string };
    return { code: failed.code, stdout: failed.stdout, stderr: failed.stderr };
  }
}

/** A confirmed walkthrough next week, with the plain manage token a visitor's link carries. */
async function bookingWithLink(db: Db, estimateId?: string) {
  const key = randomUUID();
  const token = newManageToken();
  const startsAt = new Date(Date.now() + 7 * 86_400_000);
  const n = randomInt(1_000_000);
  await db.booking.create({
    data: {
      reference: randomReference().replace(/^BB-/, "BK-"),
      unit: 1,
      startsAt,
      endsAt: new Date(startsAt.getTime() + 45 * 60_000),
      busyUntil: new Date(startsAt.getTime() + 75 * 60_000),
      name: "Robin Restore",
      email: `robin.${n}@example.com`,
      phone: `303-555-0${100 + (n % 100)}`,
      street: `${n} Backup Lane`,
      city: "Parker",
      zip: "80134",
      estimateId,
      idempotencyKeyHash: idempotencyKeyHash(key),
      manageTokenHash: tokenHash(token),
      manageTokenSealed: sealToken(token, key),
    },
  });
  return token;
}

/** Every table's row count and an md5 over its rows' text, in a stable order. */
async function tableFingerprints(url: string): Promise<Record<string, { rows: number; md5: string | null }>> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const result: Record<string, { rows: number; md5: string | null }> = {};
    for (const table of await listTables(client)) {
      const name = `"${table.schema}"."${table.name}"`;
      const { rows } = await client.query<{ rows: number; md5: string | null }>(
        `SELECT count(*)::int AS rows, md5(string_agg(t::text, E'\\n' ORDER BY t::text)) AS md5 FROM ${name} t`,
      );
      result[`${table.schema}.${table.name}`] = rows[0] ?? { rows: -1, md5: null };
    }
    return result;
  } finally {
    await client.end();
  }
}

async function hasAppTables(url: string): Promise<boolean> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const { rows } = await client.query<{ found: string | null }>(
      `SELECT to_regclass('public.bookings')::text AS found`,
    );
    return rows[0]?.found != null;
  } finally {
    await client.end();
  }
}

let source: TestDatabase;
let dir: string;
let manageToken: string;
const cleanups: (() => Promise<void>)[] = [];

async function emptyDatabase() {
  const database = await createEmptyDatabase();
  cleanups.push(database.drop);
  return database.url;
}

beforeAll(async () => {
  dir = await mkdtemp(path.join(tmpdir(), "bluebird-backup-"));
  source = await createTestDatabase();
  const db = source.db;
  await seed(db);
  await writeFirstRevisionIfEmpty(db);
  await seedPerson(db, "drill-a");
  await seedPerson(db, "drill-b");
  const estimate = await db.estimate.findFirstOrThrow({ select: { id: true } });
  manageToken = await bookingWithLink(db, estimate.id);
  await createTestOwner(db);
  // A signed-in owner opening an estimate: an owner session and an audit row.
  const app = await buildTestApp(db, { admin: testAdminAuth() });
  const owner = await signedInClient(app);
  const reference = (await db.estimate.findFirstOrThrow({ select: { reference: true } })).reference;
  expect((await owner.query("admin.estimates.get", { reference })).statusCode).toBe(200);
  await app.close();
  await db.auditEntry.create({ data: { actor: "system", action: "retention.run", detail: { deleted: 0 } } });
  await db.rateLimitCounter.create({
    data: { key: "contact:abc", windowStart: new Date(), hits: 3, expiresAt: new Date(Date.now() + 60_000) },
  });
  // A queued reminder: the job queue's rows are part of the backup.
  await db.$executeRaw`SELECT graphile_worker.add_job('booking-reminder', '{"bookingId":"x"}'::json, run_at := now() + interval '1 day')`;
}, 120_000);

afterAll(async () => {
  for (const cleanup of cleanups) await cleanup();
  await source?.drop();
  await rm(dir, { recursive: true, force: true });
});

describe("backup and restore (the drill)", () => {
  it("restores every row of every table into a fresh database, where the owner signs in and a manage link works", async () => {
    const backup = await takeBackup(source.url, dir);
    const tables = Object.fromEntries(backup.manifest.tables.map((t) => [`${t.schema}.${t.name}`, t.rows]));
    for (const name of ["contact_messages", "chat_conversations", "chat_messages", "estimates", "bookings"]) {
      expect(tables[`public.${name}`], name).toBeGreaterThan(0);
    }
    for (const name of [
      "owner_accounts",
      "owner_sessions",
      "audit_entries",
      "site_facts_revisions",
      "rate_limit_counters",
    ]) {
      expect(tables[`public.${name}`], name).toBeGreaterThan(0);
    }
    expect(tables["graphile_worker._private_jobs"]).toBe(1);
    expect(tables["public._prisma_migrations"]).toBeUndefined();
    // Foreign keys first: a conversation before its messages, an estimate before its booking.
    const order = backup.manifest.tables.map((t) => t.name);
    expect(order.indexOf("chat_conversations")).toBeLessThan(order.indexOf("chat_messages"));
    expect(order.indexOf("estimates")).toBeLessThan(order.indexOf("bookings"));

    const target = await emptyDatabase();
    const restored = await restoreBackup(target, backup.file);
    expect(restored.migratedForward).toEqual([]);
    expect(await tableFingerprints(target)).toEqual(await tableFingerprints(source.url));

    const db = createDb(target, 2);
    try {
      const app = await buildTestApp(db, { admin: testAdminAuth() });
      expect((await signIn(app)).statusCode).toBe(200);
      const manage = await app.inject({ method: "GET", url: `/api/bookings/manage/${manageToken}` });
      expect(manage.statusCode).toBe(200);
      await app.close();
      // Sequences continue after the restored rows: a new audit row takes the next id.
      const newest = await db.auditEntry.create({ data: { actor: "system", action: "retention.run" } });
      const before = await source.db.auditEntry.aggregate({ _max: { id: true } });
      expect(newest.id).toBeGreaterThan(before._max.id ?? 0n);
    } finally {
      await db.$disconnect();
    }
  }, 120_000);

  it("restores a backup of an older version, then migrates it forward; refuses a database newer than the backup", async () => {
    const migrations = (await readMigrations()).map((migration) => migration.name);
    const older = migrations.at(-2) ?? "";
    const old = await emptyDatabase();
    await migrate(old, undefined, { upTo: older });
    const client = new pg.Client({ connectionString: old });
    await client.connect();
    await client.query(
      `INSERT INTO contact_messages (id, name, email, message) VALUES (gen_random_uuid(), 'Old Site', 'old@example.com', 'hello from before')`,
    );
    await client.end();
    const backup = await takeBackup(old, dir, new Date(Date.now() - 1000));
    expect(backup.manifest.migrationVersion).toBe(older);

    const target = await emptyDatabase();
    const restored = await restoreBackup(target, backup.file);
    expect(restored.migratedForward).toEqual([migrations.at(-1)]);
    const db = createDb(target, 1);
    try {
      expect(await db.contactMessage.findMany({ select: { email: true } })).toEqual([{ email: "old@example.com" }]);
    } finally {
      await db.$disconnect();
    }

    const newer = await emptyDatabase();
    await migrate(newer);
    await expect(restoreBackup(newer, backup.file)).rejects.toThrow(
      "This backup is from an older version of the site than this database: restore it into an empty database.",
    );
  }, 120_000);

  it("refuses a truncated file and a foreign file, with exit 1 and nothing written", async () => {
    const backup = await takeBackup(source.url, dir, new Date(Date.now() - 2000));
    const cut = path.join(dir, "cut.backup.gz");
    await writeFile(cut, await readFile(backup.file));
    await truncate(cut, Math.floor(backup.bytes / 2));
    const foreign = path.join(dir, "notes.txt.gz");
    await writeFile(foreign, "these are not the rows you are looking for\n");
    const target = await emptyDatabase();

    const truncatedRun = await restoreCli(target, cut);
    expect(truncatedRun.code).toBe(1);
    expect(truncatedRun.stderr).toContain("The backup file is incomplete");
    const foreignRun = await restoreCli(target, foreign);
    expect(foreignRun.code).toBe(1);
    expect(foreignRun.stderr).toContain("This file is not a backup of this site");
    expect(await hasAppTables(target)).toBe(false);
  }, 120_000);

  it("refuses a database with rows unless --force, which then replaces them (both commands as an owner runs them)", async () => {
    const folder = await mkdtemp(path.join(tmpdir(), "bluebird-cli-"));
    cleanups.push(() => rm(folder, { recursive: true, force: true }));
    const made = await cli("backup", { DATABASE_URL: source.url, BACKUP_DIR: folder });
    expect(made.stderr).toBe("");
    expect(made.stdout).toMatch(
      /^Backed up \d+ rows of \d+ tables in [\d.]+ s\.\n {2}.*bluebird-.*\.backup\.gz \(\d+ KB/,
    );
    const [backup] = await listBackups(folder);
    if (!backup) throw new Error("npm run backup wrote no file");
    const other = await createTestDatabase();
    cleanups.push(other.drop);
    await seedPerson(other.db, "other");

    const refused = await restoreCli(other.url, backup.file);
    expect(refused.code).toBe(1);
    expect(refused.stderr).toContain("This database already holds data");
    expect(refused.stderr).toContain("--force");
    expect(await other.db.contactMessage.count({ where: { name: { contains: "other" } } })).toBe(3);

    const forced = await restoreCli(other.url, backup.file, "--force");
    expect(forced.stderr).toBe("");
    expect(forced.code).toBe(0);
    expect(forced.stdout).toMatch(/^Restored \d+ rows of \d+ tables/);
    expect(await tableFingerprints(other.url)).toEqual(await tableFingerprints(source.url));
  }, 120_000);

  it("refuses a checksum mismatch and rolls back", async () => {
    const backup = await takeBackup(source.url, dir, new Date(Date.now() - 4000));
    // Rewrite the file with one row changed inside a table's data (keeping the container valid).
    const { gunzipSync, gzipSync } = await import("node:zlib");
    const raw = gunzipSync(await readFile(backup.file));
    const at = raw.indexOf(Buffer.from("Robin Restore"));
    expect(at).toBeGreaterThan(0);
    raw.write("Robin Restorf", at);
    const tampered = path.join(dir, "tampered.backup.gz");
    await writeFile(tampered, gzipSync(raw));
    const target = await emptyDatabase();
    await expect(restoreBackup(target, tampered)).rejects.toThrow(/checksum of public\.bookings does not match/);
    expect(await hasAppTables(target)).toBe(false);
  }, 120_000);

  it("takes a consistent snapshot while writes go on: a chat and its estimate both or neither", async () => {
    let writing = true;
    let pairs = 0;
    // Each pair in one transaction, with a pause between its two rows; the backup copies the
    // conversations long before the estimates, so only one snapshot keeps every pair whole.
    const lane = async (name: string) => {
      for (let i = 0; writing; i++) {
        await source.db.$transaction(async (tx) => {
          const chat = await tx.chatConversation.create({ data: { sessionId: `pair-${name}-${i}` } });
          await tx.$executeRaw`SELECT pg_sleep(0.003)`;
          await tx.estimate.create({
            data: { ...estimateRow(SHIPPED_FACTS, randomReference(), HOME, "dove"), conversationId: chat.id },
          });
        });
        pairs++;
      }
    };
    const lanes = [lane("a"), lane("b")];
    await waitFor(() => pairs >= 5, 30_000, "the first pairs");
    const backup = await takeBackup(source.url, dir, new Date(Date.now() - 5000));
    const pairsDuringBackup = pairs;
    writing = false;
    await Promise.all(lanes);

    const target = await emptyDatabase();
    await restoreBackup(target, backup.file);
    const db = createDb(target, 1);
    try {
      const chats = await db.chatConversation.findMany({
        where: { sessionId: { startsWith: "pair-" } },
        select: { _count: { select: { estimates: true } } },
      });
      expect(chats.length).toBeGreaterThanOrEqual(5);
      expect(chats.length).toBeLessThanOrEqual(pairsDuringBackup + 2);
      expect(chats.every((chat) => chat._count.estimates === 1)).toBe(true);
      expect(await db.estimate.count({ where: { conversation: { sessionId: { startsWith: "pair-" } } } })).toBe(
        chats.length,
      );
    } finally {
      await db.$disconnect();
    }
  }, 120_000);
});

describe("the daily backup", () => {
  it("runs once across two instances for one schedule, then deletes what retention no longer keeps", async () => {
    const site = await createTestDatabase();
    cleanups.push(site.drop);
    const folder = await mkdtemp(path.join(tmpdir(), "bluebird-daily-"));
    cleanups.push(() => rm(folder, { recursive: true, force: true }));
    const now = new Date();
    // Two months of old dailies (only this month's newest weeklies and last week's dailies stay) and a file of the owner's.
    for (let day = 1; day <= 60; day++) {
      await writeFile(path.join(folder, backupFileName(new Date(now.getTime() - day * 86_400_000))), "old");
    }
    await writeFile(path.join(folder, "notes.txt"), "the owner's own file");
    const { log } = memoryLog();
    const backupTables = (await takeBackup(site.url, dir, new Date(now.getTime() - 6000))).manifest.tables.length;
    const queues = await Promise.all(
      ["one", "two"].map((name) =>
        startSiteQueue({
          db: site.db,
          connectionString: site.url,
          mailer: null,
          facts: fixedFacts(SHIPPED_FACTS),
          instanceId: `backup-${name}-${randomUUID()}`,
          maintenanceCron: "0 3 * * *",
          backup: { cron: null, dir: folder },
          log,
        }),
      ),
    );
    try {
      // What graphile-worker's cron enqueues for a schedule (once: its known_crontabs row decides
      // which instance adds it), then the same schedule again, as a retried or made-up run would.
      const payload = JSON.stringify({ _cron: { ts: now.toISOString(), backfilled: false } });
      const jobsLeft = async () =>
        (await site.db.$queryRaw<{ n: bigint }[]>`SELECT count(*) AS n FROM graphile_worker.jobs`)[0]?.n ?? -1n;
      for (let i = 0; i < 2; i++) {
        await site.db.$executeRaw`SELECT graphile_worker.add_job('daily-backup', ${payload}::json)`;
        await waitFor(async () => (await jobsLeft()) === 0n, 30_000, "the backup job to finish");
      }
    } finally {
      await Promise.all(queues.map((queue) => queue.stop()));
    }
    const run = await site.db.scheduledRun.findFirstOrThrow({ where: { task: "daily-backup" } });
    expect(run.finishedAt).not.toBeNull();
    expect(run.executions).toBe(2);
    expect(run.summary).toMatchObject({ tables: backupTables, deleted: expect.any(Number) });
    const backups = await listBackups(folder);
    const today = backups.filter((backup) => backup.bytes > 3);
    expect(today).toHaveLength(1);
    // Today's and the last 6 days' stay, then one a week back to under 4 weeks; the rest went.
    // Today's was taken a moment after `now`: its age rounds to 0.
    const ages = backups.map((backup) =>
      Math.max(0, Math.round((now.getTime() - backup.takenAt.getTime()) / 86_400_000)),
    );
    expect(ages.slice(0, 7)).toEqual([0, 1, 2, 3, 4, 5, 6]);
    expect(Math.max(...ages)).toBeLessThan(28);
    expect(backups.length).toBeLessThanOrEqual(BACKUP_RETENTION.dailyBackups + BACKUP_RETENTION.weeklyBackups);
    expect((run.summary as { deleted: number }).deleted).toBe(61 - backups.length);
    expect(await readFile(path.join(folder, "notes.txt"), "utf8")).toBe("the owner's own file");
    const restored = await emptyDatabase();
    await restoreBackup(restored, today[0]?.file ?? "");
  }, 120_000);
});
