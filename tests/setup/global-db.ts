import type { TestProject } from "vitest/node";
import { migrate } from "#server/db/migrate";
import { createDatabase, databaseUrl, dropDatabase, uniqueDatabaseName } from "./databases";
import { startTestPostgres } from "./postgres-backend";

declare module "vitest" {
  export interface ProvidedContext {
    pgAdminUrl: string;
    pgTemplate: string;
  }
}

/**
 * Starts one PostgreSQL for the integration run and a migrated template database; each test
 * file then copies the template into its own fresh database (tests/support/test-database.ts).
 */
export default async function setup(project: TestProject) {
  const started = performance.now();
  const postgres = await startTestPostgres();
  const template = uniqueDatabaseName("tmpl");
  await createDatabase(postgres.adminUrl, template);
  await migrate(databaseUrl(postgres.adminUrl, template));
  console.log(
    `[tests] PostgreSQL backend: ${postgres.description} (ready in ${Math.round(performance.now() - started)} ms)`,
  );
  project.provide("pgAdminUrl", postgres.adminUrl);
  project.provide("pgTemplate", template);
  return async () => {
    await dropDatabase(postgres.adminUrl, template).catch(() => undefined);
    await postgres.stop();
  };
}
