import { chmod, mkdtemp, rm } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ContentCache } from "#server/content/content-cache";
import { type ContentChangeListener, listenForContentChanges } from "#server/content/content-change-listener";
import { createDb, type Db } from "#server/db/client";
import { type EmbeddedPostgresHandle, startEmbeddedPostgres } from "#server/db/embedded-postgres";
import { migrate } from "#server/db/migrate";
import { seed } from "#server/db/seed";
import { freePort } from "../setup/postgres-backend";
import { buildTestApp } from "../support/test-app";

// This file runs its own embedded PostgreSQL, whatever backend the other tests use, because it
// stops and starts the server under the running app.
let parent: string;
let port: number;
let postgres: EmbeddedPostgresHandle;
let db: Db;
let app: FastifyInstance;
let cache: ContentCache;
let listener: ContentChangeListener;
const unhandled: unknown[] = [];
const onUnhandled = (reason: unknown) => void unhandled.push(reason);

const start = () => startEmbeddedPostgres({ dataDir: path.join(parent, "data"), port });

beforeAll(async () => {
  parent = await mkdtemp(path.join(os.tmpdir(), "bluebird-fault-pg-"));
  await chmod(parent, 0o777);
  port = await freePort();
  postgres = await start();
  await migrate(postgres.url);
  db = createDb(postgres.url, 4);
  await seed(db);
  cache = new ContentCache();
  listener = listenForContentChanges(postgres.url, cache, { warn: () => undefined });
  app = await buildTestApp(db, { cache });
  process.on("unhandledRejection", onUnhandled);
}, 60_000);
afterAll(async () => {
  process.off("unhandledRejection", onUnhandled);
  await app.close();
  await listener.close();
  await db.$disconnect();
  await postgres.stop();
  await rm(parent, { recursive: true, force: true });
});

const contact = {
  name: "Jordan Avery",
  email: "jordan@example.com",
  message: "Subject: Other\n\nCan you clean on Saturdays?",
};

describe("the database stops while the server runs", () => {
  it("answers 503 with a clear message, does not crash, and recovers without a restart when it returns", async () => {
    expect((await app.inject({ method: "GET", url: "/api/health" })).statusCode).toBe(200);
    expect((await app.inject({ method: "GET", url: "/api/services" })).statusCode).toBe(200);
    await expect.poll(() => cache.isActive).toBe(true);

    await postgres.stop();
    // A change made while the listener is away could go unheard: caching pauses.
    await expect.poll(() => cache.isActive).toBe(false);

    const health = async () => {
      const res = await app.inject({ method: "GET", url: "/api/health" });
      return [res.statusCode, res.json()];
    };
    await expect.poll(health, { timeout: 5_000 }).toEqual([503, { status: "unavailable", db: "down" }]);
    // The services come from the site's facts, held in memory: they still answer.
    expect((await app.inject({ method: "GET", url: "/api/services" })).statusCode).toBe(200);
    const requests = [
      app.inject({ method: "GET", url: "/api/testimonials" }),
      app.inject({ method: "GET", url: "/api/posts?published=true" }),
      app.inject({ method: "POST", url: "/api/contact", payload: contact }),
      app.inject({
        method: "POST",
        url: "/api/chat/message",
        payload: { message: "hello", conversationId: null, sessionId: "fault" },
      }),
      app.inject({
        method: "POST",
        url: "/api/chat/stream",
        payload: { message: "hello", conversationId: null, sessionId: "fault" },
      }),
      app.inject({ method: "GET", url: `/trpc/testimonials.list?input=${encodeURIComponent("{}")}` }),
      app.inject({ method: "POST", url: "/trpc/contact.send", payload: contact }),
    ];
    for (const res of await Promise.all(requests)) {
      expect(res.statusCode).toBe(503);
      const body = res.json();
      const message = body.error.message as string;
      expect(message).toMatch(/can't reach our records right now/);
      expect(res.body).not.toMatch(/prisma|ECONNREFUSED|stack|at .*\.ts/i);
    }

    postgres = await start();
    // The pool reconnects on the next query; no rebuilt app, no new client.
    const deadline = Date.now() + 10_000;
    let recovered = await app.inject({ method: "GET", url: "/api/health" });
    while (recovered.statusCode !== 200 && Date.now() < deadline) {
      await new Promise((resolve) => setTimeout(resolve, 200));
      recovered = await app.inject({ method: "GET", url: "/api/health" });
    }
    expect(recovered.json()).toEqual({ status: "ok", db: "up" });
    await expect.poll(() => cache.isActive, { timeout: 15_000 }).toBe(true);
    expect((await app.inject({ method: "GET", url: "/api/services" })).statusCode).toBe(200);
    expect((await app.inject({ method: "POST", url: "/api/contact", payload: contact })).statusCode).toBe(201);
    expect(await db.contactMessage.count()).toBe(1);
    expect(unhandled).toEqual([]);
  }, 60_000);
});
