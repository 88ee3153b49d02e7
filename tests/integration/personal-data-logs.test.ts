import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { phonePattern } from "#shared/privacy/identifier";
import { buildApp } from "#server/app";
import { builtInProvider } from "#server/chat/built-in-provider";
import { ADMIN_TEST_PASSWORD, createTestOwner, signedInClient, testAdminAuth } from "../support/admin-session";
import { createTestDatabase, type TestDatabase } from "../support/test-database";
import { trpcData } from "../support/trpc-data";

let testDb: TestDatabase;
let app: FastifyInstance;
const log: string[] = [];

beforeAll(async () => {
  testDb = await createTestDatabase();
  await createTestOwner(testDb.db);
  app = await buildApp({
    config: { logLevel: "trace", clientDistDir: "/nonexistent-client-build", rateLimits: false },
    services: { db: testDb.db, dove: builtInProvider, admin: testAdminAuth() },
    logger: { write: (line: string) => void log.push(line) },
  });
});
afterAll(async () => {
  await app.close();
  await testDb.drop();
});

const VISITOR = {
  name: "Ottoline Brackenridge",
  email: "ottoline.brackenridge@private.example",
  phone: "(720) 555-0163",
  address: "88 Larkspur Hollow",
  message: "Subject: Other\n\nThe lockbox code is 9137-4471 and the dog is called Biscuit.",
};
const DIGITS = "7205550163";

describe("the server log at trace level", () => {
  it("holds no message body, email address, phone number, name, street address or password through contact, chat, inbox and privacy traffic", async () => {
    const estimate = { sqft: 1800, bedrooms: 3, bathrooms: 2, pets: true, serviceType: "deep" };
    expect(
      (await app.inject({ method: "POST", url: "/api/contact", payload: { ...VISITOR, estimate } })).statusCode,
    ).toBe(201);
    expect((await app.inject({ method: "POST", url: "/trpc/contact.send", payload: VISITOR })).statusCode).toBe(200);
    expect(
      (
        await app.inject({
          method: "POST",
          url: "/api/contact",
          payload: { ...VISITOR, email: "ottoline.brackenridge@" },
        })
      ).statusCode,
    ).toBe(400);
    const chatMessage = `I'm ${VISITOR.name}, ${VISITOR.email}, call ${VISITOR.phone}; the lockbox code is 9137-4471. How much is a deep clean for 1800 sq ft?`;
    const chat = await app.inject({
      method: "POST",
      url: "/api/chat/message",
      payload: { message: chatMessage, conversationId: null, sessionId: "log-trace" },
    });
    expect(chat.statusCode).toBe(200);
    const conversationId = chat.json().conversationId as string;
    expect(
      (
        await app.inject({
          method: "POST",
          url: "/api/chat/stream",
          payload: { message: `still ${VISITOR.email}`, conversationId, sessionId: "log-trace" },
        })
      ).statusCode,
    ).toBe(200);

    const owner = await signedInClient(app);
    const listed = trpcData<{ items: { id: string }[] }>(
      await owner.query("admin.contacts.list", { search: VISITOR.email }),
    );
    const contactId = listed.items[0]?.id ?? "";
    trpcData(await owner.query("admin.contacts.get", { id: contactId }));
    trpcData(await owner.mutate("admin.contacts.setHandled", { id: contactId, handled: true }));
    expect((await owner.get(`/api/admin/contacts.csv?search=${encodeURIComponent(VISITOR.email)}`)).statusCode).toBe(
      200,
    );
    trpcData(await owner.query("admin.chats.get", { id: conversationId }));
    trpcData(await owner.mutate("admin.privacy.lookup", { identifier: VISITOR.email }));
    trpcData(await owner.mutate("admin.privacy.lookup", { identifier: VISITOR.phone }));
    trpcData(
      await owner.mutate("admin.privacy.requests.record", {
        identifier: VISITOR.email,
        kind: "deletion",
        receivedOn: "2026-11-20",
      }),
    );
    trpcData(await owner.mutate("admin.privacy.export", { identifier: VISITOR.email }));
    trpcData(
      await owner.mutate("admin.privacy.correct", {
        identifier: VISITOR.email,
        contactId,
        correction: { field: "address", value: VISITOR.address.toUpperCase() },
      }),
    );
    expect(
      (
        await owner.mutate("admin.privacy.correct", {
          identifier: VISITOR.email,
          contactId,
          correction: { field: "email", value: VISITOR.name },
        })
      ).statusCode,
    ).toBe(400);
    trpcData(await owner.mutate("admin.privacy.delete", { identifier: VISITOR.email, confirm: true }));
    trpcData(await owner.mutate("admin.privacy.delete", { identifier: VISITOR.phone, confirm: true }));

    // Every line of every level was captured: a line per request and more.
    expect(app.log.level).toBe("trace");
    expect(log.length).toBeGreaterThan(40);
    const text = log.join("\n").toLowerCase();
    for (const secret of [
      VISITOR.name,
      "brackenridge",
      VISITOR.email,
      "ottoline.brackenridge@",
      VISITOR.phone,
      VISITOR.address,
      "lockbox",
      "9137-4471",
      "biscuit",
      ADMIN_TEST_PASSWORD,
    ]) {
      expect(text, secret).not.toContain(secret.toLowerCase());
    }
    expect(text).not.toMatch(new RegExp(phonePattern(DIGITS)));
    // What the log does say: the request ids and the stored message's id.
    expect(text).toContain(`"contactmessageid":"${contactId}"`);
  });
});
