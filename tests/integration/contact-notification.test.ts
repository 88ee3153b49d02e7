import type { FastifyInstance } from "fastify";
import { simpleParser } from "mailparser";
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { createDb } from "#server/db/client";
import { releaseJobsOfDeadInstances } from "#server/jobs/instance-registry";
import { type SiteQueue } from "#server/jobs/site-queue";
import { type ContactMailer, createContactMailer } from "#server/notify/contact-mailer";
import { contactNotifications, relayOwedNotifications } from "#server/notify/contact-notification-relay";
import { DAY_MS, MINUTE_MS } from "#shared/time/durations";
import { freePort } from "../setup/postgres-backend";
import { createTestOwner, signedInClient } from "../support/admin-session";
import { memoryLog } from "../support/memory-log";
import { startSmtpSink, type SmtpSink } from "../support/smtp-sink";
import { buildTestApp } from "../support/test-app";
import { startTestQueue } from "../support/test-queue";
import { createTestDatabase, type TestDatabase } from "../support/test-database";
import { waitFor } from "../support/wait-for";

const SITE_URL = "http://localhost:3000";
const message = {
  name: "Dana Notify",
  email: "dana@example.com",
  phone: "303-555-0142",
  address: "12 Elm St, Parker",
  message: "Subject: Booking & Scheduling\n\nCan you come on Friday morning?",
};

let testDb: TestDatabase;
let app: FastifyInstance;
const running: { queue?: SiteQueue; mailer?: ContactMailer; sinks: SmtpSink[] } = { sinks: [] };
const log = memoryLog();

async function startQueue(smtpUrl: string | null): Promise<SiteQueue> {
  const mailer = smtpUrl ? createContactMailer({ smtpUrl, to: "owner@example.com", siteUrl: SITE_URL }) : null;
  running.mailer = mailer ?? undefined;
  const queue = await startTestQueue(testDb, log.log, { mailer });
  running.queue = queue;
  return queue;
}

async function sink(options?: Parameters<typeof startSmtpSink>[0]): Promise<SmtpSink> {
  const started = await startSmtpSink(options);
  running.sinks.push(started);
  return started;
}

async function sendContact(overrides: Record<string, unknown> = {}): Promise<string> {
  const response = await app.inject({ method: "POST", url: "/api/contact", payload: { ...message, ...overrides } });
  expect(response.statusCode).toBe(201);
  return response.json().id as string;
}

/** The queue's jobs for one message (the public view has no payloads: the test reads the table). */
const jobsFor = (contactId: string) =>
  testDb.db.$queryRaw<
    { id: bigint; locked_by: string | null }[]
  >`SELECT id, locked_by FROM graphile_worker._private_jobs WHERE payload->>'contactId' = ${contactId}`;
const notification = (id: string) =>
  testDb.db.contactMessage.findUniqueOrThrow({
    where: { id },
    select: { notifyStatus: true, notifyAttempts: true, notifyError: true, notifyNextAt: true, notifiedAt: true },
  });

beforeAll(async () => {
  testDb = await createTestDatabase();
  await createTestOwner(testDb.db);
  app = await buildTestApp(testDb.db, { notifications: contactNotifications(testDb.db, true, () => undefined) });
});
afterEach(async () => {
  await running.queue?.stop();
  // The mailer keeps pooled connections open, which a closing SMTP server would wait for.
  running.mailer?.close();
  // Each test starts with an empty queue: no job of an earlier test's message is run by a later one.
  await testDb.db.$executeRaw`DELETE FROM graphile_worker._private_jobs`;
  running.queue = undefined;
  for (const started of running.sinks.splice(0)) await started.close();
});
afterAll(async () => {
  await app.close();
  await testDb.drop();
});

