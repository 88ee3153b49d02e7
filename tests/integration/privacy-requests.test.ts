import type { FastifyInstance } from "fastify";
import pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { PRIVACY_POLICY } from "#shared/business/policies";
import { phonePattern, PrivacyIdentifierSchema } from "#shared/privacy/identifier";
import { addDays } from "#shared/time/utc-days";
import { createDb } from "#server/db/client";
import { identifierHash } from "#server/privacy/identifier-hash";
import type { PersonLookup } from "#server/privacy/privacy-actions";
import type { PersonalDataExport } from "#server/privacy/personal-data-export";
import type { PrivacyRequestView } from "#server/privacy/privacy-requests";
import { SITE_ORIGIN, createTestOwner, signedInClient, testAdminAuth } from "../support/admin-session";
import { findInEveryTable, scannedColumnCount } from "../support/database-scan";
import { seedBystander, seedPerson, type SeededPerson } from "../support/privacy-fixtures";
import { buildTestApp } from "../support/test-app";
import { createTestDatabase, type TestDatabase } from "../support/test-database";
import { trpcData } from "../support/trpc-data";

let testDb: TestDatabase;
let app: FastifyInstance;
let client: Awaited<ReturnType<typeof signedInClient>>;

beforeAll(async () => {
  testDb = await createTestDatabase();
  await createTestOwner(testDb.db);
  app = await buildTestApp(testDb.db, { admin: testAdminAuth() });
  client = await signedInClient(app);
});
afterAll(async () => {
  await app.close();
  await testDb.drop();
});

const lookup = async (identifier: string) =>
  trpcData<PersonLookup>(await client.mutate("admin.privacy.lookup", { identifier }));
const sorted = (values: string[]) => [...values].sort();

describe("finding what is stored about a person", () => {
  let person: SeededPerson;
  beforeAll(async () => {
    person = await seedPerson(testDb.db, "find");
    await seedBystander(testDb.db, "find");
  });

  it("by email: messages carrying it (any case) or mentioning it, chats where the visitor typed it, bookings made with it, their estimates", async () => {
    const { data } = await lookup(` ${person.email.toUpperCase()} `);
    const [byEmail, , mention] = person.contactIds;
    expect(sorted(data.contactMessages.map((m) => m.id))).toEqual(sorted([byEmail ?? "", mention ?? ""]));
    expect(data.contactMessages.find((m) => m.id === byEmail)?.matchedBy).toBe("field");
    expect(data.contactMessages.find((m) => m.id === mention)?.matchedBy).toBe("text");
    expect(data.chatConversations.map((c) => c.id)).toEqual([person.conversationIds[0]]);
    expect(data.estimates.map((e) => e.reference)).toEqual([person.estimateReferences[0]]);
    expect(data.bookings.map((b) => b.reference)).toEqual([person.bookingReferences[0]]);
  });

  it("by phone, whatever its formatting: the phone field's digits (messages, bookings) and the number typed in a chat", async () => {
    for (const spelling of [person.phone, person.phone.replace(/\D/g, ""), `+1 ${person.phone}`]) {
      const { data } = await lookup(spelling);
      expect(data.contactMessages.map((m) => [m.id, m.matchedBy])).toEqual([[person.contactIds[1], "field"]]);
      expect(data.chatConversations.map((c) => c.id)).toEqual([person.conversationIds[1]]);
      expect(data.estimates.map((e) => e.reference)).toEqual([person.estimateReferences[1]]);
      expect(data.bookings.map((b) => b.reference)).toEqual([person.bookingReferences[1]]);
    }
  });

  it("refuses what is neither an email address nor a phone number, naming the field", async () => {
    const response = await client.mutate("admin.privacy.lookup", { identifier: "not a person" });
    expect(response.statusCode).toBe(400);
    expect(response.json().error.data.fields).toEqual({
      identifier: "Enter an email address, or a phone number of 7 to 15 digits",
    });
  });
});

