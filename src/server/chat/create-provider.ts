import type { Config } from "../config";
import { builtInProvider } from "./built-in-provider";
import { createOpenAiProvider } from "./openai-provider";
import type { DoveProvider } from "./provider";

/** Dove's provider from config: an OpenAI-compatible model when a key is set, else the offline concierge. */
export function createDoveProvider(dove: Config["dove"]): DoveProvider {
  if (dove.provider === "openai") {
    const { provider: _openai, ...options } = dove;
    return createOpenAiProvider(options, builtInProvider);
  }
  return builtInProvider;
}
