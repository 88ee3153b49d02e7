import http from "node:http";
import { freePort } from "../setup/postgres-backend";
import { type ServerProcess, startServerProcess, stopServerProcess } from "./server-process";

export interface HttpAnswer {
  status: number;
  body: string;
  headers: http.IncomingHttpHeaders;
  /** Which replica answered (its slot). */
  slot: number;
}

export interface RequestOptions {
  method?: string;
  headers?: Record<string, string>;
  body?: unknown;
}

/**
 * Several real server processes on one database behind a round-robin balancer that lives in the
 * test (no proxy to install). Like a real balancer with health checks, it polls each replica's
 * /api/health/ready and sends requests only to ready ones; a refused connection or a 503 is
 * tried again on the next replica, nothing else is. Every request uses a new connection.
 */
export interface ReplicaGroup {
  /** The running processes, by slot. */
  readonly replicas: ServerProcess[];
  request(path: string, options?: RequestOptions): Promise<HttpAnswer>;
  /** A request to one replica, without the balancer. */
  requestTo(slot: number, path: string, options?: RequestOptions): Promise<HttpAnswer>;
  /** SIGTERM, wait for the exit (its code is returned), start again on the same port. */
  restart(slot: number): Promise<number | null>;
  /** SIGKILL: the process dies at once, without any clean-up. */
  kill(slot: number): Promise<void>;
  stop(): Promise<void>;
}

const READY_POLL_MS = 200;
const RETRIES = 40;

/** One HTTP request on a fresh connection; rejects on a network error (with its code). */
export function httpRequest(
  baseUrl: string,
  path: string,
  { method = "GET", headers = {}, body }: RequestOptions = {},
): Promise<Omit<HttpAnswer, "slot">> {
  const payload = body === undefined ? undefined : JSON.stringify(body);
  return new Promise((resolve, reject) => {
    const request = http.request(
      `${baseUrl}${path}`,
      { method, agent: false, headers: { ...(payload ? { "content-type": "application/json" } : {}), ...headers } },
      (response) => {
        let text = "";
        response.setEncoding("utf8");
        response.on("data", (chunk: string) => (text += chunk));
        response.on("end", () => resolve({ status: response.statusCode ?? 0, body: text, headers: response.headers }));
        response.on("error", reject);
      },
    );
    request.on("error", reject);
    request.end(payload);
  });
}

const isRefused = (error: unknown) => (error as NodeJS.ErrnoException).code === "ECONNREFUSED";

export async function startReplicaGroup(count: number, env: Record<string, string>): Promise<ReplicaGroup> {
  const ports = await Promise.all(Array.from({ length: count }, () => freePort()));
  const starts = await Promise.allSettled(
    ports.map((port) => startServerProcess({ ...env, PORT: String(port) }, "/api/health/ready")),
  );
  const replicas = starts.flatMap((start) => (start.status === "fulfilled" ? [start.value] : []));
  // One that never got ready must not leave the others running: the caller gets no group to stop.
  const failed = starts.find((start) => start.status === "rejected");
  if (failed) {
    await Promise.all(replicas.map((replica) => stopServerProcess(replica)));
    throw failed.reason;
  }
  const ready = replicas.map(() => true);
  let next = 0;
  let stopped = false;

  const poll = setInterval(() => {
    replicas.forEach((replica, slot) => {
      httpRequest(replica.baseUrl, "/api/health/ready").then(
        (answer) => (ready[slot] = answer.status === 200),
        () => (ready[slot] = false),
      );
    });
  }, READY_POLL_MS);

  async function pick(): Promise<number> {
    for (let waited = 0; waited < 30_000; waited += 25) {
      for (let i = 0; i < replicas.length; i++) {
        const slot = next++ % replicas.length;
        if (ready[slot]) return slot;
      }
      await new Promise((resolve) => setTimeout(resolve, 25));
    }
    throw new Error("no replica was ready for 30 s");
  }

  const group: ReplicaGroup = {
    replicas,
    async request(path, options) {
      for (let attempt = 1; ; attempt++) {
        const slot = await pick();
        try {
          const answer = await httpRequest(replicas[slot]!.baseUrl, path, options);
          if (answer.status !== 503 || attempt >= RETRIES) return { ...answer, slot };
          ready[slot] = false;
        } catch (error) {
          if (!isRefused(error) || attempt >= RETRIES) throw error;
          ready[slot] = false;
        }
        await new Promise((resolve) => setTimeout(resolve, 25));
      }
    },
    async requestTo(slot, path, options) {
      return { ...(await httpRequest(replicas[slot]!.baseUrl, path, options)), slot };
    },
    async restart(slot) {
      const old = replicas[slot]!;
      old.child.kill("SIGTERM");
      const code = await old.exited;
      ready[slot] = false;
      replicas[slot] = await startServerProcess({ ...env, PORT: String(old.port) }, "/api/health/ready");
      return code;
    },
    async kill(slot) {
      const old = replicas[slot]!;
      ready[slot] = false;
      old.child.kill("SIGKILL");
      await old.exited;
    },
    async stop() {
      if (stopped) return;
      stopped = true;
      clearInterval(poll);
      await Promise.all(replicas.map((replica) => stopServerProcess(replica)));
    },
  };
  return group;
}
