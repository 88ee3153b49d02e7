import { ChatRequestSchema, type ChatResponse } from "#shared/schemas/chat";
import { runChatTurn } from "#server/chat/chat-service";
import { rateLimitedProcedure, router } from "#server/trpc/init";

export const chatRouter = router({
  /** One turn; POST /api/chat/stream calls it too, with `ctx.chatStream` receiving the reply as it is written. */
  send: rateLimitedProcedure("chat")
    .meta({ personalData: true })
    .input(ChatRequestSchema)
    .mutation(({ ctx, input }): Promise<ChatResponse> => runChatTurn(ctx, input, ctx.chatStream)),
});
