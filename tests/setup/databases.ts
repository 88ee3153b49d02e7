import { randomBytes } from "node:crypto";
import pg from "pg";

export function databaseUrl(adminUrl: string, database: string): string {
  const url = new URL(adminUrl);
  url.pathname = `/${database}`;
  return url.toString();
}

export function uniqueDatabaseName(prefix: string): string {
  return `${prefix}_${randomBytes(6).toString("hex")}`;
}

export async function withAdminClient<T>(adminUrl: string, run: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  try {
    return await run(client);
  } finally {
    await client.end();
  }
}

/** CREATE DATABASE, from a template when given; retried because a busy template refuses copies. */
export async function createDatabase(adminUrl: string, name: string, template?: string): Promise<void> {
  const sql = `CREATE DATABASE "${name}"${template ? ` TEMPLATE "${template}"` : ""}`;
  for (let attempt = 1; ; attempt++) {
    try {
      await withAdminClient(adminUrl, (client) => client.query(sql));
      return;
    } catch (error) {
      const busy = /being accessed by other users/.test((error as Error).message);
      if (!busy || attempt >= 20) throw error;
      await new Promise((r) => setTimeout(r, 50 * attempt));
    }
  }
}

export async function dropDatabase(adminUrl: string, name: string): Promise<void> {
  await withAdminClient(adminUrl, (client) => client.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`));
}

/**
 * Marks a migrated database's site launched, as `npm run content -- launch` would (without a
 * process of its own): setups whose tests read robots.txt, meta robots or Lighthouse SEO.
 */
export async function markSiteLaunched(url: string): Promise<void> {
  await withAdminClient(url, (client) =>
    client.query(`UPDATE "site_launch" SET "launched_at" = now(), "launched_by" = 'test setup' WHERE "id" = 1`),
  );
}
