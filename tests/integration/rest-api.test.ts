import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { BLOG_POSTS } from "#shared/content/blog/posts";
import { fillFactTokens } from "#shared/content/fact-tokens";
import { TESTIMONIALS } from "#shared/content/testimonials";
import { composeContactMessage } from "#shared/contact/contact-fields";
import { seed } from "#server/db/seed";
import { SHIPPED_FACTS } from "../support/site-facts";
import { buildTestApp, writableRowCounts } from "../support/test-app";
import { createTestDatabase, type TestDatabase } from "../support/test-database";

let testDb: TestDatabase;
let app: FastifyInstance;

beforeAll(async () => {
  testDb = await createTestDatabase();
  await seed(testDb.db);
  app = await buildTestApp(testDb.db);
});
afterAll(async () => {
  await app.close();
  await testDb.drop();
});

const publishedPosts = BLOG_POSTS.filter((p) => p.published);

describe("GET /api/testimonials", () => {
  it("returns every testimonial with the spec's fields", async () => {
    const res = await app.inject({ method: "GET", url: "/api/testimonials" });
    expect(res.statusCode).toBe(200);
    const body = res.json<Array<Record<string, unknown>>>();
    expect(body).toHaveLength(TESTIMONIALS.length);
    for (const item of body) {
      expect(Object.keys(item).sort()).toEqual([
        "authorLocation",
        "authorName",
        "body",
        "id",
        "publishedAt",
        "rating",
        "source",
      ]);
      expect(item.publishedAt).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    }
  });

  it("filters featured=true to the featured ones", async () => {
    const res = await app.inject({ method: "GET", url: "/api/testimonials?featured=true" });
    expect(
      res
        .json<Array<{ id: string }>>()
        .map((t) => t.id)
        .sort(),
    ).toEqual(
      TESTIMONIALS.filter((t) => t.featured)
        .map((t) => t.id)
        .sort(),
    );
  });

  it("rejects a featured value that is not a boolean, naming the field", async () => {
    const res = await app.inject({ method: "GET", url: "/api/testimonials?featured=yes" });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.fields).toEqual({ featured: "featured must be true or false" });
  });
});

describe("GET /api/services", () => {
  it("lists the four services in catalogue order and finds one by slug", async () => {
    const list = await app.inject({ method: "GET", url: "/api/services" });
    expect(list.json<Array<{ key: string }>>().map((s) => s.key)).toEqual(["standard", "deep", "moveout", "garage"]);
    const one = await app.inject({ method: "GET", url: "/api/services/garage" });
    expect(one.statusCode).toBe(200);
    expect(one.json()).toMatchObject({ key: "garage", priceType: "flat_rate", basePrice: 125 });
  });

  it("answers 404 with a JSON error for an unknown slug", async () => {
    const res = await app.inject({ method: "GET", url: "/api/services/windows" });
    expect(res.statusCode).toBe(404);
    expect(res.json().error.code).toBe("NOT_FOUND");
    // The spec's client turns this into "404: <body text>".
    expect(res.body).toContain("windows");
  });
});

