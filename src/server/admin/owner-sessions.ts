import { createHash, randomBytes } from "node:crypto";
import type { Db } from "../db/client";
import type { Owner } from "./owner-accounts";

/** A signed-in session as a request sees it. */
export interface OwnerSession {
  id: string;
  owner: Owner;
  expiresAt: Date;
}

/** last_seen_at is refreshed at most this often, so reading the inbox is not a write per request. */
const SEEN_RESOLUTION_MS = 60_000;

/** Only this is stored: the token itself lives in the owner's cookie and nowhere else. */
function tokenHash(token: string): Uint8Array<ArrayBuffer> {
  return new Uint8Array(createHash("sha256").update(token).digest());
}

/** Starts a session: returns its id, the cookie's token (32 random bytes) and when it expires. */
export async function startSession(
  db: Db,
  ownerId: string,
  ttlMs: number,
  userAgent: string | undefined,
): Promise<{ id: string; token: string; expiresAt: Date }> {
  const token = randomBytes(32).toString("base64url");
  const expiresAt = new Date(Date.now() + ttlMs);
  const [session] = await db.$transaction([
    db.ownerSession.create({
      data: { ownerId, tokenHash: tokenHash(token), expiresAt, userAgent: userAgent?.slice(0, 300) ?? null },
      select: { id: true },
    }),
    db.ownerAccount.update({ where: { id: ownerId }, data: { lastSignInAt: new Date() }, select: { id: true } }),
  ]);
  return { id: session.id, token, expiresAt };
}

/** The active session this token belongs to, on any instance, else null. */
export async function sessionForToken(db: Db, token: string): Promise<OwnerSession | null> {
  const session = await db.ownerSession.findUnique({
    where: { tokenHash: tokenHash(token) },
    select: { id: true, expiresAt: true, lastSeenAt: true, owner: { select: { id: true, email: true, name: true } } },
  });
  const now = Date.now();
  if (!session || session.expiresAt.getTime() <= now) return null;
  if (now - session.lastSeenAt.getTime() > SEEN_RESOLUTION_MS) {
    await db.ownerSession.updateMany({ where: { id: session.id }, data: { lastSeenAt: new Date(now) } });
  }
  return { id: session.id, owner: session.owner, expiresAt: session.expiresAt };
}

/** Ends the session of this token (sign-out): every instance refuses it from now on. */
export async function endSessionByToken(db: Db, token: string): Promise<void> {
  await db.ownerSession.deleteMany({ where: { tokenHash: tokenHash(token) } });
}

/** The owner's active sessions, newest first (the account page). */
export function listSessions(db: Db, ownerId: string) {
  return db.ownerSession.findMany({
    where: { ownerId, expiresAt: { gt: new Date() } },
    orderBy: { createdAt: "desc" },
    select: { id: true, userAgent: true, createdAt: true, lastSeenAt: true, expiresAt: true },
  });
}

/** Ends one of the owner's sessions; false when it is not theirs or already over. */
export async function endSession(db: Db, ownerId: string, sessionId: string): Promise<boolean> {
  return (await db.ownerSession.deleteMany({ where: { id: sessionId, ownerId } })).count > 0;
}

/** Ends every session of the owner but `keep` (sign out everywhere else). Returns how many ended. */
export async function endOtherSessions(db: Db, ownerId: string, keep: string): Promise<number> {
  return (await db.ownerSession.deleteMany({ where: { ownerId, id: { not: keep } } })).count;
}
