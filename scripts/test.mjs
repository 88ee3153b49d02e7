// `npm test`: unit + integration tests (vitest, real Postgres), then the production build, the
// browser tests (Playwright, Chromium) and the cross-engine smoke (tests/engines: WebKitGTK and
// Firefox ESR). Prints one closing "N passed, N failed" line and exits non-zero on failure.
import { spawnSync } from "node:child_process";
import { mkdtempSync, readFileSync, existsSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { findChromium, MISSING_BROWSER_MESSAGE } from "./find-chromium.mjs";
import { missingEnginesMessage } from "./find-engines.mjs";

const root = path.resolve(import.meta.dirname, "..");
const e2eOnly = process.argv.includes("--e2e-only");
const reports = mkdtempSync(path.join(os.tmpdir(), "bluebird-test-"));

if ((await findChromium()) === null) {
  console.error(MISSING_BROWSER_MESSAGE);
  process.exit(1);
}
const missingEngines = missingEnginesMessage();
if (missingEngines) {
  console.error(missingEngines);
  process.exit(1);
}

const run = (command, args, env = {}) =>
  spawnSync(command, args, { cwd: root, stdio: "inherit", env: { ...process.env, ...env } }).status ?? 1;

const totals = { passed: 0, failed: 0, skipped: 0 };
let failedStep = false;

if (!e2eOnly) {
  const vitestReport = path.join(reports, "vitest.json");
  const status = run("npx", [
    "--no-install",
    "vitest",
    "run",
    "--reporter=default",
    "--reporter=json",
    `--outputFile.json=${vitestReport}`,
  ]);
  if (existsSync(vitestReport)) {
    const report = JSON.parse(readFileSync(vitestReport, "utf8"));
    totals.passed += report.numPassedTests;
    totals.failed += report.numFailedTests;
    totals.skipped += report.numPendingTests + report.numTodoTests;
  }
  failedStep ||= status !== 0;
}

console.log("\nBuilding the production app for the browser tests...");
if (run("npm", ["run", "--silent", "build"]) !== 0) {
  console.error("The build failed.");
  process.exit(1);
}

const playwrightReport = path.join(reports, "playwright.json");
const e2eStatus = run("npx", ["--no-install", "playwright", "test", "--reporter=list,json"], {
  PLAYWRIGHT_JSON_OUTPUT_NAME: playwrightReport,
});
if (existsSync(playwrightReport)) {
  const { stats } = JSON.parse(readFileSync(playwrightReport, "utf8"));
  totals.passed += stats.expected + stats.flaky;
  totals.failed += stats.unexpected;
  totals.skipped += stats.skipped;
}
failedStep ||= e2eStatus !== 0;

// The same production build in WebKitGTK and Firefox ESR (tests/engines/run.ts).
const enginesReport = path.join(reports, "engines.json");
const enginesStatus = run("npx", ["--no-install", "tsx", "tests/engines/run.ts"], {
  ENGINES_JSON_OUTPUT: enginesReport,
});
if (existsSync(enginesReport)) {
  const engines = JSON.parse(readFileSync(enginesReport, "utf8"));
  totals.passed += engines.passed;
  totals.failed += engines.failed;
}
failedStep ||= enginesStatus !== 0;

if (failedStep && totals.failed === 0) totals.failed = 1; // a step failed outside any test (setup, build)
console.log(`\n${totals.passed} passed, ${totals.failed} failed, ${totals.skipped} skipped`);
process.exit(failedStep ? 1 : 0);
