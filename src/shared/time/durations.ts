/** Lengths of time in milliseconds, for timers, expiry and day arithmetic on UTC instants. */
export const SECOND_MS = 1_000;
export const MINUTE_MS = 60 * SECOND_MS;
export const HOUR_MS = 60 * MINUTE_MS;
/** A UTC day. Not a Denver calendar day: those are 23 or 25 hours long on DST changes. */
export const DAY_MS = 24 * HOUR_MS;
