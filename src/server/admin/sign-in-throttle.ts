import type { Db } from "../db/client";
import { counterKey, hitCounter, readCounter } from "../limits/rate-limit-counters";

import { HOUR_MS } from "../../shared/time/durations";

/**
 * Failed owner sign-ins, counted per client IP and per account email (hashed) across all
 * instances: past `failuresPerHour` on either, further attempts are refused until the hour since
 * the first failure has passed. Successful sign-ins are not counted.
 */
export interface SignInThrottle {
  /** Seconds to wait when this IP or this email has failed too often, else null. */
  wait(ip: string, email: string): Promise<number | null>;
  recordFailure(ip: string, email: string): Promise<void>;
}

const accountKey = (email: string) => counterKey("sign-in-failures-account", email.toLowerCase());

export function signInThrottle(db: Db, failuresPerHour: number): SignInThrottle {
  const keys = (ip: string, email: string) => [counterKey("sign-in-failures-ip", ip), accountKey(email)];
  return {
    async wait(ip, email) {
      const counters = await Promise.all(keys(ip, email).map((key) => readCounter(db, key)));
      const blocked = counters.filter((counter) => counter.hits >= failuresPerHour);
      return blocked.length === 0 ? null : Math.max(1, ...blocked.map((counter) => Math.ceil(counter.resetInMs / 1000)));
    },
    async recordFailure(ip, email) {
      await Promise.all(keys(ip, email).map((key) => hitCounter(db, key, HOUR_MS)));
    },
  };
}

/**
 * Forgets an account's failed sign-ins (`owner reset` from the server's shell): someone guessing
 * at the owner's email from many addresses can block that account for an hour; the owner, who
 * can reach the server, gets back in at once with a new password.
 */
export async function forgetFailedSignIns(db: Db, email: string): Promise<void> {
  await db.rateLimitCounter.deleteMany({ where: { key: accountKey(email) } });
}
