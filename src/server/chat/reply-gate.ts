import type { SiteFacts } from "#shared/facts/site-facts-schema";
import { InventedPriceError, inventedPrice, publishedDollarAmounts } from "./price-guard";
import { PromptLeakError, ruleQuoteCheck } from "./prompt-leak";

/**
 * Passes a streamed model reply on word by word, checking every released prefix first: an
 * invented price is never shown, not even for a moment (a word with a digit in it, and so any
 * amount, is held back until the word after it has arrived), and a quote of Dove's rules is cut
 * off before it grows past a few words. Prices and rules are those of the turn's facts.
 */
export class ReplyGate {
  private text = "";
  private released = 0;
  private readonly published: ReadonlySet<number>;
  private readonly quotesRules: (text: string) => boolean;

  constructor(
    facts: SiteFacts,
    /** Dollar amounts the model may quote besides the catalogue's (from estimate tool results). */
    private readonly allowedPrices: () => ReadonlySet<number>,
    private readonly emit: (text: string) => void,
  ) {
    this.published = publishedDollarAmounts(facts);
    this.quotesRules = ruleQuoteCheck(facts);
  }

  /** Adds streamed text; throws InventedPriceError or PromptLeakError when a released prefix would break a rule. */
  push(piece: string): void {
    this.text += piece;
    this.releaseUpTo(this.safeEnd());
  }

  /** The stream is complete: checks and releases the rest, and returns the whole text. */
  finish(): string {
    this.releaseUpTo(this.text.length);
    return this.text;
  }

  /** Just after the last whitespace whose preceding word has no digit (so no amount is cut in two). */
  private safeEnd(): number {
    for (let end = this.text.length; end > this.released; end--) {
      if (!/\s/.test(this.text[end - 1] ?? "")) continue;
      const before = this.text.slice(0, end).trimEnd();
      const lastWord = before.slice(before.search(/\S*$/));
      if (!/\d/.test(lastWord)) return end;
    }
    return this.released;
  }

  private releaseUpTo(end: number): void {
    if (end <= this.released) return;
    const prefix = this.text.slice(0, end);
    if (inventedPrice(prefix, this.published, this.allowedPrices()) !== undefined)
      throw new InventedPriceError("The reply states a price that no estimate gave");
    if (this.quotesRules(prefix)) throw new PromptLeakError("The reply quotes Dove's rules");
    this.emit(this.text.slice(this.released, end));
    this.released = end;
  }
}
