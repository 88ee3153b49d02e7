import { existsSync } from "node:fs";
import { chmod, mkdtemp, rm } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import pg from "pg";
import { afterAll, describe, expect, it } from "vitest";
import { startEmbeddedPostgres } from "#server/db/embedded-postgres";
import { freePort } from "../setup/postgres-backend";
import { startServerProcess } from "../support/server-process";

const CONTACTS = 200;
/** SIGTERM goes out once this many responses have come back. */
const SIGNAL_AFTER = 60;

let parent: string | undefined;
afterAll(async () => {
  if (parent) await rm(parent, { recursive: true, force: true });
});

interface Outcome {
  email: string;
  status: number | "network-error";
}

describe("SIGTERM under load", () => {
  it(`stops accepting, finishes in-flight requests, stores every acknowledged message once, closes the embedded Postgres and exits 0 within 10 s`, async () => {
    parent = await mkdtemp(path.join(os.tmpdir(), "bluebird-shutdown-"));
    await chmod(parent, 0o777);
    const dataDir = path.join(parent, "pg");
    const pgPort = await freePort();
    const server = await startServerProcess({
      DATABASE_URL: "",
      EMBEDDED_PG_DIR: dataDir,
      EMBEDDED_PG_PORT: String(pgPort),
      RATE_LIMITS: "off",
      LOG_LEVEL: "info",
    });

    let completed = 0;
    let signalledAt = 0;
    const signal = () => {
      if (signalledAt) return;
      signalledAt = performance.now();
      server.child.kill("SIGTERM");
    };
    const send = async (i: number): Promise<Outcome> => {
      const email = `load-${i}@shutdown.example`;
      try {
        const res = await fetch(`${server.baseUrl}/api/contact`, {
          method: "POST",
          headers: { "content-type": "application/json" },
          body: JSON.stringify({
            name: `Visitor ${i}`,
            email,
            message: `Subject: Other\n\nMessage number ${i} under load.`,
          }),
        });
        await res.arrayBuffer();
        return { email, status: res.status };
      } catch {
        return { email, status: "network-error" };
      } finally {
        if (++completed === SIGNAL_AFTER) signal();
      }
    };
    const outcomes = await Promise.all(Array.from({ length: CONTACTS }, (_, i) => send(i)));
    signal();
    const code = await server.exited;
    const shutdownMs = performance.now() - signalledAt;

    expect(code).toBe(0);
    expect(shutdownMs).toBeLessThan(10_000);
    expect(server.output()).toMatch(/shutting down: draining requests/);
    expect(server.output()).not.toMatch(/unhandled|shutdown took too long/i);
    // The embedded cluster was stopped, not left running.
    expect(existsSync(path.join(dataDir, "postmaster.pid"))).toBe(false);

    const accepted = outcomes
      .filter((o) => typeof o.status === "number" && o.status >= 200 && o.status < 300)
      .map((o) => o.email);
    const refused = outcomes.filter((o) => o.status !== 201);
    expect(accepted.length).toBeGreaterThanOrEqual(SIGNAL_AFTER);
    for (const o of refused) expect([503, "network-error"]).toContain(o.status);

    const postgres = await startEmbeddedPostgres({ dataDir, port: pgPort });
    const client = new pg.Client({ connectionString: postgres.url });
    await client.connect();
    try {
      const { rows } = await client.query<{ email: string; copies: number }>(
        "select email, count(*)::int as copies from contact_messages where email like '%@shutdown.example' group by email",
      );
      const stored = new Map(rows.map((row) => [row.email, row.copies]));
      for (const email of accepted) expect(stored.get(email), email).toBe(1);
      for (const copies of stored.values()) expect(copies).toBe(1);
      console.log(
        `[shutdown] ${accepted.length} of ${CONTACTS} acknowledged and stored once, ${stored.size} stored in all; exit ${code} ${Math.round(shutdownMs)} ms after SIGTERM`,
      );
    } finally {
      await client.end();
      await postgres.stop();
    }
  }, 90_000);
});
