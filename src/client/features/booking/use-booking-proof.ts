import { useCallback, useEffect, useRef } from "react";
import { PROOF_FAILED, type SolvedProof, solveBookingProof } from "./booking-proof";

/** A proof this close to its challenge's expiry is replaced before it is sent. */
const EXPIRY_MARGIN_MS = 60_000;

/**
 * The booking's proof of work, solved in the background from the moment the booking form's flow
 * shows, while the visitor fills in the form. `ready()` gives the proof (waiting for it if the
 * search is still running; a fresh one if the last failed or is about to expire); `renew()`
 * solves a fresh one after the server refused the last.
 */
export function useBookingProof() {
  const current = useRef<Promise<SolvedProof> | null>(null);
  const running = useRef<AbortController | null>(null);

  const start = useCallback(() => {
    running.current?.abort();
    const controller = new AbortController();
    running.current = controller;
    const solving = solveBookingProof(controller.signal);
    // Not an unhandled rejection: a failure is reported when the proof is needed.
    solving.catch(() => undefined);
    current.current = solving;
    return solving;
  }, []);

  useEffect(() => {
    void start();
    return () => running.current?.abort();
  }, [start]);

  const ready = useCallback(async (): Promise<string> => {
    try {
      // One fresh try after a failed one (a dropped connection while the page loaded).
      const solved = await (current.current ?? start()).catch(() => start());
      return solved.expiresAt - Date.now() > EXPIRY_MARGIN_MS ? solved.proof : (await start()).proof;
    } catch {
      throw new Error(PROOF_FAILED);
    }
  }, [start]);

  const renew = useCallback(async (): Promise<string> => {
    try {
      return (await start()).proof;
    } catch {
      throw new Error(PROOF_FAILED);
    }
  }, [start]);

  return { ready, renew };
}
