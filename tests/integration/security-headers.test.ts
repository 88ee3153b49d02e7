import { randomBytes } from "node:crypto";
import { mkdtempSync, mkdirSync, rmSync, writeFileSync } from "node:fs";
import http from "node:http";
import type { AddressInfo } from "node:net";
import os from "node:os";
import path from "node:path";
import { brotliDecompressSync, gunzipSync } from "node:zlib";
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { DoveProvider } from "#server/chat/provider";
import { seed } from "#server/db/seed";
import { COMPRESS_MIN_BYTES } from "#server/http/compressed-json";
import { type FactsInForce, fixedFacts } from "#server/facts/facts-in-force";
import { BUSINESS } from "#shared/facts/defaults/business";
import { buildTestApp } from "../support/test-app";
import { SHIPPED_FACTS } from "../support/site-facts";
import { createTestDatabase, type TestDatabase } from "../support/test-database";

let testDb: TestDatabase;
let clientDir: string;
const apps: FastifyInstance[] = [];

/** A stand-in browser build: the real one is made after the integration tests run. */
function fakeClientBuild(): string {
  const dir = mkdtempSync(path.join(os.tmpdir(), "bluebird-client-"));
  mkdirSync(path.join(dir, "assets"));
  writeFileSync(
    path.join(dir, "index.html"),
    '<!doctype html><html><head><script type="module" src="/assets/index-AbCdEf12.js"></script></head><body><div id="root"></div></body></html>',
  );
  writeFileSync(path.join(dir, "assets", "index-AbCdEf12.js"), "console.log('hi')");
  return dir;
}

async function appFor(siteUrl: string) {
  const app = await buildTestApp(testDb.db, { clientDistDir: clientDir, siteUrl });
  apps.push(app);
  return app;
}

beforeAll(async () => {
  testDb = await createTestDatabase();
  // Content for answers large enough to compress (the posts and services).
  await seed(testDb.db);
  clientDir = fakeClientBuild();
});
afterAll(async () => {
  await Promise.all(apps.map((app) => app.close()));
  await testDb.drop();
  rmSync(clientDir, { recursive: true, force: true });
});

/** Powerful features refused to the site and its frames; nothing else allowed beyond the site itself. */
function expectPermissionsPolicy(header: string | string[] | number | undefined) {
  const features = new Map(
    String(header)
      .split(",")
      .map((part) => part.trim().split("=") as [string, string]),
  );
  for (const feature of ["camera", "microphone", "geolocation", "payment", "usb", "browsing-topics", "fullscreen"])
    expect(features.get(feature), feature).toBe("()");
  for (const allowlist of features.values()) expect(["()", "(self)"]).toContain(allowlist);
}

function csp(header: string | string[] | number | undefined): Map<string, string[]> {
  return new Map(
    String(header)
      .split(";")
      .map((part) => part.trim().split(/\s+/))
      .filter(([name]) => name)
      .map(([name = "", ...values]) => [name, values]),
  );
}

