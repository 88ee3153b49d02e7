import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { contactsCsv } from "#server/admin/contacts-csv";
import { createTestOwner, signedInClient, testAdminAuth } from "../support/admin-session";
import { buildTestApp } from "../support/test-app";
import { createTestDatabase, type TestDatabase } from "../support/test-database";

let testDb: TestDatabase;
let app: FastifyInstance;
let client: Awaited<ReturnType<typeof signedInClient>>;
type Listed = {
  items: { id: string; name: string; preview: string; estimateReference: string | null }[];
  total: number;
};
const data = <T>(response: { statusCode: number; json(): unknown }): T => {
  expect(response.statusCode).toBe(200);
  return (response.json() as { result: { data: T } }).result.data;
};
const at = (minutes: number) => new Date(Date.UTC(2026, 10, 20, 12, minutes));
const ids: Record<string, string> = {};

beforeAll(async () => {
  testDb = await createTestDatabase();
  await createTestOwner(testDb.db);
  app = await buildTestApp(testDb.db, { admin: testAdminAuth() });
  client = await signedInClient(app);
  const estimate = await testDb.db.estimate.create({
    data: {
      reference: "BB-ABCDEF",
      source: "contact",
      input: { sqft: 1500 },
      lowCents: 10_000,
      highCents: 12_000,
      totalCents: 11_000,
      breakdown: {},
    },
    select: { id: true },
  });
  const rows = [
    {
      key: "oldest",
      name: "Ann Oldest",
      email: "ann@example.com",
      message: "Subject: Other\n\nFirst message about windows.",
      createdAt: at(1),
    },
    {
      key: "handled",
      name: "Ben Handled",
      email: "ben@corp.example",
      message: "Already answered, thank you",
      createdAt: at(2),
      handledAt: at(30),
    },
    {
      key: "spam",
      name: "Spam Bot",
      email: "bot@spam.example",
      message: "Buy cheap things now please",
      createdAt: at(3),
      isSpam: true,
      spamReason: "honeypot",
    },
    {
      key: "newest",
      name: "Cara Newest",
      email: "cara@example.com",
      message: "Need a MOVE-OUT clean soon please",
      createdAt: at(4),
      estimateId: estimate.id,
    },
  ];
  for (const { key, ...row } of rows)
    ids[key] = (await testDb.db.contactMessage.create({ data: row, select: { id: true } })).id;
});
afterAll(async () => {
  await app.close();
  await testDb.drop();
});

const listIds = async (input: object) =>
  data<Listed>(await client.query("admin.contacts.list", input)).items.map((item) => item.id);

describe("contact messages in the inbox", () => {
  it("lists exactly the stored messages newest first, spam hidden by default", async () => {
    const listed = data<Listed>(await client.query("admin.contacts.list", {}));
    expect(listed.items.map((item) => item.id)).toEqual([ids.newest, ids.handled, ids.oldest]);
    expect(listed.total).toBe(3);
    expect(listed.items[0]).toMatchObject({ name: "Cara Newest", estimateReference: "BB-ABCDEF" });
    expect(listed.items[2]?.preview).toBe("First message about windows.");
    expect(await listIds({ includeSpam: true })).toEqual([ids.newest, ids.spam, ids.handled, ids.oldest]);
  });

  it("filters unread and handled, and searches name, email and text case-insensitively", async () => {
    expect(await listIds({ status: "unread" })).toEqual([ids.newest, ids.oldest]);
    expect(await listIds({ status: "handled" })).toEqual([ids.handled]);
    expect(await listIds({ search: "ann old" })).toEqual([ids.oldest]);
    expect(await listIds({ search: "CORP.EXAMPLE" })).toEqual([ids.handled]);
    expect(await listIds({ search: "move-out" })).toEqual([ids.newest]);
    expect(await listIds({ search: "cheap" })).toEqual([]);
    expect(await listIds({ search: "cheap", includeSpam: true })).toEqual([ids.spam]);
  });

  it("refuses a bad filter with 400 naming the field", async () => {
    const response = await client.query("admin.contacts.list", { status: "read" });
    expect(response.statusCode).toBe(400);
    expect(Object.keys(response.json().error.data.fields)).toEqual(["status"]);
  });

  it("opens one message with its estimate inline, and 404s an unknown one", async () => {
    const detail = data<Record<string, unknown>>(await client.query("admin.contacts.get", { id: ids.newest }));
    expect(detail).toMatchObject({
      name: "Cara Newest",
      message: "Need a MOVE-OUT clean soon please",
      handledAt: null,
      estimate: { reference: "BB-ABCDEF", lowCents: 10_000, highCents: 12_000, contactIds: [ids.newest] },
    });
    expect((await client.query("admin.contacts.get", { id: "00000000-0000-4000-8000-000000000000" })).statusCode).toBe(
      404,
    );
  });

  it("marks a message handled and unhandled", async () => {
    const marked = data<{ handledAt: string | null }>(
      await client.mutate("admin.contacts.setHandled", { id: ids.oldest, handled: true }),
    );
    expect(Date.parse(marked.handledAt ?? "")).toBeGreaterThan(Date.now() - 60_000);
    expect(await listIds({ status: "handled" })).toEqual([ids.handled, ids.oldest]);
    expect(
      data<{ handledAt: string | null }>(
        await client.mutate("admin.contacts.setHandled", { id: ids.oldest, handled: false }),
      ).handledAt,
    ).toBeNull();
    expect(await listIds({ status: "unread" })).toEqual([ids.newest, ids.oldest]);
  });

  it("exports exactly the listed rows as a CSV download", async () => {
    const response = await client.get("/api/admin/contacts.csv");
    expect(response.statusCode).toBe(200);
    expect(response.headers["content-type"]).toBe("text/csv; charset=utf-8");
    expect(response.headers["content-disposition"]).toMatch(
      /^attachment; filename="contact-messages-\d{4}-\d{2}-\d{2}\.csv"$/,
    );
    const lines = response.body.trimEnd().split("\r\n");
    expect(lines[0]).toBe(
      "id,received_at,name,email,phone,address,subject,message,handled_at,spam,spam_reason,estimate_reference",
    );
    expect(lines.slice(1).map((line) => line.split(",")[0])).toEqual([ids.newest, ids.handled, ids.oldest]);
    expect(lines[1]).toContain(",BB-ABCDEF");
    const handledOnly = await client.get("/api/admin/contacts.csv?status=handled&includeSpam=true");
    expect(handledOnly.body.trimEnd().split("\r\n")).toHaveLength(2);
    const bad = await client.get("/api/admin/contacts.csv?includeSpam=maybe");
    expect(bad.statusCode).toBe(400);
    expect(Object.keys(bad.json().error.fields)).toEqual(["includeSpam"]);
  });
});

