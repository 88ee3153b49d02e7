import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { cliActor } from "#server/audit/actor";
import { buildApp } from "#server/app";
import { builtInProvider } from "#server/chat/built-in-provider";
import { type FactsInForce, followPublishedFacts } from "#server/facts/facts-in-force";
import { publishFacts, writeFirstRevisionIfEmpty } from "#server/facts/site-facts-store";
import { DEFAULT_SITE_FACTS } from "#shared/facts/default-site-facts";
import { createTestDatabase, type TestDatabase } from "../support/test-database";

let testDb: TestDatabase;
let facts: FactsInForce;
let app: FastifyInstance;
let session = 0;

const quiet = { warn: () => undefined, error: () => undefined };

beforeAll(async () => {
  testDb = await createTestDatabase();
  await writeFirstRevisionIfEmpty(testDb.db);
  facts = await followPublishedFacts(testDb.db, testDb.url, quiet);
  app = await buildApp({
    config: { logLevel: "silent", clientDistDir: "/nonexistent-client-build", rateLimits: false },
    services: { db: testDb.db, dove: builtInProvider, facts },
    logger: false,
  });
});
afterAll(async () => {
  await app.close();
  await facts.close();
  await testDb.drop();
});

async function ask(message: string): Promise<string> {
  const res = await app.inject({
    method: "POST",
    url: "/api/chat/message",
    payload: { message, conversationId: null, sessionId: `facts-${++session}` },
  });
  expect(res.statusCode).toBe(200);
  return res.json<{ response: string }>().response;
}

const QUESTIONS = ["Who am I talking to, a real person?", "How much do you charge?", "Can I cancel a visit?"];

describe("Dove after a publish", () => {
  it("answers the next turn from the newly published name, phone, price and notice, never the old ones", async () => {
    const before = (await Promise.all(QUESTIONS.map(ask))).join("\n");
    const old = DEFAULT_SITE_FACTS;
    const oldRate = `$${(old.services.deep.hourlyRate ?? 0) / 100}/hour`;
    expect(before).toContain(old.business.phone.display);
    expect(before).toContain(oldRate);

    const edited = structuredClone(DEFAULT_SITE_FACTS);
    edited.business.name = "Kestrel Cleaning Co";
    edited.business.phone = { display: "(720) 555-0199", href: "tel:+17205550199" };
    edited.services.deep.hourlyRate = 7700;
    edited.services.moveout.hourlyRate = 7700;
    edited.policies.cancellationNoticeHours = 12;
    await publishFacts(testDb.db, { document: edited, baseRevision: 1, summary: "Rename", actor: cliActor() });
    await facts.refresh();
    expect(facts.current().revision).toBe(2);

    const after = (await Promise.all(QUESTIONS.map(ask))).join("\n");
    for (const fresh of ["Kestrel Cleaning Co", "(720) 555-0199", "$77/hour", "12 hours"])
      expect(after).toContain(fresh);
    for (const stale of [
      old.business.name,
      old.business.phone.display,
      oldRate,
      `${old.policies.cancellationNoticeHours} hours`,
    ])
      expect(after).not.toContain(stale);
  });
});
