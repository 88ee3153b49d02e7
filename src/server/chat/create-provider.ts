import type { Config } from "../config";
import type { Db } from "../db/client";
import { builtInProvider } from "./built-in-provider";
import { createOpenAiProvider } from "./openai-provider";
import type { DoveProvider } from "./provider";
import { postgresTokenBudget } from "./token-budget";

/** Dove's provider from config: an OpenAI-compatible model when a key is set, else the offline concierge. */
export function createDoveProvider(dove: Config["dove"], db: Db): DoveProvider {
  if (dove.provider === "openai") {
    const { provider: _openai, ...options } = dove;
    return createOpenAiProvider(options, builtInProvider, postgresTokenBudget(db, options.dailyTokenBudget));
  }
  return builtInProvider;
}
