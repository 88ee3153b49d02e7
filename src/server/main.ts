import { BUSINESS } from "../shared/business/business-info";
import { adminAuthFromConfig } from "./admin/admin-auth";
import { buildApp } from "./app";
import { createDoveProvider } from "./chat/create-provider";
import { ConfigError, loadConfig } from "./config";
import { ContentCache } from "./content/content-cache";
import { listenForContentChanges } from "./content/content-change-listener";
import { createDb } from "./db/client";
import { openDatabase } from "./db/database";
import { migrate } from "./db/migrate";
import { seed } from "./db/seed";
import { createContactNotifier } from "./notify/contact-notifier";

const SHUTDOWN_GRACE_MS = 9_000;

/** Starts everything; a second signal while shutting down exits at once. */
async function main(): Promise<void> {
  const startedAt = performance.now();
  const config = loadConfig();
  const database = await openDatabase(config.database);
  const migrations = await migrate(database.url);
  const db = createDb(database.url, config.database.poolSize);
  const seeded = await seed(db);
  const dove = createDoveProvider(config.dove);
  const cache = new ContentCache();
  const admin = adminAuthFromConfig(config.admin);
  const notifier = config.notify ? createContactNotifier(config.notify) : null;
  const app = await buildApp({ config, services: { db, dove, cache, admin: admin.auth, notifier } });
  const contentChanges = listenForContentChanges(database.url, cache, app.log);

  // Logged, not fatal: one stray promise must not take every visitor's request down with it.
  process.on("unhandledRejection", (reason) => app.log.error({ err: reason }, "unhandled promise rejection"));

  let shuttingDown = false;
  const shutdown = async (signal: string) => {
    if (shuttingDown) process.exit(1);
    shuttingDown = true;
    // In-flight requests get SHUTDOWN_GRACE_MS to finish; past it the process exits anyway.
    setTimeout(() => {
      app.log.error({ graceMs: SHUTDOWN_GRACE_MS }, "shutdown took too long; exiting");
      process.exit(1);
    }, SHUTDOWN_GRACE_MS).unref();
    app.log.info({ signal }, "shutting down: draining requests");
    // Keep-alive connections whose last request finishes after close() would otherwise hold the
    // server open until their keep-alive timeout: close each as soon as it is idle.
    const closeIdle = setInterval(() => app.server.closeIdleConnections(), 50);
    try {
      await app.close();
      clearInterval(closeIdle);
      await contentChanges.close();
      await db.$disconnect();
      await database.stop();
      process.exit(0);
    } catch (error) {
      app.log.error({ err: error }, "shutdown failed");
      process.exit(1);
    }
  };
  process.on("SIGINT", () => void shutdown("SIGINT"));
  process.on("SIGTERM", () => void shutdown("SIGTERM"));

  try {
    await app.listen({ port: config.port, host: config.host });
  } catch (error) {
    await contentChanges.close();
    await db.$disconnect();
    await database.stop();
    throw error;
  }
  const address = app.server.address();
  const port = typeof address === "object" && address ? address.port : config.port;
  const shownHost = config.host === "0.0.0.0" || config.host === "::" ? "localhost" : config.host;
  const seconds = ((performance.now() - startedAt) / 1000).toFixed(1);
  console.log(
    [
      "",
      `  ${BUSINESS.name} site is ready in ${seconds}s`,
      `  Open:      http://${shownHost}:${port}`,
      `  Database:  ${database.description}`,
      `  Migrations: ${migrations.applied.length ? `applied ${migrations.applied.join(", ")}` : "up to date"}; content ${seeded.summary}`,
      `  Dove:      ${config.dove.provider === "openai" ? `OpenAI-compatible provider, model ${config.dove.model}` : "built-in concierge (offline)"}`,
      `  Inbox:     http://${shownHost}:${port}/admin ${admin.generatedPassword ? `password (generated for this run; set ADMIN_PASSWORD to choose one): ${admin.generatedPassword}` : "(password from ADMIN_PASSWORD)"}`,
      `  Email:     ${config.notify ? "new contact messages are emailed (SMTP_URL)" : "off (set SMTP_URL and NOTIFY_EMAIL)"}`,
      "  Press Ctrl+C to stop.",
      "",
    ].join("\n"),
  );
}

main().catch((error: unknown) => {
  if (error instanceof ConfigError) {
    console.error(error.message);
  } else {
    console.error("Failed to start:", error instanceof Error ? error.message : error);
  }
  process.exit(1);
});
