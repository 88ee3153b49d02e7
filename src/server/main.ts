import type { FastifyBaseLogger } from "fastify";
import type { AdminAuth } from "./admin/admin-auth";
import { ensureOwnerFromConfig, ownersExist } from "./admin/owner-accounts";
import { signInThrottle } from "./admin/sign-in-throttle";
import { buildApp } from "./app";
import { createDoveProvider } from "./chat/create-provider";
import { type Config, ConfigError, loadConfig } from "./config";
import { ContentCache } from "./content/content-cache";
import { listenForContentChanges } from "./content/content-change-listener";
import { createDb } from "./db/client";
import { type DatabaseHandle, openDatabase } from "./db/database";
import { migrate } from "./db/migrate";
import { seed } from "./db/seed";
import { followPublishedPosts } from "./content/published-posts";
import { followPublishedFacts } from "./facts/facts-in-force";
import { followVisibleReviews } from "./reviews/visible-reviews";
import { writeFirstRevisionIfEmpty } from "./facts/site-facts-store";
import { newInstanceId } from "./jobs/instance-registry";
import { startSiteQueue } from "./jobs/site-queue";
import { newLifecycle } from "./lifecycle";
import { createContactMailer } from "./notify/contact-mailer";
import { createBookingMailer } from "./bookings/booking-mailer";
import { contactNotifications } from "./notify/contact-notification-relay";

const SHUTDOWN_GRACE_MS = 9_000;

/** Starts everything; a second signal while shutting down exits at once. */
async function main(): Promise<void> {
  const startedAt = performance.now();
  const config = loadConfig();
  const database = await openDatabase(config.database, { onWait: (message) => console.log(message) });
  try {
    await serve(config, database, startedAt);
  } catch (error) {
    // A start that fails once the database is up stops it again: an embedded PostgreSQL would
    // otherwise outlive this process, holding its port and data folder.
    await database.stop();
    throw error;
  }
}

