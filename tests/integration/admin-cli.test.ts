import { userInfo } from "node:os";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { passwordMatches } from "#server/admin/password";
import { signInThrottle } from "#server/admin/sign-in-throttle";
import { inboxCli, inboxCliWithInput } from "../support/inbox-cli";
import { createTestDatabase, type TestDatabase } from "../support/test-database";

let testDb: TestDatabase;
let conversationId: string;

const inbox = (...args: string[]) => inboxCli(testDb.url, ...args);

const inboxWithInput = (input: string, ...args: string[]) => inboxCliWithInput(testDb.url, input, ...args);

beforeAll(async () => {
  testDb = await createTestDatabase();
  const estimate = await testDb.db.estimate.create({
    data: {
      reference: "BB-CK7XYZ",
      source: "dove",
      input: { sqft: 1750, bedrooms: 3, bathrooms: 2, pets: false, serviceType: "standard", addOns: [] },
      lowCents: 15_300,
      highCents: 18_700,
      totalCents: 17_000,
      breakdown: { baseService: 17_000, bedrooms: 0, bathrooms: 0, pets: 0, addOns: 0, frequencyDiscount: 0 },
    },
    select: { id: true },
  });
  await testDb.db.contactMessage.create({
    data: {
      name: "Cli Person",
      email: "cli@example.com",
      subject: "Other",
      message: "Subject: Other\n\nPrinted in a terminal",
      estimateId: estimate.id,
    },
  });
  await testDb.db.contactMessage.create({
    data: { name: "Cli Spammer", email: "spam@example.com", message: "Buy things now", isSpam: true },
  });
  const conversation = await testDb.db.chatConversation.create({
    data: {
      sessionId: "cli",
      messages: {
        create: [
          { role: "user", content: "Do you clean garages?" },
          { role: "assistant", content: "Yes, we do.", provider: "built-in", latencyMs: 3 },
          { role: "user", content: "And chandeliers?" },
          {
            role: "assistant",
            content: "Please call us.",
            provider: "built-in",
            latencyMs: 2,
            unansweredReason: "fallback",
          },
        ],
      },
    },
    select: { id: true },
  });
  conversationId = conversation.id;
  await testDb.db.estimate.update({ where: { id: estimate.id }, data: { conversationId } });
}, 60_000);
afterAll(() => testDb.drop());

