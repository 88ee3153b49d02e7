import type { FastifyInstance } from "fastify";
import type { z } from "zod";
import type { ChatRequestSchema } from "#shared/schemas/chat";
import { type EventStream, openEventStream } from "../chat/event-stream";
import { GENERIC_SERVER_ERROR } from "../errors";
import type { CallerFor } from "./caller";

type ChatRequestInput = z.input<typeof ChatRequestSchema>;

/**
 * POST /api/chat/message (the whole reply) and POST /api/chat/stream (the same turn as server-sent
 * events: start, delta…, done | error). Both call the chat.send procedure, so its rate limit and
 * refusals (400, 404, 429) come before the stream starts and reach the one error mapping as JSON.
 */
export function registerChatRoutes(app: FastifyInstance, callerFor: CallerFor): void {
  app.post("/api/chat/message", async (request) => callerFor(request).chat.send(request.body as ChatRequestInput));

  app.post("/api/chat/stream", async (request, reply) => {
    const opened: { stream?: EventStream } = {};
    try {
      const result = await callerFor(request, {
        onStart: (conversationId) => {
          opened.stream = openEventStream(reply);
          opened.stream.send("start", { conversationId });
        },
        onDelta: (text) => opened.stream?.send("delta", { text }),
      }).chat.send(request.body as ChatRequestInput);
      opened.stream?.send("done", result);
    } catch (error) {
      if (!opened.stream) throw error;
      request.log.error({ err: error }, "chat stream failed after it started");
      opened.stream.send("error", { message: GENERIC_SERVER_ERROR });
    }
    opened.stream?.end();
    return reply;
  });
}
