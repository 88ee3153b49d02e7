import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { freePort } from "../setup/postgres-backend";
import { ADMIN_TEST_EMAIL, ADMIN_TEST_PASSWORD } from "../support/admin-session";
import { httpRequest } from "../support/replica-group";
import { type ServerProcess, startServerProcess, stopServerProcess } from "../support/server-process";
import { createTestDatabase, type TestDatabase } from "../support/test-database";
import { markSiteLaunched } from "../setup/databases";

let testDb: TestDatabase;
let server: ServerProcess;
beforeAll(async () => {
  testDb = await createTestDatabase();
  // robots.txt names the sitemap once the site is launched.
  await markSiteLaunched(testDb.url);
  // Not 3000: the old default SITE_URL named that port whatever PORT said.
  const port = await freePort();
  server = await startServerProcess({
    DATABASE_URL: testDb.url,
    PORT: String(port),
    SITE_URL: "",
    ADMIN_EMAIL: ADMIN_TEST_EMAIL,
    ADMIN_PASSWORD: ADMIN_TEST_PASSWORD,
  });
}, 90_000);
afterAll(async () => {
  if (server) await stopServerProcess(server);
  await testDb.drop();
});

const signIn = (origin: string) =>
  httpRequest(server.baseUrl, "/trpc/admin.signIn", {
    method: "POST",
    headers: { origin },
    body: { email: ADMIN_TEST_EMAIL, password: ADMIN_TEST_PASSWORD },
  });

describe("SITE_URL unset, PORT set (npm start on another port)", () => {
  it("signs in to the inbox from the pages at http://localhost:PORT and its loopback twins, and names that origin", async () => {
    expect(server.port).not.toBe(3000);
    for (const host of ["localhost", "127.0.0.1", "[::1]"]) {
      const answer = await signIn(`http://${host}:${server.port}`);
      expect(answer.status, `${host}: ${answer.body}`).toBe(200);
      expect(answer.headers["set-cookie"]?.join(";")).toMatch(/HttpOnly/i);
    }
    // The site's own address, not port 3000's, in what the server writes out.
    expect((await httpRequest(server.baseUrl, "/robots.txt")).body).toContain(
      `Sitemap: http://localhost:${server.port}/sitemap.xml`,
    );
  });

  it("still refuses another port's pages and a foreign origin", async () => {
    for (const origin of ["http://localhost:3000", `http://evil.example:${server.port}`]) {
      const answer = await signIn(origin);
      expect(answer.status, origin).toBe(403);
      expect(answer.body).toContain("This action must come from the site's own pages");
    }
  });
});
