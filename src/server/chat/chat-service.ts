import { TRPCError } from "@trpc/server";
import type { ChatRequest, ChatResponse } from "../../shared/schemas/chat";
import type { Context } from "../trpc/context";
import type { ChatTurn } from "./provider";

/** How many stored turns the provider sees. */
export const HISTORY_TURNS = 20;

/**
 * Stores the visitor's message, asks the provider for a reply with the stored history, and stores
 * the reply. A conversation id only resolves together with the session that created it, so a
 * guessed or leaked id never exposes another visitor's history.
 */
export async function sendChatMessage(ctx: Context, request: ChatRequest): Promise<ChatResponse> {
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

  const started = performance.now();
  const reply = await ctx.dove.reply(history);
  const latencyMs = Math.round(performance.now() - started);

  await ctx.db.$transaction([
    ctx.db.chatMessage.create({
      data: { conversationId, role: "assistant", content: reply.content, provider: reply.provider, latencyMs },
    }),
    ctx.db.chatConversation.update({ where: { id: conversationId }, data: { updatedAt: new Date() } }),
  ]);
  return { conversationId, response: reply.content };
}

async function requireOwnConversation(ctx: Context, id: string, sessionId: string): Promise<string> {
  const found = await ctx.db.chatConversation.findFirst({ where: { id, sessionId }, select: { id: true } });
  if (!found) throw new TRPCError({ code: "NOT_FOUND", message: "Conversation not found" });
  return found.id;
}
