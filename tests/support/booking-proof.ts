import { type Challenge, solveChallenge } from "altcha-lib";
import { deriveKey } from "altcha-lib/algorithms/pbkdf2";
import type { FastifyInstance } from "fastify";

/** The work tests' servers ask for (BOOKING_PROOF_WORK): a challenge solved in a few milliseconds. */
export const TEST_PROOF_WORK = 2;

/** Solves a challenge as the booking form does (with Node's PBKDF2 here), into the `proof` a booking sends. */
export async function solveProof(challenge: Challenge): Promise<string> {
  const solution = await solveChallenge({ challenge, deriveKey });
  if (!solution) throw new Error("the booking challenge was not solved in time");
  const payload = { challenge, solution: { counter: solution.counter, derivedKey: solution.derivedKey } };
  return Buffer.from(JSON.stringify(payload)).toString("base64");
}

/** A fresh proof from an app under test (GET /api/bookings/challenge, solved). */
export async function proofFrom(app: FastifyInstance): Promise<string> {
  const res = await app.inject({ method: "GET", url: "/api/bookings/challenge" });
  if (res.statusCode !== 200) throw new Error(`GET /api/bookings/challenge: ${res.statusCode} ${res.body}`);
  return solveProof(res.json<Challenge>());
}

/** A fresh proof from a running server at `baseUrl`. */
export async function proofFromUrl(baseUrl: string): Promise<string> {
  const res = await fetch(`${baseUrl}/api/bookings/challenge`);
  if (!res.ok) throw new Error(`GET /api/bookings/challenge: ${res.status} ${await res.text()}`);
  return solveProof((await res.json()) as Challenge);
}

/** A booking body with a fresh proof from `app`, unless it carries one (or a deliberate `proof: undefined`). */
export async function withProof<T extends object>(app: FastifyInstance, body: T): Promise<T & { proof?: unknown }> {
  return "proof" in body ? body : { ...body, proof: await proofFrom(app) };
}
