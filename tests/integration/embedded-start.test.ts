import { chmod, mkdtemp, readFile, rm } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import pg from "pg";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { isAlive, lockPathFor } from "#server/db/data-dir-lock";
import { type EmbeddedPostgresHandle, embeddedPostgresUrl, startEmbeddedPostgres } from "#server/db/embedded-postgres";
import { freePort } from "../setup/postgres-backend";
import { httpRequest } from "../support/replica-group";
import { type ServerProcess, spawnServer } from "../support/server-process";
import { waitFor } from "../support/wait-for";

// `npm start` on the embedded database, as a person runs it: a second terminal, a kill -9, and a
// start while the last run is still stopping. Each run here is the real server process; the run
// that is stopping is held by the test itself, so it finishes exactly when the test says.
type Spawned = Pick<ServerProcess, "child" | "output" | "exited">;
const spawned: Spawned[] = [];
let parent: string;
let env: Record<string, string>;
let dataDir: string;
/** The folder taken by the test itself, standing in for a run that is stopping. */
let stoppingRun: EmbeddedPostgresHandle | undefined;

beforeAll(async () => {
  parent = await mkdtemp(path.join(os.tmpdir(), "bluebird-embedded-"));
  // As root, Postgres runs as the OS user "postgres", which must be able to write here.
  await chmod(parent, 0o777);
  dataDir = path.join(parent, "pg");
  env = { DATABASE_URL: "", EMBEDDED_PG_DIR: dataDir, EMBEDDED_PG_PORT: String(await freePort()), RATE_LIMITS: "off" };
});

// Whatever a test started is gone before the next one, pass or fail: its server processes (by
// pid), the test's own Postgres, and a Postgres orphaned by a server killed with SIGKILL.
afterEach(async () => {
  for (const run of spawned.splice(0)) {
    if (run.child.exitCode === null && run.child.signalCode === null) run.child.kill("SIGKILL");
    await run.exited;
  }
  await stoppingRun?.stop();
  stoppingRun = undefined;
  await stopOrphanedPostmaster();
});

afterAll(async () => {
  if (parent) await rm(parent, { recursive: true, force: true });
});

async function stopOrphanedPostmaster(): Promise<void> {
  const pid = Number((await readFile(path.join(dataDir, "postmaster.pid"), "utf8").catch(() => "")).split("\n")[0]);
  if (!Number.isInteger(pid) || pid <= 0 || !isAlive(pid)) return;
  process.kill(pid, "SIGQUIT");
  await waitFor(() => !isAlive(pid), 30_000, `the orphaned postmaster ${pid} to exit`);
}

/** A run tracked from the moment it is spawned (so afterEach can kill it), once it answers ready. */
async function start(): Promise<ServerProcess> {
  const port = await freePort();
  const run = spawnServer({ ...env, PORT: String(port) });
  spawned.push(run);
  const baseUrl = `http://127.0.0.1:${port}`;
  await waitFor(
    async () => {
      if (run.child.exitCode !== null)
        throw new Error(`The server exited with ${run.child.exitCode} before it was ready:\n${run.output()}`);
      return fetch(`${baseUrl}/api/health/ready`).then(
        (response) => response.ok,
        () => false,
      );
    },
    140_000,
    "the server to be ready",
  );
  return { ...run, baseUrl, port };
}

async function spawn(): Promise<Spawned> {
  const run = spawnServer({ ...env, PORT: String(await freePort()) });
  spawned.push(run);
  return run;
}

/** Takes the folder in this process and marks it stopping: runs started now must wait for `stoppingRun.stop()`. */
async function holdFolderAsStoppingRun(): Promise<EmbeddedPostgresHandle> {
  stoppingRun = await startEmbeddedPostgres({ dataDir, port: Number(env.EMBEDDED_PG_PORT) });
  stoppingRun.markStopping();
  return stoppingRun;
}

const waitingLine = `Waiting for the previous run (process ${process.pid}) to finish stopping`;

