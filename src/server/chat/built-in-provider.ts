import { conciergeAnswer } from "#shared/dove/concierge";
import type { ChatTurn, DoveProvider, DoveReplyOptions } from "./provider";

/** The default, offline provider: answers the newest visitor message in the light of the turns before it. */
export const builtInProvider: DoveProvider = {
  name: "built-in",
  async reply(history: readonly ChatTurn[], options: DoveReplyOptions) {
    const latest = history.findLastIndex((turn) => turn.role === "user");
    const { text, estimate, unanswered } = conciergeAnswer(
      options.facts,
      history[latest]?.content ?? "",
      history.slice(0, Math.max(0, latest)),
    );
    options.onDelta?.(text);
    return {
      content: text,
      provider: "built-in",
      ...(estimate ? { estimate } : {}),
      ...(unanswered ? { unansweredReason: unanswered } : {}),
    };
  },
};
