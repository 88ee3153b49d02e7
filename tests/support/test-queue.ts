import { randomUUID } from "node:crypto";
import { fixedFacts } from "#server/facts/facts-in-force";
import { type SiteQueue, type SiteQueueOptions, startSiteQueue } from "#server/jobs/site-queue";
import { SHIPPED_FACTS } from "./site-facts";
import type { TestDatabase } from "./test-database";

/**
 * The site's background workers on a test database: the shipped facts, no email unless given, a
 * fresh instance id, and the nightly maintenance at 03:00 (out of a test's way).
 */
export function startTestQueue(
  testDb: Pick<TestDatabase, "db" | "url">,
  log: SiteQueueOptions["log"],
  options: Partial<SiteQueueOptions> = {},
): Promise<SiteQueue> {
  return startSiteQueue({
    db: testDb.db,
    connectionString: testDb.url,
    mailer: null,
    facts: fixedFacts(SHIPPED_FACTS),
    instanceId: `test-${randomUUID()}`,
    maintenanceCron: "0 3 * * *",
    log,
    ...options,
  });
}
