import { ChatRequestSchema, type ChatResponse } from "../../shared/schemas/chat";
import { sendChatMessage } from "../chat/chat-service";
import { publicProcedure, router } from "../trpc/init";

export const chatRouter = router({
  send: publicProcedure
    .input(ChatRequestSchema)
    .mutation(({ ctx, input }): Promise<ChatResponse> => sendChatMessage(ctx, input)),
});
