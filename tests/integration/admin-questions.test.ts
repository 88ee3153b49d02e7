import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestOwner, signedInClient, testAdminAuth } from "../support/admin-session";
import { buildTestApp } from "../support/test-app";
import { createTestDatabase, type TestDatabase } from "../support/test-database";

let testDb: TestDatabase;
let app: FastifyInstance;
let client: Awaited<ReturnType<typeof signedInClient>>;

interface Group {
  question: string;
  count: number;
  reasons: Record<string, number>;
  asks: { messageId: string; conversationId: string; question: string; reason: string }[];
}
type Listed = { groups: Group[]; groupCount: number; flaggedCount: number; limited: boolean };
const data = <T>(response: { statusCode: number; body: string; json(): unknown }): T => {
  expect(response.statusCode, response.body).toBe(200);
  return (response.json() as { result: { data: T } }).result.data;
};

/** A whole conversation through the real chat endpoint and the built-in concierge: its id. */
async function converse(sessionId: string, messages: readonly string[]): Promise<string> {
  let conversationId: string | null = null;
  for (const message of messages) {
    const response: { statusCode: number; json(): unknown } = await app.inject({
      method: "POST",
      url: "/api/chat/message",
      payload: { message, conversationId, sessionId },
    });
    expect(response.statusCode).toBe(200);
    conversationId = (response.json() as { conversationId: string }).conversationId;
  }
  return conversationId ?? "";
}

const conversations: Record<string, string> = {};

beforeAll(async () => {
  testDb = await createTestDatabase();
  await createTestOwner(testDb.db);
  app = await buildTestApp(testDb.db, { admin: testAdminAuth() });
  client = await signedInClient(app);
  conversations.chandelier = await converse("s-1", ["Do you serve Parker?", "do you clean chandeliers"]);
  conversations.chandelierAgain = await converse("s-2", ["Can you clean a chandelier?"]);
  conversations.plants = await converse("s-3", ["do you sell gift cards"]);
  conversations.vague = await converse("s-4", ["is it worth it"]);
  conversations.answered = await converse("s-5", ["how much notice do u need to book a clean", "thanks!"]);
});
afterAll(async () => {
  await app.close();
  await testDb.drop();
});

describe("flagged replies in the stored transcript", () => {
  it("stores why a reply did not answer on the assistant row only, and nothing on answered turns", async () => {
    const rows = await testDb.db.chatMessage.findMany({
      orderBy: { id: "asc" },
      select: { conversationId: true, role: true, unansweredReason: true },
    });
    const reasons = (conversation: string) =>
      rows.filter((row) => row.conversationId === conversation).map((row) => [row.role, row.unansweredReason]);
    expect(reasons(conversations.chandelier!)).toEqual([
      ["user", null],
      ["assistant", null],
      ["user", null],
      ["assistant", "fallback"],
    ]);
    expect(reasons(conversations.vague!)).toEqual([
      ["user", null],
      ["assistant", "clarify"],
    ]);
    expect(reasons(conversations.answered!)).toEqual([
      ["user", null],
      ["assistant", null],
      ["user", null],
      ["assistant", null],
    ]);
  });

  it("shows the reason with the reply in the owner's transcript", async () => {
    const transcript = data<{ messages: { role: string; unansweredReason: string | null }[] }>(
      await client.query("admin.chats.get", { id: conversations.vague }),
    );
    expect(transcript.messages.map((message) => message.unansweredReason)).toEqual([null, "clarify"]);
  });
});

describe("admin.questions.list", () => {
  it("groups what Dove could not answer by similar question, biggest first, with counts and the transcripts", async () => {
    const listed = data<Listed>(await client.query("admin.questions.list", {}));
    expect(listed).toMatchObject({ flaggedCount: 4, groupCount: 3, limited: false });
    const [chandeliers, ...others] = listed.groups;
    expect(chandeliers).toMatchObject({ question: "Can you clean a chandelier?", count: 2, reasons: { fallback: 2 } });
    expect(chandeliers?.asks.map((ask) => [ask.conversationId, ask.question])).toEqual([
      [conversations.chandelierAgain, "Can you clean a chandelier?"],
      [conversations.chandelier, "do you clean chandeliers"],
    ]);
    expect(others.map((group) => [group.question, group.count, group.reasons])).toEqual([
      ["is it worth it", 1, { clarify: 1 }],
      ["do you sell gift cards", 1, { fallback: 1 }],
    ]);
    // Each ask names the flagged reply, so the owner lands on it in the transcript.
    const flagged = await testDb.db.chatMessage.findUnique({
      where: { id: BigInt(others[0]!.asks[0]!.messageId) },
      select: { role: true, unansweredReason: true },
    });
    expect(flagged).toEqual({ role: "assistant", unansweredReason: "clarify" });
  });

  it("filters by reason and by UTC day", async () => {
    const clarify = data<Listed>(await client.query("admin.questions.list", { reason: "clarify" }));
    expect(clarify.groups.map((group) => group.question)).toEqual(["is it worth it"]);
    const today = new Date().toISOString().slice(0, 10);
    expect(data<Listed>(await client.query("admin.questions.list", { from: today, to: today })).flaggedCount).toBe(4);
    expect(data<Listed>(await client.query("admin.questions.list", { to: "2020-01-01" })).groups).toEqual([]);
  });

  it("needs the owner's session and refuses bad input naming the field", async () => {
    const anonymous = await app.inject({
      method: "GET",
      url: `/trpc/admin.questions.list?input=${encodeURIComponent("{}")}`,
    });
    expect(anonymous.statusCode).toBe(401);
    const bad = await client.query("admin.questions.list", { reason: "bored" });
    expect(bad.statusCode).toBe(400);
    expect(bad.body).toContain("reason must be one of fallback, clarify, low-confidence");
  });
});
