import type { Config } from "../config";
import { startEmbeddedPostgres } from "./embedded-postgres";

export interface DatabaseHandle {
  url: string;
  /** For the startup log: "embedded PostgreSQL (data in …)" or the external host. */
  description: string;
  stop(): Promise<void>;
}

/** DATABASE_URL when set; otherwise an embedded PostgreSQL whose data survives restarts. */
export async function openDatabase(database: Config["database"]): Promise<DatabaseHandle> {
  if (database.kind === "external") {
    return { url: database.url, description: `PostgreSQL at ${describeUrl(database.url)}`, stop: async () => {} };
  }
  const embedded = await startEmbeddedPostgres({ dataDir: database.dataDir, port: database.port });
  return {
    url: embedded.url,
    description: `embedded PostgreSQL on port ${embedded.port} (data in ${embedded.dataDir})`,
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
