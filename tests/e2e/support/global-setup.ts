import { type ChildProcess, spawn } from "node:child_process";
import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import { migrate } from "#server/db/migrate";
import { createDatabase, databaseUrl, dropDatabase, markSiteLaunched, uniqueDatabaseName } from "../../setup/databases";
import { freePort, startTestPostgres } from "../../setup/postgres-backend";

const root = path.resolve(import.meta.dirname, "../../..");

/** The owner account the browser tests' server creates at start (tests/e2e/support/owner-sign-in.ts signs in with it). */
export const E2E_ADMIN_EMAIL = "e2e-owner@bluebird.example.com";
export const E2E_ADMIN_PASSWORD = "e2e-owner-password";

/**
 * Starts a test Postgres (same rules as the integration tests), a fresh database on it, and the
 * production server (dist-server/main.js) on a free port. Tests read E2E_BASE_URL and E2E_DATABASE_URL.
 */
export default async function globalSetup() {
  const serverEntry = path.join(root, "dist-server/main.js");
  // CLIENT_DIST_DIR lets a run test a browser build made elsewhere (the server reads it too).
  const clientDir = path.resolve(root, process.env.CLIENT_DIST_DIR ?? "dist/client");
  if (!existsSync(serverEntry) || !existsSync(path.join(clientDir, "index.html"))) {
    throw new Error("The production build is missing: run `npm run build` first (npm test does this for you).");
  }
  const postgres = await startTestPostgres();
  const name = uniqueDatabaseName("e2e");
  await createDatabase(postgres.adminUrl, name);
  const url = databaseUrl(postgres.adminUrl, name);
  await migrate(url);
  // The pages are tested as a launched site's (indexable); launch-checklist.spec.ts has its own.
  await markSiteLaunched(url);
  console.log(`[e2e] PostgreSQL backend: ${postgres.description}`);

  const port = await freePort();
  const baseUrl = `http://127.0.0.1:${port}`;
  // The origin the pages were prerendered with, so canonical links and sitemap.xml agree.
  const manifest = path.join(clientDir, "../prerendered/manifest.json");
  const siteUrl = existsSync(manifest)
    ? (JSON.parse(readFileSync(manifest, "utf8")) as { siteUrl: string }).siteUrl
    : baseUrl;
  const server = spawn(process.execPath, [serverEntry], {
    cwd: root,
    env: {
      ...process.env,
      DATABASE_URL: url,
      PORT: String(port),
      HOST: "127.0.0.1",
      LOG_LEVEL: "warn",
      SITE_URL: siteUrl,
      // The browser loads the pages from here, which the inbox's same-origin check must trust.
      SITE_URL_ALIASES: baseUrl,
      OPENAI_API_KEY: "",
      // Every browser test comes from 127.0.0.1: keep the limits' code path, with room for the suite.
      CHAT_MESSAGES_PER_MINUTE: "1000",
      CONTACT_MESSAGES_PER_MINUTE: "1000",
      CONTACT_MESSAGES_PER_DAY: "10000",
      BOOKINGS_PER_DAY: "10000",
      ADMIN_FAILED_SIGN_INS_PER_HOUR: "1000",
      ADMIN_EMAIL: E2E_ADMIN_EMAIL,
      EVENTS_PER_MINUTE: "1000",
      ADMIN_PASSWORD: E2E_ADMIN_PASSWORD,
    },
    stdio: ["ignore", "inherit", "inherit"],
  });
  await waitForHealthy(baseUrl, server);
  process.env.E2E_BASE_URL = baseUrl;
  process.env.E2E_DATABASE_URL = url;
  // Specs that need a database of their own (live-facts.spec.ts) create it on the same server.
  process.env.E2E_POSTGRES_ADMIN_URL = postgres.adminUrl;

  return async () => {
    await stopServer(server);
    await dropDatabase(postgres.adminUrl, name).catch(() => undefined);
    await postgres.stop();
  };
}

async function waitForHealthy(baseUrl: string, server: ChildProcess): Promise<void> {
  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline) {
    if (server.exitCode !== null)
      throw new Error(`The server exited with code ${server.exitCode} before it was healthy.`);
    try {
      if ((await fetch(`${baseUrl}/api/health`)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error(`The server at ${baseUrl} was not healthy within 60 s.`);
}

function stopServer(server: ChildProcess): Promise<void> {
  if (server.exitCode !== null) return Promise.resolve();
  return new Promise((resolve) => {
    const timer = setTimeout(() => server.kill("SIGKILL"), 10_000);
    server.once("exit", () => {
      clearTimeout(timer);
      resolve();
    });
    server.kill("SIGTERM");
  });
}
