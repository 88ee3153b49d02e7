import type { Config } from "../config";
import { currentHolder } from "./data-dir-lock";
import { embeddedPostgresUrl, startEmbeddedPostgres } from "./embedded-postgres";

export interface DatabaseHandle {
  url: string;
  /** For the startup log: "embedded PostgreSQL (data in …)" or the external host. */
  description: string;
  /** Shutdown has begun (an embedded database tells runs starting meanwhile to wait). */
  markStopping(): void;
  stop(): Promise<void>;
}

export interface OpenDatabaseOptions {
  /**
   * Command-line tools (`npm run inbox`, `db:migrate`) use the embedded database of a site that is
   * running rather than refusing to start a second one; the server itself never shares.
   */
  shareRunning?: boolean;
  /** Told once when the embedded database waits for a previous run that is still stopping. */
  onWait?: (message: string) => void;
}

/** DATABASE_URL when set; otherwise an embedded PostgreSQL whose data survives restarts. */
export async function openDatabase(
  database: Config["database"],
  options: OpenDatabaseOptions = {},
): Promise<DatabaseHandle> {
  if (database.kind === "external") {
    return {
      url: database.url,
      description: `PostgreSQL at ${describeUrl(database.url)}`,
      markStopping: () => undefined,
      stop: async () => {},
    };
  }
  const running = options.shareRunning ? currentHolder(database.dataDir) : null;
  if (running?.state === "running") {
    return {
      url: embeddedPostgresUrl(running.port),
      description: `embedded PostgreSQL of the running site (process ${running.pid}, port ${running.port})`,
      markStopping: () => undefined,
      stop: async () => {},
    };
  }
  const embedded = await startEmbeddedPostgres({
    dataDir: database.dataDir,
    port: database.port,
    onWait: options.onWait,
  });
  return {
    url: embedded.url,
    description: `embedded PostgreSQL on port ${embedded.port} (data in ${embedded.dataDir})`,
    markStopping: embedded.markStopping,
    stop: embedded.stop,
  };
}

/** host:port/database without credentials. */
export function describeUrl(url: string): string {
  try {
    const parsed = new URL(url);
    return `${parsed.hostname}${parsed.port ? `:${parsed.port}` : ""}${parsed.pathname}`;
  } catch {
    return "(unparseable URL)";
  }
}