describe("npm run inbox", () => {
  it("prints contact messages (spam hidden), chats, one transcript and one estimate", async () => {
    const contacts = (await inbox("contacts")).stdout;
    expect(contacts).toContain("1 contact messages (spam hidden)");
    expect(contacts).toMatch(/Cli Person <cli@example.com> {2}\[UNREAD, estimate BB-CK7XYZ\]/);
    expect(contacts).toContain("Other: Printed in a terminal");
    expect(contacts).not.toContain("Cli Spammer");

    const chats = (await inbox("chats")).stdout;
    expect(chats).toContain(`4 messages, 1 estimates\n  "Do you clean garages?"\n  id ${conversationId}`);

    const chat = (await inbox("chat", conversationId)).stdout;
    expect(chat).toMatch(/\] Visitor:\nDo you clean garages\?/);
    expect(chat).toMatch(/\] Dove \(built-in, 3 ms\):\nYes, we do\./);
    expect(chat).toMatch(/\] Dove \(built-in, 2 ms, not answered: fallback\):\nPlease call us\./);

    const estimate = (await inbox("estimate", "bb-ck7xyz")).stdout;
    expect(estimate).toContain("Estimate BB-CK7XYZ (dove,");
    expect(estimate).toMatch(/Range\s+\$153 - \$187/);

    // Opening a transcript or an estimate is in the audit trail, under the OS user's name.
    const audited = await testDb.db.auditEntry.findMany({
      orderBy: { id: "asc" },
      select: { actor: true, action: true, records: true },
    });
    expect(audited).toEqual([
      {
        actor: `cli:${userInfo().username}`,
        action: "chat.open",
        records: [{ kind: "chat_conversation", id: conversationId }],
      },
      {
        actor: `cli:${userInfo().username}`,
        action: "estimate.open",
        records: [{ kind: "estimate", id: "BB-CK7XYZ" }],
      },
    ]);
  }, 120_000);

  it("explains its usage and exits 1 on an unknown command or reference", async () => {
    await expect(inbox("nonsense")).rejects.toMatchObject({
      code: 1,
      stderr: expect.stringContaining(
        "Usage: npm run inbox -- <contacts|chats|chat ID|estimate REF|privacy …|retention>",
      ),
    });
    await expect(inbox("estimate", "BB-222222")).rejects.toMatchObject({
      code: 1,
      stderr: expect.stringContaining("No estimate with reference BB-222222"),
    });
  }, 120_000);

  it("manages owner accounts: add (password from standard input), list, reset (ends sessions, lifts a sign-in block), remove", async () => {
    const added = await inboxWithInput("first password 1", "owner", "add", "Pat@Example.com", "--name", "Pat Owner");
    expect(added).toMatchObject({ code: 0, stdout: expect.stringContaining("Owner account pat@example.com created") });
    const account = await testDb.db.ownerAccount.findUniqueOrThrow({ where: { email: "pat@example.com" } });
    expect(account.name).toBe("Pat Owner");
    expect(account.passwordHash).not.toContain("first password");
    expect(await passwordMatches(account.passwordHash, "first password 1")).toBe(true);

    await testDb.db.ownerSession.create({
      data: { ownerId: account.id, tokenHash: new Uint8Array(32).fill(7), expiresAt: new Date(Date.now() + 60_000) },
    });
    // Someone guessing from many addresses has blocked the account's sign-ins for the hour.
    const throttle = signInThrottle(testDb.db, 2);
    const stranger = (ip: string) => throttle.admit({ kind: "stranger", ip }, "pat@example.com");
    for (const ip of ["10.8.0.1", "10.8.0.2"]) expect(await stranger(ip)).toMatchObject({ admitted: true });
    expect(await stranger("10.8.0.3")).toMatchObject({ admitted: false, retryAfterSeconds: expect.any(Number) });
    expect((await inbox("owner", "list")).stdout).toMatch(
      /^pat@example\.com {2}Pat Owner {2}created \S+ {2}last sign-in never {2}1 active session\(s\)$/m,
    );

    expect(await inboxWithInput("second password 2", "owner", "reset", "pat@example.com")).toMatchObject({
      code: 0,
      stdout: expect.stringContaining("sessions are ended and its failed sign-ins forgotten"),
    });
    const reset = await testDb.db.ownerAccount.findUniqueOrThrow({ where: { email: "pat@example.com" } });
    expect(await passwordMatches(reset.passwordHash, "second password 2")).toBe(true);
    expect(await testDb.db.ownerSession.count({ where: { ownerId: account.id } })).toBe(0);
    expect(await stranger("10.8.0.4")).toMatchObject({ admitted: true });

    expect(await inboxWithInput("short", "owner", "add", "other@example.com")).toMatchObject({
      code: 1,
      stderr: expect.stringContaining("Password must be at least 8 characters"),
    });
    expect(await inboxWithInput("long enough 3", "owner", "add", "not-an-email")).toMatchObject({
      code: 1,
      stderr: expect.stringContaining("A valid email address is needed"),
    });
    await expect(inbox("owner", "remove", "nobody@example.com")).rejects.toMatchObject({
      code: 1,
      stderr: expect.stringContaining("No owner account nobody@example.com"),
    });

    expect((await inbox("owner", "remove", "pat@example.com")).stdout).toContain(
      "Owner account pat@example.com removed",
    );
    expect(await testDb.db.ownerAccount.count()).toBe(0);
    expect((await inbox("owner", "list")).stdout).toContain(
      "No owner accounts. Create one: npm run inbox -- owner add you@example.com",
    );
  }, 180_000);
});
