import { conciergeReply } from "../../shared/dove/concierge";
import type { ChatTurn, DoveProvider } from "./provider";

/** The default, offline provider: answers the newest visitor message from the shared content. */
export const builtInProvider: DoveProvider = {
  name: "built-in",
  async reply(history: readonly ChatTurn[]) {
    const latest = history.findLast((turn) => turn.role === "user");
    return { content: conciergeReply(latest?.content ?? ""), provider: "built-in" };
  },
};