describe("GET /api/posts", () => {
  it("lists only published posts, newest first, with limit", async () => {
    const all = await app.inject({ method: "GET", url: "/api/posts?published=true" });
    const posts = all.json<Array<{ slug: string; publishedAt: string | null; readTimeMinutes: number }>>();
    expect(posts.map((p) => p.slug).sort()).toEqual(publishedPosts.map((p) => p.slug).sort());
    const dates = posts.map((p) => p.publishedAt ?? "");
    expect(dates).toEqual([...dates].sort().reverse());
    expect(posts.every((p) => p.readTimeMinutes >= 1)).toBe(true);

    const three = await app.inject({ method: "GET", url: "/api/posts?published=true&limit=3" });
    expect(three.json<Array<{ slug: string }>>().map((p) => p.slug)).toEqual(posts.slice(0, 3).map((p) => p.slug));
    expect(Object.keys(three.json<object[]>()[0] ?? {})).toEqual(
      expect.arrayContaining(["id", "slug", "title", "excerpt", "coverImageUrl"]),
    );
  });

  it("returns one post with its body, and 404 for a draft or unknown slug", async () => {
    const post = publishedPosts[0]!;
    const res = await app.inject({ method: "GET", url: `/api/posts/${post.slug}` });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      slug: post.slug,
      title: post.title,
      authorName: post.authorName,
      // As stored, its fact tokens filled from the facts in force (the shipped ones here).
      body: fillFactTokens(post.bodyHtml ?? "", SHIPPED_FACTS, { html: true }),
    });
    expect(res.json().body).not.toContain("{{");

    const draft = BLOG_POSTS.find((p) => !p.published);
    if (draft) expect((await app.inject({ method: "GET", url: `/api/posts/${draft.slug}` })).statusCode).toBe(404);
    expect((await app.inject({ method: "GET", url: "/api/posts/no-such-post" })).statusCode).toBe(404);
  });

  it("rejects bad query values naming the field", async () => {
    const badLimit = await app.inject({ method: "GET", url: "/api/posts?limit=abc" });
    expect(badLimit.statusCode).toBe(400);
    expect(badLimit.json().error.fields).toHaveProperty("limit");
    const tooMany = await app.inject({ method: "GET", url: "/api/posts?limit=500" });
    expect(tooMany.statusCode).toBe(400);
    expect(tooMany.json().error.fields).toHaveProperty("limit");
    const drafts = await app.inject({ method: "GET", url: "/api/posts?published=false" });
    expect(drafts.statusCode).toBe(400);
    expect(drafts.json().error.fields).toHaveProperty("published");
  });
});

describe("POST /api/contact", () => {
  const valid = {
    name: "Jordan Avery",
    email: "jordan@example.com",
    phone: "303-555-0199",
    address: "",
    message: composeContactMessage("pricing", "How much is a deep clean for a 2,000 sq ft home?"),
  };

  it("stores the message with the subject parsed from its first line and answers 201", async () => {
    const res = await app.inject({ method: "POST", url: "/api/contact", payload: valid });
    expect(res.statusCode).toBe(201);
    const { id } = res.json<{ id: string; createdAt: string }>();
    const row = await testDb.db.contactMessage.findUniqueOrThrow({ where: { id } });
    expect(row).toMatchObject({
      name: valid.name,
      email: valid.email,
      phone: valid.phone,
      address: null,
      subject: "Pricing Questions",
      message: valid.message,
      handledAt: null,
    });
  });

  it.each([
    [{ ...valid, name: "J" }, "name", "Name must be at least 2 characters"],
    [{ ...valid, email: "not-an-email" }, "email", "Please enter a valid email address"],
    [{ ...valid, message: "short" }, "message", "Message must be at least 10 characters"],
    [{ ...valid, name: 42 }, "name", "Name is required"],
    [{ ...valid, phone: "9".repeat(41) }, "phone", "Phone must be at most 40 characters"],
  ])("rejects %j with 400 naming %s, and writes nothing", async (payload, field, message) => {
    const before = await writableRowCounts(testDb.db);
    const res = await app.inject({ method: "POST", url: "/api/contact", payload });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.fields[field]).toBe(message);
    expect(res.json().error.message).toContain(field);
    expect(await writableRowCounts(testDb.db)).toEqual(before);
  });

  it("rejects bodies that are not JSON: missing, malformed, text/plain, too large", async () => {
    const before = await writableRowCounts(testDb.db);
    const missing = await app.inject({ method: "POST", url: "/api/contact" });
    expect(missing.statusCode).toBe(400);
    const malformed = await app.inject({
      method: "POST",
      url: "/api/contact",
      headers: { "content-type": "application/json" },
      payload: "{nope",
    });
    expect(malformed.statusCode).toBe(400);
    const textPlain = await app.inject({
      method: "POST",
      url: "/api/contact",
      headers: { "content-type": "text/plain" },
      payload: JSON.stringify(valid),
    });
    expect(textPlain.statusCode).toBe(415);
    const huge = await app.inject({
      method: "POST",
      url: "/api/contact",
      payload: { ...valid, message: "x".repeat(20_000) },
    });
    expect(huge.statusCode).toBe(413);
    for (const res of [missing, malformed, textPlain, huge])
      expect(res.json().error.message).toEqual(expect.any(String));
    expect(await writableRowCounts(testDb.db)).toEqual(before);
  });
});

