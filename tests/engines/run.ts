// `npm run test:engines`: the main visitor flows in WebKitGTK and Firefox ESR at 390 and 1440 px,
// against the production build on the real server, failing on any uncaught page error or
// unhandled rejection. Needs `npm run build` first. ENGINE_SCREENSHOTS=1 also saves screenshots.
import { mkdirSync, writeFileSync } from "node:fs";
import path from "node:path";
import { missingEnginesMessage } from "../../scripts/find-engines.mjs";
import globalSetup from "../e2e/support/global-setup";
import { FLOWS, type Flow } from "./flows";
import type { EngineDriver } from "./support/driver";
import { startErrorProxy } from "./support/error-proxy";
import { launchFirefox } from "./support/firefox";
import { resetTab, readErrors } from "./support/page-errors";
import { stopAll, stopAllOnSignals } from "./support/processes";
import { takeScreenshots } from "./support/screenshots";
import { launchWebKit } from "./support/webkit";

/** `-- --engine firefox --flow chat` narrows a local run (each matches a part of the name, any case). */
const option = (name: string) => {
  const index = process.argv.indexOf(`--${name}`);
  return index === -1 ? null : (process.argv[index + 1] ?? "").toLowerCase();
};
const onlyEngine = option("engine");
const onlyFlow = option("flow");

const ENGINES = [
  { name: "WebKit", launch: launchWebKit },
  { name: "Firefox", launch: launchFirefox },
].filter((engine) => onlyEngine === null || engine.name.toLowerCase().includes(onlyEngine));
const VIEWPORTS = [
  { width: 390, height: 844 },
  { width: 1440, height: 900 },
] as const;

const missing = missingEnginesMessage();
if (missing) {
  console.error(missing);
  process.exit(1);
}

const root = path.resolve(import.meta.dirname, "../..");
const results = { passed: 0, failed: 0 };
const message = (error: unknown) => (error instanceof Error ? error.message : String(error));
const seconds = (since: number) => `${((Date.now() - since) / 1000).toFixed(1)} s`;

async function runFlow(driver: EngineDriver, engine: string, width: number, flow: Flow): Promise<void> {
  const started = Date.now();
  let current = "";
  try {
    await resetTab(driver);
    for (const step of flow.steps) {
      current = step.name;
      await step.run({ driver, width });
    }
    current = "no uncaught errors";
    if (!flow.expectsErrors) {
      const errors = await readErrors(driver);
      if (errors.length > 0)
        throw new Error(errors.map((error) => `${error.kind} on ${error.page}: ${error.message}`).join("\n"));
    }
    results.passed++;
    console.log(`  ✓ ${engine} ${width} px › ${flow.name} (${seconds(started)})`);
  } catch (error) {
    results.failed++;
    console.log(
      `  ✘ ${engine} ${width} px › ${flow.name} (${seconds(started)})\n      at step "${current}": ${message(error)}`,
    );
  }
}

const runStarted = Date.now();
const stopServer = await globalSetup();
const proxy = await startErrorProxy(process.env.E2E_BASE_URL!);
const cleanUp = async () => {
  await proxy.stop();
  await stopServer();
};
stopAllOnSignals(cleanUp);

try {
  for (const engine of ENGINES) {
    let driver: EngineDriver;
    try {
      driver = await engine.launch(proxy.url);
    } catch (error) {
      results.failed++;
      console.log(`  ✘ ${engine.name}: the browser did not start: ${message(error)}`);
      continue;
    }
    console.log(`[engines] ${driver.version}`);
    try {
      for (const viewport of VIEWPORTS) {
        try {
          await driver.setViewport(viewport.width, viewport.height);
        } catch (error) {
          results.failed++;
          console.log(`  ✘ ${engine.name} ${viewport.width} px: ${message(error)}`);
          continue;
        }
        for (const flow of FLOWS) {
          if (onlyFlow !== null && !flow.name.toLowerCase().includes(onlyFlow)) continue;
          if (!flow.widths || flow.widths.includes(viewport.width))
            await runFlow(driver, engine.name, viewport.width, flow);
        }
        if (process.env.ENGINE_SCREENSHOTS === "1") {
          await takeScreenshots(driver, engine.name, viewport.width, path.join(root, "screenshots/engines")).catch(
            (error: unknown) => {
              results.failed++;
              console.log(`  ✘ ${engine.name} ${viewport.width} px: screenshots: ${message(error)}`);
            },
          );
        }
      }
    } finally {
      await driver.close();
    }
  }
} finally {
  await stopAll();
  await cleanUp();
}

console.log(`\n[engines] ${results.passed} passed, ${results.failed} failed in ${seconds(runStarted)}`);
if (process.env.ENGINES_JSON_OUTPUT) {
  mkdirSync(path.dirname(process.env.ENGINES_JSON_OUTPUT), { recursive: true });
  writeFileSync(process.env.ENGINES_JSON_OUTPUT, JSON.stringify(results));
}
process.exit(results.failed > 0 ? 1 : 0);
