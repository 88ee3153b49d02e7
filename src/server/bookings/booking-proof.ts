import { createHmac, randomBytes, randomInt } from "node:crypto";
import { type Challenge, createChallenge, verifySolution } from "altcha-lib";
import { deriveKey } from "altcha-lib/algorithms/pbkdf2";
import { z } from "zod";
import { PROOF_MESSAGES, ProofSchema } from "#shared/booking/booking-proof";
import type { Db } from "../db/client";
import { DomainError } from "../errors";
import { idempotencyKeyHash } from "./secrets";

/**
 * The booking form's proof of work (ADR 0021): ALTCHA's v2 protocol, self-hosted. The server signs
 * a challenge whose answer is one counter value between half of `work` and `work`; the browser
 * finds it by trying each counter with PBKDF2, and the server checks the answer with one HMAC.
 */
const ALGORITHM = "PBKDF2/SHA-256";
/** PBKDF2 iterations per attempt: about 1.2 ms in a desktop browser's worker, 5 ms on a slow phone. */
const ITERATIONS = 5_000;
/** The most attempts a challenge needs (BOOKING_PROOF_WORK): about 1 s on a desktop, 3-4 s on a slow phone. */
export const DEFAULT_PROOF_WORK = 800;
/** Long enough for a slow visitor to fill the form; the form asks for a fresh one past it. */
const CHALLENGE_MINUTES = 30;
const KEY_BYTES = 32;

interface ProofSecrets {
  /** Signs each challenge's parameters. */
  challenge: string;
  /** Signs the key the answer derives, so checking an answer takes one HMAC, not a PBKDF2. */
  derivedKey: string;
}

const secretsByDb = new WeakMap<Db, Promise<ProofSecrets>>();

/**
 * The signing secrets, from one random key in Postgres: the first instance to need it stores it
 * (another racing it keeps the first's, ON CONFLICT), so a challenge from one instance is checked
 * by any other and survives restarts. Read once per process.
 */
function proofSecrets(db: Db): Promise<ProofSecrets> {
  let secrets = secretsByDb.get(db);
  if (!secrets) {
    secrets = (async () => {
      await db.$executeRaw`INSERT INTO "booking_proof_key" ("id", "key") VALUES (1, ${randomBytes(KEY_BYTES)}) ON CONFLICT ("id") DO NOTHING`;
      const { key } = await db.bookingProofKey.findUniqueOrThrow({ where: { id: 1 }, select: { key: true } });
      const derive = (purpose: string) => createHmac("sha256", key).update(purpose).digest("hex");
      return { challenge: derive("booking-proof:challenge"), derivedKey: derive("booking-proof:derived-key") };
    })();
    secretsByDb.set(db, secrets);
    secrets.catch(() => secretsByDb.delete(db));
  }
  return secrets;
}

/** A fresh signed challenge: one counter between half of `work` and `work` solves it. */
export async function newChallenge(db: Db, work: number, now: Date): Promise<Challenge> {
  const secrets = await proofSecrets(db);
  return createChallenge({
    algorithm: ALGORITHM,
    cost: ITERATIONS,
    counter: randomInt(Math.ceil(work / 2), work + 1),
    deriveKey,
    expiresAt: new Date(now.getTime() + CHALLENGE_MINUTES * 60_000),
    hmacSignatureSecret: secrets.challenge,
    hmacKeySignatureSecret: secrets.derivedKey,
  });
}

const hex = z
  .string()
  .max(512)
  .regex(/^[0-9a-f]+$/);
const count = z.number().int().min(0).max(0xffffffff);

/** The decoded proof: every parameter a challenge of ours has (others are dropped, so they fail its signature). */
const PayloadSchema = z.object({
  challenge: z.object({
    parameters: z.object({
      algorithm: z.string().max(40),
      nonce: hex,
      salt: hex,
      cost: count,
      keyLength: count,
      keyPrefix: hex,
      keySignature: hex.optional(),
      expiresAt: count,
    }),
    signature: hex,
  }),
  solution: z.object({ counter: count, derivedKey: hex }),
});
type Payload = z.infer<typeof PayloadSchema>;

function decode(proof: string): Payload | null {
  try {
    const parsed = PayloadSchema.safeParse(JSON.parse(Buffer.from(proof, "base64").toString("utf8")));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

const refused = (message: string) => new DomainError("BAD_REQUEST", message, { fields: { proof: message } });

/** A proof held for one booking request: `release` gives it back when the request was refused. */
export interface SpentProof {
  release(): Promise<void>;
}

/**
 * Checks the `proof` of a booking request's raw input and spends it, before anything else is
 * done with the request: refused (400 naming `proof`) when missing, malformed, forged, wrong,
 * expired, or already spent by another request. The same request again (its idempotency key) may
 * carry it again: a retry after a lost answer gets its booking back, and books nothing new.
 */
export async function spendProof(db: Db, rawInput: unknown): Promise<SpentProof> {
  const raw = (rawInput && typeof rawInput === "object" ? rawInput : {}) as {
    proof?: unknown;
    idempotencyKey?: unknown;
  };
  const given = ProofSchema.safeParse(raw.proof);
  if (!given.success) throw refused(given.error.issues[0]?.message ?? PROOF_MESSAGES.missing);
  const payload = decode(given.data);
  if (!payload) throw refused(PROOF_MESSAGES.invalid);
  const secrets = await proofSecrets(db);
  const result = await verifySolution({
    challenge: payload.challenge,
    solution: payload.solution,
    deriveKey,
    hmacSignatureSecret: secrets.challenge,
    hmacKeySignatureSecret: secrets.derivedKey,
  }).catch(() => null);
  if (result?.expired) throw refused(PROOF_MESSAGES.expired);
  // A challenge without a key signature was not made here (ours always have one).
  if (!result?.verified || !payload.challenge.parameters.keySignature) throw refused(PROOF_MESSAGES.invalid);

  const { nonce, expiresAt } = payload.challenge.parameters;
  // A key that is not a string is refused by the input's own check later (which gives the proof back).
  const keyHash = idempotencyKeyHash(typeof raw.idempotencyKey === "string" ? raw.idempotencyKey : "");
  // Inserted, or already held by the same request; another request's hold returns no row.
  const [held] = await db.$queryRaw<{ inserted: boolean }[]>`
    INSERT INTO "booking_proofs" ("nonce", "idempotency_key_hash", "expires_at")
    VALUES (${nonce}, ${keyHash}, ${new Date(expiresAt * 1000)})
    ON CONFLICT ("nonce") DO UPDATE SET "nonce" = EXCLUDED."nonce"
      WHERE "booking_proofs"."idempotency_key_hash" = EXCLUDED."idempotency_key_hash"
    RETURNING (xmax = 0) AS "inserted"`;
  if (!held) throw refused(PROOF_MESSAGES.used);
  return {
    async release() {
      if (held.inserted) await db.bookingProof.deleteMany({ where: { nonce, idempotencyKeyHash: keyHash } });
    },
  };
}
