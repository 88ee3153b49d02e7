import type {} from "@fastify/cookie";
import { createHmac, randomBytes, timingSafeEqual } from "node:crypto";
import type { FastifyReply, FastifyRequest } from "fastify";
import type { Db } from "../db/client";

export const DEVICE_COOKIE = "bb_device";
const DEVICE_COOKIE_DAYS = 180;
const KEY_BYTES = 32;
/** "<nonce>.<signature>": 22 and 43 base64url characters. */
const COOKIE_FORMAT = /^([A-Za-z0-9_-]{22})\.([A-Za-z0-9_-]{43})$/;

/**
 * The signing key, from Postgres: the first instance to need it stores a random one (a second
 * racing it keeps the first's, ON CONFLICT), so a cookie signed by one instance holds on all and
 * across restarts. Read once per process.
 */
export function deviceKeyFrom(db: Db): () => Promise<Buffer> {
  let key: Promise<Buffer> | undefined;
  const load = async () => {
    await db.$executeRaw`INSERT INTO "sign_in_device_key" ("id", "key") VALUES (1, ${randomBytes(KEY_BYTES)}) ON CONFLICT ("id") DO NOTHING`;
    const stored = await db.signInDeviceKey.findUniqueOrThrow({ where: { id: 1 }, select: { key: true } });
    return Buffer.from(stored.key);
  };
  return () =>
    (key ??= load().catch((error: unknown) => {
      key = undefined;
      throw error;
    }));
}

const signature = (key: Buffer, email: string, nonce: string) =>
  createHmac("sha256", key).update(`${email.toLowerCase()}\n${nonce}`).digest();

/**
 * The device id of a cookie this site gave a browser that signed in to `email`'s account, or null
 * (no cookie, another account's, or a forged or altered one).
 */
export function verifiedDeviceId(request: FastifyRequest, key: Buffer, email: string): string | null {
  const match = COOKIE_FORMAT.exec(request.cookies[DEVICE_COOKIE] ?? "");
  if (!match) return null;
  const [, nonce = "", sent = ""] = match;
  const expected = signature(key, email, nonce);
  const actual = Buffer.from(sent, "base64url");
  return actual.length === expected.length && timingSafeEqual(actual, expected) ? nonce : null;
}

/**
 * After a successful sign-in: a signed, random device id for this account (OWASP's "device
 * cookies"), so this browser keeps its own sign-in allowance while strangers exhaust theirs.
 * httpOnly and SameSite=Strict like the session cookie; it outlives sessions on purpose.
 */
export function setDeviceCookie(reply: FastifyReply, key: Buffer, email: string, secure: boolean): void {
  const nonce = randomBytes(16).toString("base64url");
  const value = `${nonce}.${signature(key, email, nonce).toString("base64url")}`;
  reply.setCookie(DEVICE_COOKIE, value, {
    path: "/",
    maxAge: DEVICE_COOKIE_DAYS * 24 * 60 * 60,
    httpOnly: true,
    sameSite: "strict",
    secure,
  });
}
