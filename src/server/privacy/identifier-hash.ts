import { randomBytes, scrypt } from "node:crypto";
import { promisify } from "node:util";
import type { PrivacyIdentifier } from "#shared/privacy/identifier";
import type { Db } from "../db/client";

const scryptAsync = promisify(scrypt) as (password: string, salt: Buffer, keyLength: number) => Promise<Buffer>;

const SALT_BYTES = 32;
const HASH_BYTES = 32;

/**
 * The salt every instance hashes with, from Postgres: the first instance to need it stores a
 * random one (a second instance racing it keeps the first's, ON CONFLICT), so hashes made by any
 * instance, before or after a restart, match. Never logged, never sent to a browser.
 */
async function sharedSalt(db: Db): Promise<Buffer> {
  const existing = await db.identifierHashSalt.findUnique({ where: { id: 1 }, select: { salt: true } });
  if (existing) return Buffer.from(existing.salt);
  await db.$executeRaw`INSERT INTO "identifier_hash_salt" ("id", "salt") VALUES (1, ${randomBytes(SALT_BYTES)}) ON CONFLICT ("id") DO NOTHING`;
  const stored = await db.identifierHashSalt.findUniqueOrThrow({ where: { id: 1 }, select: { salt: true } });
  return Buffer.from(stored.salt);
}

/**
 * What a privacy request keeps instead of the address: scrypt of the normalised identifier with
 * the shared salt, hex. The same address always gives the same hash (so its requests can be found
 * again by typing it), while the table alone does not give the address back; scrypt rather than
 * a fast hash because a phone number has only about 10^10 possible values (ADR 0010).
 */
export async function identifierHash(db: Db, identifier: PrivacyIdentifier): Promise<string> {
  const hash = await scryptAsync(`${identifier.kind}:${identifier.value}`, await sharedSalt(db), HASH_BYTES);
  return hash.toString("hex");
}
