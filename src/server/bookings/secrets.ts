import { createCipheriv, createDecipheriv, createHash, randomBytes } from "node:crypto";

/** A manage link's token: 32 random bytes, base64url (43 characters). */
export function newManageToken(): string {
  return randomBytes(32).toString("base64url");
}

/** What is stored of a secret token (manage links, the calendar feed): its SHA-256, hex. */
export function tokenHash(token: string): string {
  return createHash("sha256").update(token).digest("hex");
}

/** What is stored of an idempotency key: its hash, so the database alone cannot replay a request. */
export function idempotencyKeyHash(key: string): string {
  return createHash("sha256").update(`idempotency:${key.toLowerCase()}`).digest("hex");
}

function sealKey(idempotencyKey: string): Buffer {
  return createHash("sha256").update(`seal:${idempotencyKey.toLowerCase()}`).digest();
}

/**
 * The manage token sealed (AES-256-GCM) with a key only the visitor's idempotency key gives: a
 * repeated request gets the same token back, while the database holds neither.
 */
export function sealToken(token: string, idempotencyKey: string): string {
  const iv = randomBytes(12);
  const cipher = createCipheriv("aes-256-gcm", sealKey(idempotencyKey), iv);
  const sealed = Buffer.concat([cipher.update(token, "utf8"), cipher.final()]);
  return Buffer.concat([iv, cipher.getAuthTag(), sealed]).toString("base64url");
}

/** The token back from `sealToken`'s output, or null when the key does not open it. */
export function openToken(sealed: string, idempotencyKey: string): string | null {
  try {
    const bytes = Buffer.from(sealed, "base64url");
    const decipher = createDecipheriv("aes-256-gcm", sealKey(idempotencyKey), bytes.subarray(0, 12));
    decipher.setAuthTag(bytes.subarray(12, 28));
    return Buffer.concat([decipher.update(bytes.subarray(28)), decipher.final()]).toString("utf8");
  } catch {
    return null;
  }
}
