import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { freePort } from "../setup/postgres-backend";
import { type ReplicaGroup, startReplicaGroup } from "../support/replica-group";
import { type SmtpSink, startSmtpSink } from "../support/smtp-sink";
import { createTestDatabase, type TestDatabase } from "../support/test-database";
import { waitFor } from "../support/wait-for";

let testDb: TestDatabase;
let group: ReplicaGroup;
let smtp: SmtpSink | undefined;
let smtpPort: number;

beforeAll(async () => {
  testDb = await createTestDatabase();
  // The mail server's address is known, but nothing listens there yet: it is down.
  smtpPort = await freePort();
  group = await startReplicaGroup(2, {
    DATABASE_URL: testDb.url,
    SITE_URL: "http://bluebird.test",
    RATE_LIMITS: "off",
    SMTP_URL: `smtp://127.0.0.1:${smtpPort}`,
    NOTIFY_EMAIL: "owner@bluebird.example.com",
  });
}, 120_000);
afterAll(async () => {
  await group?.stop();
  await smtp?.close();
  await testDb.drop();
});

describe("a contact message accepted just before its instance dies, while the mail server is down", () => {
  it("is emailed exactly once, by the other instance, when the mail server returns", async () => {
    const accepted = await group.requestTo(0, "/api/contact", {
      method: "POST",
      body: {
        name: "Crash Visitor",
        email: "crash@example.com",
        message: "Subject: Booking & Scheduling\n\nPlease call me about a move-out clean.",
      },
    });
    expect(accepted.status).toBe(201);
    const id = JSON.parse(accepted.body).id as string;
    const state = () =>
      testDb.db.contactMessage.findUniqueOrThrow({
        where: { id },
        select: { notifyStatus: true, notifyAttempts: true, notifiedAt: true },
      });

    // The first attempt fails (nothing listens); the next one is queued in Postgres.
    await waitFor(async () => (await state()).notifyStatus === "retrying", 15_000, "the first failed attempt");
    await group.kill(0);

    smtp = await startSmtpSink({ port: smtpPort });
    const messageId = `<contact-${id}@bluebird.test>`;
    await waitFor(() => smtp!.received.some((mail) => mail.messageId === messageId), 45_000, "the email");
    await waitFor(async () => (await state()).notifyStatus === "sent", 5_000, "the message marked sent");
    // Time for any duplicate to arrive, had one been queued.
    await new Promise((resolve) => setTimeout(resolve, 2_000));
    expect(smtp.received.filter((mail) => mail.messageId === messageId)).toHaveLength(1);
    expect((await state()).notifyAttempts).toBeGreaterThanOrEqual(2);
    expect(group.replicas[1]?.child.exitCode).toBeNull();
  }, 90_000);
});
