import type { FastifyReply, FastifyRequest } from "fastify";
import type { Db } from "../db/client";
import type { AdminAuth } from "./admin-auth";
import { type Owner, verifyOwner } from "./owner-accounts";
import { endSessionByToken, type OwnerSession, sessionForToken, startSession } from "./owner-sessions";
import { clearSessionCookie, sessionTokenFrom, setSessionCookie } from "./session-cookie";

export type SignInResult = { ok: true; owner: Owner; sessionId: string; expiresAt: Date } | { ok: false; reason: "wrong" } | { ok: false; reason: "throttled"; retryAfterSeconds: number };

/** The owner's session as one request sees it: what admin procedures check and change. */
export interface AdminRequest {
  /** The active session, read once per request from Postgres; null when not signed in. */
  session(): Promise<OwnerSession | null>;
  /** The request's Origin is this site's (state-changing admin calls require it). */
  sameOrigin: boolean;
  /** Checks the email and password (throttled on failures); on a match starts a session and sets its cookie. */
  signIn(email: string, password: string): Promise<SignInResult>;
  /** Ends this browser's session everywhere and clears its cookie. */
  signOut(): Promise<void>;
  /** Tells the browser how long to wait (a refused sign-in). */
  retryAfter(seconds: number): void;
  /** Owner data: no browser or proxy may keep a copy of the response. */
  noStore(): void;
}

/** The site's public URL and the origins its own pages are served on (SITE_URL's and its aliases). */
export interface SiteOrigins {
  url: string;
  origins: ReadonlySet<string>;
}

/**
 * Only the configured origins count: the Host header is the client's to choose, so an Origin that
 * merely matches it proves nothing.
 */
function isSameOrigin(request: FastifyRequest, site: SiteOrigins): boolean {
  const origin = request.headers.origin;
  return origin !== undefined && site.origins.has(origin);
}

export function adminRequest(db: Db, auth: AdminAuth, site: SiteOrigins, request: FastifyRequest, reply: FastifyReply): AdminRequest {
  const siteUrl = site.url;
  const token = sessionTokenFrom(request);
  let session: Promise<OwnerSession | null> | undefined;
  return {
    session: () => (session ??= token ? sessionForToken(db, token) : Promise.resolve(null)),
    sameOrigin: isSameOrigin(request, site),
    async signIn(email, password) {
      const wait = await auth.throttle?.wait(request.ip, email);
      if (wait) return { ok: false, reason: "throttled", retryAfterSeconds: wait };
      const owner = await verifyOwner(db, email, password);
      if (!owner) {
        await auth.throttle?.recordFailure(request.ip, email);
        return { ok: false, reason: "wrong" };
      }
      if (token) await endSessionByToken(db, token);
      const started = await startSession(db, owner.id, auth.sessionTtlMs, request.headers["user-agent"]);
      setSessionCookie(reply, started.token, started.expiresAt, siteUrl.startsWith("https:"));
      return { ok: true, owner, sessionId: started.id, expiresAt: started.expiresAt };
    },
    async signOut() {
      if (token) await endSessionByToken(db, token);
      clearSessionCookie(reply);
    },
    retryAfter(seconds) {
      reply.header("retry-after", String(seconds));
    },
    noStore() {
      reply.header("cache-control", "no-store");
    },
  };
}
