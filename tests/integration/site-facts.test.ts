import { mkdtemp, readFile, rm, writeFile } from "node:fs/promises";
import { tmpdir, userInfo } from "node:os";
import path from "node:path";
import pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { cliActor } from "#server/audit/actor";
import { createDb } from "#server/db/client";
import { DomainError } from "#server/errors";
import {
  listRevisions,
  publishFacts,
  readPublishedFacts,
  SITE_FACTS_CHANNEL,
  writeFirstRevisionIfEmpty,
} from "#server/facts/site-facts-store";
import { DEFAULT_SITE_FACTS } from "#shared/facts/default-site-facts";
import { upgradeFactsDocument } from "#shared/facts/document-upgrades";
import type { SiteFacts } from "#shared/facts/site-facts-schema";
import revisionOne from "../fixtures/site-facts-r1.json";
import { contentCli } from "../support/content-cli";
import { startServerProcess, stopServerProcess } from "../support/server-process";
import { createTestDatabase, type TestDatabase } from "../support/test-database";
import { waitFor } from "../support/wait-for";

const copy = (): SiteFacts => structuredClone(DEFAULT_SITE_FACTS);

async function rejection(promise: Promise<unknown>): Promise<DomainError> {
  const error = await promise.then(
    () => null,
    (thrown: unknown) => thrown,
  );
  if (!(error instanceof DomainError)) throw new Error(`expected a DomainError, got ${String(error)}`);
  return error;
}

describe("the first revision", () => {
  let testDb: TestDatabase;
  beforeAll(async () => {
    testDb = await createTestDatabase();
  });
  afterAll(() => testDb.drop());

  it("is written exactly once by instances starting together, and never over a published one", async () => {
    // Each "instance" has its own connection pool, as two server processes would.
    const instances = Array.from({ length: 4 }, () => createDb(testDb.url, 2));
    try {
      const written = await Promise.all(instances.map((db) => writeFirstRevisionIfEmpty(db)));
      expect(written.filter(Boolean)).toHaveLength(1);
    } finally {
      await Promise.all(instances.map((db) => db.$disconnect()));
    }
    const first = await readPublishedFacts(testDb.db);
    expect(first).toMatchObject({ revision: 1, publishedBy: "system", facts: DEFAULT_SITE_FACTS });
    expect(await listRevisions(testDb.db)).toHaveLength(1);

    const edited = copy();
    edited.business.phone = { display: "(303) 555-0199", href: "tel:+13035550199" };
    await publishFacts(testDb.db, { document: edited, baseRevision: 1, summary: "New phone", actor: cliActor() });
    expect(await writeFirstRevisionIfEmpty(testDb.db)).toBe(false);
    const current = await readPublishedFacts(testDb.db);
    expect(current?.revision).toBe(2);
    expect(current?.facts.business.phone.display).toBe("(303) 555-0199");
  });
});

describe("a revision stored before the document's shape changed", () => {
  let testDb: TestDatabase;
  beforeAll(async () => {
    testDb = await createTestDatabase();
  });
  afterAll(() => testDb.drop());

  it("reads in today's shape, with the owner's figures and the shipped copy's tokens", async () => {
    const r1 = JSON.parse(await readFile(new URL("../fixtures/site-facts-r1.json", import.meta.url), "utf8")) as {
      business: { name: string };
      terms: { payment: { lateFeePercent: number } };
    };
    r1.business.name = "Robin Home Cleaning";
    r1.terms.payment.lateFeePercent = 9;
    await testDb.db.$executeRaw`
      INSERT INTO "site_facts_revisions" ("revision", "document", "published_by", "summary")
      VALUES (1, ${JSON.stringify(r1)}::jsonb, 'system', 'Stored by yesterday''s code')`;
    const facts = (await readPublishedFacts(testDb.db))?.facts;
    expect(facts?.business.booking.mode).toBe("site");
    expect(facts?.terms).not.toHaveProperty("payment");
    expect(facts?.paymentTerms.lateFeePercent).toBe(9);
    expect(facts?.paymentTerms.suspensionAfterDaysOverdue).toBe(
      DEFAULT_SITE_FACTS.paymentTerms.suspensionAfterDaysOverdue,
    );
    // The renamed business's shipped copy now quotes the name by token, so it shows the new one.
    expect(facts?.faqs.find((group) => group.key === "business")?.title).toBe("About {{business.name}}");
  });
});

