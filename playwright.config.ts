import { defineConfig, devices } from "@playwright/test";
import { CHROMIUM_ARGS, findChromium } from "./scripts/find-chromium.mjs";

const executablePath = (await findChromium()) ?? undefined;

const launchOptions = {
  executablePath,
  args: CHROMIUM_ARGS,
};

/** Runs against the production build served by the real server on a fresh Postgres (see global-setup). */
export default defineConfig({
  testDir: "tests/e2e",
  globalSetup: "./tests/e2e/support/global-setup.ts",
  fullyParallel: true,
  workers: 2,
  retries: 0,
  timeout: 30_000,
  reporter: process.env.CI ? [["list"]] : [["list"]],
  use: { trace: "retain-on-failure", launchOptions },
  projects: [
    { name: "phone", use: { ...devices["Pixel 7"], viewport: { width: 390, height: 844 }, launchOptions } },
    { name: "desktop", use: { ...devices["Desktop Chrome"], viewport: { width: 1440, height: 900 }, launchOptions } },
  ],
});
