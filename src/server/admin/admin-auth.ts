import type { SignInThrottle } from "./sign-in-throttle";

/** How owner sign-in behaves: accounts and sessions themselves live in Postgres. */
export interface AdminAuth {
  sessionTtlMs: number;
  /** Null when RATE_LIMITS=off (benchmarks and load tests only). */
  throttle: SignInThrottle | null;
}
