// `npm run eval:dove [-- --failures [dev|test]]`: how often Dove's answers carry the facts the
// evaluation set (tests/fixtures/dove-eval/) labels, per intent and overall, for the dev and the
// test half. Always for the built-in concierge; also for the OpenAI-compatible provider when
// OPENAI_API_KEY is set (a figure, not a test: the model's wording varies). --failures lists the
// dev half's failed cases (tune on those only); --failures test lists the test half's.
import { builtInProvider } from "#server/chat/built-in-provider";
import { createOpenAiProvider } from "#server/chat/openai-provider";
import { UNLIMITED_TOKEN_BUDGET } from "#server/chat/token-budget";
import type { DoveProvider } from "#server/chat/provider";
import { loadConfig } from "#server/config";
import { DOVE_EVAL_SET, type EvalSplit } from "../tests/fixtures/dove-eval/eval-set";
import { accuracy, type CaseResult, runCase, summarize, type Tally } from "../tests/support/dove-eval";

const args = process.argv.slice(2);
const failuresAt = args.indexOf("--failures");
const showFailures: EvalSplit | undefined =
  failuresAt < 0 ? undefined : args[failuresAt + 1] === "test" ? "test" : "dev";

const cell = (tally: Tally | undefined) =>
  tally
    ? `${(accuracy(tally) * 100).toFixed(1).padStart(5)}% ${`(${tally.passed}/${tally.total})`.padEnd(9)}`
    : " ".repeat(16);

async function evaluate(name: string, provider: DoveProvider): Promise<void> {
  const results: CaseResult[] = [];
  for (const evalCase of DOVE_EVAL_SET) results.push(await runCase(provider, evalCase));
  const { byIntent, overall } = summarize(results);
  const intents = [...new Set([...byIntent.dev.keys(), ...byIntent.test.keys()])].sort();

  console.log(`\nDove evaluation: ${name} (${DOVE_EVAL_SET.length} visitor messages)\n`);
  console.log(`${"intent".padEnd(20)}${"dev".padEnd(18)}test`);
  for (const intent of intents)
    console.log(`${intent.padEnd(20)}${cell(byIntent.dev.get(intent))}  ${cell(byIntent.test.get(intent))}`);
  console.log(`${"overall".padEnd(20)}${cell(overall.dev)}  ${cell(overall.test)}`);
  // A failing model falls back to the built-in concierge: say who really answered.
  const answeredBy = new Map<string, number>();
  for (const { provider: who } of results) answeredBy.set(who, (answeredBy.get(who) ?? 0) + 1);
  console.log(`answered by: ${[...answeredBy].map(([who, count]) => `${who} ${count}`).join(", ")}`);

  if (showFailures) {
    const failed = results.filter((result) => result.evalCase.split === showFailures && result.problems.length > 0);
    console.log(`\nFailed ${showFailures} cases (${failed.length}):`);
    for (const { evalCase, reply, problems } of failed) {
      const before = evalCase.before ? `[${evalCase.before.join(" / ")}] ` : "";
      console.log(
        `- ${before}"${evalCase.message}" [${evalCase.intents.join(", ")}]: ${problems.join("; ")}\n    ${reply}`,
      );
    }
  }
}

await evaluate("built-in concierge", builtInProvider);
const config = loadConfig(process.env);
if (config.dove.provider === "openai") {
  const { provider: _openai, ...options } = config.dove;
  // The eval runs outside the site: no database, so no daily budget either.
  await evaluate(
    `OpenAI-compatible provider (${config.dove.model})`,
    createOpenAiProvider(options, builtInProvider, UNLIMITED_TOKEN_BUDGET),
  );
} else {
  console.log("\nOPENAI_API_KEY is not set: the OpenAI-compatible provider was not evaluated.");
}
