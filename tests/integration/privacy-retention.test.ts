import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { PRIVACY_POLICY } from "#shared/business/policies";
import type { Actor } from "#server/audit/actor";
import { runRetention } from "#server/privacy/retention";
import { DAY_MS } from "#shared/time/durations";
import { storedBooking } from "../support/bookings";
import { seedPerson } from "../support/privacy-fixtures";
import { createTestDatabase, type TestDatabase } from "../support/test-database";

let testDb: TestDatabase;
beforeAll(async () => {
  testDb = await createTestDatabase();
});
afterAll(() => testDb.drop());

const NOW = new Date("2026-11-25T12:00:00.000Z");
/** `years` before NOW, moved by `days` (positive: later, so inside the period). */
function yearsAgo(years: number, days: number): Date {
  const date = new Date(NOW);
  date.setUTCFullYear(date.getUTCFullYear() - years);
  return new Date(date.getTime() + days * DAY_MS);
}
const {
  communicationRecordYears: communication,
  auditRecordYears: audit,
  customerDataYearsAfterRelationship: customer,
} = PRIVACY_POLICY.retention;
const inside = (years: number) => yearsAgo(years, 1);
const past = (years: number) => yearsAgo(years, -1);

const ESTIMATE = { source: "booking", input: {}, lowCents: 1, highCents: 2, totalCents: 1, breakdown: {} };
let referenceCount = 0;
const estimate = (createdAt: Date, extra: { conversationId?: string } = {}) =>
  testDb.db.estimate.create({
    data: { ...ESTIMATE, reference: `BB-RET${String(referenceCount++).padStart(3, "0")}`, createdAt, ...extra },
    select: { id: true, reference: true },
  });
const contact = (createdAt: Date, estimateId?: string) =>
  testDb.db.contactMessage.create({
    data: {
      name: "Kept Or Not",
      email: "retention@private.example",
      message: "A message long enough",
      createdAt,
      estimateId,
    },
    select: { id: true },
  });
const conversation = (updatedAt: Date) =>
  testDb.db.chatConversation.create({
    data: {
      sessionId: "retention",
      createdAt: updatedAt,
      updatedAt,
      messages: { create: [{ role: "user", content: "hello there", createdAt: updatedAt }] },
    },
    select: { id: true },
  });

const exists = {
  contact: async (id: string) => (await testDb.db.contactMessage.count({ where: { id } })) === 1,
  conversation: async (id: string) => (await testDb.db.chatConversation.count({ where: { id } })) === 1,
  estimate: async (id: string) => (await testDb.db.estimate.count({ where: { id } })) === 1,
  booking: async (id: string) => (await testDb.db.booking.count({ where: { id } })) === 1,
};
/** A walkthrough on `startsAt` (booked the same day): a booking's age is its walkthrough's. */
const booking = (startsAt: Date, estimateId?: string) =>
  storedBooking(testDb.db, { email: "retention@private.example", phone: "(303) 555-0123", startsAt, estimateId });

