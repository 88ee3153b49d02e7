import { existsSync } from "node:fs";
import { chmod, mkdtemp, rm } from "node:fs/promises";
import http from "node:http";
import net from "node:net";
import os from "node:os";
import path from "node:path";
import { startEmbeddedPostgres } from "#server/db/embedded-postgres";

export type BackendKind = "TEST_DATABASE_URL" | "testcontainers" | "embedded";

export interface TestPostgres {
  kind: BackendKind;
  /** A URL with CREATE DATABASE rights (its database part is only used to connect). */
  adminUrl: string;
  description: string;
  stop(): Promise<void>;
}

/** An explicit TEST_DATABASE_URL wins; then a Docker daemon (testcontainers); then embedded Postgres. */
export async function startTestPostgres(): Promise<TestPostgres> {
  const explicit = process.env.TEST_DATABASE_URL;
  if (explicit) {
    return {
      kind: "TEST_DATABASE_URL",
      adminUrl: explicit,
      description: `TEST_DATABASE_URL (${new URL(explicit).host})`,
      stop: async () => {},
    };
  }
  if (await dockerAnswers()) {
    const { PostgreSqlContainer } = await import("@testcontainers/postgresql");
    const container = await new PostgreSqlContainer("postgres:17-alpine")
      .withCommand(["postgres", "-c", "timezone=UTC"])
      .start();
    return {
      kind: "testcontainers",
      adminUrl: container.getConnectionUri(),
      description: `testcontainers postgres:17-alpine on port ${container.getPort()}`,
      stop: async () => void (await container.stop()),
    };
  }
  return startEmbeddedTestPostgres();
}

/** A throwaway embedded cluster in a temp folder on a free port; removed on stop. */
export async function startEmbeddedTestPostgres(): Promise<TestPostgres> {
  const parent = await mkdtemp(path.join(os.tmpdir(), "bluebird-pg-"));
  // As root, Postgres runs as the OS user "postgres", which must be able to write here.
  await chmod(parent, 0o777);
  const port = await freePort();
  const embedded = await startEmbeddedPostgres({ dataDir: path.join(parent, "data"), port });
  return {
    kind: "embedded",
    adminUrl: embedded.url,
    description: `embedded PostgreSQL on port ${port}`,
    stop: async () => {
      await embedded.stop();
      await rm(parent, { recursive: true, force: true });
    },
  };
}

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.unref();
    server.on("error", reject);
    server.listen(0, "127.0.0.1", () => {
      const address = server.address();
      const port = typeof address === "object" && address ? address.port : 0;
      server.close(() => resolve(port));
    });
  });
}

/** Cheap Docker detection: DOCKER_HOST set, or /var/run/docker.sock answering GET /_ping. */
async function dockerAnswers(): Promise<boolean> {
  if (process.env.DOCKER_HOST) return true;
  const socketPath = "/var/run/docker.sock";
  if (!existsSync(socketPath)) return false;
  return new Promise((resolve) => {
    const request = http.get({ socketPath, path: "/_ping", timeout: 1_000 }, (response) => {
      response.resume();
      resolve(response.statusCode === 200);
    });
    request.on("error", () => resolve(false));
    request.on("timeout", () => {
      request.destroy();
      resolve(false);
    });
  });
}
