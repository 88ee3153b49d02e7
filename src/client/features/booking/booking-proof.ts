import { type Solution, solveChallenge, solveChallengeWorkers } from "altcha-lib";
import { deriveKey } from "altcha-lib/algorithms/web/pbkdf2";
import { trpcClient } from "#client/lib/trpc";

/** A solved challenge: the `proof` a booking sends, and when it expires (ms since the epoch). */
export interface SolvedProof {
  proof: string;
  expiresAt: number;
}

/** Shown (with the phone number) when the browser cannot get or solve a challenge. */
export const PROOF_FAILED = "Your browser could not finish a quick check that online booking needs. Please try again.";

/** Workers searching in parallel: the phone's cores, up to 4 (more buys little and costs memory). */
const concurrency = () => Math.min(4, Math.max(1, navigator.hardwareConcurrency || 1));

const createWorker = () => new Worker(new URL("./proof-worker.ts", import.meta.url), { type: "module" });

/**
 * Fetches a challenge from the server and solves it in Web Workers, so the page stays responsive;
 * where workers cannot start, the same search runs on the main thread (it yields every 200 ms).
 * No cookie and no third party: the challenge and its check are the site's own.
 */
export async function solveBookingProof(signal: AbortSignal): Promise<SolvedProof> {
  const challenge = await trpcClient.bookings.challenge.mutate(undefined, { signal });
  const controller = new AbortController();
  signal.addEventListener("abort", () => controller.abort());
  let solution: Solution | null;
  try {
    solution = await solveChallengeWorkers({ challenge, concurrency: concurrency(), controller, createWorker });
  } catch {
    solution = await solveChallenge({ challenge, controller, deriveKey });
  }
  if (!solution) throw new Error(PROOF_FAILED);
  const payload = { challenge, solution: { counter: solution.counter, derivedKey: solution.derivedKey } };
  return {
    proof: btoa(JSON.stringify(payload)),
    expiresAt: (challenge.parameters.expiresAt ?? 0) * 1000,
  };
}
