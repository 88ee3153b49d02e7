import { migrate } from "#server/db/migrate";
import {
  createDatabase,
  databaseUrl,
  dropDatabase,
  markSiteLaunched,
  uniqueDatabaseName,
} from "../../tests/setup/databases";
import { startTestPostgres } from "../../tests/setup/postgres-backend";

export interface BenchDatabase {
  url: string;
  description: string;
  stop(): Promise<void>;
}

/**
 * A fresh, migrated database for a benchmark: on the server in BENCH_DATABASE_URL (a URL with
 * CREATE DATABASE rights) when set, else on the same backends as the tests (TEST_DATABASE_URL,
 * a Docker Postgres, or an embedded one in a temp folder), with the site launched. Dropped on stop.
 */
export async function startBenchDatabase(): Promise<BenchDatabase> {
  const given = process.env.BENCH_DATABASE_URL;
  const backend = given
    ? { adminUrl: given, description: `BENCH_DATABASE_URL (${new URL(given).host})`, stop: async () => {} }
    : await startTestPostgres();
  const name = uniqueDatabaseName("bench");
  await createDatabase(backend.adminUrl, name);
  const url = databaseUrl(backend.adminUrl, name);
  await migrate(url);
  // Measured as a launched site (Lighthouse's SEO score counts a noindex page as not crawlable).
  await markSiteLaunched(url);
  return {
    url,
    description: backend.description,
    stop: async () => {
      await dropDatabase(backend.adminUrl, name).catch(() => undefined);
      await backend.stop();
    },
  };
}
