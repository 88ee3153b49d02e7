import type { FastifyInstance } from "fastify";
import { simpleParser } from "mailparser";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { VISITOR_EMAILS_PER_DAY } from "#server/bookings/visitor-email-cap";
import { type BookingMailer, createBookingMailer } from "#server/bookings/booking-mailer";
import { type SiteQueue } from "#server/jobs/site-queue";
import { findPersonalData, loadPersonalData } from "#server/privacy/personal-data";
import { DAY_MS, MINUTE_MS } from "#shared/time/durations";
import { freePort } from "../setup/postgres-backend";
import { createTestOwner, SITE_ORIGIN, signedInClient } from "../support/admin-session";
import { inboxCli } from "../support/inbox-cli";
import { memoryLog } from "../support/memory-log";
import { SHIPPED_FACTS } from "../support/site-facts";
import { type SmtpSink, startSmtpSink } from "../support/smtp-sink";
import { buildTestApp } from "../support/test-app";
import { startTestQueue } from "../support/test-queue";
import { createTestDatabase, type TestDatabase } from "../support/test-database";
import { trpcData } from "../support/trpc-data";
import { waitFor } from "../support/wait-for";

const SITE_URL = "http://localhost:3000";
const UNKNOWN_ID = "00000000-0000-4000-8000-000000000000";
const { business } = SHIPPED_FACTS;

let testDb: TestDatabase;
let app: FastifyInstance;
let owner: Awaited<ReturnType<typeof signedInClient>>;
const running: { queue?: SiteQueue; mailer?: BookingMailer; sink?: SmtpSink } = {};
const log = memoryLog();

/** The site's queue with a mailer to `smtpUrl` (a sink, or a port nothing listens on). */
async function startQueue(smtpUrl: string): Promise<void> {
  running.mailer = createBookingMailer({ smtpUrl, to: "owner@example.com", siteUrl: SITE_URL });
  running.queue = await startTestQueue(testDb, log.log, { bookingMailer: running.mailer });
}

async function startSinkAndQueue(): Promise<SmtpSink> {
  running.sink = await startSmtpSink();
  await startQueue(running.sink.url);
  return running.sink;
}

async function stopQueue(): Promise<void> {
  await running.queue?.stop();
  running.mailer?.close();
  await running.sink?.close();
  Object.assign(running, { queue: undefined, mailer: undefined, sink: undefined });
}

async function sendContact(name: string, email: string): Promise<string> {
  const response = await app.inject({
    method: "POST",
    url: "/api/contact",
    payload: {
      name,
      email,
      message: "Subject: Booking & Scheduling\n\nCan you come on Friday morning?\nThe gate code is 4321.",
    },
  });
  expect(response.statusCode).toBe(201);
  return response.json().id as string;
}

const reply = (id: string) => testDb.db.ownerReply.findUniqueOrThrow({ where: { id } });
const send = (input: object) => owner.mutate("admin.replies.send", input);
const sent = async (input: object) => trpcData<{ id: string }>(await send(input)).id;
const fieldsOf = (response: { json(): unknown }) =>
  (response.json() as { error: { data: { fields?: Record<string, string> } } }).error.data.fields;

beforeAll(async () => {
  testDb = await createTestDatabase();
  await createTestOwner(testDb.db);
  app = await buildTestApp(testDb.db);
  owner = await signedInClient(app);
});
afterEach(stopQueue);
afterAll(async () => {
  await app.close();
  await testDb.drop();
});

