import { execFile } from "node:child_process";
import path from "node:path";
import { promisify } from "node:util";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestDatabase, type TestDatabase } from "../support/test-database";

const run = promisify(execFile);
const root = path.resolve(import.meta.dirname, "../..");
let testDb: TestDatabase;
let conversationId: string;

/** `npm run inbox -- ...` against the test database (tsx, as the npm script runs it). */
function inbox(...args: string[]) {
  return run(process.execPath, [path.join(root, "node_modules/tsx/dist/cli.mjs"), "src/server/cli/inbox.ts", ...args], {
    cwd: root,
    env: { ...process.env, DATABASE_URL: testDb.url, LOG_LEVEL: "silent" },
  });
}

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
  await testDb.db.contactMessage.create({ data: { name: "Cli Person", email: "cli@example.com", subject: "Other", message: "Subject: Other\n\nPrinted in a terminal", estimateId: estimate.id } });
  await testDb.db.contactMessage.create({ data: { name: "Cli Spammer", email: "spam@example.com", message: "Buy things now", isSpam: true } });
  const conversation = await testDb.db.chatConversation.create({
    data: {
      sessionId: "cli",
      messages: {
        create: [
          { role: "user", content: "Do you clean garages?" },
          { role: "assistant", content: "Yes, we do.", provider: "built-in", latencyMs: 3 },
          { role: "user", content: "And chandeliers?" },
          { role: "assistant", content: "Please call us.", provider: "built-in", latencyMs: 2, unansweredReason: "fallback" },
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
    expect(contacts).toMatch(/Cli Person <cli@example.com>  \[UNREAD, estimate BB-CK7XYZ\]/);
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
  }, 60_000);

  it("explains its usage and exits 1 on an unknown command or reference", async () => {
    await expect(inbox("nonsense")).rejects.toMatchObject({ code: 1, stderr: expect.stringContaining("Usage: npm run inbox -- <contacts|chats|chat ID|estimate REF>") });
    await expect(inbox("estimate", "BB-222222")).rejects.toMatchObject({ code: 1, stderr: expect.stringContaining("No estimate with reference BB-222222") });
  }, 60_000);
});
