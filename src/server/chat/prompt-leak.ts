import { DOVE_RULES } from "./dove-prompt";

/** How many consecutive words of a rule make a quote of it. */
const QUOTE_WORDS = 6;

function words(text: string): string[] {
  return text
    .toLowerCase()
    .split(/[^a-z0-9/$]+/)
    .filter((word) => word !== "");
}

function runsOf(text: string): string[] {
  const all = words(text);
  return all.slice(0, Math.max(0, all.length - QUOTE_WORDS + 1)).map((_, i) => all.slice(i, i + QUOTE_WORDS).join(" "));
}

const RULE_RUNS: ReadonlySet<string> = new Set(DOVE_RULES.flatMap(runsOf));

/** True when a text quotes six or more consecutive words of Dove's rules (case and punctuation aside). */
export function quotesDoveRules(text: string): boolean {
  return runsOf(text).some((run) => RULE_RUNS.has(run));
}

export class PromptLeakError extends Error {
  override name = "PromptLeakError";
}
