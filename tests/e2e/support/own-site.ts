import { type ProductionServer, startProductionServer } from "../../../scripts/support/production-server";
import { createDatabase, databaseUrl, dropDatabase, uniqueDatabaseName } from "../../setup/databases";
import { test } from "./fixtures";
import { E2E_OWNER } from "./owner-sign-in";

interface OwnSiteOptions {
  /** Runs on the new database once the server has started (and written its first revision). */
  prepare?: (databaseUrl: string) => Promise<void>;
}

/**
 * A production server on a fresh database of its own, started before the enclosing describe block
 * (or file) and stopped after it, for walks whose changes reach every public page (a publish, a
 * new review or post) that the suite's other specs read on the shared server. A fresh database is
 * not launched: the launch checklist starts from there. Returns the running server's getter.
 */
export function useOwnSite(label: string, { prepare }: OwnSiteOptions = {}): () => ProductionServer {
  const adminUrl = () => process.env.E2E_POSTGRES_ADMIN_URL!;
  let server: ProductionServer | undefined;
  let name: string | undefined;

  test.beforeAll(async () => {
    test.setTimeout(120_000);
    name = uniqueDatabaseName(label);
    await createDatabase(adminUrl(), name);
    const url = databaseUrl(adminUrl(), name);
    server = await startProductionServer({
      DATABASE_URL: url,
      ADMIN_EMAIL: E2E_OWNER.email,
      ADMIN_PASSWORD: E2E_OWNER.password,
    });
    await prepare?.(url);
  });
  test.afterAll(async () => {
    await server?.stop();
    if (name) await dropDatabase(adminUrl(), name).catch(() => undefined);
  });

  return () => {
    if (!server) throw new Error(`The ${label} server did not start`);
    return server;
  };
}
