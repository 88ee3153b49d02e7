import { randomBytes } from "node:crypto";

export { tokenHash as linkTokenHash } from "../bookings/secrets";

/** A one-time link's token (invites, password resets): 32 random bytes, base64url (43 characters). */
export function newLinkToken(): string {
  return randomBytes(32).toString("base64url");
}

/** Where a one-time link stands, as its page tells the person who opened it. */
export type LinkState = "open" | "expired" | "used" | "revoked" | "unknown";

/** The state of a stored link at `now`: used (or accepted) first, then withdrawn, then out of time. */
export function linkState(
  row: { expiresAt: Date; usedAt: Date | null; revokedAt?: Date | null } | null,
  now = new Date(),
): LinkState {
  if (!row) return "unknown";
  if (row.usedAt) return "used";
  if (row.revokedAt) return "revoked";
  return row.expiresAt.getTime() <= now.getTime() ? "expired" : "open";
}