/** Everything once the database is open: migrations, content, the app and its job queue, then listening. */
async function serve(config: Config, database: DatabaseHandle, startedAt: number): Promise<void> {
  const migrations = await migrate(database.url);
  const db = createDb(database.url, config.database.poolSize);
  const seeded = await seed(db);
  await writeFirstRevisionIfEmpty(db);
  const ownerFromConfig = config.admin.account
    ? await ensureOwnerFromConfig(db, config.admin.account.email, config.admin.account.password)
    : null;
  const dove = createDoveProvider(config.dove, db);
  const cache = new ContentCache();
  // The app's logger once it exists; a problem before that goes to stderr.
  const appLog: { current?: FastifyBaseLogger } = {};
  const factsLog = {
    warn: (details: object, message: string) =>
      appLog.current ? appLog.current.warn(details, message) : console.warn(message, details),
    error: (details: object, message: string) =>
      appLog.current ? appLog.current.error(details, message) : console.error(message, details),
  };
  const facts = await followPublishedFacts(db, database.url, factsLog);
  const reviews = await followVisibleReviews(db, database.url, factsLog);
  const posts = await followPublishedPosts(db, database.url, factsLog);
  const lifecycle = newLifecycle();
  const admin: AdminAuth = {
    sessionTtlMs: config.admin.sessionTtlMs,
    throttle: config.rateLimits ? signInThrottle(db, config.rateLimits.failedSignInsPerHour) : null,
  };
  const notifications = contactNotifications(db, config.notify !== null, (details, message) =>
    app.log.warn(details, message),
  );
  const app = await buildApp({
    config,
    services: { db, dove, cache, facts, reviews, posts, admin, lifecycle, notifications },
  });
  appLog.current = app.log;
  const contentChanges = listenForContentChanges(database.url, cache, app.log);
  const instanceId = newInstanceId();
  const mailer = config.notify ? createContactMailer({ ...config.notify, siteUrl: config.siteUrl }) : null;
  const bookingMailer = config.notify ? createBookingMailer({ ...config.notify, siteUrl: config.siteUrl }) : null;
  const queue = await startSiteQueue({
    db,
    connectionString: database.url,
    mailer,
    bookingMailer,
    facts,
    instanceId,
    maintenanceCron: config.maintenanceCron,
    backup: config.backup,
    log: app.log.child({ instance: instanceId }),
  });

  // Logged, not fatal: one stray promise must not take every visitor's request down with it.
  process.on("unhandledRejection", (reason) => app.log.error({ err: reason }, "unhandled promise rejection"));

  const closeConnections = async () => {
    await contentChanges.close();
    await facts.close();
    await reviews.close();
    await posts.close();
    mailer?.close();
    bookingMailer?.close();
    await db.$disconnect();
  };

  let shuttingDown = false;
  const shutdown = async (signal: string) => {
    if (shuttingDown) process.exit(1);
    shuttingDown = true;
    // Not ready from now on: a load balancer stops sending visitors here while this instance
    // still answers them; after SHUTDOWN_DELAY_MS (orchestrators send SIGTERM; Ctrl+C is SIGINT
    // and does not wait) it stops taking requests and drains those in flight.
    lifecycle.draining = true;
    database.markStopping();
    if (signal === "SIGTERM" && config.shutdownDelayMs > 0) {
      app.log.info(
        { signal, delayMs: config.shutdownDelayMs },
        "shutting down: not ready, waiting for the load balancer to notice",
      );
      await new Promise((resolve) => setTimeout(resolve, config.shutdownDelayMs));
    }
    // In-flight requests and running jobs get SHUTDOWN_GRACE_MS to finish; past it the process
    // exits anyway (a job cut short is released to another instance, see instance-registry.ts).
    setTimeout(() => {
      app.log.error({ graceMs: SHUTDOWN_GRACE_MS }, "shutdown took too long; exiting");
      process.exit(1);
    }, SHUTDOWN_GRACE_MS).unref();
    app.log.info({ signal }, "shutting down: draining requests and jobs");
    // Keep-alive connections whose last request finishes after close() would otherwise hold the
    // server open until their keep-alive timeout: close each as soon as it is idle.
    const closeIdle = setInterval(() => app.server.closeIdleConnections(), 50);
    try {
      await Promise.all([app.close(), queue.stop()]);
      await notifications.idle();
      clearInterval(closeIdle);
      await closeConnections();
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
    await queue.stop();
    await closeConnections();
    throw error;
  }
  const address = app.server.address();
  const port = typeof address === "object" && address ? address.port : config.port;
  const shownHost = config.host === "0.0.0.0" || config.host === "::" ? "localhost" : config.host;
  const seconds = ((performance.now() - startedAt) / 1000).toFixed(1);
  const inbox = ownerFromConfig
    ? `owner account ${config.admin.account?.email} (${ownerFromConfig} from ADMIN_PASSWORD)`
    : (await ownersExist(db))
      ? "sign in with an owner account (npm run inbox -- owner list)"
      : "no owner account yet: create one with  npm run inbox -- owner add you@example.com";
  console.log(
    [
      "",
      `  ${facts.current().facts.business.name} site is ready in ${seconds}s`,
      `  Open:      http://${shownHost}:${port}`,
      `  Database:  ${database.description}`,
      `  Migrations: ${migrations.applied.length ? `applied ${migrations.applied.join(", ")}` : "up to date"}; content ${seeded.summary}`,
      `  Dove:      ${config.dove.provider === "openai" ? `OpenAI-compatible provider, model ${config.dove.model}` : "built-in concierge (offline)"}`,
      `  Inbox:     http://${shownHost}:${port}/admin, ${inbox}`,
      `  Email:     ${config.notify ? "new contact messages are emailed (SMTP_URL), through the job queue" : "off (set SMTP_URL and NOTIFY_EMAIL)"}`,
      `  Instance:  ${instanceId} (state shared in Postgres: run as many as you like)`,
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
