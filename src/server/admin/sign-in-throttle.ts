import type { Db } from "../db/client";
import { counterKey, hitCounter, readCounter } from "../limits/rate-limit-counters";

const HOUR_MS = 60 * 60_000;

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

export function signInThrottle(db: Db, failuresPerHour: number): SignInThrottle {
  const keys = (ip: string, email: string) => [counterKey("sign-in-failures-ip", ip), counterKey("sign-in-failures-account", email.toLowerCase())];
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