describe("the owner's email about a contact message, on the job queue", () => {
  // Each test starts with no message owing an email: none of an earlier test's is sent by a later one.
  beforeEach(async () => {
    await testDb.db.contactMessage.updateMany({ where: { notifyStatus: null }, data: { notifyStatus: "untracked" } });
  });

  it("is owed by the row the INSERT stores (rolled back with it), then queued exactly once per message, even by two relays at once; spam never", async () => {
    const id = await sendContact();
    const spam = await sendContact({ website: "http://spam.example" });
    expect((await notification(id)).notifyStatus).toBeNull();

    // A message whose transaction rolls back owes nothing: there is no row.
    await expect(
      testDb.db.$transaction(async (tx) => {
        await tx.contactMessage.create({
          data: { name: "Rolled Back", email: "rb@example.com", message: "This message is never committed." },
        });
        throw new Error("roll back");
      }),
    ).rejects.toThrow("roll back");
    expect(await testDb.db.contactMessage.count({ where: { name: "Rolled Back" } })).toBe(0);

    // Many owed messages, two instances relaying at the same moment: one job each.
    await testDb.db.contactMessage.createMany({
      data: Array.from({ length: 60 }, (_, i) => ({
        name: `Owed ${i}`,
        email: `owed-${i}@example.com`,
        message: "Please call me back soon.",
      })),
    });
    const owed = await testDb.db.contactMessage.findMany({
      where: { notifyStatus: null, isSpam: false },
      select: { id: true },
    });
    const otherInstance = createDb(testDb.url, 2);
    try {
      const handled = await Promise.all([
        relayOwedNotifications(testDb.db, true),
        relayOwedNotifications(otherInstance, true),
      ]);
      expect(handled[0] + handled[1]).toBe(owed.length);
    } finally {
      await otherInstance.$disconnect();
    }
    for (const { id: owedId } of owed) expect(await jobsFor(owedId), owedId).toHaveLength(1);
    expect(
      await testDb.db.contactMessage.count({
        where: { id: { in: owed.map((row) => row.id) }, notifyStatus: "queued" },
      }),
    ).toBe(owed.length);
    expect(await jobsFor(spam)).toHaveLength(0);
    expect(await relayOwedNotifications(testDb.db, true)).toBe(0);
  });

  it("arrives at the SMTP server with the message's fields and a Message-ID made from the message's id; the inbox shows it sent", async () => {
    const smtp = await sink();
    await startQueue(smtp.url);
    const id = await sendContact();
    const mailOf = () => smtp.received.filter((mail) => mail.messageId === `<contact-${id}@localhost>`);
    await waitFor(() => mailOf().length === 1, 10_000);
    const [mail] = mailOf();
    expect(mail?.to).toEqual(["owner@example.com"]);
    const parsed = await simpleParser(mail!.raw);
    expect(parsed.subject).toBe("New message from Dana Notify");
    expect(parsed.replyTo?.text).toBe('"Dana Notify" <dana@example.com>');
    for (const line of [
      "Name: Dana Notify",
      "Email: dana@example.com",
      "Phone: 303-555-0142",
      "Address: 12 Elm St, Parker",
      "Can you come on Friday morning?",
      `${SITE_URL}/admin/contacts/${id}`,
    ]) {
      expect(parsed.text).toContain(line);
    }
    // The HTML part: the same details, the message as written, and the inbox link as its button.
    for (const shown of [
      "Dana Notify",
      "dana@example.com",
      "303-555-0142",
      "Booking &amp; Scheduling",
      "Friday morning?",
    ])
      expect(parsed.html).toContain(shown);
    expect(parsed.html).toContain(`href="${SITE_URL}/admin/contacts/${id}"`);
    await waitFor(async () => (await notification(id)).notifyStatus === "sent", 5_000);
    expect(await notification(id)).toMatchObject({ notifyStatus: "sent", notifyAttempts: 1, notifyError: null });
    // The queue removes the job once the handler has returned.
    await waitFor(async () => (await jobsFor(id)).length === 0, 5_000, "the finished job to leave the queue");
    expect(JSON.stringify(log.lines)).not.toMatch(/dana@example\.com|303-555-0142|Friday morning/);
  });

  it("is retried within 30 s after a refused send, then delivered once, with the attempts recorded", async () => {
    const smtp = await sink({ failFirst: 1 });
    await startQueue(smtp.url);
    const id = await sendContact({ name: "Retry Person" });
    await waitFor(async () => (await notification(id)).notifyStatus === "retrying", 10_000);
    const retrying = await notification(id);
    expect(retrying).toMatchObject({ notifyAttempts: 1, notifyError: expect.any(String) });
    const waitMs = (retrying.notifyNextAt?.getTime() ?? 0) - Date.now();
    expect(waitMs).toBeGreaterThan(0);
    expect(waitMs).toBeLessThanOrEqual(30_000);
    await waitFor(() => smtp.received.length === 1, 30_000);
    await waitFor(async () => (await notification(id)).notifyStatus === "sent", 5_000);
    expect(await notification(id)).toMatchObject({ notifyAttempts: 2, notifyError: null });
    expect(smtp.refusals()).toBe(1);
    expect(smtp.received.filter((mail) => mail.messageId === `<contact-${id}@localhost>`)).toHaveLength(1);
  }, 45_000);

  it("gives up 24 hours after queueing; the inbox shows why, and Send again delivers it", async () => {
    const id = await sendContact({ name: "Given Up" });
    // The message has been failing for a day already (no worker ran meanwhile).
    await testDb.db.contactMessage.update({
      where: { id },
      data: { notifyQueuedAt: new Date(Date.now() - DAY_MS - MINUTE_MS) },
    });
    await startQueue(`smtp://127.0.0.1:${await freePort()}`);
    await waitFor(async () => (await notification(id)).notifyStatus === "failed", 10_000);
    // The task records "failed" and then returns; the queue removes its job right after.
    await waitFor(async () => (await jobsFor(id)).length === 0, 5_000);

    const owner = await signedInClient(app);
    const shown = (await owner.query("admin.contacts.get", { id })).json().result.data.notification;
    expect(shown).toEqual({
      status: "failed",
      attempts: 1,
      error: expect.stringMatching(/^E[A-Z]+$/),
      nextAttemptAt: null,
      sentAt: null,
    });
    expect(
      (await owner.mutate("admin.contacts.resendNotification", { id: "00000000-0000-4000-8000-000000000000" }))
        .statusCode,
    ).toBe(409);

    await running.queue?.stop();
    running.mailer?.close();
    const smtp = await sink();
    await startQueue(smtp.url);
    expect((await owner.mutate("admin.contacts.resendNotification", { id })).statusCode).toBe(200);
    await waitFor(() => smtp.received.length === 1, 10_000);
    await waitFor(async () => (await notification(id)).notifyStatus === "sent", 5_000);
    // A message that was emailed cannot be sent again by mistake.
    expect((await owner.mutate("admin.contacts.resendNotification", { id })).statusCode).toBe(409);
  });

  it("is recorded as off when no mail server is configured, from the start or when relayed", async () => {
    const withoutEmail = await buildTestApp(testDb.db);
    try {
      const response = await withoutEmail.inject({
        method: "POST",
        url: "/api/contact",
        payload: { ...message, name: "Stored Off" },
      });
      expect((await notification(response.json().id)).notifyStatus).toBe("off");
    } finally {
      await withoutEmail.close();
    }
    // An email owed while a mail server was configured, relayed after it was removed.
    await startQueue(null);
    const id = await sendContact({ name: "No Smtp" });
    await waitFor(async () => (await notification(id)).notifyStatus === "off", 10_000);
  });

  it("ignores a stale duplicate job (an attempt that is not the message's next one)", async () => {
    const smtp = await sink();
    const id = await sendContact({ name: "Duplicate Job" });
    await testDb.db
      .$executeRaw`SELECT graphile_worker.add_job('contact-notification', json_build_object('contactId', ${id}::uuid, 'attempt', 5))`;
    await startQueue(smtp.url);
    await waitFor(async () => (await notification(id)).notifyStatus === "sent", 10_000);
    await waitFor(
      async () =>
        (
          await testDb.db.$queryRaw<
            unknown[]
          >`SELECT 1 FROM graphile_worker.jobs WHERE task_identifier = 'contact-notification'`
        ).length === 0,
      10_000,
      "both jobs to be done",
    );
    expect(smtp.received.filter((mail) => mail.messageId === `<contact-${id}@localhost>`)).toHaveLength(1);
  });
});

describe("instances that stop answering", () => {
  it("have the jobs their workers held released for the others, and are forgotten", async () => {
    const id = await sendContact({ name: "Locked By Dead" });
    await relayOwedNotifications(testDb.db, true);
    await testDb.db.appInstance.create({
      data: { id: "dead-instance", workerIds: ["worker-of-dead"], seenAt: new Date(Date.now() - 5 * 60_000) },
    });
    await testDb.db.appInstance.create({ data: { id: "live-instance", workerIds: ["worker-of-live"] } });
    // What a worker's fetch does (graphile-worker's own statement): lock the job under its id.
    await testDb.db
      .$executeRaw`UPDATE graphile_worker._private_jobs SET locked_at = now(), locked_by = 'worker-of-dead' WHERE payload->>'contactId' = ${id}`;
    expect((await jobsFor(id))[0]?.locked_by).toBe("worker-of-dead");

    expect(await releaseJobsOfDeadInstances(testDb.db)).toBe(1);
    expect((await jobsFor(id))[0]?.locked_by).toBeNull();
    expect((await testDb.db.appInstance.findMany({ select: { id: true } })).map((row) => row.id)).toEqual([
      "live-instance",
    ]);
    await testDb.db.appInstance.deleteMany();
  });
});
