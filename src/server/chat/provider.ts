/** One turn of a stored conversation, as a provider sees it. */
export interface ChatTurn {
  role: "user" | "assistant";
  content: string;
}

export interface DoveReply {
  content: string;
  /** Who actually answered; stored with the reply (e.g. "openai", "built-in", "built-in:fallback"). */
  provider: string;
}

/** A source of Dove's replies. The history ends with the visitor's newest message. */
export interface DoveProvider {
  readonly name: string;
  reply(history: readonly ChatTurn[]): Promise<DoveReply>;
}
