import { BUSINESS } from "../shared/business/business-info";
import { buildApp } from "./app";
import { createDoveProvider } from "./chat/create-provider";
import { ConfigError, loadConfig } from "./config";
import { createDb } from "./db/client";
import { openDatabase } from "./db/database";
import { migrate } from "./db/migrate";
import { seed } from "./db/seed";

/** Starts everything; a second signal while shutting down exits at once. */
async function main(): Promise<void> {
  const startedAt = performance.now();
  const config = loadConfig();
  const database = await openDatabase(config.database);
  const migrations = await migrate(database.url);
  const db = createDb(database.url, config.database.poolSize);
  const seeded = await seed(db);
  const dove = createDoveProvider(config.dove);
  const app = await buildApp({ config, services: { db, dove } });

  let shuttingDown = false;
  const shutdown = async (signal: string) => {
    if (shuttingDown) process.exit(1);
    shuttingDown = true;
    app.log.info({ signal }, "shutting down: draining requests");
    try {
      await app.close();
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
