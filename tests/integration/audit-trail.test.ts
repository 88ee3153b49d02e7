import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { AuditEntryView } from "#server/audit/audit-queries";
import type { PersonLookup } from "#server/privacy/privacy-actions";
import type { PrivacyRequestView } from "#server/privacy/privacy-requests";
import { ADMIN_TEST_EMAIL, createTestOwner, signedInClient, testAdminAuth } from "../support/admin-session";
import { findInEveryTable } from "../support/database-scan";
import { seedPerson, type SeededPerson } from "../support/privacy-fixtures";
import { buildTestApp } from "../support/test-app";
import { createTestDatabase, type TestDatabase } from "../support/test-database";
import { trpcData } from "../support/trpc-data";

let testDb: TestDatabase;
let app: FastifyInstance;
let client: Awaited<ReturnType<typeof signedInClient>>;
let owner: { id: string };
let person: SeededPerson;

beforeAll(async () => {
  testDb = await createTestDatabase();
  owner = (await createTestOwner(testDb.db)).owner;
  app = await buildTestApp(testDb.db, { admin: testAdminAuth() });
  client = await signedInClient(app);
  person = await seedPerson(testDb.db, "audit");
});
afterAll(async () => {
  await app.close();
  await testDb.drop();
});

type AuditPage = { items: AuditEntryView[]; total: number; actors: string[] };
const auditList = async (filter: object = {}) => trpcData<AuditPage>(await client.query("admin.privacy.audit", filter));
/** The newest entry, which the action just taken must have written. */
async function lastEntry(): Promise<AuditEntryView> {
  const { items } = await auditList();
  if (!items[0]) throw new Error("no audit entry");
  return items[0];
}

