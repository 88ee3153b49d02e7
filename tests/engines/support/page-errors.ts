import type { EngineDriver } from "./driver";
import { ERRORS_KEY, type CollectedError } from "./error-proxy";

/** The site's sessionStorage; a fresh tab's about:blank has none (reading it there throws). */
const STORAGE = 'const storage = location.protocol.startsWith("http") ? sessionStorage : null;';

/** The errors the proxy's collector recorded in this tab since the last `resetTab`. */
export async function readErrors(driver: EngineDriver): Promise<CollectedError[]> {
  const stored = await driver.evaluate<string | null>(
    `${STORAGE} return storage && storage.getItem(arguments[0]);`,
    ERRORS_KEY,
  );
  return JSON.parse(stored ?? "[]") as CollectedError[];
}

/** Forgets recorded errors and whatever the site stored, so each flow starts as a new visitor's tab. */
export function resetTab(driver: EngineDriver): Promise<void> {
  return driver.evaluate(`${STORAGE} if (storage) { storage.clear(); localStorage.clear(); }`);
}
