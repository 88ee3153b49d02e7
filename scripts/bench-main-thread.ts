// `npm run bench:main-thread [-- --compare DIR ...] [--rounds N] [/path ...]`: the main-thread work
// of a first visit on a slow phone. Loads each page (default /, /pricing, /contact) in Chromium at
// 390 px with the CPU slowed 4x (CDP Emulation.setCPUThrottlingRate) until the app is interactive,
// and prints the median over N rounds (default 8) of Chrome's ScriptDuration (compiling and running
// JavaScript) and TaskDuration (all main-thread tasks). `--compare DIR` (repeatable) measures
// another checkout's production build in the same rounds, pages interleaved, since this machine's
// speed drifts from one minute to the next. A figure, not a test; Lighthouse's TBT (`npm run audit`)
// swings from 50 to 400 ms between runs here, this moves by a few per cent.
import path from "node:path";
import { parseArgs } from "node:util";
import { chromium } from "@playwright/test";
import { CHROMIUM_ARGS, findChromium } from "./find-chromium.mjs";
import { startBenchDatabase } from "./support/bench-database";
import { percentile } from "./support/percentiles";
import { ensureBuild, type ProductionServer, startProductionServer } from "./support/production-server";

const { values, positionals } = parseArgs({
  allowPositionals: true,
  options: { compare: { type: "string", multiple: true, default: [] }, rounds: { type: "string", default: "8" } },
});
const rounds = Math.max(1, Number(values.rounds));
const pages = positionals.length > 0 ? positionals : ["/", "/pricing", "/contact"];
const checkouts = [path.resolve(import.meta.dirname, ".."), ...values.compare.map((dir) => path.resolve(dir))];
const CPU_SLOWDOWN = 4;

ensureBuild();
const database = await startBenchDatabase();
const servers: ProductionServer[] = [];
const browser = await chromium.launch({ executablePath: (await findChromium()) ?? undefined, args: CHROMIUM_ARGS });
try {
  for (const dir of checkouts) servers.push(await startProductionServer({ DATABASE_URL: database.url }, dir));
  const samples = new Map<string, { script: number[]; task: number[] }>();
  for (let round = 0; round < rounds; round++) {
    for (const page of pages) {
      for (const [index, server] of servers.entries()) {
        const context = await browser.newContext({ viewport: { width: 390, height: 844 } });
        const tab = await context.newPage();
        const cdp = await context.newCDPSession(tab);
        await cdp.send("Performance.enable");
        await cdp.send("Emulation.setCPUThrottlingRate", { rate: CPU_SLOWDOWN });
        await tab.goto(server.baseUrl + page);
        await tab.waitForSelector("html[data-app-ready]");
        // Effects scheduled by hydration (lazy images, the chat launcher's check) run just after.
        await tab.waitForTimeout(300);
        const { metrics } = await cdp.send("Performance.getMetrics");
        const seconds = (name: string) => metrics.find((metric) => metric.name === name)?.value ?? 0;
        const key = `${page}\t${checkouts[index] ?? ""}`;
        const sample = samples.get(key) ?? { script: [], task: [] };
        sample.script.push(seconds("ScriptDuration") * 1000);
        sample.task.push(seconds("TaskDuration") * 1000);
        samples.set(key, sample);
        await context.close();
      }
    }
  }
  console.log(`First visit, 390 px, CPU ${CPU_SLOWDOWN}x slower: median of ${rounds} loads (ms of main thread)`);
  console.log(`  ${"page".padEnd(22)}${"script".padStart(8)}${"all tasks".padStart(11)}  build`);
  for (const [key, sample] of samples) {
    const [page = "", dir = ""] = key.split("\t");
    const median = (values: number[]) => percentile(values, 50).toFixed(0);
    console.log(`  ${page.padEnd(22)}${median(sample.script).padStart(8)}${median(sample.task).padStart(11)}  ${dir}`);
  }
} finally {
  await browser.close();
  for (const server of servers) await server.stop();
  await database.stop();
}