describe("the JSON export (portability)", () => {
  it("holds every stored field of every record about the person and nothing about anyone else", async () => {
    const person = await seedPerson(testDb.db, "export");
    const bystander = await seedBystander(testDb.db, "export");
    const document = trpcData<PersonalDataExport>(
      await client.mutate("admin.privacy.export", { identifier: person.email }),
    );
    expect(document.format).toBe("personal-data-export/1");
    expect(document.about).toEqual({ email: person.email });

    const contacts = await testDb.db.contactMessage.findMany({
      where: { id: { in: [person.contactIds[0] ?? "", person.contactIds[2] ?? ""] } },
      include: { estimate: true },
    });
    expect(document.contactMessages).toHaveLength(2);
    for (const row of contacts) {
      expect(document.contactMessages).toContainEqual({
        id: row.id,
        receivedAt: row.createdAt.toISOString(),
        name: row.name,
        email: row.email,
        phone: row.phone,
        address: row.address,
        subject: row.subject,
        message: row.message,
        handledAt: null,
        isSpam: false,
        spamReason: null,
        estimateReference: row.estimate?.reference ?? null,
        matchedBy: row.id === person.contactIds[0] ? "field" : "text",
        replies: [],
      });
    }
    const chat = await testDb.db.chatConversation.findUniqueOrThrow({
      where: { id: person.conversationIds[0] },
      include: { messages: { orderBy: { id: "asc" } } },
    });
    expect(document.chatConversations).toEqual([
      {
        id: chat.id,
        sessionId: chat.sessionId,
        startedAt: chat.createdAt.toISOString(),
        lastActivityAt: chat.updatedAt.toISOString(),
        messages: chat.messages.map((m) => ({
          role: m.role === "user" ? "visitor" : "dove",
          text: m.content,
          at: m.createdAt.toISOString(),
        })),
        estimateReferences: [],
        replies: [],
      },
    ]);
    const estimate = await testDb.db.estimate.findUniqueOrThrow({ where: { reference: person.estimateReferences[0] } });
    expect(document.estimates).toEqual([
      {
        reference: estimate.reference,
        savedAt: estimate.createdAt.toISOString(),
        source: estimate.source,
        input: estimate.input,
        lowCents: estimate.lowCents,
        highCents: estimate.highCents,
        totalCents: estimate.totalCents,
        breakdown: estimate.breakdown,
      },
    ]);
    const booking = await testDb.db.booking.findUniqueOrThrow({ where: { reference: person.bookingReferences[0] } });
    expect(document.bookings).toEqual([
      {
        id: booking.id,
        reference: booking.reference,
        status: booking.status,
        startsAt: booking.startsAt.toISOString(),
        endsAt: booking.endsAt.toISOString(),
        name: booking.name,
        email: booking.email,
        phone: booking.phone,
        address: { street: booking.street, city: booking.city, zip: booking.zip },
        notes: null,
        service: null,
        outsideServiceArea: false,
        estimateReference: null,
        bookedAt: booking.createdAt.toISOString(),
      },
    ]);
    const text = JSON.stringify(document);
    for (const id of Object.values(bystander)) expect(text).not.toContain(id);
    expect(text).not.toContain("bystander");
  });
});

describe("correcting a field", () => {
  it("changes one field of one of the person's messages, validated as the contact form validates it", async () => {
    const person = await seedPerson(testDb.db, "correct");
    const contactId = person.contactIds[0];
    const correct = (correction: object, id = contactId) =>
      client.mutate("admin.privacy.correct", { identifier: person.email, contactId: id, correction });

    trpcData(await correct({ field: "phone", value: "303-555-0199" }));
    trpcData(await correct({ field: "address", value: "" }));
    const row = await testDb.db.contactMessage.findUniqueOrThrow({ where: { id: contactId } });
    expect([row.phone, row.address]).toEqual(["303-555-0199", null]);

    const bad = await correct({ field: "email", value: "not-an-email" });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error.data.fields).toEqual({ "correction.value": "Please enter a valid email address" });
    expect((await correct({ field: "message", value: "rewritten" })).statusCode).toBe(400);

    // A message that is not the person's is not theirs to correct.
    const other = await seedBystander(testDb.db, "correct");
    expect((await correct({ field: "name", value: "Someone Else" }, other.contactId)).statusCode).toBe(404);
    expect((await testDb.db.contactMessage.findUniqueOrThrow({ where: { id: other.contactId } })).name).toBe(
      "Bystander correct",
    );
  });
});

