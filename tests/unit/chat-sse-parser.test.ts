import { describe, expect, it } from "vitest";
import { createSseParser, readSseStream, type SseEvent } from "#client/features/chat/sse-parser";

const STREAM =
  'event: start\ndata: {"conversationId":"c1"}\n\nevent: delta\ndata: {"text":"Hel"}\n\nevent: delta\ndata: {"text":"lo"}\n\nevent: done\ndata: {"conversationId":"c1","response":"Hello"}\n\n';
const EXPECTED: SseEvent[] = [
  { event: "start", data: '{"conversationId":"c1"}' },
  { event: "delta", data: '{"text":"Hel"}' },
  { event: "delta", data: '{"text":"lo"}' },
  { event: "done", data: '{"conversationId":"c1","response":"Hello"}' },
];

function parseInPieces(text: string, size: number): SseEvent[] {
  const parser = createSseParser();
  const events: SseEvent[] = [];
  for (let i = 0; i < text.length; i += size) events.push(...parser.push(text.slice(i, i + size)));
  return [...events, ...parser.end()];
}

describe("createSseParser", () => {
  it("parses a whole stream", () => {
    expect(parseInPieces(STREAM, STREAM.length)).toEqual(EXPECTED);
  });

  it("gives the same events however the stream is split", () => {
    for (const size of [1, 2, 3, 7, 16]) expect(parseInPieces(STREAM, size)).toEqual(EXPECTED);
  });

  it("accepts CRLF and CR line endings, even with CRLF split across chunks", () => {
    const crlf = STREAM.replace(/\n/g, "\r\n");
    for (const size of [1, 2, 5, crlf.length]) expect(parseInPieces(crlf, size)).toEqual(EXPECTED);
    expect(parseInPieces(STREAM.replace(/\n/g, "\r"), 3)).toEqual(EXPECTED);
  });

  it("joins multi-line data, defaults the event name and ignores comments, ids and retry", () => {
    const text = ": keep-alive\nid: 7\nretry: 1000\ndata: one\ndata:two\n\nevent: delta\n\n";
    expect(parseInPieces(text, 4)).toEqual([{ event: "message", data: "one\ntwo" }]);
  });

  it("keeps colons and a leading space after the first one in values", () => {
    expect(parseInPieces('data:  {"a":"b: c"}\n\n', 100)).toEqual([{ event: "message", data: ' {"a":"b: c"}' }]);
  });

  it("delivers a last event with no blank line after it when the stream ends", () => {
    const parser = createSseParser();
    expect(parser.push('event: done\ndata: {"x":1}')).toEqual([]);
    expect(parser.end()).toEqual([{ event: "done", data: '{"x":1}' }]);
  });
});

describe("readSseStream", () => {
  it("decodes UTF-8 split inside a character and reports events in order", async () => {
    const bytes = new TextEncoder().encode('event: delta\ndata: {"text":"Café ☀"}\n\n');
    const body = new ReadableStream<Uint8Array>({
      start(controller) {
        for (const byte of bytes) controller.enqueue(new Uint8Array([byte]));
        controller.close();
      },
    });
    const events: SseEvent[] = [];
    await readSseStream(body, (event) => events.push(event));
    expect(events).toEqual([{ event: "delta", data: '{"text":"Café ☀"}' }]);
  });

  it("cancels the stream when a handler throws", async () => {
    let cancelled = false;
    const body = new ReadableStream<Uint8Array>({
      start(controller) {
        controller.enqueue(new TextEncoder().encode("data: 1\n\n"));
      },
      cancel() {
        cancelled = true;
      },
    });
    await expect(
      readSseStream(body, () => {
        throw new Error("bad event");
      }),
    ).rejects.toThrow("bad event");
    expect(cancelled).toBe(true);
  });
});