describe("the owner's replies", () => {
  it("need a signed-in owner, and the site's own pages for sending", async () => {
    const input = { kind: "contact", id: UNKNOWN_ID, body: "Hello" };
    for (const [procedure, payload] of [
      ["admin.replies.send", input],
      ["admin.replies.retry", { id: UNKNOWN_ID }],
    ] as const) {
      const anonymous = await app.inject({
        method: "POST",
        url: `/trpc/${procedure}`,
        headers: { origin: SITE_ORIGIN },
        payload,
      });
      expect(anonymous.statusCode, procedure).toBe(401);
      expect((await owner.mutate(procedure, payload, { origin: "https://evil.example" })).statusCode).toBe(403);
    }
    expect(await testDb.db.ownerReply.count()).toBe(0);
  });

  it("refuse an empty, too long or disguised body, a wrong kind and unknown records, naming the field; nothing is stored", async () => {
    const id = await sendContact("Field Checker", "fields@example.com");
    for (const [body, message] of [
      ["   ", "Write a reply"],
      ["x".repeat(5001), "A reply can be at most 5000 characters"],
      ["Refund ready \u202Egnp.exe", "Reply contains a hidden character we can't accept"],
      ["nul \u0000 here", "Reply contains a character that cannot be stored"],
    ] as const) {
      const response = await send({ kind: "contact", id, body });
      expect(response.statusCode, body.slice(0, 20)).toBe(400);
      expect(fieldsOf(response)).toEqual({ body: message });
    }
    const wrongKind = await send({ kind: "sms", id, body: "Hi" });
    expect(wrongKind.statusCode).toBe(400);
    expect(Object.keys(fieldsOf(wrongKind) ?? {})).toEqual(["kind"]);
    expect((await send({ kind: "contact", id: UNKNOWN_ID, body: "Hi" })).statusCode).toBe(404);
    expect((await send({ kind: "chat", id: UNKNOWN_ID, body: "Hi" })).statusCode).toBe(404);
    expect((await owner.mutate("admin.replies.retry", { id: "nope" })).statusCode).toBe(400);
    expect(await testDb.db.ownerReply.count()).toBe(0);
  });

  it("goes from the business to the visitor through the queue, quoting their message; the thread and the inbox show it answered", async () => {
    const smtp = await startSinkAndQueue();
    const contactId = await sendContact("Dana Reply", "dana.reply@example.com");
    const body = "Hi Dana,\n\nFriday at 9 works. See you then!\n<b>Kim</b>";
    const replyId = await sent({ kind: "contact", id: contactId, body });
    await waitFor(async () => (await reply(replyId)).status === "sent", 10_000, "the reply to be sent");

    const [mail] = smtp.received.filter((m) => m.messageId === `<reply-${replyId}@localhost>`);
    expect(mail?.to).toEqual(["dana.reply@example.com"]);
    const parsed = await simpleParser(mail!.raw);
    expect(parsed.from?.value).toEqual([{ name: business.name, address: business.email }]);
    expect(parsed.replyTo?.value).toEqual([{ name: "", address: business.email }]);
    expect(parsed.subject).toBe("Re: Booking & Scheduling");
    expect(parsed.text).toContain(body);
    expect(parsed.text).toMatch(/On .+, you wrote:\n> Can you come on Friday morning\?\n> The gate code is 4321\./);
    expect(parsed.text).not.toContain("Subject: Booking");
    // The HTML part: the owner's words escaped, the visitor's message quoted.
    expect(parsed.html).toContain("&lt;b&gt;Kim&lt;/b&gt;");
    expect(parsed.html).toContain("The gate code is 4321.");

    const detail = trpcData<{
      replies: { id: string; status: string; body: string; author: string; sentAt: string }[];
    }>(await owner.query("admin.contacts.get", { id: contactId }));
    expect(detail.replies).toEqual([
      expect.objectContaining({ id: replyId, status: "sent", body, author: "Test Owner", sentAt: expect.any(String) }),
    ]);
    const listed = async (status: string) =>
      trpcData<{ items: { id: string; answered: boolean }[] }>(await owner.query("admin.contacts.list", { status }))
        .items;
    expect((await listed("answered")).map((item) => item.id)).toContain(contactId);
    expect((await listed("unanswered")).map((item) => item.id)).not.toContain(contactId);
    expect((await listed("all")).find((item) => item.id === contactId)?.answered).toBe(true);
    // A sent reply cannot be sent again by mistake.
    expect((await owner.mutate("admin.replies.retry", { id: replyId })).statusCode).toBe(409);

    const audit = await testDb.db.auditEntry.findFirstOrThrow({ where: { action: "reply.send" } });
    expect(audit.records).toEqual([
      { kind: "contact_message", id: contactId },
      { kind: "owner_reply", id: replyId },
    ]);
    expect(JSON.stringify(audit.detail)).not.toContain("Friday");
    expect(JSON.stringify(log.lines)).not.toMatch(/dana\.reply@example\.com|Friday at 9/);
  });

  it("fails for good 24 hours after queueing, says why, and the owner's retry delivers it", async () => {
    const contactId = await sendContact("Retry Reply", "retry.reply@example.com");
    const replyId = await sent({ kind: "contact", id: contactId, body: "Sorry for the wait." });
    // The reply has been failing for a day already (no worker ran meanwhile).
    await testDb.db.ownerReply.update({
      where: { id: replyId },
      data: { queuedAt: new Date(Date.now() - DAY_MS - MINUTE_MS) },
    });
    await startQueue(`smtp://127.0.0.1:${await freePort()}`);
    await waitFor(async () => (await reply(replyId)).status === "failed", 10_000, "the reply to fail");
    expect(await reply(replyId)).toMatchObject({ attempts: 1, lastError: expect.stringMatching(/^E[A-Z]+$/) });
    await stopQueue();

    const smtp = await startSinkAndQueue();
    expect(trpcData<{ status: string }>(await owner.mutate("admin.replies.retry", { id: replyId })).status).toBe(
      "queued",
    );
    await waitFor(async () => (await reply(replyId)).status === "sent", 10_000, "the retried reply to be sent");
    expect(await reply(replyId)).toMatchObject({ attempts: 1, lastError: null });
    expect(smtp.received.filter((m) => m.to.includes("retry.reply@example.com"))).toHaveLength(1);
    expect(await testDb.db.auditEntry.count({ where: { action: "reply.retry" } })).toBe(1);
  });

  it("is retried by the queue after a refused send, with the attempt recorded", async () => {
    running.sink = await startSmtpSink({ failFirst: 1 });
    await startQueue(running.sink.url);
    const contactId = await sendContact("Flaky Mail", "flaky@example.com");
    const replyId = await sent({ kind: "contact", id: contactId, body: "Got it." });
    await waitFor(async () => (await reply(replyId)).attempts === 1, 10_000, "the first attempt to fail");
    const retrying = await reply(replyId);
    expect(retrying).toMatchObject({ status: "queued", lastError: expect.any(String) });
    expect((retrying.nextAttemptAt?.getTime() ?? 0) - Date.now()).toBeLessThanOrEqual(10_000);
    await waitFor(async () => (await reply(replyId)).status === "sent", 20_000, "the second attempt");
    expect(await reply(replyId)).toMatchObject({ attempts: 2, lastError: null });
  }, 30_000);

  it(`is held once the visitor's address has had ${VISITOR_EMAILS_PER_DAY} emails today, and can be retried`, async () => {
    const smtp = await startSinkAndQueue();
    const contactId = await sendContact("Many Replies", "many.replies@example.com");
    const ids: string[] = [];
    for (let i = 0; i <= VISITOR_EMAILS_PER_DAY; i++) {
      ids.push(await sent({ kind: "contact", id: contactId, body: `Reply number ${i + 1}` }));
      await waitFor(async () => (await reply(ids.at(-1)!)).status !== "queued", 10_000, "the reply to be handled");
    }
    const statuses = await Promise.all(ids.map(async (id) => (await reply(id)).status));
    expect(statuses).toEqual([...Array<string>(VISITOR_EMAILS_PER_DAY).fill("sent"), "held"]);
    expect(smtp.received.filter((m) => m.to.includes("many.replies@example.com"))).toHaveLength(VISITOR_EMAILS_PER_DAY);
    expect((await owner.mutate("admin.replies.retry", { id: ids.at(-1) })).statusCode).toBe(200);
    await waitFor(async () => (await reply(ids.at(-1)!)).status === "held", 10_000, "the retry to be held again");
  });

  it("answer a chat visitor at the address they typed; a transcript asking for a call back is flagged", async () => {
    const smtp = await startSinkAndQueue();
    const chat = await testDb.db.chatConversation.create({
      data: {
        sessionId: "reply-test-session",
        messages: {
          create: [
            { role: "user", content: "Do you clean ovens?" },
            { role: "assistant", content: "Yes, in a deep clean." },
            { role: "user", content: "Could someone call me back? 720-555-0187, or email Chat.Visitor@Example.com" },
          ],
        },
      },
    });
    const silent = await testDb.db.chatConversation.create({
      data: { sessionId: "no-email-session", messages: { create: [{ role: "user", content: "Hi there" }] } },
    });

    const chats = trpcData<{ items: { id: string; callBack: boolean; answered: boolean }[] }>(
      await owner.query("admin.chats.list", {}),
    ).items;
    expect(chats.find((item) => item.id === chat.id)).toMatchObject({ callBack: true, answered: false });
    expect(chats.find((item) => item.id === silent.id)).toMatchObject({ callBack: false });
    const transcript = trpcData<{ visitorEmail: string | null; callBack: boolean }>(
      await owner.query("admin.chats.get", { id: chat.id }),
    );
    expect(transcript).toMatchObject({ visitorEmail: "chat.visitor@example.com", callBack: true });

    expect((await send({ kind: "chat", id: silent.id, body: "Hello?" })).statusCode).toBe(409);
    const replyId = await sent({ kind: "chat", id: chat.id, body: "We'll call you at 3 pm." });
    await waitFor(async () => (await reply(replyId)).status === "sent", 10_000, "the chat reply to be sent");
    const [mail] = smtp.received.filter((m) => m.to.includes("chat.visitor@example.com"));
    const parsed = await simpleParser(mail!.raw);
    expect(parsed.subject).toBe(`Re: your chat with ${business.name}`);
    expect(parsed.text).toContain("> Do you clean ovens?");
    expect(parsed.text).not.toContain("Yes, in a deep clean.");
    const after = trpcData<{ items: { id: string; answered: boolean }[] }>(await owner.query("admin.chats.list", {}));
    expect(after.items.find((item) => item.id === chat.id)?.answered).toBe(true);
    // The terminal's twin of the chat list flags it too.
    const printed = (await inboxCli(testDb.url, "chats")).stdout;
    expect(printed).toContain(`3 messages, CALL BACK, answered\n  "Do you clean ovens?"\n  id ${chat.id}`);
  }, 60_000);

  it("are in the visitor's privacy export, and deleted with the message they answer", async () => {
    const contactId = await sendContact("Deleted Person", "deleted@example.com");
    await sent({ kind: "contact", id: contactId, body: "Thanks!" });
    const identifier = { kind: "email", value: "deleted@example.com" } as const;
    const stored = await loadPersonalData(testDb.db, await findPersonalData(testDb.db, identifier));
    expect(stored.contactMessages.find((message) => message.id === contactId)?.replies).toEqual([
      { to: "deleted@example.com", text: "Thanks!", writtenAt: expect.any(String), status: "queued", sentAt: null },
    ]);
    await testDb.db.contactMessage.delete({ where: { id: contactId } });
    expect(await testDb.db.ownerReply.count({ where: { contactMessageId: contactId } })).toBe(0);
  });
});
