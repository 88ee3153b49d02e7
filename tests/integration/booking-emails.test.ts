import type { FastifyInstance } from "fastify";
import { simpleParser } from "mailparser";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { BUSINESS } from "#shared/facts/defaults/business";
import { DEFAULT_SITE_FACTS } from "#shared/facts/default-site-facts";
import { visitorEmail } from "#server/bookings/booking-emails";
import { type BookingMailer, createBookingMailer } from "#server/bookings/booking-mailer";
import { bookingEmailTask, bookingReminderTask } from "#server/bookings/booking-tasks";
import { sendWithinDailyCap, VISITOR_EMAILS_PER_DAY } from "#server/bookings/visitor-email-cap";
import { cliActor } from "#server/audit/actor";
import { type FactsInForce, followPublishedFacts } from "#server/facts/facts-in-force";
import { publishFacts, writeFirstRevisionIfEmpty } from "#server/facts/site-facts-store";
import { bookingRequest, listedSlots, openEveryDay } from "../support/bookings";
import { createTestOwner, signedInClient, testAdminAuth } from "../support/admin-session";
import { memoryLog } from "../support/memory-log";
import { type ReceivedMail, type SmtpSink, startSmtpSink } from "../support/smtp-sink";
import { withProof } from "../support/booking-proof";
import { buildTestApp } from "../support/test-app";
import { createTestDatabase, type TestDatabase } from "../support/test-database";
import { trpcData } from "../support/trpc-data";

const OWNER = "notify@bluebird.example.com";

let testDb: TestDatabase;
let app: FastifyInstance;
let smtp: SmtpSink;
let mailer: BookingMailer;
/** The facts in force as the server's queue sees them: following publishes to the test database. */
let facts: FactsInForce;
const queueLog = memoryLog();

beforeAll(async () => {
  testDb = await createTestDatabase();
  await openEveryDay(testDb.db);
  smtp = await startSmtpSink();
  mailer = createBookingMailer({ smtpUrl: smtp.url, to: OWNER, siteUrl: "http://bluebird.test" });
  await createTestOwner(testDb.db);
  await writeFirstRevisionIfEmpty(testDb.db);
  facts = await followPublishedFacts(testDb.db, testDb.url, queueLog.log);
  app = await buildTestApp(testDb.db, {
    admin: testAdminAuth(),
    notifications: { emailOn: true, kick: () => undefined, idle: async () => undefined },
  });
});
afterAll(async () => {
  await facts.close();
  await app.close();
  mailer.close();
  await smtp.close();
  await testDb.drop();
});

/** Runs the booking emails queued so far, as the queue's worker would, and takes them off the queue. */
async function sendQueuedEmails(task = "booking-email") {
  const jobs = await testDb.db.$queryRaw<{ id: bigint; payload: unknown }[]>`
    SELECT j.id, j.payload FROM graphile_worker._private_jobs j
    JOIN graphile_worker._private_tasks t ON t.id = j.task_id WHERE t.identifier = ${task} ORDER BY j.id`;
  const run = task === "booking-email" ? bookingEmailTask : bookingReminderTask;
  for (const job of jobs) await run(testDb.db, mailer, facts, queueLog.log)(job.payload, {} as never);
  await testDb.db.$executeRaw`SELECT graphile_worker.complete_jobs(${jobs.map((job) => job.id)}::bigint[])`;
}

/** A received email's Subject, plain-text part and HTML part, as a MIME parser reads them. */
async function readMail(mail: ReceivedMail): Promise<{ subject: string; text: string; html: string }> {
  const parsed = await simpleParser(mail.raw);
  return { subject: parsed.subject ?? "", text: parsed.text ?? "", html: parsed.html || "" };
}

const to = (address: string) => smtp.received.filter((mail) => mail.to.includes(address));

