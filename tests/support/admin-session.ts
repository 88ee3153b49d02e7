import type { FastifyInstance, LightMyRequestResponse } from "fastify";
import { createAdminAuth } from "../../src/server/admin/admin-auth";
import { hashPassword } from "../../src/server/admin/password";

export const ADMIN_TEST_PASSWORD = "correct horse battery staple";
/** buildTestApp's default SITE_URL. */
export const SITE_ORIGIN = "http://localhost:3000";

export function testAdminAuth(sessionTtlMs = 60 * 60_000) {
  return createAdminAuth(hashPassword(ADMIN_TEST_PASSWORD), sessionTtlMs);
}

/** The Cookie header that sends back what a response set. */
export function cookieHeaderFrom(response: LightMyRequestResponse): string {
  return response.cookies.map((cookie) => `${cookie.name}=${cookie.value}`).join("; ");
}

export function signIn(app: FastifyInstance, password = ADMIN_TEST_PASSWORD, headers: Record<string, string> = { origin: SITE_ORIGIN }, remoteAddress?: string) {
  return app.inject({ method: "POST", url: "/trpc/admin.signIn", headers, payload: { password }, remoteAddress });
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
      app.inject({ method: "GET", url: `/trpc/${procedure}${input === undefined ? "" : `?input=${encodeURIComponent(JSON.stringify(input))}`}`, headers }),
    mutate: (procedure: string, input?: unknown, extraHeaders: Record<string, string> = {}) =>
      app.inject({ method: "POST", url: `/trpc/${procedure}`, headers: { ...headers, ...extraHeaders }, payload: input ?? {} }),
    get: (url: string) => app.inject({ method: "GET", url, headers }),
  };
}
