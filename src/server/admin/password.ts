import { randomBytes, scryptSync, timingSafeEqual } from "node:crypto";

/** A password as the server keeps it: only its scrypt hash and salt. */
export interface PasswordHash {
  readonly salt: Buffer;
  readonly hash: Buffer;
}

const KEY_LENGTH = 64;

export function hashPassword(password: string): PasswordHash {
  const salt = randomBytes(16);
  return { salt, hash: scryptSync(password, salt, KEY_LENGTH) };
}

/** Constant-time comparison of an attempt with the stored hash. */
export function passwordMatches(stored: PasswordHash, attempt: string): boolean {
  return timingSafeEqual(scryptSync(attempt, stored.salt, KEY_LENGTH), stored.hash);
}

/** A random password for when ADMIN_PASSWORD is unset: 24 characters, printed once at start. */
export function randomPassword(): string {
  return randomBytes(18).toString("base64url");
}
