import type { FastifyInstance, LightMyRequestResponse } from "fastify";
import type { AdminAuth } from "#server/admin/admin-auth";
import { saveOwner } from "#server/admin/owner-accounts";
import { signInThrottle } from "#server/admin/sign-in-throttle";
import type { Db } from "#server/db/client";

export const ADMIN_TEST_EMAIL = "owner@bluebird.example.com";
export const ADMIN_TEST_PASSWORD = "correct horse battery staple";
/** buildTestApp's default SITE_URL. */
export const SITE_ORIGIN = "http://localhost:3000";

/** The owner account the tests sign in with. */
export function createTestOwner(db: Db, email = ADMIN_TEST_EMAIL, password = ADMIN_TEST_PASSWORD) {
  return saveOwner(db, { email, password, name: "Test Owner" });
}

/** Session length for the app; failed sign-ins throttled only when `failuresPerHour` is given. */
export function testAdminAuth(sessionTtlMs = 60 * 60_000, throttle?: { db: Db; failuresPerHour: number }): AdminAuth {
  return { sessionTtlMs, throttle: throttle ? signInThrottle(throttle.db, throttle.failuresPerHour) : null };
}

/** The Cookie header that sends back what a response set. */
export function cookieHeaderFrom(response: LightMyRequestResponse): string {
  return response.cookies.map((cookie) => `${cookie.name}=${cookie.value}`).join("; ");
}

export function signIn(
  app: FastifyInstance,
  password = ADMIN_TEST_PASSWORD,
  headers: Record<string, string> = { origin: SITE_ORIGIN },
  remoteAddress?: string,
  email = ADMIN_TEST_EMAIL,
) {
  return app.inject({
    method: "POST",
    url: "/trpc/admin.signIn",
    headers,
    payload: { email, password },
    remoteAddress,
  });
}

/** Signs in and returns a caller that sends the session cookie and this site's Origin. */
export async function signedInClient(app: FastifyInstance) {
  const response = await signIn(app);
  if (response.statusCode !== 200) throw new Error(`sign-in failed: ${response.statusCode} ${response.body}`);
  const cookie = cookieHeaderFrom(response);
  const headers = { cookie, origin: SITE_ORIGIN };
  return {
    cookie,
    query: (procedure: string, input?: unknown) =>
      app.inject({
        method: "GET",
        url: `/trpc/${procedure}${input === undefined ? "" : `?input=${encodeURIComponent(JSON.stringify(input))}`}`,
        headers,
      }),
    mutate: (procedure: string, input?: unknown, extraHeaders: Record<string, string> = {}) =>
      app.inject({
        method: "POST",
        url: `/trpc/${procedure}`,
        headers: { ...headers, ...extraHeaders },
        payload: input ?? {},
      }),
    get: (url: string) => app.inject({ method: "GET", url, headers }),
  };
}
