import OpenAI from "openai";
import type { ChatCompletionChunk, ChatCompletionMessageParam } from "openai/resources/chat/completions";
import type { SiteFacts } from "#shared/facts/site-facts-schema";
import type { EstimateInput } from "#shared/pricing/estimate-input";
import { buildDoveSystemPrompt } from "./dove-prompt";
import type { BookingTools } from "./booking-desk";
import { BOOKING_TOOLS, DOVE_TOOLS, MalformedToolCallError, runBookingTool, runDoveTool } from "./dove-tools";
import { InventedPriceError } from "./price-guard";
import { PromptLeakError } from "./prompt-leak";
import type { ChatTurn, DoveProvider, DoveReplyOptions } from "./provider";
import { ReplyGate } from "./reply-gate";
import { estimateTokens, type TokenBudget } from "./token-budget";

export interface OpenAiProviderOptions {
  apiKey: string;
  baseUrl: string | undefined;
  model: string;
  /** The most one visitor message may wait for the model, tool rounds included. */
  timeoutMs: number;
  maxTokens: number;
  /** Tokens a UTC day may spend, site-wide; past it the built-in concierge answers ("built-in:budget"). */
  dailyTokenBudget: number;
}

/** Requests to the model per visitor message; the last one may not call tools. */
export const MAX_MODEL_ROUNDS = 3;

interface ToolCall {
  id: string;
  name: string;
  arguments: string;
}

class EmptyReplyError extends Error {
  override name = "EmptyReplyError";
}

/**
 * An OpenAI-compatible chat model that answers from the shared facts through tools and streams
 * its final answer. Any failure, a timeout, a price no estimate gave, or a quote of its rules makes the built-in
 * concierge answer instead (recorded as "built-in:fallback"), so the visitor always gets a
 * grounded reply.
 */
export function createOpenAiProvider(
  options: OpenAiProviderOptions,
  fallback: DoveProvider,
  budget: TokenBudget,
): DoveProvider {
  const client = new OpenAI({
    apiKey: options.apiKey,
    baseURL: options.baseUrl,
    timeout: options.timeoutMs,
    maxRetries: 0,
  });

  return {
    name: "openai",
    booksWithTools: true,
    async reply(history: readonly ChatTurn[], replyOptions: DoveReplyOptions) {
      const { facts } = replyOptions;
      if (await budget.exhausted()) {
        const answer = await fallback.reply(history, { facts, onDelta: replyOptions.onDelta });
        return { ...answer, provider: `${answer.provider}:budget` };
      }
      const deadline = new AbortController();
      const timer = setTimeout(() => deadline.abort(), options.timeoutMs);
      try {
        const messages: ChatCompletionMessageParam[] = [
          { role: "system", content: buildDoveSystemPrompt(facts) },
          ...history.map((turn) => ({ role: turn.role, content: turn.content })),
        ];
        const { content, estimate } = await converse(client, options, messages, {
          facts,
          signal: deadline.signal,
          budget,
          onDelta: replyOptions.onDelta,
          booking: replyOptions.booking,
        });
        return { content, provider: "openai", ...(estimate ? { estimate } : {}) };
      } catch (error) {
        replyOptions.log?.warn(
          describeFailure(error, deadline.signal.aborted),
          "Dove's model failed; the built-in concierge answered",
        );
        const answer = await fallback.reply(history, { facts, onDelta: replyOptions.onDelta });
        return { ...answer, provider: `${answer.provider}:fallback` };
      } finally {
        clearTimeout(timer);
      }
    },
  };
}

interface ConversationControls {
  facts: SiteFacts;
  signal: AbortSignal;
  budget: TokenBudget;
  onDelta: ((text: string) => void) | undefined;
  booking: BookingTools | undefined;
}

