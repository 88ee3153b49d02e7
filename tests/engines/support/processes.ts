import { type ChildProcess, spawn, type SpawnOptions } from "node:child_process";

/**
 * Child processes the smoke starts, each in its own process group, so that ending one by its pid
 * also ends what it started (WebKitWebDriver's MiniBrowser and web processes). `stopAll` runs
 * when the run ends, also on failure or Ctrl+C.
 */
const started = new Set<ChildProcess>();

export function startProcess(command: string, args: string[], options: SpawnOptions = {}): ChildProcess {
  const child = spawn(command, args, { stdio: ["ignore", "ignore", "inherit"], ...options, detached: true });
  started.add(child);
  child.once("exit", () => started.delete(child));
  return child;
}

/** Ends one started process group: SIGTERM, then SIGKILL if it has not exited within 5 s. */
export function stopProcess(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null || child.pid === undefined) return Promise.resolve();
  const pid = child.pid;
  const signalGroup = (signal: NodeJS.Signals) => {
    try {
      process.kill(-pid, signal);
    } catch {
      // already gone
    }
  };
  return new Promise((resolve) => {
    const timer = setTimeout(() => signalGroup("SIGKILL"), 5_000);
    child.once("exit", () => {
      clearTimeout(timer);
      resolve();
    });
    signalGroup("SIGTERM");
  });
}

export async function stopAll(): Promise<void> {
  await Promise.all([...started].map(stopProcess));
}

/** Exits non-zero only after every started process (and the caller's `cleanup`) has ended. */
export function stopAllOnSignals(cleanup: () => Promise<void>): void {
  for (const signal of ["SIGINT", "SIGTERM"] as const) {
    process.once(signal, () => {
      console.error(`\n[engines] ${signal}: stopping the browsers and the server`);
      void Promise.allSettled([stopAll(), cleanup()]).then(() => process.exit(130));
    });
  }
}