describe("server starts", () => {
  let testDb: TestDatabase;
  beforeAll(async () => {
    testDb = await createTestDatabase();
  });
  afterAll(() => testDb.drop());

  it("two instances starting together write one first revision, and a restart keeps what was published", async () => {
    const servers = await Promise.all([
      startServerProcess({ DATABASE_URL: testDb.url }),
      startServerProcess({ DATABASE_URL: testDb.url }),
    ]);
    try {
      expect(await listRevisions(testDb.db)).toEqual([expect.objectContaining({ revision: 1, publishedBy: "system" })]);
      const edited = copy();
      edited.business.name = "Robin Home Cleaning";
      await publishFacts(testDb.db, { document: edited, baseRevision: 1, summary: "Rename", actor: cliActor() });
    } finally {
      expect(await Promise.all(servers.map((server) => stopServerProcess(server)))).toEqual([0, 0]);
    }
    const restarted = await startServerProcess({ DATABASE_URL: testDb.url });
    try {
      expect((await listRevisions(testDb.db)).map((row) => row.revision)).toEqual([2, 1]);
      expect((await readPublishedFacts(testDb.db))?.facts.business.name).toBe("Robin Home Cleaning");
    } finally {
      await stopServerProcess(restarted);
    }
  }, 120_000);
});

describe("publishing", () => {
  let testDb: TestDatabase;
  let listener: pg.Client;
  const notices: string[] = [];
  beforeAll(async () => {
    testDb = await createTestDatabase();
    await writeFirstRevisionIfEmpty(testDb.db);
    listener = new pg.Client({ connectionString: testDb.url });
    await listener.connect();
    listener.on("notification", (message) => {
      if (message.channel === SITE_FACTS_CHANNEL) notices.push(message.payload ?? "");
    });
    await listener.query(`LISTEN ${SITE_FACTS_CHANNEL}`);
  });
  afterAll(async () => {
    await listener.end();
    await testDb.drop();
  });

  it("adds base + 1, audits it and notifies listeners once it commits", async () => {
    const edited = copy();
    edited.services.standard.basePrice = 13500;
    const actor = { label: "pat@example.com", ownerAccountId: "6f1c1a6e-8a53-4d0b-9a57-0d6b3e7a1c01" };
    expect(await publishFacts(testDb.db, { document: edited, baseRevision: 1, summary: "Price", actor })).toEqual({
      revision: 2,
    });
    await waitFor(() => notices.includes("2"), 5_000, "the NOTIFY of revision 2");
    const current = await readPublishedFacts(testDb.db);
    expect(current).toMatchObject({ revision: 2, publishedBy: actor.ownerAccountId, summary: "Price" });
    expect(current?.facts.services.standard.basePrice).toBe(13500);
    const audit = await testDb.db.auditEntry.findMany({ where: { action: "facts.publish" } });
    expect(audit).toEqual([
      expect.objectContaining({
        actor: "pat@example.com",
        ownerAccountId: actor.ownerAccountId,
        records: [{ kind: "site_facts_revision", id: "2" }],
      }),
    ]);
  });

  it("refuses a stale base with a 409 saying it changed meanwhile, publishing and notifying nothing", async () => {
    const before = notices.length;
    const error = await rejection(
      publishFacts(testDb.db, { document: copy(), baseRevision: 1, summary: "Old", actor: cliActor() }),
    );
    expect(error.status).toBe(409);
    expect(error.message).toMatch(/changed meanwhile: revision 2 is now published, not 1/);
    expect(error.extras.details).toEqual({ reason: "changed_meanwhile", currentRevision: 2 });
    expect(await listRevisions(testDb.db)).toHaveLength(2);
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(notices).toHaveLength(before);
  });

  it("lets exactly one of two publishers from the same base win", async () => {
    const results = await Promise.allSettled(
      ["A", "B"].map((summary) => {
        const edited = copy();
        edited.business.tagline = `Tagline ${summary}`;
        return publishFacts(testDb.db, { document: edited, baseRevision: 2, summary, actor: cliActor() });
      }),
    );
    expect(results.map((result) => result.status).sort()).toEqual(["fulfilled", "rejected"]);
    const refused = results.find((result) => result.status === "rejected");
    expect((refused?.reason as DomainError).status).toBe(409);
    expect((await readPublishedFacts(testDb.db))?.revision).toBe(3);
  });

  it("refuses an invalid document with each problem under its field path, writing nothing", async () => {
    const broken = copy();
    broken.sizeTiers[1]!.price = -1;
    (broken.business as { email: string }).email = "not an email";
    const error = await rejection(
      publishFacts(testDb.db, { document: broken, baseRevision: 3, summary: "Broken", actor: cliActor() }),
    );
    expect(error.status).toBe(400);
    expect(error.extras.fields).toEqual({
      "business.email": "Email must be an email address",
      "sizeTiers.1.price": "Tier price cannot be negative",
    });
    expect(await listRevisions(testDb.db)).toHaveLength(3);
  });
});

