import { chmod, mkdtemp, rm } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import pg from "pg";
import { afterAll, describe, expect, it } from "vitest";
import { embeddedPostgresUrl } from "../../src/server/db/embedded-postgres";
import { freePort } from "../setup/postgres-backend";
import { httpRequest } from "../support/replica-group";
import { type ServerProcess, spawnServer, startServerProcess } from "../support/server-process";
import { waitFor } from "../support/wait-for";

// `npm start` on the embedded database, as a person runs it: a second terminal, a kill -9, and a
// start while the last run is still stopping. Each run here is the real server process.
const started: ServerProcess[] = [];
let parent: string | undefined;

afterAll(async () => {
  for (const server of started) {
    if (server.child.exitCode === null && server.child.signalCode === null) {
      server.child.kill("SIGTERM");
      await server.exited;
    }
  }
  if (parent) await rm(parent, { recursive: true, force: true });
});

async function start(env: Record<string, string>): Promise<ServerProcess> {
  const server = await startServerProcess(env, "/api/health/ready");
  started.push(server);
  return server;
}

describe("the embedded database's data folder", () => {
  it("is refused to a second run in one line naming the holder, taken back after a kill -9, and waited for while a run stops", async () => {
    parent = await mkdtemp(path.join(os.tmpdir(), "bluebird-embedded-"));
    // As root, Postgres runs as the OS user "postgres", which must be able to write here.
    await chmod(parent, 0o777);
    const env = { DATABASE_URL: "", EMBEDDED_PG_DIR: path.join(parent, "pg"), EMBEDDED_PG_PORT: String(await freePort()), RATE_LIMITS: "off" };

    const first = await start(env);
    const posted = await httpRequest(first.baseUrl, "/api/contact", { method: "POST", body: { name: "Kept Across Crashes", email: "kept@example.com", message: "Subject: Other\n\nThis message must survive a kill -9." } });
    expect(posted.status).toBe(201);

    // A second terminal: one line, which process holds the folder and what to do; no Postgres lock error.
    const second = spawnServer({ ...env, PORT: String(await freePort()) });
    expect(await second.exited).toBe(1);
    const lines = second.output().trim().split("\n").filter((line) => !line.startsWith("npm warn"));
    expect(lines).toHaveLength(1);
    expect(lines[0]).toContain(`in use by another run of the site (process ${first.child.pid}`);
    expect(lines[0]).toContain(`kill ${first.child.pid}`);
    expect(second.output()).not.toMatch(/postmaster\.pid|lock file/);

    // kill -9 leaves Postgres running without its owner; the next start cleans up by itself.
    first.child.kill("SIGKILL");
    await first.exited;
    const third = await start(env);
    expect(third.output()).not.toMatch(/postmaster\.pid|lock file/);
    const client = new pg.Client({ connectionString: embeddedPostgresUrl(Number(env.EMBEDDED_PG_PORT)) });
    await client.connect();
    const kept = await client.query("SELECT count(*)::int AS n FROM contact_messages WHERE name = 'Kept Across Crashes'");
    await client.end();
    expect(kept.rows[0].n).toBe(1);
    third.child.kill("SIGTERM");
    expect(await third.exited).toBe(0);

    // A start while the previous run is still stopping waits for it instead of failing.
    const slowStop = await start({ ...env, SHUTDOWN_DELAY_MS: "3000" });
    slowStop.child.kill("SIGTERM");
    const fourth = spawnServer({ ...env, PORT: String(await freePort()) });
    await waitFor(() => fourth.output().includes(`Waiting for the previous run (process ${slowStop.child.pid}) to finish stopping`), 10_000, "the waiting line");
    expect(await slowStop.exited).toBe(0);
    await waitFor(() => fourth.output().includes("site is ready"), 30_000, "the waiting run to start");
    fourth.child.kill("SIGTERM");
    expect(await fourth.exited).toBe(0);
  }, 150_000);
});
