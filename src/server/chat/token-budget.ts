import type { Db } from "../db/client";

/** Model tokens the whole site may spend per UTC day; past it, the built-in concierge answers. */
export interface TokenBudget {
  exhausted(): Promise<boolean>;
  spend(tokens: number): Promise<void>;
}

/**
 * The day's spend in Postgres (dove_token_usage), added to by every instance with one atomic
 * upsert, so N instances together stay within one budget. The day is the database's UTC date.
 */
export function postgresTokenBudget(db: Db, tokensPerDay: number): TokenBudget {
  return {
    async exhausted() {
      const [today] = await db.$queryRaw<{ tokens: bigint }[]>`
        SELECT tokens FROM dove_token_usage WHERE day = (now() AT TIME ZONE 'UTC')::date`;
      return Number(today?.tokens ?? 0) >= tokensPerDay;
    },
    async spend(tokens) {
      if (tokens <= 0) return;
      await db.$executeRaw`
        INSERT INTO dove_token_usage (day, tokens) VALUES ((now() AT TIME ZONE 'UTC')::date, ${Math.ceil(tokens)})
        ON CONFLICT (day) DO UPDATE SET tokens = dove_token_usage.tokens + EXCLUDED.tokens`;
    },
  };
}

/** No limit: for tools that ask the model outside the site (the evaluation script). */
export const UNLIMITED_TOKEN_BUDGET: TokenBudget = { exhausted: async () => false, spend: async () => undefined };

/** A rough count for servers that report no usage: about four characters a token. */
export function estimateTokens(text: string): number {
  return Math.ceil(text.length / 4);
}