describe("npm run content", () => {
  let testDb: TestDatabase;
  let folder: string;
  const content = (...args: string[]) => contentCli(testDb.url, ...args);
  beforeAll(async () => {
    testDb = await createTestDatabase();
    folder = await mkdtemp(path.join(tmpdir(), "site-facts-"));
  });
  afterAll(async () => {
    await rm(folder, { recursive: true, force: true });
    await testDb.drop();
  });

  it("exports, previews, publishes and lists a change as the CLI user", async () => {
    const exported = await content("export");
    expect(exported.code).toBe(0);
    const file = JSON.parse(exported.stdout) as { $schema: string; basedOnRevision: number; facts: SiteFacts };
    // No reviews or posts on this database (never seeded); the review desk's and the posts' tests cover them.
    expect(file).toEqual({
      $schema: "./docs/site-facts.schema.json",
      basedOnRevision: 1,
      facts: DEFAULT_SITE_FACTS,
      reviews: [],
      posts: [],
    });

    file.facts.business.name = "Robin Home Cleaning";
    file.facts.addOns.oven.price = 7000;
    const site = path.join(folder, "site.json");
    await writeFile(site, JSON.stringify(file, null, 2));

    const preview = await content("publish", site, "--dry-run");
    expect(preview).toMatchObject({ code: 0, stderr: "" });
    expect(preview.stdout).toContain('business.name: "Bluebird Home Cleaning" -> "Robin Home Cleaning"');
    expect(preview.stdout).toContain("addOns.oven.price: 6500 -> 7000");
    expect(preview.stdout).toContain("Dry run: nothing was published.");
    expect(await listRevisions(testDb.db)).toHaveLength(1);

    const published = await content("publish", site, "--summary", "Rename and oven price");
    expect(published).toMatchObject({ code: 0, stderr: "" });
    expect(published.stdout).toContain("2 change(s) from revision 1:");
    expect(published.stdout).toContain("Published revision 2.");
    const current = await readPublishedFacts(testDb.db);
    expect(current).toMatchObject({ revision: 2, publishedBy: `cli:${userInfo().username}` });
    expect(current?.facts).toEqual(file.facts);

    const again = await content("export");
    expect(JSON.parse(again.stdout)).toEqual({ ...file, basedOnRevision: 2 });
    const unchanged = await content("publish", site);
    expect(unchanged.stdout).toContain("Nothing to publish");

    // The file still says it was exported from revision 1: a stale export is refused rather than
    // silently overwriting revision 2.
    file.facts.business.tagline = "Another tagline";
    await writeFile(site, JSON.stringify(file));
    const stale = await content("publish", site);
    expect(stale.code).toBe(1);
    expect(stale.stderr).toMatch(/changed meanwhile: revision 2 is now published, not 1/);

    const history = await content("history");
    expect(history.code).toBe(0);
    const lines = history.stdout.trimEnd().split("\n");
    expect(lines).toHaveLength(2);
    expect(lines[0]).toMatch(new RegExp(`^\\s+2  \\S+Z  cli:${userInfo().username}  Rename and oven price$`));
    expect(lines[1]).toMatch(/^\s+1 {2}\S+Z {2}system {2}The facts as the code shipped them$/);
    // Seven tsx processes: over 30 s on a loaded machine (the other CLI tests get 120 s too).
  }, 120_000);

  it("refuses a bad file with exit 1, naming each field path, and publishes nothing", async () => {
    const exported = JSON.parse((await content("export")).stdout) as { facts: SiteFacts };
    exported.facts.sizeTiers[0]!.price = 120.5;
    (exported.facts.services.garage as Record<string, unknown>).priceTyp = "flat_rate";
    const site = path.join(folder, "bad.json");
    await writeFile(site, JSON.stringify(exported));
    const before = await listRevisions(testDb.db);

    const refused = await content("publish", site);
    expect(refused.code).toBe(1);
    expect(refused.stdout).toBe("");
    expect(refused.stderr).toContain(`${site} has 2 problem(s); nothing was published:`);
    expect(refused.stderr).toContain("facts.services.garage: Unrecognized key");
    expect(refused.stderr).toContain(
      "facts.sizeTiers[0].price: Tier price must be a whole number of cents (12345 is $123.45)",
    );

    await writeFile(site, "{ not json");
    const unparsable = await content("publish", site);
    expect(unparsable.code).toBe(1);
    expect(unparsable.stderr).toContain("it is not valid JSON");
    expect(await listRevisions(testDb.db)).toEqual(before);
  }, 120_000);
});

