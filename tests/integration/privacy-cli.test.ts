import { userInfo } from "node:os";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { PRIVACY_POLICY } from "#shared/business/policies";
import type { PersonalDataExport } from "#server/privacy/personal-data-export";
import { DAY_MS } from "#shared/time/durations";
import { findInEveryTable } from "../support/database-scan";
import { seedPerson, type SeededPerson } from "../support/privacy-fixtures";
import { inboxCli } from "../support/inbox-cli";
import { createTestDatabase, type TestDatabase } from "../support/test-database";

let testDb: TestDatabase;
let person: SeededPerson;

const inbox = (...args: string[]) => inboxCli(testDb.url, ...args);

beforeAll(async () => {
  testDb = await createTestDatabase();
  person = await seedPerson(testDb.db, "cli");
}, 60_000);
afterAll(() => testDb.drop());

describe("npm run inbox -- privacy", () => {
  it("exports everything about an address as JSON on stdout, and deletes it only with --yes", async () => {
    const exported = JSON.parse((await inbox("privacy", "export", person.email)).stdout) as PersonalDataExport;
    expect(exported.about).toEqual({ email: person.email });
    expect(exported.contactMessages.map((m) => m.id).sort()).toEqual(
      [person.contactIds[0], person.contactIds[2]].sort(),
    );
    expect(exported.chatConversations.map((c) => c.id)).toEqual([person.conversationIds[0]]);

    await expect(inbox("privacy", "delete", person.email)).rejects.toMatchObject({
      code: 1,
      stdout: expect.stringContaining(
        `Stored about ${person.email}: 2 contact messages, 1 chat conversations, 1 bookings, 1 estimates.`,
      ),
      stderr: expect.stringContaining(
        `Nothing deleted. To delete all of it, run: npm run inbox -- privacy delete ${person.email} --yes`,
      ),
    });
    expect(await testDb.db.contactMessage.count({ where: { id: { in: person.contactIds } } })).toBe(3);

    const deleted = (await inbox("privacy", "delete", person.email, "--yes")).stdout;
    expect(deleted).toContain(
      `Deleted everything stored about ${person.email}: 2 contact messages, 1 chat conversations (2 messages), 1 bookings, 1 estimates.`,
    );
    expect(await findInEveryTable(testDb.url, { contains: person.email })).toEqual([]);

    // Both were recorded as answered requests, and audited under the OS user's name.
    const requests = await testDb.db.privacyRequest.findMany({ orderBy: { createdAt: "asc" } });
    expect(requests.map((r) => [r.kind, r.doneAt !== null])).toEqual([
      ["portability", true],
      ["deletion", true],
    ]);
    const entries = await testDb.db.auditEntry.findMany({
      orderBy: { id: "asc" },
      select: { actor: true, action: true },
    });
    const actor = `cli:${userInfo().username}`;
    expect(entries).toEqual([
      { actor, action: "privacy.export" },
      { actor, action: "privacy.lookup" },
      { actor, action: "privacy.delete" },
    ]);
  }, 120_000);

  it("lists open requests by deadline, and refuses what is not an address or number", async () => {
    await testDb.db.privacyRequest.create({
      data: {
        kind: "access",
        identifierKind: "phone",
        identifierHash: "f".repeat(64),
        receivedOn: new Date("2026-11-02T00:00:00Z"),
        dueOn: new Date("2026-12-17T00:00:00Z"),
      },
    });
    expect((await inbox("privacy", "requests")).stdout).toMatch(
      /1 open privacy requests, nearest deadline first:\n\nPR-[0-9A-F]{8} {2}Access \(a copy\) \(phone\) {2}received 2026-11-02, due 2026-12-17: /,
    );
    await expect(inbox("privacy", "export", "nobody")).rejects.toMatchObject({
      code: 1,
      stderr: expect.stringContaining("Enter an email address, or a phone number"),
    });
    await expect(inbox("privacy", "forget")).rejects.toMatchObject({
      code: 1,
      stderr: expect.stringContaining("Usage: npm run inbox -- privacy"),
    });
  }, 120_000);
});

describe("npm run inbox -- retention", () => {
  it("deletes what is past the policy's periods now and prints counts by kind", async () => {
    const longAgo = new Date(Date.now() - (PRIVACY_POLICY.retention.communicationRecordYears * 366 + 1) * DAY_MS);
    await seedPerson(testDb.db, "aged", longAgo);
    const { stdout } = await inbox("retention");
    expect(stdout).toMatch(/^Retention run at \S+: deleted records past their period\n/);
    expect(stdout).toMatch(/ {2}contact-messages\s+3 {3}\(kept 2 years\)/);
    expect(stdout).toMatch(/ {2}chat-conversations\s+2 /);
    expect(stdout).toMatch(/ {2}estimates\s+2 /);
    expect(stdout).toMatch(/ {2}audit-entries\s+0 /);
    expect(
      await testDb.db.auditEntry.count({ where: { action: "retention.run", actor: `cli:${userInfo().username}` } }),
    ).toBe(1);
  }, 120_000);
});
