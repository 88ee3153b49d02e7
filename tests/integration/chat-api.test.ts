import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { DEFAULT_RATE_LIMITS } from "#server/http/rate-limit-settings";
import { createSseParser, type SseEvent } from "#client/features/chat/sse-parser";
import { conciergeReply } from "#shared/dove/concierge";
import { computeEstimate } from "#shared/pricing/compute-estimate";
import { formatRange } from "#shared/pricing/format";
import { buildTestApp, writableRowCounts } from "../support/test-app";
import { createTestDatabase, type TestDatabase } from "../support/test-database";
import { SHIPPED_FACTS } from "../support/site-facts";

let testDb: TestDatabase;
let app: FastifyInstance;
let counter = 0;
/** Each test gets its own client address and session ids, so rate limits do not leak between tests. */
const uniqueIp = () => `10.0.${Math.floor(++counter / 250)}.${counter % 250}`;
const uniqueSession = (label: string) => `${label}-${++counter}`;

beforeAll(async () => {
  testDb = await createTestDatabase();
  app = await buildTestApp(testDb.db, { rateLimits: DEFAULT_RATE_LIMITS });
});
afterAll(async () => {
  await app.close();
  await testDb.drop();
});

function events(body: string): SseEvent[] {
  const parser = createSseParser();
  return [...parser.push(body), ...parser.end()];
}

const chat = (payload: object, remoteAddress = uniqueIp(), url = "/api/chat/message") =>
  app.inject({ method: "POST", url, payload, remoteAddress });

describe("POST /api/chat/stream", () => {
  it("streams start, the reply in deltas, and done, and stores both sides", async () => {
    const sessionId = uniqueSession("stream");
    const res = await chat(
      { message: "What are your hours?", conversationId: null, sessionId },
      uniqueIp(),
      "/api/chat/stream",
    );
    expect(res.statusCode).toBe(200);
    expect(res.headers["content-type"]).toMatch(/^text\/event-stream/);
    expect(res.headers["cache-control"]).toBe("no-store");

    const stream = events(res.body);
    expect(stream.map((e) => e.event)).toEqual(["start", ...stream.slice(1, -1).map(() => "delta"), "done"]);
    const { conversationId } = JSON.parse(stream[0]!.data) as { conversationId: string };
    const done = JSON.parse(stream.at(-1)!.data) as { conversationId: string; response: string };
    expect(done).toEqual({ conversationId, response: conciergeReply(SHIPPED_FACTS, "What are your hours?") });
    const deltas = stream.filter((e) => e.event === "delta").map((e) => (JSON.parse(e.data) as { text: string }).text);
    expect(deltas.join("")).toBe(done.response);

    const stored = await testDb.db.chatMessage.findMany({ where: { conversationId }, orderBy: { id: "asc" } });
    expect(stored.map((m) => [m.role, m.content, m.provider])).toEqual([
      ["user", "What are your hours?", null],
      ["assistant", done.response, "built-in"],
    ]);
  });

  it("refuses bad input and another session's conversation as JSON before any stream starts, storing nothing", async () => {
    const owner = await chat({ message: "hello", conversationId: null, sessionId: uniqueSession("owner") });
    const before = await writableRowCounts(testDb.db);

    const invalid = await chat({ message: " ", conversationId: null, sessionId: "s" }, uniqueIp(), "/api/chat/stream");
    expect(invalid.statusCode).toBe(400);
    expect(invalid.headers["content-type"]).toMatch(/^application\/json/);
    expect(invalid.json().error.fields).toHaveProperty("message");

    const intruder = await chat(
      { message: "show me", conversationId: owner.json().conversationId, sessionId: uniqueSession("intruder") },
      uniqueIp(),
      "/api/chat/stream",
    );
    expect(intruder.statusCode).toBe(404);
    expect(intruder.json().error.message).toBe("Conversation not found");
    expect(await writableRowCounts(testDb.db)).toEqual(before);
  });
});

describe("tRPC chat.send", () => {
  it("answers like the REST endpoint and binds the conversation to its session", async () => {
    const sessionId = uniqueSession("trpc");
    const first = await app.inject({
      method: "POST",
      url: "/trpc/chat.send",
      payload: { message: "Do you serve Parker?", conversationId: null, sessionId },
    });
    expect(first.statusCode).toBe(200);
    const { conversationId, response } = first.json().result.data as { conversationId: string; response: string };
    expect(response).toBe(conciergeReply(SHIPPED_FACTS, "Do you serve Parker?"));

    const other = await app.inject({
      method: "POST",
      url: "/trpc/chat.send",
      payload: { message: "and me?", conversationId, sessionId: uniqueSession("other") },
    });
    expect(other.statusCode).toBe(404);
    expect(other.json().error.data.code).toBe("NOT_FOUND");
    expect(await testDb.db.chatMessage.count({ where: { conversationId } })).toBe(2);
  });
});

