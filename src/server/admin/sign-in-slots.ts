/**
 * A small queue in front of sign-in attempts, whose password hash (scrypt, ≈ 60 ms and 32 MiB a
 * check) runs on libuv's worker pool, which file reads and DNS lookups share: at most `running`
 * at once and `waiting` more in line; past that an attempt is turned away at once, so a burst of
 * sign-ins never fills the worker pool or the database pool.
 */
export interface SignInSlots {
  /** Runs `check` when a slot frees up; null (without running it) when the line is full. */
  run<T>(check: () => Promise<T>): Promise<T | null>;
}

export function signInSlots(running: number, waiting: number): SignInSlots {
  let busy = 0;
  const line: (() => void)[] = [];
  const release = () => {
    const next = line.shift();
    if (next) next();
    else busy -= 1;
  };
  return {
    async run(check) {
      if (busy >= running) {
        if (line.length >= waiting) return null;
        await new Promise<void>((resolve) => line.push(resolve));
      } else {
        busy += 1;
      }
      try {
        return await check();
      } finally {
        release();
      }
    },
  };
}