describe("security headers", () => {
  it.each([
    ["an HTML page", "/pricing", /^text\/html/],
    ["a hashed asset", "/assets/index-AbCdEf12.js", /javascript/],
    ["an API response", "/api/services", /^application\/json/],
  ])("are on %s", async (_label, url, contentType) => {
    const app = await appFor("http://localhost:3000");
    const res = await app.inject({ method: "GET", url });
    expect(res.statusCode).toBe(200);
    expect(res.headers["content-type"]).toMatch(contentType);
    expect(res.headers["x-content-type-options"]).toBe("nosniff");
    expect(res.headers["referrer-policy"]).toBe("strict-origin-when-cross-origin");
    expect(res.headers["x-frame-options"]).toBe("DENY");
    expect(res.headers["strict-transport-security"]).toBeUndefined();

    const policy = csp(res.headers["content-security-policy"]);
    expect(policy.get("default-src")).toEqual(["'self'"]);
    expect(policy.get("object-src")).toEqual(["'none'"]);
    expect(policy.get("base-uri")).toEqual(["'none'"]);
    expect(policy.get("frame-ancestors")).toEqual(["'none'"]);
    expect(policy.get("script-src")).toEqual(["'self'", new URL(BUSINESS.booking.embed.scriptUrl).origin]);
    expect(policy.get("style-src")).toContain(new URL(BUSINESS.booking.embed.stylesheetUrl).origin);
    expect(policy.get("frame-src")).toContain(new URL(BUSINESS.mapEmbedUrl).origin);
    expect(policy.has("upgrade-insecure-requests")).toBe(false);
    for (const values of policy.values()) expect(values).not.toContain("'unsafe-eval'");
    expect(policy.get("script-src")).not.toContain("'unsafe-inline'");
    expectPermissionsPolicy(res.headers["permissions-policy"]);
  });

  it.each([
    ["an API 404", "GET", "/api/nope", {}, 404],
    ["a tRPC 404", "GET", "/trpc/nope.nothing", {}, 404],
    ["a page 404", "GET", "/no/such/page", {}, 404],
    ["a body too large", "POST", "/api/contact", { message: "x".repeat(17 * 1024) }, 413],
    ["a bad request", "POST", "/api/contact", { name: "" }, 400],
  ] as const)("and the Permissions-Policy, are on %s", async (_label, method, url, payload, status) => {
    const app = await appFor("http://localhost:3000");
    const res = await app.inject({ method, url, ...(method === "POST" ? { payload } : {}) });
    expect(res.statusCode).toBe(status);
    expect(res.headers["x-content-type-options"]).toBe("nosniff");
    expectPermissionsPolicy(res.headers["permissions-policy"]);
  });

  it("name the booking provider's and the map's origins of the revision in force, changing with a publish", async () => {
    let inForce = { revision: 1, facts: SHIPPED_FACTS };
    const facts: FactsInForce = { ...fixedFacts(SHIPPED_FACTS), current: () => inForce };
    const app = await buildTestApp(testDb.db, { clientDistDir: clientDir, siteUrl: "http://localhost:3000", facts });
    apps.push(app);
    const policyNow = async () =>
      csp((await app.inject({ method: "GET", url: "/api/health" })).headers["content-security-policy"]);
    expect((await policyNow()).get("script-src")).toContain("https://clienthub.example.com");

    const { business, coverage } = SHIPPED_FACTS;
    inForce = {
      revision: 2,
      facts: {
        ...SHIPPED_FACTS,
        business: {
          ...business,
          bookingUrl: "https://book.wren.example.net/request",
          booking: {
            mode: "provider",
            embed: {
              scriptUrl: "https://forms.wren.example.net/embed.js",
              stylesheetUrl: "https://styles.wren.example.net/embed.css",
            },
          },
        },
        coverage: { ...coverage, mapEmbedUrl: "https://maps.wren.example.net/embed" },
      },
    };
    const policy = await policyNow();
    expect(policy.get("script-src")).toEqual([
      "'self'",
      "https://forms.wren.example.net",
      "https://styles.wren.example.net",
      "https://book.wren.example.net",
    ]);
    expect(policy.get("frame-src")).toContain("https://maps.wren.example.net");
    expect([...policy.values()].flat()).not.toContain("https://clienthub.example.com");
  });

  it("add HSTS and upgrade-insecure-requests when the site is served over HTTPS", async () => {
    const app = await appFor("https://www.bluebird-cleaning.example.com");
    const res = await app.inject({ method: "GET", url: "/api/health" });
    expect(res.headers["strict-transport-security"]).toBe("max-age=31536000; includeSubDomains");
    expect(csp(res.headers["content-security-policy"]).has("upgrade-insecure-requests")).toBe(true);
  });
});

describe("state-changing requests accept only JSON", () => {
  const contact = {
    name: "Jordan Avery",
    email: "jordan@example.com",
    message: "Subject: Other\n\nA question about my home.",
  };

  it.each([
    ["text/plain", JSON.stringify(contact)],
    ["application/x-www-form-urlencoded", "name=Jordan+Avery&email=jordan%40example.com&message=hello+there+friend"],
    ["multipart/form-data; boundary=x", '--x\r\nContent-Disposition: form-data; name="name"\r\n\r\nJordan\r\n--x--'],
  ])("a %s POST gets 415 and stores nothing", async (contentType, payload) => {
    const app = await appFor("http://localhost:3000");
    const before = await testDb.db.contactMessage.count();
    for (const url of ["/api/contact", "/trpc/contact.send", "/api/chat/message"]) {
      const res = await app.inject({ method: "POST", url, headers: { "content-type": contentType }, payload });
      expect(res.statusCode).toBe(415);
      expect(res.json().error.message).toMatch(/Unsupported Media Type/i);
    }
    expect(await testDb.db.contactMessage.count()).toBe(before);
  });

  it("a body over 16 KB gets 413 with a clear message on /api and /trpc", async () => {
    const app = await appFor("http://localhost:3000");
    for (const url of ["/api/contact", "/trpc/contact.send", "/api/chat/stream"]) {
      const res = await app.inject({ method: "POST", url, payload: { ...contact, message: "x".repeat(17 * 1024) } });
      expect(res.statusCode).toBe(413);
      expect(res.json().error.message).toBe("Request body is larger than 16 KB");
    }
  });
});