describe("what a booking's visitor is sent", () => {
  it("refuses a name or street that would carry a second line into the email, naming the field", async () => {
    const [slot] = await listedSlots(app);
    for (const [field, extra] of [
      ["name", { name: "Refund ready\nClaim: http://evil.example" }],
      ["address.street", { address: { street: "12 Elm St\r\nClaim now", city: "Parker", zip: "80134" } }],
      ["name", { name: "Bob \u202Egnp.exe Admin" }],
    ] as const) {
      const res = await app.inject({
        method: "POST",
        url: "/api/bookings",
        payload: await withProof(app, bookingRequest(slot!, extra)),
      });
      expect(res.statusCode, field).toBe(400);
      expect(JSON.stringify(res.json()), field).toMatch(/must be on one line|hidden character we can't accept/);
    }
    expect(await testDb.db.booking.count()).toBe(0);
  });

  it("opens with the business's words; neither the subject nor its text or HTML part carries the visitor's name", async () => {
    const slots = await listedSlots(app);
    const name = "Claim Your Refund At Evil Example";
    const res = await app.inject({
      method: "POST",
      url: "/api/bookings",
      payload: await withProof(app, bookingRequest(slots[3]!, { name, email: "opening@example.com" })),
    });
    expect(res.statusCode).toBe(201);
    await sendQueuedEmails();

    const [mail] = to("opening@example.com");
    const { subject, text, html } = await readMail(mail!);
    expect(text.split(/\r?\n/)[0]).toBe(`Thanks for booking a free in-home walkthrough with ${BUSINESS.name}.`);
    expect(subject).toMatch(/^Your free walkthrough is booked \(BK-[A-Z0-9]+\)$/);
    // The HTML part came through the mail server too, with the private link as its button.
    const { manageToken } = res.json<{ manageToken: string }>();
    expect(html).toContain(`href="http://bluebird.test/booking/manage/${manageToken}"`);
    expect(text).toContain(`http://bluebird.test/booking/manage/${manageToken}`);
    for (const shown of [subject, text, html, /^To: .*$/m.exec(mail!.raw)?.[0] ?? ""])
      expect(shown.toLowerCase()).not.toContain("refund");
    // The owner's notice still names who booked, in both parts.
    const owners = await readMail(to(OWNER).at(-1)!);
    expect(owners.text).toContain(`Name: ${name}`);
    expect(owners.html).toContain(name);

    // So does every other kind: the first line is the business's, the name nowhere.
    const row = await testDb.db.booking.findFirstOrThrow({ where: { email: "opening@example.com" } });
    for (const change of ["rescheduled", "cancelled", "reminder"] as const) {
      const email = await visitorEmail(row, change, null, {
        siteUrl: "http://bluebird.test",
        ownerEmail: OWNER,
        facts: DEFAULT_SITE_FACTS,
      });
      expect(email.text.split("\n")[0], change).toContain(BUSINESS.name);
      expect(`${email.subject}\n${email.text}\n${email.html}\n${email.to}`.toLowerCase(), change).not.toContain(
        "refund",
      );
    }
  });

  it(`sends one address at most ${VISITOR_EMAILS_PER_DAY} emails a day across every kind; the rest are held and the owner's page says so; the owner's notices are not capped`, async () => {
    const victim = "victim@example.com";
    const slots = await listedSlots(app);
    const ownerBefore = to(OWNER).length;
    const booked = await app.inject({
      method: "POST",
      url: "/api/bookings",
      payload: await withProof(app, bookingRequest(slots[10]!, { email: victim })),
    });
    expect(booked.statusCode).toBe(201);
    const { manageToken, reference } = booked.json<{ manageToken: string; reference: string }>();
    await sendQueuedEmails();
    // Five changes, each emailed before the next: six emails owed to the visitor.
    for (let i = 1; i <= 5; i++) {
      const moved = await app.inject({
        method: "POST",
        url: `/api/bookings/manage/${manageToken}/reschedule`,
        payload: { startsAt: slots[10 + i * 4]! },
      });
      expect(moved.statusCode).toBe(200);
      await sendQueuedEmails();
    }

    expect(to(victim)).toHaveLength(VISITOR_EMAILS_PER_DAY);
    expect(to(OWNER).length - ownerBefore).toBe(6);
    const booking = await testDb.db.booking.findFirstOrThrow({ where: { reference } });
    expect(booking.visitorEmailHeldAt).not.toBeNull();
    // Held is done: the job is not retried, and nothing more is owed for these changes.
    expect(booking.visitorEmailedSequence).toBe(5);
    expect(queueLog.lines.map((line) => line.message)).toContain(
      "booking email not sent: daily limit for this address",
    );

    // The reminder counts too, and so does the address written another way.
    await testDb.db
      .$executeRaw`UPDATE bookings SET email = ${"Victim+again@EXAMPLE.com"} WHERE id = ${booking.id}::uuid`;
    await sendQueuedEmails("booking-reminder");
    expect(to("Victim+again@EXAMPLE.com")).toHaveLength(0);
    expect((await testDb.db.booking.findUniqueOrThrow({ where: { id: booking.id } })).reminderSentFor).not.toBeNull();

    // The owner's booking page reads it.
    const owner = await signedInClient(app);
    const detail = trpcData<{ visitorEmailHeldAt: string | null }>(
      await owner.query("admin.bookings.byId", { id: booking.id }),
    );
    expect(detail.visitorEmailHeldAt).not.toBeNull();
  });

  it("gives the address a new allowance on the next day in Denver", async () => {
    const victim = "next.day@example.com";
    const booking = await testDb.db.booking.findFirstOrThrow({ select: { id: true } });
    const message = { from: OWNER, to: victim, subject: "Your walkthrough has a new time", text: "x" };
    // 23:30 in Denver (06:30 UTC the next day), then 00:30 in Denver.
    const late = new Date("2030-03-05T06:30:00Z");
    const sent: boolean[] = [];
    for (let i = 0; i <= VISITOR_EMAILS_PER_DAY; i++)
      sent.push(await sendWithinDailyCap(testDb.db, mailer, booking.id, message, late));
    expect(sent).toEqual([...Array<boolean>(VISITOR_EMAILS_PER_DAY).fill(true), false]);
    expect(await sendWithinDailyCap(testDb.db, mailer, booking.id, message, new Date("2030-03-05T07:30:00Z"))).toBe(
      true,
    );
    expect(to(victim)).toHaveLength(VISITOR_EMAILS_PER_DAY + 1);
  });

  it("gives a failed send its count back, so the queue's retry is not held by it", async () => {
    const failing = await startSmtpSink({ failFirst: 1 });
    const flaky = createBookingMailer({ smtpUrl: failing.url, to: OWNER, siteUrl: "http://bluebird.test" });
    try {
      const booking = await testDb.db.booking.findFirstOrThrow({ select: { id: true } });
      const message = { from: OWNER, to: "retry@example.com", subject: "s", text: "x" };
      await expect(sendWithinDailyCap(testDb.db, flaky, booking.id, message)).rejects.toThrow();
      for (let i = 0; i < VISITOR_EMAILS_PER_DAY; i++)
        expect(await sendWithinDailyCap(testDb.db, flaky, booking.id, message)).toBe(true);
      expect(await sendWithinDailyCap(testDb.db, flaky, booking.id, message)).toBe(false);
    } finally {
      flaky.close();
      await failing.close();
    }
  });
});

describe("the facts a booking email quotes", () => {
  it("are the ones in force when it is sent: a phone and name published after the booking are in its email", async () => {
    const [slot] = (await listedSlots(app)).slice(-1);
    const booked = await app.inject({
      method: "POST",
      url: "/api/bookings",
      payload: await withProof(app, bookingRequest(slot!, { email: "after.publish@example.com" })),
    });
    expect(booked.statusCode).toBe(201);
    const edited = structuredClone(facts.current().facts);
    edited.business.phone = { display: "(720) 555-0199", href: "tel:+17205550199" };
    edited.business.name = "Wren & Sons Cleaning";
    await publishFacts(testDb.db, {
      document: edited,
      baseRevision: facts.current().revision,
      summary: "New phone and name",
      actor: cliActor(),
    });
    await facts.refresh();
    expect(facts.current().facts.business.phone.display).toBe("(720) 555-0199");
    await sendQueuedEmails();

    const { subject, text, html } = await readMail(to("after.publish@example.com").at(-1)!);
    expect(subject).toMatch(/^Your free walkthrough is booked/);
    expect(text).toContain("Wren & Sons Cleaning · (720) 555-0199");
    expect(html).toContain("(720) 555-0199");
    for (const part of [text, html]) {
      expect(part).not.toContain(BUSINESS.phoneDisplay);
      expect(part).not.toContain(BUSINESS.name);
    }
    // The invite it carries names the new business as its organizer.
    const parsed = await simpleParser(to("after.publish@example.com").at(-1)!.raw);
    const invite = parsed.attachments.find((part) => part.contentType.startsWith("text/calendar"));
    expect(invite?.content.toString("utf8")).toMatch(/ORGANIZER;CN="?Wren & Sons Cleaning/);
  });
});
