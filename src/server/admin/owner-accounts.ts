import { z } from "zod";
import { singleLine } from "#shared/schemas/storable-text";
import type { Db } from "../db/client";
import { hashPassword, MIN_PASSWORD_LENGTH, passwordMatches, UNMATCHABLE_HASH } from "./password";

export const OwnerEmailSchema = z
  .email({ error: "Please enter a valid email address" })
  .max(254, "Email is too long")
  .transform((email) => email.toLowerCase());
export const OwnerPasswordSchema = z
  .string({ error: "Password is required" })
  .min(MIN_PASSWORD_LENGTH, `Password must be at least ${MIN_PASSWORD_LENGTH} characters`)
  .max(200, "Password is too long");
export const OwnerNameSchema = singleLine(z.string(), "Name").min(1, "Name is required").max(100, "Name is too long");

export interface Owner {
  id: string;
  email: string;
  name: string;
}

const OWNER_FIELDS = { id: true, email: true, name: true } as const;

/** The account whose password this is, else null; as slow for an unknown email as for a wrong password. */
export async function verifyOwner(db: Db, email: string, password: string): Promise<Owner | null> {
  const account = await db.ownerAccount.findUnique({
    where: { email: email.toLowerCase() },
    select: { ...OWNER_FIELDS, passwordHash: true },
  });
  const matches = await passwordMatches(account?.passwordHash ?? UNMATCHABLE_HASH, password);
  if (!account || !matches) return null;
  return { id: account.id, email: account.email, name: account.name };
}

export async function ownersExist(db: Db): Promise<boolean> {
  return (await db.ownerAccount.count()) > 0;
}

/** Creates the account, or sets its password (and name, when given) if it exists. */
export async function saveOwner(
  db: Db,
  input: { email: string; password: string; name?: string },
): Promise<{ owner: Owner; created: boolean }> {
  const email = OwnerEmailSchema.parse(input.email);
  const passwordHash = await hashPassword(OwnerPasswordSchema.parse(input.password));
  const existing = await db.ownerAccount.findUnique({ where: { email }, select: { id: true } });
  const name = input.name ?? email.split("@")[0] ?? email;
  const owner = await db.ownerAccount.upsert({
    where: { email },
    create: { email, name, passwordHash },
    update: { passwordHash, ...(input.name ? { name: input.name } : {}) },
    select: OWNER_FIELDS,
  });
  return { owner, created: existing === null };
}

/** Sets a new password and ends every session of the account. Null when there is no such account. */
export async function resetOwnerPassword(db: Db, email: string, password: string): Promise<Owner | null> {
  const passwordHash = await hashPassword(OwnerPasswordSchema.parse(password));
  const normalised = OwnerEmailSchema.parse(email);
  return db.$transaction(async (tx) => {
    const owner = await tx.ownerAccount.findUnique({ where: { email: normalised }, select: OWNER_FIELDS });
    if (!owner) return null;
    await tx.ownerAccount.update({ where: { id: owner.id }, data: { passwordHash } });
    await tx.ownerSession.deleteMany({ where: { ownerId: owner.id } });
    return owner;
  });
}

/** Deletes the account and (by cascade) its sessions. False when there was no such account. */
export async function removeOwner(db: Db, email: string): Promise<boolean> {
  const { count } = await db.ownerAccount.deleteMany({ where: { email: OwnerEmailSchema.parse(email) } });
  return count > 0;
}

/**
 * The owner's own password change from the account page: the current password must match. Ends the
 * owner's other sessions (a password change is often because another device is not trusted);
 * `keepSessionId`, the one making the change, stays signed in. Null when the current one is wrong.
 */
export async function changeOwnerPassword(
  db: Db,
  input: { ownerId: string; keepSessionId: string; currentPassword: string; newPassword: string },
): Promise<{ endedSessions: number } | null> {
  const account = await db.ownerAccount.findUnique({ where: { id: input.ownerId }, select: { passwordHash: true } });
  if (!account || !(await passwordMatches(account.passwordHash, input.currentPassword))) return null;
  const passwordHash = await hashPassword(OwnerPasswordSchema.parse(input.newPassword));
  return db.$transaction(async (tx) => {
    await tx.ownerAccount.update({ where: { id: input.ownerId }, data: { passwordHash } });
    const ended = await tx.ownerSession.deleteMany({
      where: { ownerId: input.ownerId, id: { not: input.keepSessionId } },
    });
    return { endedSessions: ended.count };
  });
}

/**
 * An owner removes another owner from the account page: never themselves, so never the last one
 * (the remover's account stays). Every account row is locked first, so two owners removing each
 * other at once cannot both succeed and leave the site with none: the second finds its own
 * account gone.
 */
export async function removeOtherOwner(
  db: Db,
  actorId: string,
  ownerId: string,
): Promise<"removed" | "self" | "not-found"> {
  if (actorId === ownerId) return "self";
  return db.$transaction(async (tx) => {
    const ids = await tx.$queryRaw<{ id: string }[]>`SELECT id::text FROM owner_accounts ORDER BY id FOR UPDATE`;
    if (!ids.some((row) => row.id === ownerId) || !ids.some((row) => row.id === actorId)) return "not-found";
    await tx.ownerAccount.delete({ where: { id: ownerId } });
    return "removed";
  });
}

export async function listOwners(db: Db) {
  const owners = await db.ownerAccount.findMany({
    orderBy: { createdAt: "asc" },
    select: {
      ...OWNER_FIELDS,
      createdAt: true,
      lastSignInAt: true,
      _count: { select: { sessions: { where: { expiresAt: { gt: new Date() } } } } },
    },
  });
  return owners.map(({ _count, ...owner }) => ({ ...owner, activeSessions: _count.sessions }));
}

/**
 * ADMIN_EMAIL/ADMIN_PASSWORD at start: the account exists with that password. Sessions end only
 * when the password actually changed, so restarts and replicas starting together sign nobody out.
 */
export async function ensureOwnerFromConfig(
  db: Db,
  email: string,
  password: string,
): Promise<"created" | "updated" | "unchanged"> {
  const account = await db.ownerAccount.findUnique({
    where: { email: email.toLowerCase() },
    select: { passwordHash: true },
  });
  if (account && (await passwordMatches(account.passwordHash, password))) return "unchanged";
  if (account) return (await resetOwnerPassword(db, email, password)) ? "updated" : "created";
  await saveOwner(db, { email, password });
  return "created";
}