describe("retention: a record one day inside its period stays, one day past it goes", () => {
  it("for each kind, estimates staying with the message, conversation or booking they belong to", async () => {
    await testDb.db.auditEntry.deleteMany();
    const keptContact = await contact(inside(communication));
    const oldContact = await contact(past(communication));
    // The last message counts: a conversation started long ago but active inside the period stays.
    const keptConversation = await conversation(inside(communication));
    const oldConversation = await conversation(past(communication));
    const keptEstimate = await estimate(inside(communication));
    const oldEstimate = await estimate(past(communication));
    const oldEstimateOfKeptContact = await estimate(past(communication));
    const contactHoldingOldEstimate = await contact(inside(communication), oldEstimateOfKeptContact.id);
    const oldEstimateOfKeptChat = await estimate(past(communication), { conversationId: keptConversation.id });
    const oldEstimateOfOldChat = await estimate(past(communication), { conversationId: oldConversation.id });
    const oldEstimateOfOldContact = await estimate(past(communication));
    const oldContactWithEstimate = await contact(past(communication), oldEstimateOfOldContact.id);
    // Bookings are customer data, kept longer than messages: 3 years after the walkthrough.
    const bookingPastMessagesPeriod = await booking(past(communication));
    const keptBooking = await booking(inside(customer));
    const oldBooking = await booking(past(customer));
    const oldEstimateOfKeptBooking = await estimate(past(communication));
    const bookingHoldingOldEstimate = await booking(inside(customer), oldEstimateOfKeptBooking.id);
    const keptAudit = await testDb.db.auditEntry.create({
      data: { actor: "owner", action: "contact.open", at: inside(audit) },
    });
    const oldAudit = await testDb.db.auditEntry.create({
      data: { actor: "owner", action: "contact.open", at: past(audit) },
    });
    const request = (doneAt: Date | null, receivedOn: Date) =>
      testDb.db.privacyRequest.create({
        data: {
          kind: "deletion",
          identifierKind: "email",
          identifierHash: "0".repeat(64),
          receivedOn,
          dueOn: receivedOn,
          doneAt,
        },
      });
    const keptRequest = await request(inside(audit), past(audit));
    const oldRequest = await request(past(audit), past(audit));
    const openOldRequest = await request(null, past(audit + 1));

    const logged: { fields: object; message: string }[] = [];
    const counts = await runRetention(testDb.db, NOW, { info: (fields, message) => logged.push({ fields, message }) });
    expect(counts).toEqual({
      "contact-messages": 2,
      "chat-conversations": 1,
      bookings: 1,
      estimates: 3,
      "audit-entries": 1,
      "privacy-requests": 1,
      "measurement-events": 0,
      "owner-sessions": 0,
      "rate-limit-counters": 0,
      "booking-proofs": 0,
      "dove-token-days": 0,
      "scheduled-runs": 0,
      "failed-jobs": 0,
    });

    expect(await exists.contact(keptContact.id)).toBe(true);
    expect(await exists.contact(oldContact.id)).toBe(false);
    expect(await exists.contact(oldContactWithEstimate.id)).toBe(false);
    expect(await exists.contact(contactHoldingOldEstimate.id)).toBe(true);
    expect(await exists.conversation(keptConversation.id)).toBe(true);
    expect(await exists.conversation(oldConversation.id)).toBe(false);
    expect(await testDb.db.chatMessage.count({ where: { conversationId: oldConversation.id } })).toBe(0);
    expect(await exists.estimate(keptEstimate.id)).toBe(true);
    expect(await exists.estimate(oldEstimate.id)).toBe(false);
    expect(await exists.estimate(oldEstimateOfKeptContact.id)).toBe(true);
    expect(await exists.estimate(oldEstimateOfKeptChat.id)).toBe(true);
    expect(await exists.estimate(oldEstimateOfOldChat.id)).toBe(false);
    expect(await exists.estimate(oldEstimateOfOldContact.id)).toBe(false);
    expect(await exists.booking(bookingPastMessagesPeriod.id)).toBe(true);
    expect(await exists.booking(keptBooking.id)).toBe(true);
    expect(await exists.booking(oldBooking.id)).toBe(false);
    expect(await exists.booking(bookingHoldingOldEstimate.id)).toBe(true);
    expect(await exists.estimate(oldEstimateOfKeptBooking.id)).toBe(true);
    expect(await testDb.db.auditEntry.count({ where: { id: keptAudit.id } })).toBe(1);
    expect(await testDb.db.auditEntry.count({ where: { id: oldAudit.id } })).toBe(0);
    expect(await testDb.db.privacyRequest.count({ where: { id: { in: [keptRequest.id, openOldRequest.id] } } })).toBe(
      2,
    );
    expect(await testDb.db.privacyRequest.count({ where: { id: oldRequest.id } })).toBe(0);

    // The run is in the audit trail and the log, with counts only.
    const entry = await testDb.db.auditEntry.findFirstOrThrow({ where: { action: "retention.run" } });
    expect(entry).toMatchObject({ actor: "system", ownerAccountId: null, records: [], detail: { deleted: counts } });
    expect(logged).toEqual([
      { fields: { deleted: counts }, message: "retention run: deleted records past their period" },
    ]);

    // A second run finds nothing more, and names who ran it.
    const cli: Actor = { label: "cli:tester", ownerAccountId: null };
    expect(Object.values(await runRetention(testDb.db, NOW, undefined, cli)).every((count) => count === 0)).toBe(true);
    expect(await testDb.db.auditEntry.count({ where: { action: "retention.run", actor: "cli:tester" } })).toBe(1);
  });

  it("deletes a whole visitor's history once it is past the period, and none of it a day earlier; their bookings last longer", async () => {
    const person = await seedPerson(testDb.db, "aged", past(communication));
    const recent = await seedPerson(testDb.db, "recent", inside(communication));
    await runRetention(testDb.db, NOW);
    expect(await testDb.db.contactMessage.count({ where: { id: { in: person.contactIds } } })).toBe(0);
    expect(await testDb.db.chatConversation.count({ where: { id: { in: person.conversationIds } } })).toBe(0);
    expect(await testDb.db.estimate.count({ where: { reference: { in: person.estimateReferences } } })).toBe(0);
    expect(await testDb.db.booking.count({ where: { reference: { in: person.bookingReferences } } })).toBe(2);
    expect(await testDb.db.contactMessage.count({ where: { id: { in: recent.contactIds } } })).toBe(3);
    expect(await testDb.db.chatConversation.count({ where: { id: { in: recent.conversationIds } } })).toBe(2);
    expect(await testDb.db.estimate.count({ where: { reference: { in: recent.estimateReferences } } })).toBe(2);
  });

  it("deletes shared state once it has expired (sessions, rate-limit counters, spent proofs) and bookkeeping after 90 days", async () => {
    const owner = await testDb.db.ownerAccount.create({
      data: { email: "retention-owner@example.com", name: "R", passwordHash: "x" },
      select: { id: true },
    });
    const session = (expiresAt: Date, fill: number) =>
      testDb.db.ownerSession.create({
        data: { ownerId: owner.id, tokenHash: new Uint8Array(32).fill(fill), expiresAt },
        select: { id: true },
      });
    const liveSession = await session(new Date(NOW.getTime() + 60_000), 1);
    const endedSession = await session(new Date(NOW.getTime() - 60_000), 2);
    const counter = (key: string, expiresAt: Date) =>
      testDb.db.rateLimitCounter.create({
        data: { key, windowStart: new Date(expiresAt.getTime() - 60_000), hits: 1, expiresAt },
      });
    await counter("retention:live", new Date(NOW.getTime() + 60_000));
    await counter("retention:expired", new Date(NOW.getTime() - 60_000));
    await testDb.db.bookingProof.createMany({
      data: [
        { nonce: "retention-live", idempotencyKeyHash: "a", expiresAt: new Date(NOW.getTime() + 60_000) },
        { nonce: "retention-expired", idempotencyKeyHash: "b", expiresAt: new Date(NOW.getTime() - 60_000) },
      ],
    });
    const day = (days: number) =>
      new Date(Date.UTC(NOW.getUTCFullYear(), NOW.getUTCMonth(), NOW.getUTCDate()) - days * DAY_MS);
    await testDb.db.doveTokenUsage.createMany({
      data: [
        { day: day(89), tokens: 10n },
        { day: day(91), tokens: 20n },
      ],
    });
    await testDb.db.scheduledRun.createMany({
      data: [
        { task: "retention-test", scheduledFor: day(89), instanceId: "x" },
        { task: "retention-test", scheduledFor: day(91), instanceId: "x" },
      ],
    });

    const counts = await runRetention(testDb.db, NOW);
    expect(counts).toMatchObject({
      "owner-sessions": 1,
      "rate-limit-counters": 1,
      "booking-proofs": 1,
      "dove-token-days": 1,
      "scheduled-runs": 1,
    });
    expect((await testDb.db.ownerSession.findMany({ select: { id: true } })).map((row) => row.id)).toEqual([
      liveSession.id,
    ]);
    expect(endedSession.id).not.toBe(liveSession.id);
    expect(
      (
        await testDb.db.rateLimitCounter.findMany({
          where: { key: { startsWith: "retention:" } },
          select: { key: true },
        })
      ).map((row) => row.key),
    ).toEqual(["retention:live"]);
    expect((await testDb.db.bookingProof.findMany({ select: { nonce: true } })).map((row) => row.nonce)).toEqual([
      "retention-live",
    ]);
    expect((await testDb.db.doveTokenUsage.findMany()).map((row) => Number(row.tokens))).toEqual([10]);
    expect(await testDb.db.scheduledRun.count({ where: { task: "retention-test" } })).toBe(1);
  });
});
