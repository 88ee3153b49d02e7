// `npm run audit [-- --runs N] [--gate] [--json FILE] [--base URL] [/path ...]`: Lighthouse 12
// (mobile preset, simulated throttling) against the production build served by the real server on
// a throwaway database (or --base URL). Prints, per page, the median of N runs (default 3) of the
// four category scores, LCP, TBT and CLS, marks figures under the goal with "!", and writes a JSON
// summary (default reports/lighthouse.json). --gate (CI): / and /pricing unless paths are given,
// exit 1 if any category scores under 90.
import { mkdirSync, writeFileSync } from "node:fs";
import path from "node:path";
import { parseArgs } from "node:util";
import { startBenchDatabase } from "./support/bench-database";
import { BLOCKED_URL_PATTERNS, CATEGORIES, type AuditFigures, startAuditor } from "./support/lighthouse-run";
import { percentile } from "./support/percentiles";
import { ensureBuild, startProductionServer } from "./support/production-server";

const PAGES = [
  "/",
  "/pricing",
  "/services/deep",
  "/parker-co-cleaning",
  "/deep-clean-castle-rock",
  "/blog",
  "/blog/choosing-a-cleaning-frequency",
  "/contact",
  "/faq",
];
const GATE_PAGES = ["/", "/pricing"];
const GATE_MIN_SCORE = 90;
const GOAL = { score: 95, lcpMs: 1800, tbtMs: 150, cls: 0.05 };

const { values, positionals } = parseArgs({
  allowPositionals: true,
  options: {
    runs: { type: "string", default: "3" },
    gate: { type: "boolean", default: false },
    json: { type: "string" },
    base: { type: "string" },
  },
});
const runs = Math.max(1, Number(values.runs));
const pages = positionals.length > 0 ? positionals : values.gate ? GATE_PAGES : PAGES;
const jsonPath = path.resolve(values.json ?? "reports/lighthouse.json");

/** Each figure's median over the runs, taken figure by figure. */
function medianFigures(samples: AuditFigures[]): AuditFigures {
  const of = (pick: (figures: AuditFigures) => number) => percentile(samples.map(pick), 50);
  return {
    scores: Object.fromEntries(
      CATEGORIES.map((category) => [category, of((figures) => figures.scores[category])]),
    ) as AuditFigures["scores"],
    lcpMs: of((figures) => figures.lcpMs),
    tbtMs: of((figures) => figures.tbtMs),
    cls: of((figures) => figures.cls),
    failedAudits: [...new Set(samples.flatMap((figures) => figures.failedAudits))],
  };
}

const mark = (ok: boolean) => (ok ? " " : "!");
function row(page: string, figures: AuditFigures): string {
  const scores = CATEGORIES.map(
    (category) => `${String(figures.scores[category]).padStart(5)}${mark(figures.scores[category] >= GOAL.score)}`,
  ).join("");
  const lcp = `${(figures.lcpMs / 1000).toFixed(2)} s`.padStart(8) + mark(figures.lcpMs <= GOAL.lcpMs);
  const tbt = `${figures.tbtMs.toFixed(0)} ms`.padStart(8) + mark(figures.tbtMs <= GOAL.tbtMs);
  const cls = figures.cls.toFixed(3).padStart(7) + mark(figures.cls <= GOAL.cls);
  return `  ${page.padEnd(38)}${scores}${lcp}${tbt}${cls}`;
}

ensureBuild();
const database = values.base ? undefined : await startBenchDatabase();
const server = database ? await startProductionServer({ DATABASE_URL: database.url }) : undefined;
const baseUrl = values.base ?? server?.baseUrl ?? "";
const auditor = await startAuditor();
const results: { page: string; median: AuditFigures; runs: AuditFigures[] }[] = [];
try {
  for (const page of pages) {
    const samples: AuditFigures[] = [];
    for (let i = 0; i < runs; i++) samples.push(await auditor.run(`${baseUrl}${page}`));
    results.push({ page, median: medianFigures(samples), runs: samples });
    console.error(`  audited ${page} (${runs} run${runs === 1 ? "" : "s"})`);
  }
} finally {
  await auditor.close();
  await server?.stop();
  await database?.stop();
}

console.log(
  `\nLighthouse ${runs === 1 ? "(1 run" : `(median of ${runs} runs`} per page, mobile preset, simulated throttling) against ${values.base ?? "the production build on a throwaway database"}`,
);
console.log(
  `  requests to ${BLOCKED_URL_PATTERNS.join(", ")} (placeholder booking embed and map frame) are blocked: unreachable here`,
);
console.log(
  `  ${"page".padEnd(38)}${CATEGORIES.map((category) => category.slice(0, 5).padStart(6)).join("")}${"LCP".padStart(9)}${"TBT".padStart(9)}${"CLS".padStart(8)}`,
);
for (const { page, median: figures } of results) console.log(row(page, figures));
console.log(
  `  "!" marks a figure under the goal: scores >= ${GOAL.score}, LCP <= ${GOAL.lcpMs / 1000} s, TBT <= ${GOAL.tbtMs} ms, CLS <= ${GOAL.cls}`,
);
for (const { page, median: figures } of results) {
  if (figures.failedAudits.length > 0) console.log(`  ${page}: audits not passed: ${figures.failedAudits.join(", ")}`);
}

mkdirSync(path.dirname(jsonPath), { recursive: true });
writeFileSync(
  jsonPath,
  JSON.stringify({ runs, goal: GOAL, blockedUrlPatterns: BLOCKED_URL_PATTERNS, pages: results }, null, 2),
);
console.log(`  summary written to ${path.relative(process.cwd(), jsonPath)}`);

if (values.gate) {
  const failing = results.filter(({ median: figures }) =>
    CATEGORIES.some((category) => figures.scores[category] < GATE_MIN_SCORE),
  );
  console.log(
    `  gate (every category >= ${GATE_MIN_SCORE}): ${failing.length === 0 ? "passed" : `FAILED on ${failing.map(({ page }) => page).join(", ")}`}`,
  );
  if (failing.length > 0) process.exitCode = 1;
}