describe("request records", () => {
  it("keep kind, received, due 45 days later (90 once extended) and done, with a hash instead of the address", async () => {
    const email = "requester@private.example";
    const record = (kind: string, receivedOn: string, identifier = email) =>
      client.mutate("admin.privacy.requests.record", { identifier, kind, receivedOn });
    const deletion = trpcData<PrivacyRequestView>(await record("deletion", "2026-11-01"));
    expect(deletion).toMatchObject({
      kind: "deletion",
      identifierKind: "email",
      receivedOn: "2026-11-01",
      dueOn: addDays("2026-11-01", PRIVACY_POLICY.responseDays),
      extended: false,
      doneAt: null,
    });
    const access = trpcData<PrivacyRequestView>(await record("access", "2026-10-20", "720 555 0111"));
    expect(access.identifierKind).toBe("phone");

    const open = async () => trpcData<PrivacyRequestView[]>(await client.query("admin.privacy.requests.open"));
    expect((await open()).map((r) => r.id)).toEqual([access.id, deletion.id]);

    const extended = trpcData<PrivacyRequestView>(
      await client.mutate("admin.privacy.requests.extend", { id: access.id }),
    );
    expect(extended).toMatchObject({
      extended: true,
      dueOn: addDays("2026-10-20", PRIVACY_POLICY.extendedResponseDays),
    });
    expect((await open()).map((r) => r.id)).toEqual([deletion.id, access.id]);

    const stored = await testDb.db.privacyRequest.findUniqueOrThrow({ where: { id: deletion.id } });
    expect(stored.identifierHash).toMatch(/^[0-9a-f]{64}$/);
    expect(await findInEveryTable(testDb.url, { contains: email })).toEqual([]);
    expect(await findInEveryTable(testDb.url, { matches: phonePattern("7205550111") })).toEqual([]);

    // Typing the address again finds its requests; deleting its data answers the deletion request.
    expect((await lookup(email)).requests.map((r) => r.id)).toEqual([deletion.id]);
    trpcData(await client.mutate("admin.privacy.delete", { identifier: email, confirm: true }));
    expect((await open()).map((r) => r.id)).toEqual([access.id]);
    trpcData(await client.mutate("admin.privacy.requests.complete", { id: access.id }));
    expect(await open()).toEqual([]);
    expect((await client.mutate("admin.privacy.requests.complete", { id: access.id })).statusCode).toBe(404);

    expect(
      (await record("deletion", addDays(new Date().toISOString().slice(0, 10), 3))).json().error.data.fields,
    ).toEqual({ receivedOn: "The request cannot have arrived in the future" });
    expect((await record("forget-me", "2026-11-01")).statusCode).toBe(400);
  });

  it("hash alike on every instance: one salt, created once in Postgres, shared by every connection", async () => {
    const fresh = await createTestDatabase();
    const instances = [createDb(fresh.url, 2), createDb(fresh.url, 2)];
    try {
      const identifier = PrivacyIdentifierSchema.parse("Same.Person@private.example");
      const hashes = await Promise.all([...instances, ...instances].map((db) => identifierHash(db, identifier)));
      expect(new Set(hashes).size).toBe(1);
      expect(await fresh.db.identifierHashSalt.count()).toBe(1);
      expect(await identifierHash(fresh.db, PrivacyIdentifierSchema.parse("other@private.example"))).not.toBe(
        hashes[0],
      );

      // Another database has another salt: the same address hashes differently there.
      expect(await identifierHash(testDb.db, identifier)).not.toBe(hashes[0]);
    } finally {
      await Promise.all(instances.map((db) => db.$disconnect()));
      await fresh.drop();
    }
  });
});

