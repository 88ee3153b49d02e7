const SECOND = 1_000;
const MINUTE = 60 * SECOND;
const HOUR = 60 * MINUTE;

/** A notification that still fails this long after it was queued is given up. */
export const GIVE_UP_AFTER_MS = 24 * HOUR;

/** Waits after the 1st, 2nd… failed attempt; past the list, the last wait repeats. */
const RETRY_DELAYS_MS = [10 * SECOND, MINUTE, 5 * MINUTE, 15 * MINUTE, 30 * MINUTE, HOUR, 2 * HOUR, 4 * HOUR] as const;

/**
 * When to try again after `failedAttempts` failures of a notification queued at `queuedAt`, or
 * null to give up: the first retry comes 10 s after the first failure, the waits grow to 4 hours,
 * and the last try is made exactly 24 hours after queueing.
 */
export function nextAttemptAt(queuedAt: Date, failedAttempts: number, now: Date): Date | null {
  const deadline = queuedAt.getTime() + GIVE_UP_AFTER_MS;
  if (now.getTime() >= deadline) return null;
  const delay = RETRY_DELAYS_MS[Math.min(failedAttempts, RETRY_DELAYS_MS.length) - 1] ?? RETRY_DELAYS_MS[0];
  return new Date(Math.min(now.getTime() + delay, deadline));
}
