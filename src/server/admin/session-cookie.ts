import type {} from "@fastify/cookie";
import type { FastifyReply, FastifyRequest } from "fastify";

export const ADMIN_COOKIE = "bb_admin";

/** The session id in a validly signed admin cookie, else null. */
export function sessionIdFrom(request: FastifyRequest): string | null {
  const raw = request.cookies[ADMIN_COOKIE];
  if (!raw) return null;
  const { valid, value } = request.unsignCookie(raw);
  return valid ? value : null;
}

/** httpOnly, SameSite=Strict, signed, expiring with the session; Secure over HTTPS. */
export function setSessionCookie(reply: FastifyReply, id: string, expires: Date, secure: boolean): void {
  reply.setCookie(ADMIN_COOKIE, id, { path: "/", expires, httpOnly: true, sameSite: "strict", secure, signed: true });
}

export function clearSessionCookie(reply: FastifyReply): void {
  reply.clearCookie(ADMIN_COOKIE, { path: "/" });
}
