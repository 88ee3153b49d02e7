/**
 * A small queue in front of the password hash (scrypt, ≈ 60 ms and 32 MiB a check on libuv's
 * worker pool, which file reads and DNS lookups share): at most `running` checks at once and
 * `waiting` more in line; past that an attempt is turned away at once, so a burst of sign-ins
 * never fills the worker pool or holds database connections while it waits.
 */
export interface PasswordCheckSlots {
  /** Runs `check` when a slot frees up; null (without running it) when the line is full. */
  run<T>(check: () => Promise<T>): Promise<T | null>;
}

export function passwordCheckSlots(running: number, waiting: number): PasswordCheckSlots {
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