describe("the audit trail", () => {
  it("records each inbox and privacy action with who, when and which records, by id only", async () => {
    const [contactId = "", , mentionId = ""] = person.contactIds;
    const [chatId = ""] = person.conversationIds;
    const [estimateReference = ""] = person.estimateReferences;
    const started = Date.now();
    const expectEntry = async (
      action: string,
      records: { kind: string; id: string }[],
      detail: object | null = null,
    ) => {
      const entry = await lastEntry();
      expect(entry).toMatchObject({ action, actor: ADMIN_TEST_EMAIL, ownerAccountId: owner.id, detail });
      expect(sortRecords(entry.records)).toEqual(sortRecords(records));
      expect(Date.parse(entry.at)).toBeGreaterThanOrEqual(started - 1000);
    };

    // Signing in (in beforeAll) left its entry, naming the session.
    const signIns = (await auditList({ action: "owner.sign-in" })).items;
    expect(signIns).toHaveLength(1);
    expect(signIns[0]).toMatchObject({
      actor: ADMIN_TEST_EMAIL,
      ownerAccountId: owner.id,
      records: [{ kind: "owner_session", id: expect.any(String) }],
    });

    trpcData(await client.query("admin.contacts.get", { id: contactId }));
    await expectEntry("contact.open", [{ kind: "contact_message", id: contactId }]);
    trpcData(await client.query("admin.chats.get", { id: chatId }));
    await expectEntry("chat.open", [{ kind: "chat_conversation", id: chatId }]);
    trpcData(await client.query("admin.estimates.get", { reference: estimateReference }));
    await expectEntry("estimate.open", [{ kind: "estimate", id: estimateReference }]);
    const { id: bookingId } = await testDb.db.booking.findUniqueOrThrow({
      where: { reference: person.bookingReferences[0] },
      select: { id: true },
    });
    trpcData(await client.query("admin.bookings.byId", { id: bookingId }));
    await expectEntry("booking.open", [{ kind: "booking", id: bookingId }]);
    trpcData(await client.mutate("admin.contacts.setHandled", { id: contactId, handled: true }));
    await expectEntry("contact.mark-handled", [{ kind: "contact_message", id: contactId }], { handled: true });

    const csv = await client.get(`/api/admin/contacts.csv?search=${encodeURIComponent(person.email)}`);
    expect(csv.statusCode).toBe(200);
    await expectEntry(
      "contacts.export-csv",
      [
        { kind: "contact_message", id: contactId },
        { kind: "contact_message", id: mentionId },
      ],
      { count: 2, status: "all", includeSpam: false, searched: true },
    );

    const data = [
      { kind: "contact_message", id: contactId },
      { kind: "contact_message", id: mentionId },
      { kind: "chat_conversation", id: chatId },
      { kind: "estimate", id: estimateReference },
      { kind: "booking", id: bookingId },
    ];
    trpcData<PersonLookup>(await client.mutate("admin.privacy.lookup", { identifier: person.email }));
    await expectEntry("privacy.lookup", data, { identifierKind: "email" });

    const request = trpcData<PrivacyRequestView>(
      await client.mutate("admin.privacy.requests.record", {
        identifier: person.email,
        kind: "portability",
        receivedOn: "2026-11-20",
      }),
    );
    const requestRecord = { kind: "privacy_request", id: request.id };
    await expectEntry("privacy.request-record", [requestRecord], { kind: "portability" });
    trpcData(await client.mutate("admin.privacy.requests.extend", { id: request.id }));
    await expectEntry("privacy.request-extend", [requestRecord]);
    trpcData(await client.mutate("admin.privacy.export", { identifier: person.email }));
    await expectEntry("privacy.export", [...data, requestRecord]);

    trpcData(
      await client.mutate("admin.privacy.correct", {
        identifier: person.email,
        contactId,
        correction: { field: "name", value: "Dana Corrected" },
      }),
    );
    const correction = await lastEntry();
    expect(correction).toMatchObject({ action: "privacy.correct", detail: { field: "name" } });
    expect(correction.records[0]).toEqual({ kind: "contact_message", id: contactId });
    expect(correction.records[1]?.kind).toBe("privacy_request");

    const manual = trpcData<PrivacyRequestView>(
      await client.mutate("admin.privacy.requests.record", {
        identifier: "720-555-0142",
        kind: "opt-out",
        receivedOn: "2026-11-21",
      }),
    );
    trpcData(await client.mutate("admin.privacy.requests.complete", { id: manual.id }));
    await expectEntry("privacy.request-complete", [{ kind: "privacy_request", id: manual.id }]);

    trpcData(await client.mutate("admin.privacy.delete", { identifier: person.email, confirm: true }));
    const deletion = await lastEntry();
    expect(deletion).toMatchObject({
      action: "privacy.delete",
      detail: { contactMessages: 2, chatConversations: 1, chatMessages: 2, estimates: 1, bookings: 1 },
    });
    expect(sortRecords(deletion.records.filter((r) => r.kind !== "privacy_request"))).toEqual(sortRecords(data));

    // Ids and counts only: no address, name, message text or search text anywhere in the trail.
    const trail = JSON.stringify(
      await testDb.db.auditEntry.findMany({ select: { actor: true, action: true, records: true, detail: true } }),
    );
    for (const secret of [person.email, "Dana", "deep clean", "720-555-0142", "7205550142"])
      expect(trail.toLowerCase()).not.toContain(secret.toLowerCase());
    expect(await findInEveryTable(testDb.url, { contains: person.email })).toEqual([]);
  });

  it("records signing out, with the session it ended", async () => {
    const other = await signedInClient(app);
    trpcData(await other.mutate("admin.signOut"));
    const entry = await lastEntry();
    expect(entry).toMatchObject({
      action: "owner.sign-out",
      actor: ADMIN_TEST_EMAIL,
      ownerAccountId: owner.id,
      records: [{ kind: "owner_session", id: expect.any(String) }],
    });
  });

  it("lists entries newest first, filtered by action, actor, day range and record", async () => {
    await testDb.db.auditEntry.createMany({
      data: [
        {
          actor: "cli:pat",
          action: "chat.open",
          at: new Date("2026-01-10T12:00:00Z"),
          records: [{ kind: "chat_conversation", id: "11111111-1111-4111-8111-111111111111" }],
        },
        {
          actor: "cli:pat",
          action: "estimate.open",
          at: new Date("2026-01-11T23:59:00Z"),
          records: [{ kind: "estimate", id: "BB-FILTER" }],
        },
        {
          actor: "system",
          action: "retention.run",
          at: new Date("2026-01-12T03:00:00Z"),
          detail: { deleted: { "contact-messages": 0 } },
        },
      ],
    });
    const actions = async (filter: object) => (await auditList(filter)).items.map((item) => item.action);
    expect(await actions({ actor: "cli:pat" })).toEqual(["estimate.open", "chat.open"]);
    expect(await actions({ action: "retention.run" })).toEqual(["retention.run"]);
    expect(await actions({ from: "2026-01-11", to: "2026-01-12" })).toEqual(["retention.run", "estimate.open"]);
    expect(await actions({ to: "2026-01-10" })).toEqual(["chat.open"]);
    expect(await actions({ record: "11111111-1111-4111-8111-111111111111" })).toEqual(["chat.open"]);
    expect(await actions({ record: "bb-filter" })).toEqual(["estimate.open"]);
    expect((await auditList()).actors).toEqual(["cli:pat", ADMIN_TEST_EMAIL, "system"]);

    const bad = await client.query("admin.privacy.audit", { action: "dance", from: "yesterday" });
    expect(bad.statusCode).toBe(400);
    expect(Object.keys(bad.json().error.data.fields).sort()).toEqual(["action", "from"]);
  });
});

function sortRecords(records: { kind: string; id: string }[]) {
  return [...records].sort((a, b) => `${a.kind}${a.id}`.localeCompare(`${b.kind}${b.id}`));
}
