import type { SiteFacts } from "#shared/facts/site-facts-schema";
import { doveRules } from "./dove-prompt";

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

/** A check for quotes of Dove's rules as worded with these facts (built once per reply). */
export function ruleQuoteCheck(facts: Pick<SiteFacts, "business">): (text: string) => boolean {
  const ruleRuns: ReadonlySet<string> = new Set(doveRules(facts).flatMap(runsOf));
  return (text) => runsOf(text).some((run) => ruleRuns.has(run));
}

/** True when a text quotes six or more consecutive words of Dove's rules (case and punctuation aside). */
export function quotesDoveRules(text: string, facts: Pick<SiteFacts, "business">): boolean {
  return ruleQuoteCheck(facts)(text);
}

export class PromptLeakError extends Error {
  override name = "PromptLeakError";
}
