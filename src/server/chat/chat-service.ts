import type { ChatRequest, ChatResponse } from "#shared/schemas/chat";
import { DomainError } from "../errors";
import { saveEstimate } from "../leads/save-estimate";
import type { Context } from "../trpc/context";
import type { ChatTurn } from "./provider";

/** How many stored turns the provider sees. */
export const HISTORY_TURNS = 20;

export interface ChatTurnHandlers {
  /** The visitor's message is stored in this conversation; the reply is about to be asked for. */
  onStart?: (conversationId: string) => void;
  /** The next piece of the reply, as the provider produces it. */
  onDelta?: (text: string) => void;
}

/**
 * One chat turn, shared by the whole-reply and the streamed endpoints: stores the visitor's
 * message, asks the provider for a reply with the stored history, and stores the reply with the
 * provider that answered and its latency. A conversation id only resolves together with the
 * session that created it, so a guessed or leaked id never exposes another visitor's history;
 * that 404 is thrown before `onStart`, as is every other refusal.
 */
export async function runChatTurn(
  ctx: Context,
  request: ChatRequest,
  handlers: ChatTurnHandlers = {},
): Promise<ChatResponse> {
  const conversationId = request.conversationId
    ? await requireOwnConversation(ctx, request.conversationId, request.sessionId)
    : (await ctx.db.chatConversation.create({ data: { sessionId: request.sessionId }, select: { id: true } })).id;

  await ctx.db.chatMessage.create({ data: { conversationId, role: "user", content: request.message } });
  const stored = await ctx.db.chatMessage.findMany({
    where: { conversationId },
    orderBy: { id: "desc" },
    take: HISTORY_TURNS,
    select: { role: true, content: true },
  });
  const history: ChatTurn[] = stored.reverse();
  handlers.onStart?.(conversationId);

  const started = performance.now();
  const reply = await ctx.dove.reply(history, { onDelta: handlers.onDelta, log: ctx.log });
  const latencyMs = Math.round(performance.now() - started);

  await ctx.db.$transaction([
    ctx.db.chatMessage.create({
      data: {
        conversationId,
        role: "assistant",
        content: reply.content,
        provider: reply.provider,
        latencyMs,
        unansweredReason: reply.unansweredReason ?? null,
      },
    }),
    ctx.db.chatConversation.update({ where: { id: conversationId }, data: { updatedAt: new Date() } }),
  ]);
  if (reply.estimate) await saveEstimate(ctx.db, reply.estimate, "dove", conversationId);
  return { conversationId, response: reply.content };
}

async function requireOwnConversation(ctx: Context, id: string, sessionId: string): Promise<string> {
  const found = await ctx.db.chatConversation.findFirst({ where: { id, sessionId }, select: { id: true } });
  if (!found) throw new DomainError("NOT_FOUND", "Conversation not found");
  return found.id;
}
