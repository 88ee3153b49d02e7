import { type ChildProcess, spawn, spawnSync } from "node:child_process";
import { existsSync, readFileSync } from "node:fs";
import net from "node:net";
import path from "node:path";

const root = path.resolve(import.meta.dirname, "../..");

/** Runs `npm run build` unless both the browser build and the server bundle exist. */
export function ensureBuild(): void {
  if (existsSync(path.join(root, "dist/client/index.html")) && existsSync(path.join(root, "dist-server/main.js")))
    return;
  console.log("Building the production app first...");
  const result = spawnSync("npm", ["run", "--silent", "build"], { cwd: root, stdio: "inherit" });
  if (result.status !== 0) throw new Error("The build failed.");
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.on("error", reject);
    server.listen(0, "127.0.0.1", () => {
      const address = server.address();
      server.close(() => resolve(typeof address === "object" && address ? address.port : 0));
    });
  });
}

export interface ProductionServer {
  baseUrl: string;
  child: ChildProcess;
  /** The server process's resident memory, in MB (from /proc). */
  rssMb(): number;
  stop(): Promise<void>;
}

/**
 * The production server (dist-server/main.js) of this checkout, or of the built checkout in `dir`
 * (an earlier commit's worktree, compared in the same minute), on 127.0.0.1 with `env`; resolves
 * once healthy.
 */
export async function startProductionServer(env: Record<string, string>, dir = root): Promise<ProductionServer> {
  const port = await freePort();
  const baseUrl = `http://127.0.0.1:${port}`;
  const child = spawn(process.execPath, ["dist-server/main.js"], {
    cwd: dir,
    env: {
      ...process.env,
      PORT: String(port),
      HOST: "127.0.0.1",
      LOG_LEVEL: "warn",
      OPENAI_API_KEY: "",
      SITE_URL: baseUrl,
      ...env,
    },
    stdio: ["ignore", "ignore", "inherit"],
  });
  const exited = new Promise<void>((resolve) => child.once("exit", () => resolve()));
  const deadline = Date.now() + 60_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`The server exited with ${child.exitCode} before it was healthy.`);
    try {
      if ((await fetch(`${baseUrl}/api/health`)).ok) break;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) {
      // The caller gets no handle to stop it with: stop it here.
      child.kill("SIGKILL");
      throw new Error(`The server in ${dir} was not healthy within 60 s.`);
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return {
    baseUrl,
    child,
    rssMb: () => {
      const kb = /VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${child.pid}/status`, "utf8"))?.[1];
      return Number(kb) / 1024;
    },
    stop: async () => {
      child.kill("SIGTERM");
      await exited;
    },
  };
}
