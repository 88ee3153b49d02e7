import type { FastifyReply, FastifyRequest } from "fastify";
import type { Db } from "../db/client";
import type { AdminAuth } from "./admin-auth";
import { setDeviceCookie, verifiedDeviceId } from "./device-cookie";
import { type Owner, verifyOwner } from "./owner-accounts";
import type { SignInSlots } from "./sign-in-slots";
import { endSessionByToken, type OwnerSession, sessionForToken, startSession } from "./owner-sessions";
import { clearSessionCookie, sessionTokenFrom, setSessionCookie } from "./session-cookie";

export type SignInResult =
  | { ok: true; owner: Owner; sessionId: string; expiresAt: Date }
  | { ok: false; reason: "wrong" }
  | { ok: false; reason: "throttled" | "busy"; retryAfterSeconds: number };

/** How long a browser turned away by a full sign-in line is told to wait. */
const BUSY_RETRY_SECONDS = 2;

/** The owner's session as one request sees it: what admin procedures check and change. */
export interface AdminRequest {
  /** The active session, read once per request from Postgres; null when not signed in. */
  session(): Promise<OwnerSession | null>;
  /** The request's Origin is this site's (state-changing admin calls require it). */
  sameOrigin: boolean;
  /** Checks the email and password (throttled on failures); on a match starts a session and sets its cookie. */
  signIn(email: string, password: string): Promise<SignInResult>;
  /**
   * Starts a session for an owner who proved themselves another way (an accepted invite, a used
   * reset link) and sets its cookies, ending this browser's previous session.
   */
  startSessionFor(owner: Owner): Promise<{ sessionId: string; expiresAt: Date }>;
  /**
   * Counts a "forgot password" request on this client's and the address's allowance (the sign-in
   * limit, on their own counters); the wait when past it. Null when admitted or limits are off.
   */
  resetRequestRefusal(email: string): Promise<{ retryAfterSeconds: number } | null>;
  /**
   * Runs `check` of the signed-in owner's current password counted on the account's allowance of
   * wrong guesses (the sign-in limit); a right password (a non-null answer) gives its count back.
   */
  throttledPasswordCheck<T>(
    ownerId: string,
    check: () => Promise<T | null>,
  ): Promise<{ ok: true; value: T | null } | { ok: false; retryAfterSeconds: number }>;
  /** Ends this browser's session everywhere and clears its cookie. */
  signOut(): Promise<void>;
  /** Tells the browser how long to wait (a refused sign-in). */
  retryAfter(seconds: number): void;
  /** Owner data: no browser or proxy may keep a copy of the response. */
  noStore(): void;
}

/** What every request of one app shares: the site's origins and what sign-in needs. */
export interface AdminShared {
  /** The site's public URL and the origins its own pages are served on (SITE_URL's and its aliases). */
  site: { url: string; origins: ReadonlySet<string> };
  /** The device cookies' signing key (from Postgres). */
  deviceKey(): Promise<Buffer>;
  /** Sign-in attempts in progress on this instance, and in line. */
  signInSlots: SignInSlots;
}

/**
 * Only the configured origins count: the Host header is the client's to choose, so an Origin that
 * merely matches it proves nothing.
 */
function isSameOrigin(request: FastifyRequest, site: AdminShared["site"]): boolean {
  const origin = request.headers.origin;
  return origin !== undefined && site.origins.has(origin);
}

export function adminRequest(
  db: Db,
  auth: AdminAuth,
  shared: AdminShared,
  request: FastifyRequest,
  reply: FastifyReply,
): AdminRequest {
  const { site } = shared;
  const secure = site.url.startsWith("https:");
  const token = sessionTokenFrom(request);
  let session: Promise<OwnerSession | null> | undefined;

  /** Counted before the password is checked; a success gives its count back. */
  async function checkedSignIn(email: string, password: string): Promise<SignInResult> {
    // A browser the owner signed in with before counts its attempts on its own allowance.
    const deviceKey = await shared.deviceKey();
    const deviceId = verifiedDeviceId(request, deviceKey, email);
    const admission = auth.throttle
      ? await auth.throttle.admit(deviceId ? { kind: "device", deviceId } : { kind: "stranger", ip: request.ip }, email)
      : null;
    if (admission && !admission.admitted)
      return { ok: false, reason: "throttled", retryAfterSeconds: admission.retryAfterSeconds };
    const owner = await verifyOwner(db, email, password);
    if (!owner) return { ok: false, reason: "wrong" };
    if (admission) await auth.throttle?.giveBack(admission);
    const started = await startSessionWithCookies(owner, deviceKey);
    return { ok: true, owner, ...started };
  }

  async function startSessionWithCookies(owner: Owner, deviceKey: Buffer) {
    if (token) await endSessionByToken(db, token);
    const started = await startSession(db, owner.id, auth.sessionTtlMs, request.headers["user-agent"]);
    setSessionCookie(reply, started.token, started.expiresAt, secure);
    setDeviceCookie(reply, deviceKey, owner.email, secure);
    return { sessionId: started.id, expiresAt: started.expiresAt };
  }

  return {
    session: () => (session ??= token ? sessionForToken(db, token) : Promise.resolve(null)),
    sameOrigin: isSameOrigin(request, site),
    async signIn(email, password) {
      // The whole attempt holds a slot, so a burst neither fills libuv's worker pool with hashes
      // nor queues for the database pool; turned away here, an attempt has touched neither.
      const attempt = await shared.signInSlots.run(() => checkedSignIn(email, password));
      return attempt ?? { ok: false, reason: "busy", retryAfterSeconds: BUSY_RETRY_SECONDS };
    },
    async startSessionFor(owner) {
      return startSessionWithCookies(owner, await shared.deviceKey());
    },
    async resetRequestRefusal(email) {
      const admission = await auth.throttle?.admitResetRequest(request.ip, email);
      return admission && !admission.admitted ? { retryAfterSeconds: admission.retryAfterSeconds } : null;
    },
    async throttledPasswordCheck(ownerId, check) {
      const admission = await auth.throttle?.admitPasswordCheck(ownerId);
      if (admission && !admission.admitted) return { ok: false, retryAfterSeconds: admission.retryAfterSeconds };
      const value = await check();
      if (value !== null && admission) await auth.throttle?.giveBack(admission);
      return { ok: true, value };
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