describe("a document of an older shape", () => {
  let testDb: TestDatabase;
  let folder: string;
  beforeAll(async () => {
    testDb = await createTestDatabase();
    folder = await mkdtemp(path.join(tmpdir(), "site-facts-old-"));
  });
  afterAll(async () => {
    await rm(folder, { recursive: true, force: true });
    await testDb.drop();
  });

  it("is read upgraded from the database, and published upgraded from a file", async () => {
    // Revision 1 as an older release stored it, with the pricing facts it repeated.
    await testDb.db.$executeRaw`
      INSERT INTO "site_facts_revisions" ("revision", "document", "published_by", "summary")
      VALUES (1, ${JSON.stringify(revisionOne)}::jsonb, 'system', 'The facts as the code shipped them')`;
    expect((await readPublishedFacts(testDb.db))?.facts).toEqual(DEFAULT_SITE_FACTS);

    const old = structuredClone(revisionOne);
    old.coverage.travelFee = 1_500;
    old.extraServices.closetOrganization.hourlyRate = 7_000;
    const site = path.join(folder, "site.json");
    await writeFile(site, JSON.stringify({ basedOnRevision: 1, facts: old }));
    const published = await contentCli(testDb.url, "publish", site);
    expect(published).toMatchObject({ code: 0, stderr: "" });
    expect(published.stdout).toContain("2 change(s) from revision 1:");
    const current = await readPublishedFacts(testDb.db);
    expect(current?.revision).toBe(2);
    expect(current?.facts).toEqual(upgradeFactsDocument(old));
    expect(current?.facts.coverage.travelFee).toBe(1_500);
    expect(current?.facts.extraServices.closetOrganization.hourlyRate).toBe(7_000);
  });
});
