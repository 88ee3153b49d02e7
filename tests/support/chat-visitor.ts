import type { FastifyInstance } from "fastify";
import { expect } from "vitest";
import type { ChatResponse } from "#shared/schemas/chat";

let sessions = 0;

/**
 * One visitor's chat through POST /api/chat/message: each `say` continues the same conversation.
 * `sessionId` is the browser's id to send (by default one made from `label`).
 */
export function chatVisitor(app: FastifyInstance, label: string, sessionId = `${label}-${++sessions}`) {
  let conversationId: string | null = null;
  return {
    get conversationId(): string | null {
      return conversationId;
    },
    async say(message: string): Promise<ChatResponse> {
      const res = await app.inject({
        method: "POST",
        url: "/api/chat/message",
        payload: { message, conversationId, sessionId },
      });
      expect(res.statusCode, res.body).toBe(200);
      const body = res.json<ChatResponse>();
      conversationId = body.conversationId;
      return body;
    },
  };
}
