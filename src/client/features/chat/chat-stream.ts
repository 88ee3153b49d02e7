import type { ChatResponse } from "#shared/schemas/chat";
import { readSseStream, type SseEvent } from "./sse-parser";

export const CHAT_STREAM_PATH = "/api/chat/stream";

export interface ChatStreamRequest {
  message: string;
  conversationId: string | null;
  sessionId: string;
}

export interface ChatStreamHandlers {
  /** The user message is stored in this conversation. */
  onStart?: (conversationId: string) => void;
  /** The next piece of the reply. */
  onDelta?: (text: string) => void;
}

/** A failed chat request; status is set when the server answered with a non-OK status. */
export class ChatStreamError extends Error {
  constructor(
    message: string,
    readonly status?: number,
  ) {
    super(message);
    this.name = "ChatStreamError";
  }
}

/**
 * POST /api/chat/stream: sends one message and follows the reply's server-sent events
 * (start, delta…, done | error). Resolves with the stored reply; rejects on a non-OK status
 * (message "status: body"), a network failure, an `error` event or a stream that
 * ends without `done`.
 */
export async function streamChatReply(
  request: ChatStreamRequest,
  handlers: ChatStreamHandlers = {},
  signal?: AbortSignal,
): Promise<ChatResponse> {
  const response = await fetch(CHAT_STREAM_PATH, {
    method: "POST",
    headers: { "content-type": "application/json", accept: "text/event-stream" },
    body: JSON.stringify(request),
    signal,
  });
  if (!response.ok) {
    const text = await response.text().catch(() => "");
    throw new ChatStreamError(`${response.status}: ${text || response.statusText}`, response.status);
  }
  if (!response.body) throw new ChatStreamError("The chat reply had no body");

  let result = null as ChatResponse | null;
  await readSseStream(response.body, (event) => {
    if (result) return;
    result = applyEvent(event, handlers);
  });
  if (!result) throw new ChatStreamError("The chat reply ended before it was complete");
  return result;
}

function applyEvent(event: SseEvent, handlers: ChatStreamHandlers): ChatResponse | null {
  const data = parseData(event);
  switch (event.event) {
    case "start":
      handlers.onStart?.(stringField(data, "conversationId"));
      return null;
    case "delta":
      handlers.onDelta?.(stringField(data, "text"));
      return null;
    case "done":
      return {
        conversationId: stringField(data, "conversationId"),
        response: stringField(data, "response"),
        ...bookingField(data),
      };
    case "error":
      throw new ChatStreamError(
        `Chat reply failed: ${typeof data.message === "string" ? data.message : "unknown error"}`,
      );
    default:
      return null;
  }
}

function parseData(event: SseEvent): Record<string, unknown> {
  try {
    const data: unknown = JSON.parse(event.data);
    if (data && typeof data === "object") return data as Record<string, unknown>;
  } catch {
    // reported below
  }
  throw new ChatStreamError(`Malformed "${event.event}" event in the chat reply`);
}

/** The walkthrough booked in this reply, when there is one. */
function bookingField(data: Record<string, unknown>): Pick<ChatResponse, "booking"> {
  const booking = data.booking;
  if (!booking || typeof booking !== "object") return {};
  const fields = booking as Record<string, unknown>;
  return { booking: { reference: stringField(fields, "reference"), managePath: stringField(fields, "managePath") } };
}

function stringField(data: Record<string, unknown>, key: string): string {
  const value = data[key];
  if (typeof value !== "string") throw new ChatStreamError(`The chat reply is missing "${key}"`);
  return value;
}
