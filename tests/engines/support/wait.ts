import { describeTarget, type Target } from "./driver";

/** How long a step waits for what it expects (an element, a price, a reply) before failing. */
export const STEP_TIMEOUT_MS = 10_000;

/** Polls `check` until it returns something other than null/false, or fails naming `what`. */
export async function waitUntil<T>(
  what: string,
  check: () => Promise<T | null | false>,
  timeoutMs = STEP_TIMEOUT_MS,
): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  let last: unknown;
  for (;;) {
    try {
      const result = await check();
      if (result !== null && result !== false) return result;
    } catch (error) {
      last = error;
    }
    if (Date.now() > deadline)
      throw new Error(
        `timed out after ${timeoutMs} ms waiting for ${what}${last ? ` (last error: ${last instanceof Error ? last.message : JSON.stringify(last)})` : ""}`,
      );
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

export const waitForElement = <T>(target: Target, find: () => Promise<T | null>) =>
  waitUntil(`a visible ${describeTarget(target)}`, find);