describe("POST /api/chat/message", () => {
  it("creates a conversation on the first message, continues it, and stores both sides", async () => {
    const first = await app.inject({
      method: "POST",
      url: "/api/chat/message",
      payload: { message: "  What are your hours?  ", conversationId: null, sessionId: "1732280000000" },
    });
    expect(first.statusCode).toBe(200);
    const { conversationId, response } = first.json<{ conversationId: string; response: string }>();
    expect(conversationId).toMatch(/^[0-9a-f-]{36}$/);
    expect(response.length).toBeGreaterThan(0);

    const second = await app.inject({
      method: "POST",
      url: "/api/chat/message",
      payload: { message: "Do you serve Parker?", conversationId, sessionId: "1732280000000" },
    });
    expect(second.json().conversationId).toBe(conversationId);

    const messages = await testDb.db.chatMessage.findMany({ where: { conversationId }, orderBy: { id: "asc" } });
    expect(messages.map((m) => [m.role, m.provider])).toEqual([
      ["user", null],
      ["assistant", "built-in"],
      ["user", null],
      ["assistant", "built-in"],
    ]);
    expect(messages[0]?.content).toBe("What are your hours?");
    expect(messages[1]?.content).toBe(response);
  });

  it("answers 404 for a conversation of another session, without storing anything", async () => {
    const owner = await app.inject({
      method: "POST",
      url: "/api/chat/message",
      payload: { message: "hello", conversationId: null, sessionId: "owner-session" },
    });
    const before = await writableRowCounts(testDb.db);
    const intruder = await app.inject({
      method: "POST",
      url: "/api/chat/message",
      payload: { message: "show me", conversationId: owner.json().conversationId, sessionId: "other-session" },
    });
    expect(intruder.statusCode).toBe(404);
    expect(await writableRowCounts(testDb.db)).toEqual(before);
  });

  it.each([
    [{ message: "   ", conversationId: null, sessionId: "s1" }, "message"],
    [{ message: "x".repeat(2001), conversationId: null, sessionId: "s1" }, "message"],
    [{ message: "hi", conversationId: "not-a-uuid", sessionId: "s1" }, "conversationId"],
    [{ message: "hi", conversationId: null }, "sessionId"],
  ])("rejects %j naming %s", async (payload, field) => {
    const before = await writableRowCounts(testDb.db);
    const res = await app.inject({ method: "POST", url: "/api/chat/message", payload });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.fields).toHaveProperty(field);
    expect(await writableRowCounts(testDb.db)).toEqual(before);
  });
});

describe("tRPC and unknown API paths", () => {
  it("serves the same procedures at /trpc", async () => {
    const res = await app.inject({
      method: "GET",
      url: `/trpc/testimonials.list?input=${encodeURIComponent(JSON.stringify({ featured: true }))}`,
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().result.data).toHaveLength(TESTIMONIALS.filter((t) => t.featured).length);
  });

  it("maps tRPC input errors to 400 with field names", async () => {
    const res = await app.inject({
      method: "POST",
      url: "/trpc/contact.send",
      payload: { name: "A", email: "x", message: "short" },
    });
    expect(res.statusCode).toBe(400);
    expect(Object.keys(res.json().error.data.fields).sort()).toEqual(["email", "message", "name"]);
  });

  it("answers JSON 404 for unknown /api paths", async () => {
    const res = await app.inject({ method: "GET", url: "/api/nothing-here" });
    expect(res.statusCode).toBe(404);
    expect(res.json().error.code).toBe("NOT_FOUND");
  });
});
