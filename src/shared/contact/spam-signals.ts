/** A person needs at least this long to fill in the contact form; bots post at once. */
export const MIN_CONTACT_FILL_MS = 3_000;

/** The hidden field bots fill in and people never see (named to look worth filling). */
export const HONEYPOT_FIELD = "website";

export type SpamReason = "honeypot" | "too-fast";

export interface SpamSignals {
  /** The honeypot field's value. */
  website?: string | undefined;
  /** Milliseconds from the form's first render to its submission, as the browser measured it. */
  elapsedMs?: number | undefined;
}

/**
 * Why a contact message looks like a bot's, or null. Clients that send neither signal (the
 * spec's plain POST /api/contact) are not judged by them; the rate limits still apply.
 */
export function spamReason({ website, elapsedMs }: SpamSignals): SpamReason | null {
  if (website !== undefined && website.trim() !== "") return "honeypot";
  if (elapsedMs !== undefined && elapsedMs < MIN_CONTACT_FILL_MS) return "too-fast";
  return null;
}
