import type { Db } from "../db/client";
import { UTC_TODAY } from "./utc-day";

/**
 * Creates today's salt (UTC) if no server instance has yet, from PostgreSQL's strong random
 * source, and deletes every earlier day's: once its salt is gone, a day's visitor hashes cannot
 * be recomputed from an IP address and user agent. The salt lives only in the database, shared
 * by every instance; ON CONFLICT makes two instances asking at once agree on one.
 */
export async function ensureTodaysSalt(db: Db): Promise<void> {
  await db.$transaction([
    db.$executeRaw`
      INSERT INTO analytics_salts (day, salt)
      VALUES (${UTC_TODAY}, decode(replace(gen_random_uuid()::text || gen_random_uuid()::text, '-', ''), 'hex'))
      ON CONFLICT (day) DO NOTHING`,
    db.$executeRaw`DELETE FROM analytics_salts WHERE day < ${UTC_TODAY}`,
  ]);
}
