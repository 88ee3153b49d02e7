import type { ChatTurn, DoveProvider } from "#server/chat/provider";
import { dollarAmountsIn, publishedDollarAmounts } from "#server/chat/price-guard";
import { computeEstimate } from "#shared/pricing/compute-estimate";
import type { EstimateInput } from "#shared/pricing/estimate-input";
import { formatRange } from "#shared/pricing/format";
import { ESTIMATE_DEFAULTS } from "#shared/pricing/options";
import type { EvalIntent } from "../fixtures/dove-eval/eval-case";
import type { EvalSplit, SplitCase } from "../fixtures/dove-eval/eval-set";
import { SHIPPED_FACTS } from "./site-facts";

/** The prices the shipped facts publish: what the evaluation set's replies may quote besides the engine's. */
const PUBLISHED = publishedDollarAmounts(SHIPPED_FACTS);

export interface CaseResult {
  evalCase: SplitCase;
  reply: string;
  /** Who answered the last message ("openai", "built-in", "built-in:fallback", ...). */
  provider: string;
  /** What is wrong with the reply; empty when it passes. */
  problems: string[];
}

/** The engine's displayed range for a home described in part (the rest takes the widget defaults). */
export function engineRange(home: Partial<EstimateInput>): string {
  const { lowCents, highCents } = computeEstimate(SHIPPED_FACTS, { ...ESTIMATE_DEFAULTS, ...home });
  return formatRange(lowCents, highCents);
}

/** What a reply gets wrong against its case: a missing fact or price, a wrong topic's fact, a price the engine did not give. */
export function judgeReply(evalCase: SplitCase, reply: string): string[] {
  const text = reply.toLowerCase();
  const problems: string[] = [];
  for (const fact of evalCase.facts ?? []) if (!text.includes(fact.toLowerCase())) problems.push(`missing "${fact}"`);
  for (const wrong of evalCase.absent ?? [])
    if (text.includes(wrong.toLowerCase())) problems.push(`should not say "${wrong}"`);
  const range = evalCase.price ? engineRange(evalCase.price) : undefined;
  if (range && !reply.includes(range)) problems.push(`missing the engine's range ${range}`);
  const allowed = new Set(range ? dollarAmountsIn(range) : []);
  const invented = dollarAmountsIn(reply).filter((amount) => !PUBLISHED.has(amount) && !allowed.has(amount));
  if (invented.length > 0)
    problems.push(`prices the engine did not give: ${invented.map((amount) => `$${amount}`).join(", ")}`);
  return problems;
}

/** Plays the case's conversation through the provider (each earlier message gets its reply) and judges the last reply. */
export async function runCase(provider: DoveProvider, evalCase: SplitCase): Promise<CaseResult> {
  const history: ChatTurn[] = [];
  let last = { content: "", provider: provider.name };
  for (const message of [...(evalCase.before ?? []), evalCase.message]) {
    history.push({ role: "user", content: message });
    last = await provider.reply(history, { facts: SHIPPED_FACTS });
    history.push({ role: "assistant", content: last.content });
  }
  return { evalCase, reply: last.content, provider: last.provider, problems: judgeReply(evalCase, last.content) };
}

export interface Tally {
  passed: number;
  total: number;
}

export interface EvalSummary {
  /** Per split, per intent: cases labelled with the intent, and how many passed. */
  byIntent: Record<EvalSplit, Map<EvalIntent, Tally>>;
  overall: Record<EvalSplit, Tally>;
}

export function summarize(results: readonly CaseResult[]): EvalSummary {
  const byIntent: EvalSummary["byIntent"] = { dev: new Map(), test: new Map() };
  const overall: EvalSummary["overall"] = { dev: { passed: 0, total: 0 }, test: { passed: 0, total: 0 } };
  for (const { evalCase, problems } of results) {
    const passed = problems.length === 0 ? 1 : 0;
    const split = evalCase.split;
    overall[split].total += 1;
    overall[split].passed += passed;
    for (const intent of evalCase.intents) {
      const tally = byIntent[split].get(intent) ?? { passed: 0, total: 0 };
      byIntent[split].set(intent, { passed: tally.passed + passed, total: tally.total + 1 });
    }
  }
  return { byIntent, overall };
}

export const accuracy = ({ passed, total }: Tally): number => (total === 0 ? 0 : passed / total);
