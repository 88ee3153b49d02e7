import { closeSync, openSync, readFileSync, rmSync, statSync, writeFileSync } from "node:fs";

/** What a run of the site writes beside the embedded database's data folder while it uses it. */
export interface DataDirHolder {
  pid: number;
  port: number;
  state: "running" | "stopping";
  startedAt: string;
}

/** Another live run holds the folder: one line saying which process and what to do. */
export class DataDirInUseError extends Error {
  override name = "DataDirInUseError";
  constructor(
    readonly dataDir: string,
    readonly holder: DataDirHolder,
  ) {
    super(
      `The embedded database in ${dataDir} is in use by another run of the site (process ${holder.pid}, started ${holder.startedAt}). ` +
        `Stop that run first (Ctrl+C in its terminal, or kill ${holder.pid}), or give this one its own folder and ports: ` +
        `EMBEDDED_PG_DIR=${dataDir}-2 EMBEDDED_PG_PORT=${holder.port + 1} PORT=3001 npm start`,
    );
  }
}

/** How long a new run waits for a previous one that is already stopping. */
const STOPPING_WAIT_MS = 30_000;

export function lockPathFor(dataDir: string): string {
  return `${dataDir}.lock`;
}

export function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === "EPERM";
  }
}

/** A live Node process (a recycled pid of an unrelated program does not count). */
function isLiveNodeProcess(pid: number): boolean {
  if (!isAlive(pid)) return false;
  try {
    return /node|tsx/.test(readFileSync(`/proc/${pid}/cmdline`, "utf8"));
  } catch {
    return true; // no /proc (macOS): trust the pid
  }
}

type LockFileState =
  | { kind: "absent" }
  | { kind: "unreadable" }
  | { kind: "dead"; holder: DataDirHolder }
  | { kind: "live"; holder: DataDirHolder };

function readLockFile(path: string): LockFileState {
  let text: string;
  try {
    text = readFileSync(path, "utf8");
  } catch {
    return { kind: "absent" };
  }
  try {
    const holder = JSON.parse(text) as DataDirHolder;
    return holder.pid !== process.pid && isLiveNodeProcess(holder.pid)
      ? { kind: "live", holder }
      : { kind: "dead", holder };
  } catch {
    return { kind: "unreadable" };
  }
}

/** The live run holding the folder, or null (no lock file, or one left by a run that died). */
export function currentHolder(dataDir: string): DataDirHolder | null {
  const lock = readLockFile(lockPathFor(dataDir));
  return lock.kind === "live" ? lock.holder : null;
}

export interface DataDirLock {
  setState(state: DataDirHolder["state"]): void;
  release(): void;
}

/**
 * Takes the data folder for this process: a lock file created exclusively beside it. A lock of a
 * run that died (kill -9, a crash) is taken over; a run that is stopping is waited for (saying so
 * once through `onWait`); a run that is up throws DataDirInUseError.
 */
export async function lockDataDir(
  dataDir: string,
  port: number,
  onWait: (message: string) => void = () => undefined,
): Promise<DataDirLock> {
  const path = lockPathFor(dataDir);
  const record: DataDirHolder = { pid: process.pid, port, state: "running", startedAt: new Date().toISOString() };
  const deadline = Date.now() + STOPPING_WAIT_MS;
  let waitAnnounced = false;
  for (;;) {
    try {
      const fd = openSync(path, "wx");
      writeFileSync(fd, JSON.stringify(record));
      closeSync(fd);
      break;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== "EEXIST") throw error;
    }
    const lock = readLockFile(path);
    // Left by a run that died: take it over. Unreadable: being written this instant by a run that
    // is starting, or cut short by a crash; give the writer a second.
    if (lock.kind === "dead" || (lock.kind === "unreadable" && Date.now() - writtenAt(path) > 1_000))
      rmSync(path, { force: true });
    if (lock.kind !== "live") {
      await sleep(50);
      continue;
    }
    const { holder } = lock;
    if (holder.state !== "stopping" || Date.now() > deadline) throw new DataDirInUseError(dataDir, holder);
    // No signal handler is installed while a start waits here, so SIGTERM or Ctrl+C ends it at once.
    if (!waitAnnounced) onWait(`Waiting for the previous run (process ${holder.pid}) to finish stopping...`);
    waitAnnounced = true;
    await sleep(200);
  }
  return {
    setState(state) {
      writeFileSync(path, JSON.stringify({ ...record, state }));
    },
    release() {
      rmSync(path, { force: true });
    },
  };
}

/** When the lock file was last written (ms since epoch), or 0 when it is gone. */
function writtenAt(path: string): number {
  try {
    return statSync(path).mtimeMs;
  } catch {
    return 0;
  }
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
