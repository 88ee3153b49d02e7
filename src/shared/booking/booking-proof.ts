import { z } from "zod";
import { BookingRequestSchema } from "./booking-request";

/**
 * What a visitor reads when a booking's proof of work is refused (field `proof`). The form solves
 * and retries on its own, so a person only sees these when that retry fails too.
 */
export const PROOF_MESSAGES = {
  missing: "Please wait a moment while your browser finishes a quick check, then try again.",
  invalid: "Your browser's quick check did not pass. Please reload the page and try again.",
  expired: "Your browser's quick check has expired. Please try again.",
  used: "Your browser's quick check was already used for another booking. Please try again.",
} as const;

/** The longest proof accepted: a solved challenge is about 900 characters. */
const PROOF_MAX_LENGTH = 4000;

/** The solved challenge, as the browser sends it: base64 of `{ challenge, solution }` (ALTCHA's payload). */
export const ProofSchema = z
  .string({ error: PROOF_MESSAGES.missing })
  .min(1, PROOF_MESSAGES.missing)
  .max(PROOF_MAX_LENGTH, PROOF_MESSAGES.invalid);

/** POST /api/bookings' body and bookings.create's input: the form's fields and the proof of work. */
export const BookingSubmissionSchema = BookingRequestSchema.extend({ proof: ProofSchema });
