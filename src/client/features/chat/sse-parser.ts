/** One server-sent event: its name (default "message") and its data lines joined by "\n". */
export interface SseEvent {
  event: string;
  data: string;
}

/**
 * An incremental parser of the text/event-stream format: feed it chunks as they arrive (split
 * anywhere, even inside a line or a CRLF), get back the events completed so far. Comments
 * (":..."), "id" and "retry" fields are ignored; an event without data lines is dropped, as
 * browsers' EventSource does.
 */
export function createSseParser() {
  let buffer = "";
  let event = "";
  let data: string[] = [];

  function takeLine(line: string, out: SseEvent[]) {
    if (line === "") {
      if (data.length > 0) out.push({ event: event || "message", data: data.join("\n") });
      event = "";
      data = [];
      return;
    }
    if (line.startsWith(":")) return;
    const colon = line.indexOf(":");
    const field = colon === -1 ? line : line.slice(0, colon);
    let value = colon === -1 ? "" : line.slice(colon + 1);
    if (value.startsWith(" ")) value = value.slice(1);
    if (field === "event") event = value;
    else if (field === "data") data.push(value);
  }

  return {
    /** Adds a chunk of text; returns the events it completed. */
    push(chunk: string): SseEvent[] {
      buffer += chunk;
      const out: SseEvent[] = [];
      for (;;) {
        const match = /\r\n|\r|\n/.exec(buffer);
        // A lone "\r" at the end may be the first half of a "\r\n" still on its way.
        if (!match || (match[0] === "\r" && match.index === buffer.length - 1)) break;
        takeLine(buffer.slice(0, match.index), out);
        buffer = buffer.slice(match.index + match[0].length);
      }
      return out;
    },
    /** Ends the stream: a final event not followed by a blank line is still delivered. */
    end(): SseEvent[] {
      const out: SseEvent[] = [];
      if (buffer !== "") takeLine(buffer.replace(/\r$/, ""), out);
      buffer = "";
      takeLine("", out);
      return out;
    },
  };
}

/** Reads a byte stream of server-sent events, calling onEvent for each one in order. */
export async function readSseStream(
  body: ReadableStream<Uint8Array>,
  onEvent: (event: SseEvent) => void,
): Promise<void> {
  const parser = createSseParser();
  const decoder = new TextDecoder();
  const reader = body.getReader();
  try {
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      for (const event of parser.push(decoder.decode(value, { stream: true }))) onEvent(event);
    }
    for (const event of parser.push(decoder.decode())) onEvent(event);
    for (const event of parser.end()) onEvent(event);
  } catch (error) {
    await reader.cancel().catch(() => undefined);
    throw error;
  } finally {
    reader.releaseLock();
  }
}
