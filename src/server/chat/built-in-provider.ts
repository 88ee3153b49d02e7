import { conciergeAnswer } from "../../shared/dove/concierge";
import type { ChatTurn, DoveProvider, DoveReplyOptions } from "./provider";

/** The default, offline provider: answers the newest visitor message from the shared content. */
export const builtInProvider: DoveProvider = {
  name: "built-in",
  async reply(history: readonly ChatTurn[], options: DoveReplyOptions = {}) {
    const latest = history.findLast((turn) => turn.role === "user");
    const { text, estimate } = conciergeAnswer(latest?.content ?? "");
    options.onDelta?.(text);
    return { content: text, provider: "built-in", ...(estimate ? { estimate } : {}) };
  },
};