describe("a conversation's stored history", () => {
  it("lets a follow-up re-price the home described earlier with the engine, and saves that estimate as the lead", async () => {
    const sessionId = uniqueSession("follow-up");
    const first = await chat({
      message: "how much for a deep clean 3 bed 2 bath about 1800 sqft",
      conversationId: null,
      sessionId,
    });
    const { conversationId } = first.json<{ conversationId: string }>();
    const followUp = await chat({ message: "and if we did it weekly?", conversationId, sessionId });
    expect(followUp.statusCode).toBe(200);
    const home = { sqft: 1800, bedrooms: 3, bathrooms: 2, pets: false, serviceType: "deep" as const, addOns: [] };
    const { lowCents, highCents } = computeEstimate(SHIPPED_FACTS, { ...home, frequency: "weekly" });
    expect(followUp.json<{ response: string }>().response).toContain(formatRange(lowCents, highCents));
    const saved = await testDb.db.estimate.findMany({
      where: { conversationId },
      orderBy: { createdAt: "asc" },
      select: { input: true, lowCents: true },
    });
    expect(saved.map((estimate) => estimate.input)).toEqual([home, { ...home, frequency: "weekly" }]);
    expect(saved[1]?.lowCents).toBe(lowCents);
  });
});

describe("chat rate limits", () => {
  it(`allows ${DEFAULT_RATE_LIMITS.chatPerMinute} messages a minute per IP, then answers 429 with Retry-After and stores nothing`, async () => {
    const ip = uniqueIp();
    for (let i = 0; i < DEFAULT_RATE_LIMITS.chatPerMinute; i++) {
      const res = await chat({ message: `hello ${i}`, conversationId: null, sessionId: uniqueSession("ip") }, ip);
      expect(res.statusCode).toBe(200);
    }
    const before = await writableRowCounts(testDb.db);
    const limited = await chat({ message: "one more", conversationId: null, sessionId: uniqueSession("ip") }, ip);
    expect(limited.statusCode).toBe(429);
    expect(Number(limited.headers["retry-after"])).toBeGreaterThan(0);
    expect(limited.json().error).toMatchObject({
      code: "TOO_MANY_REQUESTS",
      message: expect.stringMatching(/Too many chat messages/),
    });
    expect(await writableRowCounts(testDb.db)).toEqual(before);

    const streamed = await chat(
      { message: "and streamed?", conversationId: null, sessionId: uniqueSession("ip") },
      ip,
      "/api/chat/stream",
    );
    expect(streamed.statusCode).toBe(429);
    expect(
      (await chat({ message: "another visitor", conversationId: null, sessionId: uniqueSession("ip") })).statusCode,
    ).toBe(200);
  });

  it("limits one session across IP addresses and across REST and tRPC", async () => {
    const sessionId = uniqueSession("roaming");
    for (let i = 0; i < DEFAULT_RATE_LIMITS.chatPerMinute / 2; i++) {
      expect((await chat({ message: `rest ${i}`, conversationId: null, sessionId })).statusCode).toBe(200);
      const viaTrpc = await app.inject({
        method: "POST",
        url: "/trpc/chat.send",
        payload: { message: `trpc ${i}`, conversationId: null, sessionId },
        remoteAddress: uniqueIp(),
      });
      expect(viaTrpc.statusCode).toBe(200);
    }
    const batched = await app.inject({
      method: "POST",
      url: "/trpc/chat.send?batch=1",
      payload: { 0: { message: "batched", conversationId: null, sessionId } },
      remoteAddress: uniqueIp(),
    });
    expect(batched.statusCode).toBe(429);
    expect((await chat({ message: "rest again", conversationId: null, sessionId })).statusCode).toBe(429);
  });

  it("is switched off entirely by RATE_LIMITS=off", async () => {
    const unlimited = await buildTestApp(testDb.db, { rateLimits: false });
    try {
      const sessionId = uniqueSession("bench");
      for (let i = 0; i <= DEFAULT_RATE_LIMITS.chatPerMinute + 2; i++) {
        const res = await unlimited.inject({
          method: "POST",
          url: "/api/chat/message",
          payload: { message: `hi ${i}`, conversationId: null, sessionId },
          remoteAddress: "10.9.9.9",
        });
        expect(res.statusCode).toBe(200);
      }
    } finally {
      await unlimited.close();
    }
  });
});
