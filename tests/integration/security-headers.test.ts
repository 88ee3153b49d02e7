import { mkdtempSync, mkdirSync, rmSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { BUSINESS } from "#shared/business/business-info";
import { buildTestApp } from "../support/test-app";
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
  clientDir = fakeClientBuild();
});
afterAll(async () => {
  await Promise.all(apps.map((app) => app.close()));
  await testDb.drop();
  rmSync(clientDir, { recursive: true, force: true });
});

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
    expect(policy.get("script-src")).toEqual(["'self'", new URL(BUSINESS.bookingEmbed.scriptUrl).origin]);
    expect(policy.get("style-src")).toContain(new URL(BUSINESS.bookingEmbed.stylesheetUrl).origin);
    expect(policy.get("frame-src")).toContain(new URL(BUSINESS.mapEmbedUrl).origin);
    expect(policy.has("upgrade-insecure-requests")).toBe(false);
    for (const values of policy.values()) expect(values).not.toContain("'unsafe-eval'");
    expect(policy.get("script-src")).not.toContain("'unsafe-inline'");
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
