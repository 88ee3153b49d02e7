import { RESET_LINK_HOURS } from "#shared/admin/owner-links";
import { HOUR_MS } from "#shared/time/durations";
import type { Db } from "../db/client";
import { hashPassword } from "./password";
import type { Owner } from "./owner-accounts";
import { queueOwnerLinkEmail } from "./owner-link-jobs";
import { type LinkState, linkState, linkTokenHash, newLinkToken } from "./owner-link-token";
import { forgetFailedSignIns } from "./sign-in-throttle";

/** How long a password-reset link works. */
export const RESET_TTL_MS = RESET_LINK_HOURS * HOUR_MS;

/**
 * When the address is an owner's: a reset link, queued to be emailed with the row that stores its
 * hash. Null for any other address; the caller answers the same either way.
 */
export async function requestPasswordReset(db: Db, email: string): Promise<{ resetId: string; owner: Owner } | null> {
  const owner = await db.ownerAccount.findUnique({ where: { email }, select: { id: true, email: true, name: true } });
  if (!owner) return null;
  const token = newLinkToken();
  const resetId = await db.$transaction(async (tx) => {
    const reset = await tx.ownerPasswordReset.create({
      data: { tokenHash: linkTokenHash(token), ownerId: owner.id, expiresAt: new Date(Date.now() + RESET_TTL_MS) },
      select: { id: true },
    });
    await queueOwnerLinkEmail(tx, "reset", reset.id, token);
    return reset.id;
  });
  return { resetId, owner };
}

/** Whether a reset link can still be used (its page asks before showing the form). */
export async function resetLinkState(db: Db, token: string): Promise<LinkState> {
  return linkState(await db.ownerPasswordReset.findUnique({ where: { tokenHash: linkTokenHash(token) } }));
}

/**
 * Uses the link (once), sets the new password, ends every session of the owner and every other
 * reset link of theirs, and forgets the account's failed sign-ins (someone guessing may be why
 * the owner is here).
 */
export async function completePasswordReset(
  db: Db,
  token: string,
  password: string,
): Promise<
  { ok: true; owner: Owner; resetId: string; endedSessions: number } | { ok: false; reason: Exclude<LinkState, "open"> }
> {
  const passwordHash = await hashPassword(password);
  const hash = linkTokenHash(token);
  const result = await db.$transaction(async (tx) => {
    const now = new Date();
    const { count } = await tx.ownerPasswordReset.updateMany({
      where: { tokenHash: hash, usedAt: null, expiresAt: { gt: now } },
      data: { usedAt: now },
    });
    const reset = await tx.ownerPasswordReset.findUnique({
      where: { tokenHash: hash },
      select: { id: true, expiresAt: true, usedAt: true, owner: { select: { id: true, email: true, name: true } } },
    });
    if (count === 0 || !reset) {
      const state = linkState(reset);
      return { ok: false as const, reason: state === "open" ? ("used" as const) : state };
    }
    await tx.ownerAccount.update({ where: { id: reset.owner.id }, data: { passwordHash } });
    const ended = await tx.ownerSession.deleteMany({ where: { ownerId: reset.owner.id } });
    await tx.ownerPasswordReset.updateMany({ where: { ownerId: reset.owner.id, usedAt: null }, data: { usedAt: now } });
    return { ok: true as const, owner: reset.owner, resetId: reset.id, endedSessions: ended.count };
  });
  if (result.ok) await forgetFailedSignIns(db, result.owner.email);
  return result;
}