describe("CSV escaping", () => {
  const row = (overrides: Partial<Parameters<typeof contactsCsv>[0][number]>) => ({
    id: "id-1",
    createdAt: new Date("2026-11-20T12:00:00Z"),
    name: "Plain",
    email: "plain@example.com",
    phone: null,
    address: null,
    subject: null,
    message: "Hello",
    handledAt: null,
    isSpam: false,
    spamReason: null,
    estimate: null,
    ...overrides,
  });

  it("quotes commas, quotes and line breaks", () => {
    const csv = contactsCsv([
      row({ name: "Smith, Jo", message: 'He said "hi"\nthen left', address: "1 Main St\r\nParker" }),
    ]);
    expect(csv.split("\r\n")[1]).toBe('id-1,2026-11-20T12:00:00.000Z,"Smith, Jo",plain@example.com,,"1 Main St');
    expect(csv).toContain(',"He said ""hi""\nthen left",');
  });

  it("neutralises text a spreadsheet would run as a formula (= + - @)", () => {
    const csv = contactsCsv([
      row({ name: '=HYPERLINK("http://x")', phone: "+1 555 0100", address: "-2+3", subject: "@SUM(A1)" }),
    ]);
    const fields = csv.split("\r\n")[1];
    expect(fields).toContain(`"'=HYPERLINK(""http://x"")"`);
    expect(fields).toContain(",'+1 555 0100,'-2+3,'@SUM(A1),");
    expect(fields).not.toMatch(/,[=+\-@]/);
  });
});

describe("chat transcripts in the inbox", () => {
  type Chats = {
    items: { id: string; messageCount: number; firstMessage: string; estimateCount: number }[];
    total: number;
  };
  const conversation: Record<string, string> = {};

  beforeAll(async () => {
    const send = async (sessionId: string, message: string, conversationId?: string) =>
      (
        await app.inject({ method: "POST", url: "/api/chat/message", payload: { sessionId, message, conversationId } })
      ).json().conversationId as string;
    conversation.hello = await send("s-hello", "hello there");
    await send("s-hello", "what areas do you serve?", conversation.hello);
    conversation.price = await send("s-price", "How much is a standard clean for 1,800 sq ft with 3 bedrooms?");
    conversation.booking = await send("s-book", "Can I book a walkthrough next week?");
    // One conversation from an earlier day.
    await testDb.db.chatConversation.update({
      where: { id: conversation.hello },
      data: { createdAt: new Date("2026-01-05T15:00:00Z") },
    });
  });

  it("lists conversations newest first with the first message and the message count", async () => {
    const chats = data<Chats>(await client.query("admin.chats.list", {}));
    expect(chats.items.map((item) => item.id)).toEqual([conversation.booking, conversation.price, conversation.hello]);
    expect(chats.items[2]).toMatchObject({ firstMessage: "hello there", messageCount: 4, estimateCount: 0 });
    expect(chats.items[1]).toMatchObject({ messageCount: 2, estimateCount: 1 });
  });

  it("filters by day and by mentions of a price or booking", async () => {
    const ids = async (input: object) =>
      data<Chats>(await client.query("admin.chats.list", input)).items.map((item) => item.id);
    expect(await ids({ priceOrBooking: true })).toEqual([conversation.booking, conversation.price]);
    expect(await ids({ from: "2026-01-05", to: "2026-01-05" })).toEqual([conversation.hello]);
    expect(await ids({ to: "2026-01-04" })).toEqual([]);
    const bad = await client.query("admin.chats.list", { from: "05/01/2026" });
    expect(bad.statusCode).toBe(400);
    expect(Object.keys(bad.json().error.data.fields)).toEqual(["from"]);
  });

  it("opens a whole transcript with timestamps, each reply's provider, and Dove's saved estimate", async () => {
    type Transcript = {
      messages: { role: string; content: string; provider: string | null; createdAt: string }[];
      estimates: { source: string; reference: string }[];
    };
    const transcript = data<Transcript>(await client.query("admin.chats.get", { id: conversation.price }));
    expect(transcript.messages.map((message) => [message.role, message.provider])).toEqual([
      ["user", null],
      ["assistant", "built-in"],
    ]);
    expect(transcript.messages[0]?.content).toBe("How much is a standard clean for 1,800 sq ft with 3 bedrooms?");
    expect(transcript.messages.every((message) => !Number.isNaN(Date.parse(message.createdAt)))).toBe(true);
    expect(transcript.estimates).toEqual([
      expect.objectContaining({ source: "dove", reference: expect.stringMatching(/^BB-/) }),
    ]);
  });
});
