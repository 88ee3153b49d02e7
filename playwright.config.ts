import { defineConfig, devices } from "@playwright/test";
import { CHROMIUM_ARGS, findChromium } from "./scripts/find-chromium.mjs";

const executablePath = (await findChromium()) ?? undefined;

const launchOptions = {
  executablePath,
  args: CHROMIUM_ARGS,
};

/**
 * The devices' user agents name ordinary Chrome; the suite's say "HeadlessChrome", as Chromium's
 * own does, so the site stores no measurement events for them. The test that walks
 * the funnel as a visitor sets an ordinary one (tests/e2e/dashboard.spec.ts).
 */
const headless = (userAgent: string) => userAgent.replace("Chrome/", "HeadlessChrome/");

/**
 * Specs of content and logic (what a page says, what a form or a filter does): the same DOM at
 * every width, so they run once, at a phone's width, where most visitors are. Layout, navigation,
 * accessibility and the owner's pages run at both widths; axe (accessibility.spec.ts) and the
 * sideways-scroll check (shell.spec.ts) still open every page at both.
 */
const PHONE_ONLY_SPECS = [
  "about-community",
  "blog",
  "contact",
  "estimate",
  "faq",
  "landing-pages",
  "legal-sitemap",
  "local-pages",
  "pricing",
  "resources",
  "reviews",
  "services",
  // The owner's long walks: admin.spec.ts opens each of their pages at both widths.
  "blog-desk",
  "facts-editor",
  "review-desk",
].map((name) => `${name}.spec.ts`);

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
    {
      name: "phone",
      use: {
        ...devices["Pixel 7"],
        userAgent: headless(devices["Pixel 7"].userAgent),
        viewport: { width: 390, height: 844 },
        launchOptions,
      },
    },
    {
      name: "desktop",
      testIgnore: PHONE_ONLY_SPECS,
      use: {
        ...devices["Desktop Chrome"],
        userAgent: headless(devices["Desktop Chrome"].userAgent),
        viewport: { width: 1440, height: 900 },
        launchOptions,
      },
    },
  ],
});
