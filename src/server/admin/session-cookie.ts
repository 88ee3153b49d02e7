import type {} from "@fastify/cookie";
import type { FastifyReply, FastifyRequest } from "fastify";

export const ADMIN_COOKIE = "bb_admin";

/** The session token the browser sent, if it looks like one (43 base64url characters). */
export function sessionTokenFrom(request: FastifyRequest): string | null {
  const token = request.cookies[ADMIN_COOKIE];
  return token && /^[A-Za-z0-9_-]{43}$/.test(token) ? token : null;
}

/**
 * httpOnly (no script reads it), SameSite=Strict (no other site sends it), Secure over HTTPS,
 * expiring with the session. The token is random and only its hash is stored, so it needs no
 * signature: there is no secret to share between instances.
 */
export function setSessionCookie(reply: FastifyReply, token: string, expires: Date, secure: boolean): void {
  reply.setCookie(ADMIN_COOKIE, token, { path: "/", expires, httpOnly: true, sameSite: "strict", secure });
}

export function clearSessionCookie(reply: FastifyReply): void {
  reply.clearCookie(ADMIN_COOKIE, { path: "/" });
}
