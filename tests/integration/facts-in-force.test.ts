import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { cliActor } from "#server/audit/actor";
import { type FactsInForce, type FactsRevision, followPublishedFacts } from "#server/facts/facts-in-force";
import { publishFacts, writeFirstRevisionIfEmpty } from "#server/facts/site-facts-store";
import { NEW_PHONE } from "../support/changed-facts";
import { SHIPPED_FACTS } from "../support/site-facts";
import { createTestDatabase, type TestDatabase } from "../support/test-database";

const quiet = { warn: () => undefined, error: () => undefined };
let testDb: TestDatabase;
/** Hears only notices (its own check is an hour away) ... */
let notified: FactsInForce;
/** ... and one that also checks every 300 ms. */
let checking: FactsInForce;
const heard: FactsRevision[] = [];

beforeAll(async () => {
  testDb = await createTestDatabase();
  await writeFirstRevisionIfEmpty(testDb.db);
  notified = await followPublishedFacts(testDb.db, testDb.url, quiet, { checkEveryMs: 3_600_000 });
  checking = await followPublishedFacts(testDb.db, testDb.url, quiet, { checkEveryMs: 300 });
  notified.onChange((next) => heard.push(next));
});
afterAll(async () => {
  await notified.close();
  await checking.close();
  await testDb.drop();
});

describe("the facts in force on an instance", () => {
  it("start at the newest revision, follow a publish's notice, and catch up with a revision whose notice was missed", async () => {
    expect(notified.current()).toEqual({ revision: 1, facts: SHIPPED_FACTS });

    const renamed = { ...SHIPPED_FACTS, business: { ...SHIPPED_FACTS.business, phone: NEW_PHONE } };
    await publishFacts(testDb.db, { document: renamed, baseRevision: 1, summary: "phone", actor: cliActor() });
    // Only the notice can bring it to this one.
    await expect.poll(() => notified.current().revision, { timeout: 2_000, interval: 5 }).toBe(2);
    expect(notified.current().facts.business.phone).toEqual(NEW_PHONE);
    expect(heard.map((revision) => revision.revision)).toEqual([2]);

    // A revision written without a notice (as if lost with a connection): the periodic check finds it.
    await testDb.db.$executeRaw`
      INSERT INTO "site_facts_revisions" ("revision", "document", "published_by", "summary")
      VALUES (3, ${JSON.stringify(SHIPPED_FACTS)}::jsonb, 'test', 'no notice')`;
    await expect.poll(() => checking.current().revision, { timeout: 3_000, interval: 20 }).toBe(3);
    expect(notified.current().revision).toBe(2);
  });
});
