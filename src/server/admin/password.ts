import { randomBytes, scrypt, type ScryptOptions, timingSafeEqual } from "node:crypto";

const KEY_LENGTH = 64;
/** scrypt's cost: 2^15 × 8 × 128 bytes = 32 MiB and ≈ 60 ms a check here; stored with each hash. */
const COST = { N: 2 ** 15, r: 8, p: 1 } as const;
const MAX_MEMORY = 64 * 1024 * 1024;

function derive(password: string, salt: Buffer, cost: { N: number; r: number; p: number }): Promise<Buffer> {
  const options: ScryptOptions = { ...cost, maxmem: MAX_MEMORY };
  return new Promise((resolve, reject) =>
    scrypt(password, salt, KEY_LENGTH, options, (error, key) => (error ? reject(error) : resolve(key))),
  );
}

/** "scrypt$N$r$p$salt$hash" (salt and hash base64url): what owner_accounts.password_hash holds. */
export async function hashPassword(password: string): Promise<string> {
  const salt = randomBytes(16);
  const hash = await derive(password, salt, COST);
  return ["scrypt", COST.N, COST.r, COST.p, salt.toString("base64url"), hash.toString("base64url")].join("$");
}

/** Constant-time check of an attempt against a stored hash; a malformed hash never matches. */
export async function passwordMatches(stored: string, attempt: string): Promise<boolean> {
  const [scheme, n, r, p, salt, hash] = stored.split("$");
  if (scheme !== "scrypt" || !salt || !hash) return false;
  const expected = Buffer.from(hash, "base64url");
  const actual = await derive(attempt, Buffer.from(salt, "base64url"), { N: Number(n), r: Number(r), p: Number(p) });
  return actual.length === expected.length && timingSafeEqual(actual, expected);
}

/**
 * Checked when the email matches no account, so a wrong email takes as long as a wrong password
 * and the answer time does not tell which accounts exist.
 */
export const UNMATCHABLE_HASH = `scrypt$${COST.N}$${COST.r}$${COST.p}$${Buffer.alloc(16).toString("base64url")}$${Buffer.alloc(KEY_LENGTH, 1).toString("base64url")}`;

/** The shortest password an owner account accepts. */
export const MIN_PASSWORD_LENGTH = 8;
