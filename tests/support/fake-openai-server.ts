import Fastify, { type FastifyReply } from "fastify";
import { builtInProvider } from "#server/chat/built-in-provider";
import { createOpenAiProvider } from "#server/chat/openai-provider";
import type { DoveProvider } from "#server/chat/provider";
import { postgresTokenBudget } from "#server/chat/token-budget";
import type { Db } from "#server/db/client";

/** What the fake model does with one request. */
export type FakeModelReply =
  /** `paceMs`: a pause before each streamed chunk, as a real model writes (default: all at once). */
  | { kind: "text"; text: string; paceMs?: number }
  | { kind: "tools"; calls: readonly { name: string; arguments: string }[] }
  | { kind: "status"; status: number }
  /** Never answers (until the server closes). */
  | { kind: "hang" }
  /** Answers with JSON (or a stream chunk) that does not parse. */
  | { kind: "malformed" };

export interface FakeOpenAiRequest {
  model: string;
  stream?: boolean;
  max_tokens?: number;
  messages: Array<{ role: string; content: string | null; tool_calls?: unknown[]; tool_call_id?: string }>;
  tools?: Array<{ function: { name: string } }>;
  tool_choice?: unknown;
  stream_options?: { include_usage?: boolean };
}

/** Tokens the fake reports for every response (when usage is asked for). */
export const FAKE_TOKENS_PER_RESPONSE = { prompt: 80, completion: 20, total: 100 } as const;

export interface FakeOpenAi {
  /** For OPENAI_BASE_URL / the provider's baseUrl (ends in /v1). */
  baseUrl: string;
  /** Every request body received, in order. */
  requests: FakeOpenAiRequest[];
  /** Queues replies, one per coming request; once the queue is empty, `defaultReply` answers. */
  script(...replies: FakeModelReply[]): void;
  close(): Promise<void>;
}

const CHUNK_CHARS = 7;

function splitText(text: string, size: number): string[] {
  const pieces: string[] = [];
  for (let i = 0; i < text.length; i += size) pieces.push(text.slice(i, i + size));
  return pieces;
}

function chunk(delta: Record<string, unknown>, finishReason: string | null = null) {
  return {
    id: "chatcmpl-fake",
    object: "chat.completion.chunk",
    created: 1,
    model: "fake",
    choices: [{ index: 0, delta, finish_reason: finishReason }],
  };
}

/** The stream:true body: text in small pieces, tool calls with their arguments split across chunks. */
function streamChunks(reply: Extract<FakeModelReply, { kind: "text" | "tools" }>): unknown[] {
  if (reply.kind === "text") {
    return [
      chunk({ role: "assistant", content: "" }),
      ...splitText(reply.text, CHUNK_CHARS).map((content) => chunk({ content })),
      chunk({}, "stop"),
    ];
  }
  return [
    chunk({ role: "assistant", content: null }),
    ...reply.calls.flatMap((call, index) => [
      chunk({
        tool_calls: [{ index, id: `call_${index}`, type: "function", function: { name: call.name, arguments: "" } }],
      }),
      ...splitText(call.arguments, 5).map((piece) =>
        chunk({ tool_calls: [{ index, function: { arguments: piece } }] }),
      ),
    ]),
    chunk({}, "tool_calls"),
  ];
}

/** The last chunk of a stream that asked for usage: no choices, just the token counts. */
function usageChunk() {
  const { prompt, completion, total } = FAKE_TOKENS_PER_RESPONSE;
  return {
    id: "chatcmpl-fake",
    object: "chat.completion.chunk",
    created: 1,
    model: "fake",
    choices: [],
    usage: { prompt_tokens: prompt, completion_tokens: completion, total_tokens: total },
  };
}

function completion(reply: Extract<FakeModelReply, { kind: "text" | "tools" }>) {
  const message =
    reply.kind === "text"
      ? { role: "assistant", content: reply.text }
      : {
          role: "assistant",
          content: null,
          tool_calls: reply.calls.map((call, index) => ({ id: `call_${index}`, type: "function", function: call })),
        };
  return {
    id: "chatcmpl-fake",
    object: "chat.completion",
    created: 1,
    model: "fake",
    choices: [{ index: 0, message, finish_reason: reply.kind === "text" ? "stop" : "tool_calls" }],
  };
}

async function writeStream(reply: FastifyReply, events: readonly string[], paceMs = 0): Promise<void> {
  reply.hijack();
  reply.raw.writeHead(200, { "content-type": "text/event-stream" });
  for (const event of events) {
    if (paceMs > 0) await new Promise((resolve) => setTimeout(resolve, paceMs));
    if (reply.raw.destroyed) return;
    reply.raw.write(`data: ${event}\n\n`);
  }
  reply.raw.end();
}

/**
 * An OpenAI-compatible endpoint on 127.0.0.1 (POST /v1/chat/completions, JSON or stream:true),
 * scripted per test and recording what it was sent.
 */
export async function startFakeOpenAi(
  defaultReply: FakeModelReply = { kind: "text", text: "Happy to help with your cleaning questions." },
): Promise<FakeOpenAi> {
  const queue: FakeModelReply[] = [];
  const requests: FakeOpenAiRequest[] = [];
  const app = Fastify({ logger: false, forceCloseConnections: true });

  app.post("/v1/chat/completions", async (request, reply) => {
    const body = request.body as FakeOpenAiRequest;
    requests.push(structuredClone(body));
    const scripted = queue.shift() ?? defaultReply;
    switch (scripted.kind) {
      case "status":
        return reply.code(scripted.status).send({ error: { message: "fake failure", type: "server_error" } });
      case "hang":
        reply.hijack();
        return reply;
      case "malformed":
        if (body.stream) await writeStream(reply, ['{"id": "chatcmpl-fake", "choices": [{"delta": {"content": "Hel']);
        else reply.header("content-type", "application/json").send('{"id": "chatcmpl-fake", "choices": [');
        return reply;
      default:
        if (body.stream) {
          const usage = body.stream_options?.include_usage ? [usageChunk()] : [];
          const events = [...[...streamChunks(scripted), ...usage].map((c) => JSON.stringify(c)), "[DONE]"];
          await writeStream(reply, events, scripted.kind === "text" ? scripted.paceMs : 0);
        } else reply.send(completion(scripted));
        return reply;
    }
  });

  await app.listen({ host: "127.0.0.1", port: 0 });
  const address = app.server.address();
  const port = typeof address === "object" && address ? address.port : 0;
  return {
    baseUrl: `http://127.0.0.1:${port}/v1`,
    requests,
    script: (...replies) => queue.push(...replies),
    close: () => app.close(),
  };
}

/** Dove's model provider against the fake (model "dove-test"), with no daily token limit. */
export function fakeModelProvider(
  fake: FakeOpenAi,
  db: Db,
  limits: { timeoutMs: number; maxTokens: number },
): DoveProvider {
  return createOpenAiProvider(
    {
      apiKey: "sk-test",
      baseUrl: fake.baseUrl,
      model: "dove-test",
      dailyTokenBudget: Number.MAX_SAFE_INTEGER,
      ...limits,
    },
    builtInProvider,
    postgresTokenBudget(db, Number.MAX_SAFE_INTEGER),
  );
}
