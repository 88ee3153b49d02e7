import type { AddressInfo } from "node:net";
import type { FastifyInstance } from "fastify";
import { SMTPServer } from "smtp-server";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createContactNotifier } from "../../src/server/notify/contact-notifier";
import { freePort } from "../setup/postgres-backend";
import { buildTestApp } from "../support/test-app";
import { createTestDatabase, type TestDatabase } from "../support/test-database";

interface Received {
  from: string | undefined;
  to: string[];
  raw: string;
}

let testDb: TestDatabase;
const closers: (() => Promise<unknown>)[] = [];

/** A local SMTP server on 127.0.0.1 that keeps what it receives; `failFirst` refuses that many messages. */
async function startSmtp(failFirst = 0) {
  const received: Received[] = [];
  let refused = 0;
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ["STARTTLS"],
    logger: false,
    onData(stream, session, callback) {
      let raw = "";
      stream.on("data", (chunk: Buffer) => (raw += chunk.toString("utf8")));
      stream.on("end", () => {
        if (refused < failFirst) {
          refused++;
          return callback(Object.assign(new Error("Try again later"), { responseCode: 451 }));
        }
        received.push({ from: session.envelope.mailFrom ? session.envelope.mailFrom.address : undefined, to: session.envelope.rcptTo.map((r) => r.address), raw });
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.server.address() as AddressInfo;
  closers.push(() => new Promise<void>((resolve) => server.close(() => resolve())));
  return { received, url: `smtp://127.0.0.1:${port}`, refusals: () => refused };
}

function memoryLog() {
  const lines: { level: string; obj: Record<string, unknown>; msg: string }[] = [];
  const at = (level: string) => (obj: Record<string, unknown>, msg: string) => void lines.push({ level, obj, msg });
  return { lines, log: { info: at("info"), warn: at("warn"), error: at("error") } };
}

async function appWith(smtpUrl: string, retryDelaysMs: number[]) {
  const notifier = createContactNotifier({ smtpUrl, to: "owner@example.com", retryDelaysMs });
  const app: FastifyInstance = await buildTestApp(testDb.db, { notifier });
  closers.push(() => app.close());
  return { app, notifier };
}

const message = {
  name: "Dana Notify",
  email: "dana@example.com",
  phone: "303-555-0142",
  address: "12 Elm St, Parker",
  message: "Subject: Booking & Scheduling\n\nCan you come on Friday morning?",
};

beforeAll(async () => {
  testDb = await createTestDatabase();
});
afterAll(async () => {
  for (const close of closers) await close();
  await testDb.drop();
});

describe("contact message email", () => {
  it("arrives at the SMTP server with the message's fields", async () => {
    const smtp = await startSmtp();
    const { app, notifier } = await appWith(smtp.url, []);
    const response = await app.inject({ method: "POST", url: "/api/contact", payload: message });
    expect(response.statusCode).toBe(201);
    await notifier.idle();
    expect(smtp.received).toHaveLength(1);
    const [mail] = smtp.received;
    expect(mail?.to).toEqual(["owner@example.com"]);
    const raw = mail?.raw ?? "";
    expect(raw).toMatch(/^Subject: New message from Dana Notify$/m);
    expect(raw).toMatch(/^Reply-To: Dana Notify <dana@example.com>$/m);
    for (const line of ["Name: Dana Notify", "Email: dana@example.com", "Phone: 303-555-0142", "Address: 12 Elm St, Parker", "Can you come on Friday morning?", `/admin/contacts/${response.json().id}`]) {
      expect(raw).toContain(line);
    }
  });

  it("is retried after a refused send and then delivered, with the failure logged", async () => {
    const smtp = await startSmtp(1);
    const notifier = createContactNotifier({ smtpUrl: smtp.url, to: "owner@example.com", retryDelaysMs: [50] });
    const { lines, log } = memoryLog();
    notifier.notify({ ...message, id: "retry-1", createdAt: new Date(), estimateReference: null }, log);
    await notifier.idle();
    expect(smtp.refusals()).toBe(1);
    expect(smtp.received).toHaveLength(1);
    expect(lines.map((line) => [line.level, line.obj.attempt])).toEqual([["warn", 1], ["info", 2]]);
    expect(JSON.stringify(lines)).not.toContain("dana@example.com");
  });

  it("during an SMTP outage still stores the message and answers at once; the failure is logged", async () => {
    const closedPort = await freePort();
    const { app, notifier } = await appWith(`smtp://127.0.0.1:${closedPort}`, [20, 20]);
    const started = performance.now();
    const response = await app.inject({ method: "POST", url: "/api/contact", payload: { ...message, name: "Outage Person" } });
    expect(response.statusCode).toBe(201);
    expect(performance.now() - started).toBeLessThan(1_000);
    expect(await testDb.db.contactMessage.count({ where: { id: response.json().id, name: "Outage Person" } })).toBe(1);
    await notifier.idle();

    const { lines, log } = memoryLog();
    notifier.notify({ ...message, id: "outage-1", createdAt: new Date(), estimateReference: null }, log);
    await notifier.idle();
    expect(lines.map((line) => [line.level, line.obj.reason])).toEqual([["warn", "ESOCKET"], ["warn", "ESOCKET"], ["error", "ESOCKET"]]);
  });

  it("is not sent for messages flagged as spam", async () => {
    const smtp = await startSmtp();
    const { app, notifier } = await appWith(smtp.url, []);
    const response = await app.inject({ method: "POST", url: "/api/contact", payload: { ...message, website: "http://spam.example" } });
    expect(response.statusCode).toBe(201);
    await notifier.idle();
    expect(smtp.received).toEqual([]);
  });
});
