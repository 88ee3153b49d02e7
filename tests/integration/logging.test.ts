import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildApp } from "#server/app";
import type { DoveProvider } from "#server/chat/provider";
import { createTestDatabase, type TestDatabase } from "../support/test-database";

let testDb: TestDatabase;
let app: FastifyInstance;
const lines: Record<string, unknown>[] = [];

/** A provider that fails for one secret message, to see how an unexpected error is logged. */
const flakyDove: DoveProvider = {
  name: "flaky",
  async reply(history) {
    if (history.at(-1)?.content.includes("explode")) throw new Error("provider exploded");
    return { content: "Happy to help.", provider: "flaky" };
  },
};

beforeAll(async () => {
  testDb = await createTestDatabase();
  app = await buildApp({
    config: { logLevel: "info", clientDistDir: "/nonexistent-client-build", rateLimits: false },
    services: { db: testDb.db, dove: flakyDove },
    logger: { write: (line: string) => void lines.push(JSON.parse(line) as Record<string, unknown>) },
  });
});
afterAll(async () => {
  await app.close();
  await testDb.drop();
});

const PRIVATE = {
  name: "Quintessa Marlowe",
  email: "quintessa.marlowe@private.example",
  phone: "(720) 555-0187",
  address: "4410 Hidden Pine Lane",
  message: "Subject: Other\n\nMy gate code is 7781, please keep it private.",
};

describe("the server log", () => {
  it("has request ids and never a message body, email, phone or address at info level", async () => {
    lines.length = 0;
    expect((await app.inject({ method: "POST", url: "/api/contact", payload: PRIVATE })).statusCode).toBe(201);
    expect((await app.inject({ method: "POST", url: "/trpc/contact.send", payload: PRIVATE })).statusCode).toBe(200);
    const chat = await app.inject({
      method: "POST",
      url: "/api/chat/message",
      payload: { message: "my gate code is 7781", conversationId: null, sessionId: "log-test" },
    });
    expect(chat.statusCode).toBe(200);

    expect(lines.length).toBeGreaterThanOrEqual(6);
    const text = JSON.stringify(lines);
    for (const secret of [PRIVATE.name, PRIVATE.email, PRIVATE.phone, PRIVATE.address, "gate code", "7781"])
      expect(text).not.toContain(secret);
    for (const line of lines.filter((l) => l.msg === "incoming request" || l.msg === "request completed"))
      expect(line.reqId).toEqual(expect.any(String));
    expect(
      lines.some(
        (l) =>
          l.msg === "contact message stored" && typeof l.contactMessageId === "string" && typeof l.reqId === "string",
      ),
    ).toBe(true);
  });

  it("logs an unexpected error once, with its stack, and hides it from the client", async () => {
    lines.length = 0;
    const res = await app.inject({
      method: "POST",
      url: "/api/chat/message",
      payload: { message: "please explode", conversationId: null, sessionId: "log-test-2" },
    });
    expect(res.statusCode).toBe(500);
    expect(res.body).not.toContain("exploded");
    const errors = lines.filter((l) => (l.level as number) >= 50);
    expect(errors).toHaveLength(1);
    expect(errors[0]?.reqId).toEqual(expect.any(String));
    expect((errors[0]?.err as { stack?: string }).stack).toMatch(/provider exploded\n\s+at /);
    expect(JSON.stringify(errors)).not.toContain("please explode");
  });
});