/** A body as the client reads it: decoded per its Content-Encoding. */
function decoded(res: { rawPayload: Buffer; headers: Record<string, unknown> }): string {
  const encoding = res.headers["content-encoding"];
  if (encoding === "br") return brotliDecompressSync(res.rawPayload).toString();
  if (encoding === "gzip") return gunzipSync(res.rawPayload).toString();
  expect(encoding).toBeUndefined();
  return res.rawPayload.toString();
}

describe("JSON answers over about 1 KB are compressed", () => {
  const postsInput = encodeURIComponent(JSON.stringify({ limit: 10 }));
  it.each([
    ["REST", "/api/posts?published=true"],
    ["tRPC", `/trpc/posts.list?input=${postsInput}`],
    [
      "a tRPC batch",
      `/trpc/posts.list,services.list?batch=1&input=${encodeURIComponent(JSON.stringify({ 0: { limit: 10 } }))}`,
    ],
  ])("%s: br or gzip as accepted, decoding to the plain answer, with Vary", async (_label, url) => {
    const app = await appFor("http://localhost:3000");
    const plain = await app.inject({ method: "GET", url });
    expect(plain.statusCode).toBe(200);
    expect(plain.headers["content-encoding"]).toBeUndefined();
    expect(plain.rawPayload.length).toBeGreaterThan(COMPRESS_MIN_BYTES);
    expect(plain.headers.vary).toMatch(/accept-encoding/i);
    for (const [accept, encoding] of [
      ["gzip, deflate, br", "br"],
      ["gzip", "gzip"],
      ["br;q=0.5, gzip;q=1", "gzip"],
    ]) {
      const res = await app.inject({ method: "GET", url, headers: { "accept-encoding": accept } });
      expect(res.statusCode, accept).toBe(200);
      expect(res.headers["content-encoding"], accept).toBe(encoding);
      expect(res.headers["content-type"], accept).toBe(plain.headers["content-type"]);
      expect(res.headers.vary, accept).toMatch(/accept-encoding/i);
      expect(Number(res.headers["content-length"]), accept).toBe(res.rawPayload.length);
      expect(res.rawPayload.length, accept).toBeLessThan(plain.rawPayload.length / 2);
      expect(JSON.parse(decoded(res)), accept).toEqual(JSON.parse(plain.body));
    }
    const identity = await app.inject({ method: "GET", url, headers: { "accept-encoding": "identity" } });
    expect(identity.headers["content-encoding"]).toBeUndefined();
  });

  it("a compressed REST read keeps its ETag, weakened, and still revalidates to 304", async () => {
    const app = await appFor("http://localhost:3000");
    const url = "/api/posts?published=true";
    const plain = await app.inject({ method: "GET", url });
    const strong = String(plain.headers.etag);
    expect(strong).toMatch(/^"/);
    const res = await app.inject({ method: "GET", url, headers: { "accept-encoding": "br" } });
    expect(res.headers.etag).toBe(`W/${strong}`);
    for (const tag of [`W/${strong}`, strong, `"other", W/${strong}`]) {
      const again = await app.inject({
        method: "GET",
        url,
        headers: { "accept-encoding": "br", "if-none-match": tag },
      });
      expect(again.statusCode, tag).toBe(304);
      expect(again.rawPayload.length, tag).toBe(0);
    }
  });

  it("tRPC's status and headers survive compression: an error stays an error", async () => {
    const app = await appFor("http://localhost:3000");
    const url = `/trpc/posts.bySlug?input=${encodeURIComponent(JSON.stringify({ slug: "no-such-post" }))}`;
    const res = await app.inject({ method: "GET", url, headers: { "accept-encoding": "br" } });
    const plain = await app.inject({ method: "GET", url });
    expect(res.statusCode).toBe(404);
    expect(res.statusCode).toBe(plain.statusCode);
    expect(res.headers["content-type"]).toBe(plain.headers["content-type"]);
    expect(JSON.parse(decoded(res))).toEqual(plain.json());
  });

  it("small answers are sent as they are", async () => {
    const app = await appFor("http://localhost:3000");
    for (const url of ["/api/health", "/trpc/health.check", "/api/nope"]) {
      const res = await app.inject({ method: "GET", url, headers: { "accept-encoding": "br, gzip" } });
      expect(res.rawPayload.length, url).toBeLessThan(COMPRESS_MIN_BYTES);
      expect(res.headers["content-encoding"], url).toBeUndefined();
      expect(() => JSON.parse(res.body), url).not.toThrow();
    }
  });

  it("the walkthrough times (/api/bookings/availability) shrink to a fraction", async () => {
    const app = await appFor("http://localhost:3000");
    const url = "/api/bookings/availability";
    const sizes: Record<string, number> = {};
    for (const accept of ["identity", "gzip", "br"]) {
      const res = await app.inject({ method: "GET", url, headers: { "accept-encoding": accept } });
      expect(res.statusCode).toBe(200);
      expect((JSON.parse(decoded(res)) as { days: unknown[] }).days.length).toBeGreaterThan(0);
      sizes[accept] = res.rawPayload.length;
    }
    expect(sizes.identity).toBeGreaterThan(COMPRESS_MIN_BYTES);
    expect(sizes.br).toBeLessThan(sizes.identity! / 4);
    expect(sizes.gzip).toBeLessThan(sizes.identity! / 4);
  });

  it("Dove's streamed reply is neither compressed nor held back: each piece arrives as it is written", async () => {
    // The reply's second piece is written only once the client has read the first: a response
    // buffered or compressed whole would never show the first, and the provider would give up.
    let firstPieceRead: () => void = () => undefined;
    const firstPieceSeen = new Promise<void>((resolve) => (firstPieceRead = resolve));
    let waitedFor: "the client" | "a timeout" | undefined;
    const gated: DoveProvider = {
      name: "gated",
      async reply(_history, options) {
        options?.onDelta?.("First piece. ");
        waitedFor = await Promise.race([
          firstPieceSeen.then(() => "the client" as const),
          new Promise<"a timeout">((resolve) => setTimeout(() => resolve("a timeout"), 5_000)),
        ]);
        options?.onDelta?.("Second piece.");
        return { content: "First piece. Second piece.", provider: "gated" };
      },
    };
    const app = await buildTestApp(testDb.db, { clientDistDir: clientDir, dove: gated });
    apps.push(app);
    await app.listen({ host: "127.0.0.1", port: 0 });
    const { port } = app.server.address() as AddressInfo;
    const body = JSON.stringify({
      message: "Tell me about your team",
      conversationId: null,
      sessionId: `${Date.now()}-${randomBytes(16).toString("hex")}`,
    });
    const { headers, text } = await new Promise<{ headers: http.IncomingHttpHeaders; text: string }>(
      (resolve, reject) => {
        const request = http.request(
          {
            host: "127.0.0.1",
            port,
            method: "POST",
            path: "/api/chat/stream",
            agent: false,
            headers: { "content-type": "application/json", "accept-encoding": "br, gzip" },
          },
          (res) => {
            let received = "";
            res.setEncoding("utf8");
            res.on("data", (chunk: string) => {
              received += chunk;
              if (received.includes("First piece.")) firstPieceRead();
            });
            res.on("end", () => resolve({ headers: res.headers, text: received }));
            res.on("error", reject);
          },
        );
        request.on("error", reject);
        request.end(body);
      },
    );
    expect(headers["content-type"]).toMatch(/^text\/event-stream/);
    expect(headers["content-encoding"]).toBeUndefined();
    expectPermissionsPolicy(headers["permissions-policy"]);
    expect(waitedFor).toBe("the client");
    expect(text).toContain("event: done");
  });
});
