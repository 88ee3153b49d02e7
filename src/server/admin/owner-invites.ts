import { INVITE_LINK_HOURS } from "#shared/admin/owner-links";
import { HOUR_MS } from "#shared/time/durations";
import type { Db } from "../db/client";
import { hashPassword } from "./password";
import type { Owner } from "./owner-accounts";
import { queueOwnerLinkEmail } from "./owner-link-jobs";
import { type LinkState, linkState, linkTokenHash, newLinkToken } from "./owner-link-token";

/** How long an invite link works. */
export const INVITE_TTL_MS = INVITE_LINK_HOURS * HOUR_MS;

export interface PendingInvite {
  id: string;
  email: string;
  name: string;
  createdAt: Date;
  expiresAt: Date;
}

const INVITE_FIELDS = { id: true, email: true, name: true, createdAt: true, expiresAt: true } as const;

const stateOf = (invite: { expiresAt: Date; acceptedAt: Date | null; revokedAt: Date | null } | null) =>
  linkState(invite && { expiresAt: invite.expiresAt, usedAt: invite.acceptedAt, revokedAt: invite.revokedAt });

/**
 * A new invite and its link's token (the only copy: only its hash is stored), or "already-owner"
 * when the address has an account. With `email`, the link is also queued to be emailed.
 */
export async function createInvite(
  db: Db,
  input: { email: string; name: string; invitedById: string; sendEmail: boolean },
): Promise<{ invite: PendingInvite; token: string } | "already-owner"> {
  if (await db.ownerAccount.findUnique({ where: { email: input.email }, select: { id: true } })) return "already-owner";
  const token = newLinkToken();
  const invite = await db.$transaction(async (tx) => {
    const created = await tx.ownerInvite.create({
      data: {
        tokenHash: linkTokenHash(token),
        email: input.email,
        name: input.name,
        invitedById: input.invitedById,
        expiresAt: new Date(Date.now() + INVITE_TTL_MS),
      },
      select: INVITE_FIELDS,
    });
    if (input.sendEmail) await queueOwnerLinkEmail(tx, "invite", created.id, token);
    return created;
  });
  return { invite, token };
}

/** Invites not yet accepted, withdrawn or expired, oldest first (the account page's list). */
export function listPendingInvites(db: Db): Promise<PendingInvite[]> {
  return db.ownerInvite.findMany({
    where: { acceptedAt: null, revokedAt: null, expiresAt: { gt: new Date() } },
    orderBy: { createdAt: "asc" },
    select: INVITE_FIELDS,
  });
}

/** Withdraws an invite still pending; false when there is none by that id (or it is already used). */
export async function revokeInvite(db: Db, id: string): Promise<boolean> {
  const { count } = await db.ownerInvite.updateMany({
    where: { id, acceptedAt: null, revokedAt: null },
    data: { revokedAt: new Date() },
  });
  return count > 0;
}

/** What the invite page shows for a token: who is invited while it is open, else why it is not. */
export async function inviteForToken(
  db: Db,
  token: string,
): Promise<{ state: "open"; email: string; name: string; expiresAt: Date } | { state: Exclude<LinkState, "open"> }> {
  const invite = await db.ownerInvite.findUnique({ where: { tokenHash: linkTokenHash(token) } });
  const state = stateOf(invite);
  if (state !== "open" || !invite) return { state: state === "open" ? "unknown" : state };
  return { state, email: invite.email, name: invite.name, expiresAt: invite.expiresAt };
}

/**
 * Uses the invite (once: the row is marked in the same statement that checks it is open) and
 * creates the account with this password. The refusal says why: the link's state, or
 * "already-owner" when the address got an account meanwhile (the invite then stays unused).
 */
export async function acceptInvite(
  db: Db,
  token: string,
  password: string,
): Promise<
  { ok: true; owner: Owner; inviteId: string } | { ok: false; reason: Exclude<LinkState, "open"> | "already-owner" }
> {
  const passwordHash = await hashPassword(password);
  const hash = linkTokenHash(token);
  return db.$transaction(async (tx) => {
    const now = new Date();
    const { count } = await tx.ownerInvite.updateMany({
      where: { tokenHash: hash, acceptedAt: null, revokedAt: null, expiresAt: { gt: now } },
      data: { acceptedAt: now },
    });
    const invite = await tx.ownerInvite.findUnique({ where: { tokenHash: hash } });
    if (count === 0 || !invite) {
      const state = stateOf(invite);
      return { ok: false as const, reason: state === "open" ? ("used" as const) : state };
    }
    if (await tx.ownerAccount.findUnique({ where: { email: invite.email }, select: { id: true } })) {
      await tx.ownerInvite.updateMany({ where: { id: invite.id }, data: { acceptedAt: null } });
      return { ok: false as const, reason: "already-owner" as const };
    }
    const owner = await tx.ownerAccount.create({
      data: { email: invite.email, name: invite.name, passwordHash },
      select: { id: true, email: true, name: true },
    });
    return { ok: true as const, owner, inviteId: invite.id };
  });
}
