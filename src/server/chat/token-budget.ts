/**
 * Model tokens spent per UTC day, in memory (each server process keeps its own count, so the
 * spend of N processes is at most N budgets). Once the day's budget is used up, the caller
 * answers without the model until the date changes.
 */
export class DailyTokenBudget {
  private day = "";
  private used = 0;

  constructor(
    readonly tokensPerDay: number,
    private readonly now: () => Date = () => new Date(),
  ) {}

  private rollOver(): void {
    const today = this.now().toISOString().slice(0, 10);
    if (today === this.day) return;
    this.day = today;
    this.used = 0;
  }

  exhausted(): boolean {
    this.rollOver();
    return this.used >= this.tokensPerDay;
  }

  spend(tokens: number): void {
    this.rollOver();
    this.used += Math.max(0, tokens);
  }

  get spentToday(): number {
    this.rollOver();
    return this.used;
  }
}

/** A rough count for servers that report no usage: about four characters a token. */
export function estimateTokens(text: string): number {
  return Math.ceil(text.length / 4);
}
