// Finds a Chromium for Playwright: CHROMIUM_PATH, a system Chromium, or Playwright's own download.
import { existsSync } from "node:fs";

const SYSTEM_CANDIDATES = [
  "/usr/bin/chromium",
  "/usr/bin/chromium-browser",
  "/usr/bin/google-chrome",
  "/usr/bin/google-chrome-stable",
];

export const MISSING_BROWSER_MESSAGE =
  "No Chromium found for the browser tests: install one (Debian/Ubuntu: `sudo apt-get install chromium`; elsewhere: `npx playwright install chromium`) or set CHROMIUM_PATH.";

/** Flags for headless Chromium here: no sandbox as root, and no calls home on a closed network. */
export const CHROMIUM_ARGS = [
  "--no-sandbox",
  "--disable-gpu",
  "--disable-dev-shm-usage",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
  "--no-first-run",
];

/** @returns {Promise<string | undefined | null>} a path; undefined for Playwright's bundled browser; null when none */
export async function findChromium() {
  const explicit = process.env.CHROMIUM_PATH;
  if (explicit) return existsSync(explicit) ? explicit : null;
  const system = SYSTEM_CANDIDATES.find((candidate) => existsSync(candidate));
  if (system) return system;
  const { chromium } = await import("@playwright/test");
  return existsSync(chromium.executablePath()) ? undefined : null;
}
