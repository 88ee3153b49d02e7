import { inject } from "vitest";
import { createDb, type Db } from "#server/db/client";
import { createDatabase, databaseUrl, dropDatabase, uniqueDatabaseName } from "../setup/databases";

export interface TestDatabase {
  name: string;
  url: string;
  db: Db;
  drop(): Promise<void>;
}

/** A fresh, migrated database for one test file (a copy of the run's template). */
export async function createTestDatabase(): Promise<TestDatabase> {
  const adminUrl = inject("pgAdminUrl");
  const name = uniqueDatabaseName("test");
  await createDatabase(adminUrl, name, inject("pgTemplate"));
  const url = databaseUrl(adminUrl, name);
  const db = createDb(url, 4);
  return {
    name,
    url,
    db,
    drop: async () => {
      await db.$disconnect();
      await dropDatabase(adminUrl, name);
    },
  };
}

/** An empty database with no migrations applied. */
export async function createEmptyDatabase(): Promise<{ url: string; drop(): Promise<void> }> {
  const adminUrl = inject("pgAdminUrl");
  const name = uniqueDatabaseName("empty");
  await createDatabase(adminUrl, name);
  return { url: databaseUrl(adminUrl, name), drop: () => dropDatabase(adminUrl, name) };
}