/** The tool loop: runs requested tools against the shared engine until the model answers. */
async function converse(
  client: OpenAI,
  options: OpenAiProviderOptions,
  messages: ChatCompletionMessageParam[],
  { facts, signal, budget, onDelta, booking }: ConversationControls,
): Promise<{ content: string; estimate?: EstimateInput }> {
  const granted = new Set<number>();
  let estimate: EstimateInput | undefined;
  const gate = new ReplyGate(
    facts,
    () => granted,
    (text) => onDelta?.(text),
  );

  for (let round = 0; round < MAX_MODEL_ROUNDS; round++) {
    const lastRound = round === MAX_MODEL_ROUNDS - 1;
    const stream = await client.chat.completions.create(
      {
        model: options.model,
        max_tokens: options.maxTokens,
        messages,
        tools: booking ? [...DOVE_TOOLS, ...BOOKING_TOOLS] : [...DOVE_TOOLS],
        tool_choice: lastRound ? "none" : "auto",
        stream: true,
        stream_options: { include_usage: true },
      },
      { signal },
    );
    const { text, toolCalls, tokens } = await readRound(stream, gate);
    await budget.spend(tokens ?? estimateTokens(JSON.stringify(messages) + text));
    if (toolCalls.length === 0) {
      const content = gate.finish().trim();
      if (!content) throw new EmptyReplyError("The model answered with no text");
      return { content, estimate };
    }
    if (lastRound) throw new MalformedToolCallError("The model still called tools in its last round");

    if (text.trim()) gate.push("\n\n");
    messages.push({
      role: "assistant",
      content: text || null,
      tool_calls: toolCalls.map((call) => ({
        id: call.id,
        type: "function",
        function: { name: call.name, arguments: call.arguments },
      })),
    });
    for (const call of toolCalls) {
      const outcome =
        (booking && (await runBookingTool(booking, call.name, call.arguments))) ??
        runDoveTool(facts, call.name, call.arguments);
      for (const amount of outcome.grantedAmounts) granted.add(amount);
      estimate = outcome.estimate ?? estimate;
      messages.push({ role: "tool", tool_call_id: call.id, content: outcome.content });
    }
  }
  throw new MalformedToolCallError("The tool loop ended without an answer");
}

/** One streamed response: its text goes through the price gate; tool calls are assembled from their pieces. */
async function readRound(
  stream: AsyncIterable<ChatCompletionChunk>,
  gate: ReplyGate,
): Promise<{ text: string; toolCalls: ToolCall[]; tokens?: number }> {
  let text = "";
  let tokens: number | undefined;
  const calls: ToolCall[] = [];
  for await (const chunk of stream) {
    if (chunk.usage) tokens = chunk.usage.total_tokens;
    const delta = chunk.choices[0]?.delta;
    if (!delta) continue;
    if (delta.content) {
      text += delta.content;
      gate.push(delta.content);
    }
    for (const piece of delta.tool_calls ?? []) {
      const call = (calls[piece.index] ??= { id: "", name: "", arguments: "" });
      if (piece.id) call.id = piece.id;
      if (piece.function?.name && !call.name) call.name = piece.function.name;
      if (piece.function?.arguments) call.arguments += piece.function.arguments;
    }
  }
  const toolCalls = calls.filter((call) => call !== undefined);
  if (toolCalls.length !== calls.length || toolCalls.some((call) => !call.id || !call.name)) {
    throw new MalformedToolCallError("A streamed tool call has no id or name");
  }
  return { text, toolCalls, tokens };
}

/** What went wrong, for the log: never a message body, a prompt or the model's text. */
function describeFailure(error: unknown, timedOut: boolean): Record<string, unknown> {
  if (timedOut) return { reason: "timeout" };
  if (error instanceof InventedPriceError) return { reason: "invented-price" };
  if (error instanceof PromptLeakError) return { reason: "prompt-leak" };
  if (error instanceof MalformedToolCallError) return { reason: "malformed-tool-call" };
  if (error instanceof EmptyReplyError) return { reason: "empty-reply" };
  if (error instanceof OpenAI.APIConnectionTimeoutError) return { reason: "timeout" };
  if (error instanceof OpenAI.APIError) return { reason: "api-error", status: error.status };
  if (error instanceof SyntaxError) return { reason: "malformed-response" };
  return { reason: "error", errorName: error instanceof Error ? error.name : typeof error };
}
