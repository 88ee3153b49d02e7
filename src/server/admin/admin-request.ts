import type { FastifyReply, FastifyRequest } from "fastify";
import type { AdminAuth } from "./admin-auth";
import { passwordMatches } from "./password";
import { clearSessionCookie, sessionIdFrom, setSessionCookie } from "./session-cookie";

/** The owner's session as one request sees it: what admin procedures check and change. */
export interface AdminRequest {
  /** The active session's expiry, or null when not signed in. */
  sessionExpiry(): Date | null;
  /** The request's Origin is this site's (state-changing admin calls require it). */
  sameOrigin: boolean;
  /** Checks the password; on a match starts a session and sets its cookie. */
  signIn(password: string): Date | null;
  signOut(): void;
}

/** Origins the site answers on: SITE_URL's and the one this request was addressed to. */
function isSameOrigin(request: FastifyRequest, siteUrl: string): boolean {
  const origin = request.headers.origin;
  if (!origin) return false;
  return origin === new URL(siteUrl).origin || origin === `${request.protocol}://${request.host}`;
}

export function adminRequest(auth: AdminAuth, siteUrl: string, request: FastifyRequest, reply: FastifyReply): AdminRequest {
  const sessionId = sessionIdFrom(request);
  return {
    sessionExpiry: () => (sessionId ? auth.sessions.expiryOf(sessionId) : null),
    sameOrigin: isSameOrigin(request, siteUrl),
    signIn(password) {
      if (!passwordMatches(auth.password, password)) return null;
      if (sessionId) auth.sessions.end(sessionId);
      const session = auth.sessions.start();
      setSessionCookie(reply, session.id, session.expiresAt, siteUrl.startsWith("https:"));
      return session.expiresAt;
    },
    signOut() {
      if (sessionId) auth.sessions.end(sessionId);
      clearSessionCookie(reply);
    },
  };
}
