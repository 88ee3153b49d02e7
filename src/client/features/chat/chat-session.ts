/** Where the chat keeps its state for the browser tab (a session id in session storage). */
export const SESSION_ID_KEY = "dove-session-id";
export const CONVERSATION_ID_KEY = "dove-conversation-id";
export const MESSAGES_KEY = "dove-messages";
/** Older messages are not kept across reloads beyond this many. */
const MAX_STORED_MESSAGES = 50;

export interface ChatMessage {
  id: string;
  role: "user" | "assistant";
  content: string;
  timestamp: number;
  /** The private link of a walkthrough Dove booked in this reply (kept in this tab only, never in the transcript). */
  managePath?: string;
}

// Session storage can be unavailable (privacy modes, storage full): the chat then simply
// forgets on reload.
function read(key: string): string | null {
  try {
    return sessionStorage.getItem(key);
  } catch {
    return null;
  }
}

function write(key: string, value: string | null) {
  try {
    if (value === null) sessionStorage.removeItem(key);
    else sessionStorage.setItem(key, value);
  } catch {
    // not persisted
  }
}

/**
 * A new session id: the timestamp string the spec describes, then 128 random bits in hex
 * ("1764258622000-9f86d081884c7d659a2feaa0c55ad015"). The session id is what lets a tab continue
 * its conversation, so it must not be guessable from the time the chat was opened.
 * (getRandomValues, unlike randomUUID, works on plain http too.)
 */
export function newChatSessionId(now = Date.now()): string {
  const random = crypto.getRandomValues(new Uint8Array(16));
  return `${now}-${Array.from(random, (byte) => byte.toString(16).padStart(2, "0")).join("")}`;
}

/**
 * The tab's chat session id: the stored one, else a new one stored for next time. A tab opened
 * before session ids were random keeps its timestamp until it is closed, so its chat goes on.
 */
export function chatSessionId(): string {
  const stored = read(SESSION_ID_KEY);
  if (stored) return stored;
  const created = newChatSessionId();
  write(SESSION_ID_KEY, created);
  return created;
}

export function storedConversationId(): string | null {
  return read(CONVERSATION_ID_KEY);
}

export function storeConversationId(conversationId: string | null) {
  write(CONVERSATION_ID_KEY, conversationId);
}

export function storedMessages(): ChatMessage[] {
  try {
    const parsed: unknown = JSON.parse(read(MESSAGES_KEY) ?? "[]");
    return Array.isArray(parsed) ? parsed.filter(isChatMessage) : [];
  } catch {
    return [];
  }
}

export function storeMessages(messages: readonly ChatMessage[]) {
  write(MESSAGES_KEY, JSON.stringify(messages.slice(-MAX_STORED_MESSAGES)));
}

function isChatMessage(value: unknown): value is ChatMessage {
  if (!value || typeof value !== "object") return false;
  const m = value as Record<string, unknown>;
  return (
    typeof m.id === "string" &&
    (m.role === "user" || m.role === "assistant") &&
    typeof m.content === "string" &&
    typeof m.timestamp === "number" &&
    (m.managePath === undefined || (typeof m.managePath === "string" && m.managePath.startsWith("/booking/manage/")))
  );
}