describe("the embedded database's data folder", () => {
  it("is refused to a second run in one line naming the holder", async () => {
    const first = await start();

    // A second terminal: one line, which process holds the folder and what to do; no Postgres lock error.
    const second = await spawn();
    expect(await second.exited).toBe(1);
    const lines = second
      .output()
      .trim()
      .split("\n")
      .filter((line) => !line.startsWith("npm warn"));
    expect(lines).toHaveLength(1);
    expect(lines[0]).toContain(`in use by another run of the site (process ${first.child.pid}`);
    expect(lines[0]).toContain(`kill ${first.child.pid}`);
    expect(second.output()).not.toMatch(/postmaster\.pid|lock file/);
    first.child.kill("SIGTERM");
    expect(await first.exited).toBe(0);
  }, 150_000);

  it("is taken back after a kill -9, with its data", async () => {
    const first = await start();
    const posted = await httpRequest(first.baseUrl, "/api/contact", {
      method: "POST",
      body: {
        name: "Kept Across Crashes",
        email: "kept@example.com",
        message: "Subject: Other\n\nThis message must survive a kill -9.",
      },
    });
    expect(posted.status).toBe(201);

    // kill -9 leaves Postgres running without its owner; the next start cleans up by itself.
    first.child.kill("SIGKILL");
    await first.exited;
    const restarted = await start();
    expect(restarted.output()).not.toMatch(/postmaster\.pid|lock file/);
    const client = new pg.Client({ connectionString: embeddedPostgresUrl(Number(env.EMBEDDED_PG_PORT)) });
    await client.connect();
    const kept = await client.query(
      "SELECT count(*)::int AS n FROM contact_messages WHERE name = 'Kept Across Crashes'",
    );
    await client.end();
    expect(kept.rows[0].n).toBe(1);
    restarted.child.kill("SIGTERM");
    expect(await restarted.exited).toBe(0);
  }, 150_000);

  it("is waited for while the previous run stops, then taken", async () => {
    const previous = await holdFolderAsStoppingRun();
    const next = await spawn();
    await waitFor(() => next.output().includes(waitingLine), 60_000, "the waiting line");
    expect(next.output()).not.toContain("site is ready");

    await previous.stop();
    stoppingRun = undefined;
    await waitFor(() => next.output().includes("site is ready"), 60_000, "the waiting run to start");
    next.child.kill("SIGTERM");
    expect(await next.exited).toBe(0);
  }, 150_000);

  it.each(["SIGTERM", "SIGINT"] as const)(
    "stops a start that is waiting for it at once on %s, leaving the folder to the previous run",
    async (signal) => {
      await holdFolderAsStoppingRun();
      const waiting = await spawn();
      await waitFor(() => waiting.output().includes(waitingLine), 60_000, "the waiting line");

      waiting.child.kill(signal);
      await waiting.exited;
      // Stopped by the signal, not by giving up on the wait (which would name the holder).
      expect(waiting.output()).not.toContain("in use by another run");
      expect(JSON.parse(await readFile(lockPathFor(dataDir), "utf8"))).toMatchObject({
        pid: process.pid,
        state: "stopping",
      });
    },
    150_000,
  );

  it("is given back when the start fails once the database is up", async () => {
    // A database the site cannot migrate: its migration bookkeeping table has the wrong shape.
    const setUp = await startEmbeddedPostgres({ dataDir, port: Number(env.EMBEDDED_PG_PORT) });
    const client = new pg.Client({ connectionString: embeddedPostgresUrl(Number(env.EMBEDDED_PG_PORT)) });
    await client.connect();
    await client.query('DROP TABLE IF EXISTS "_prisma_migrations_kept"');
    await client.query('ALTER TABLE IF EXISTS "_prisma_migrations" RENAME TO "_prisma_migrations_kept"');
    await client.query('CREATE TABLE "_prisma_migrations" (unexpected int)');
    await client.end();
    await setUp.stop();

    const failing = await spawn();
    expect(await failing.exited).toBe(1);
    expect(failing.output()).toContain("Failed to start");
    // Postgres removes postmaster.pid when it shuts down: none is left running on the folder.
    await expect(readFile(path.join(dataDir, "postmaster.pid"), "utf8")).rejects.toThrow(/ENOENT/);

    const repair = await startEmbeddedPostgres({ dataDir, port: Number(env.EMBEDDED_PG_PORT) });
    const repairClient = new pg.Client({ connectionString: embeddedPostgresUrl(Number(env.EMBEDDED_PG_PORT)) });
    await repairClient.connect();
    await repairClient.query('DROP TABLE "_prisma_migrations"');
    await repairClient.query('ALTER TABLE IF EXISTS "_prisma_migrations_kept" RENAME TO "_prisma_migrations"');
    await repairClient.end();
    await repair.stop();
  }, 150_000);
});
