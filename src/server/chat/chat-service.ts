import type { ChatRequest, ChatResponse } from "#shared/schemas/chat";
import { DomainError } from "../errors";
import { saveEstimate } from "../leads/save-estimate";
import type { Context } from "../trpc/context";
import { readBookingState } from "#shared/dove/booking/booking-state";
import { Prisma } from "#server/db/generated/client";
import { openBookingDesk } from "./booking-desk";
import type { ChatTurn, DoveReply } from "./provider";

/** The `provider` stored with the replies the booking desk wrote. */
export const BOOKING_DESK_PROVIDER = "booking-desk";

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
  const conversation = request.conversationId
    ? await requireOwnConversation(ctx, request.conversationId, request.sessionId)
    : await ctx.db.chatConversation.create({
        data: { sessionId: request.sessionId },
        select: { id: true, bookingState: true },
      });
  const conversationId = conversation.id;

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
  // One published revision answers the whole turn, whichever part of Dove speaks.
  const { facts } = ctx.facts.current();
  // A booking under way is the desk's, whichever provider answers: one rule for when it books.
  const desk = openBookingDesk(ctx, facts, conversationId, readBookingState(conversation.bookingState));
  const deskReply = await desk.answer(request.message, history.slice(0, -1), ctx.dove.booksWithTools === true);
  if (deskReply !== null) handlers.onDelta?.(deskReply);
  const reply: DoveReply =
    deskReply !== null
      ? { content: deskReply, provider: BOOKING_DESK_PROVIDER }
      : await ctx.dove.reply(history, { facts, onDelta: handlers.onDelta, log: ctx.log, booking: desk.tools });
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
    ctx.db.chatConversation.update({
      where: { id: conversationId },
      data: { updatedAt: new Date(), bookingState: desk.state ?? Prisma.DbNull },
    }),
  ]);
  if (reply.estimate) await saveEstimate(ctx.db, ctx.facts.current().facts, reply.estimate, "dove", conversationId);
  return { conversationId, response: reply.content, ...(desk.booked ? { booking: desk.booked } : {}) };
}

async function requireOwnConversation(ctx: Context, id: string, sessionId: string) {
  const found = await ctx.db.chatConversation.findFirst({
    where: { id, sessionId },
    select: { id: true, bookingState: true },
  });
  if (!found) throw new DomainError("NOT_FOUND", "Conversation not found");
  return found;
}
