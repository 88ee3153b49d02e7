import type { SiteFacts } from "#shared/facts/site-facts-schema";
import { spellOut } from "./shorthand";

/** A visitor message prepared for matching: lower case, straight quotes, single spaces. */
export interface VisitorText {
  /** The message as typed (trimmed). */
  raw: string;
  /** Lower case, curly quotes straightened, whitespace collapsed. */
  text: string;
  /** `text` without apostrophes and with chat shorthand spelled out ("u" -> "you"): what intents match. */
  plain: string;
}

export function normalize(message: string): VisitorText {
  const raw = message.trim();
  const text = raw
    .toLowerCase()
    .replace(/[\u2018\u2019]/g, "'")
    .replace(/[\u201c\u201d]/g, '"')
    .replace(/[\u2013\u2014]/g, "-")
    .replace(/\s+/g, " ");
  return { raw, text, plain: spellOut(text) };
}

/** Words that say nothing about what a question is about. */
export const STOP_WORDS: ReadonlySet<string> = new Set(
  "the a an do you your i my is are what how can to of for in on and it we me does with have has be will would could should about our there any this that".split(
    " ",
  ),
);

export function contactLine({ business }: Pick<SiteFacts, "business">): string {
  return `You can call us at ${business.phone.display}, email ${business.email}, or send a message at /contact.`;
}