describe("deleting everything about a person", () => {
  it("needs confirm: true", async () => {
    const response = await client.mutate("admin.privacy.delete", { identifier: "nobody@private.example" });
    expect(response.statusCode).toBe(400);
    expect(Object.keys(response.json().error.data.fields)).toEqual(["confirm"]);
  });

  it("leaves no trace of the address in any column of any table of any schema, and everyone else's data alone", async () => {
    const person = await seedPerson(testDb.db, "erase");
    const bystander = await seedBystander(testDb.db, "erase");
    // The person's requests, lookups and exports leave entries behind too: none may hold the address.
    trpcData(
      await client.mutate("admin.privacy.requests.record", {
        identifier: person.email,
        kind: "deletion",
        receivedOn: "2026-11-20",
      }),
    );
    trpcData(await client.mutate("admin.privacy.export", { identifier: person.phone }));
    expect(await findInEveryTable(testDb.url, { contains: person.email })).not.toEqual([]);

    const byEmail = trpcData<Record<string, number>>(
      await client.mutate("admin.privacy.delete", { identifier: person.email, confirm: true }),
    );
    expect(byEmail).toEqual({ contactMessages: 2, chatConversations: 1, chatMessages: 2, estimates: 1, bookings: 1 });
    const byPhone = trpcData<Record<string, number>>(
      await client.mutate("admin.privacy.delete", { identifier: person.phone, confirm: true }),
    );
    expect(byPhone).toEqual({ contactMessages: 1, chatConversations: 1, chatMessages: 1, estimates: 1, bookings: 1 });

    expect(await findInEveryTable(testDb.url, { contains: person.email })).toEqual([]);
    expect(await findInEveryTable(testDb.url, { matches: phonePattern(person.phone.replace(/\D/g, "")) })).toEqual([]);
    expect(await testDb.db.contactMessage.count({ where: { id: { in: person.contactIds } } })).toBe(0);
    expect(await testDb.db.chatMessage.count({ where: { conversationId: { in: person.conversationIds } } })).toBe(0);
    expect(await testDb.db.estimate.count({ where: { reference: { in: person.estimateReferences } } })).toBe(0);
    expect(await testDb.db.booking.count({ where: { reference: { in: person.bookingReferences } } })).toBe(0);
    expect(await testDb.db.contactMessage.findUnique({ where: { id: bystander.contactId } })).not.toBeNull();
    expect(await testDb.db.chatConversation.findUnique({ where: { id: bystander.conversationId } })).not.toBeNull();
    expect(await testDb.db.estimate.findUnique({ where: { id: bystander.estimateId } })).not.toBeNull();
  });

  it("is checked by a scan that reads every schema and every text, json and array column", async () => {
    expect(await scannedColumnCount(testDb.url)).toBeGreaterThan(30);
    const client = new pg.Client({ connectionString: testDb.url });
    await client.connect();
    try {
      await client.query(
        `CREATE SCHEMA "scan_probe"; CREATE TABLE "scan_probe"."jobs" (a TEXT, b VARCHAR(200), c JSONB, d JSON, e TEXT[])`,
      );
      const needle = "probe.person@private.example";
      const values = ["x", "x", "{}", "{}", "{}"];
      for (const [index, column] of ["a", "b", "c", "d", "e"].entries()) {
        const planted = [...values];
        planted[index] =
          index === 2 || index === 3
            ? JSON.stringify({ payload: { to: needle } })
            : index === 4
              ? `{"${needle}"}`
              : `send to ${needle}`;
        await client.query(`INSERT INTO "scan_probe"."jobs" VALUES ($1, $2, $3, $4, $5)`, planted);
        expect(await findInEveryTable(testDb.url, { contains: needle.toUpperCase() })).toEqual([
          { column: `scan_probe.jobs.${column}`, rows: 1 },
        ]);
        await client.query(`DELETE FROM "scan_probe"."jobs"`);
      }
    } finally {
      await client.query(`DROP SCHEMA IF EXISTS "scan_probe" CASCADE`);
      await client.end();
    }
  });
});

describe("the privacy procedures", () => {
  it("need a signed-in owner, and changes need this site's Origin", async () => {
    for (const procedure of [
      "lookup",
      "export",
      "delete",
      "correct",
      "requests.record",
      "requests.extend",
      "requests.complete",
    ]) {
      const anonymous = await app.inject({
        method: "POST",
        url: `/trpc/admin.privacy.${procedure}`,
        headers: { origin: SITE_ORIGIN },
        payload: { identifier: "a@b.example" },
      });
      expect(anonymous.statusCode, procedure).toBe(401);
      const foreign = await client.mutate(
        `admin.privacy.${procedure}`,
        { identifier: "a@b.example" },
        { origin: "https://evil.example" },
      );
      expect(foreign.statusCode, procedure).toBe(403);
    }
    for (const procedure of ["requests.open", "audit"]) {
      expect((await app.inject({ method: "GET", url: `/trpc/admin.privacy.${procedure}` })).statusCode, procedure).toBe(
        401,
      );
    }
  });
});
