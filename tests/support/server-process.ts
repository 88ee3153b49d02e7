import { type ChildProcess, spawn } from "node:child_process";
import path from "node:path";
import { freePort } from "../setup/postgres-backend";

const root = path.resolve(import.meta.dirname, "../..");

export interface ServerProcess {
  baseUrl: string;
  port: number;
  child: ChildProcess;
  /** Everything the process wrote to stdout and stderr so far. */
  output(): string;
  /** Resolves with the exit code (null when killed by a signal) once the process has exited. */
  exited: Promise<number | null>;
}

/**
 * The real server entry (src/server/main.ts, through tsx) in its own process, as `npm start`
 * runs it, with `env` on top of a quiet default environment (a PORT in `env` is kept, so a
 * restarted instance answers where the old one did). Resolves once `readyPath` answers 200.
 */
export async function startServerProcess(
  env: Record<string, string>,
  readyPath = "/api/health",
): Promise<ServerProcess> {
  const port = env.PORT ? Number(env.PORT) : await freePort();
  const baseUrl = `http://127.0.0.1:${port}`;
  const { child, output, exited } = spawnServer({ ...env, PORT: String(port) });
  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null)
      throw new Error(`The server exited with ${child.exitCode} before it was healthy:\n${output()}`);
    try {
      if ((await fetch(`${baseUrl}${readyPath}`)).ok) return { baseUrl, port, child, output, exited };
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  child.kill("SIGKILL");
  throw new Error(`The server was not healthy within 60 s:\n${output()}`);
}

/**
 * Stops a process this test started (by its pid, never by name): SIGTERM, then SIGKILL if it has
 * not exited within `graceMs`. Resolves with its exit code (null when a signal ended it).
 */
export async function stopServerProcess({ child, exited }: Pick<ServerProcess, "child" | "exited">, graceMs = 20_000) {
  if (child.exitCode !== null || child.signalCode !== null) return child.exitCode;
  child.kill("SIGTERM");
  const timer = setTimeout(() => child.kill("SIGKILL"), graceMs);
  try {
    return await exited;
  } finally {
    clearTimeout(timer);
  }
}

/** Starts the server entry without waiting for it: for runs that are expected to stop by themselves. */
export function spawnServer(env: Record<string, string>): {
  child: ChildProcess;
  output(): string;
  exited: Promise<number | null>;
} {
  const child = spawn(process.execPath, ["--import", "tsx", "src/server/main.ts"], {
    cwd: root,
    env: {
      ...process.env,
      HOST: "127.0.0.1",
      LOG_LEVEL: "warn",
      OPENAI_API_KEY: "",
      CLIENT_DIST_DIR: "/nonexistent-client-build",
      ...env,
    },
    stdio: ["ignore", "pipe", "pipe"],
  });
  let output = "";
  child.stdout?.on("data", (chunk: Buffer) => (output += chunk.toString()));
  child.stderr?.on("data", (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise<number | null>((resolve) => child.once("exit", (code) => resolve(code)));
  return { child, output: () => output, exited };
}
