import type { FastifyInstance } from "fastify";
import type { z } from "zod";
import { ChatRequestSchema } from "../../shared/schemas/chat";
import { runChatTurn } from "../chat/chat-service";
import { type EventStream, openEventStream } from "../chat/event-stream";
import { GENERIC_SERVER_ERROR } from "../errors";
import { type AppServices, createContext } from "../trpc/context";
import type { CallerFor } from "./caller";

/**
 * POST /api/chat/message (the whole reply, section 7) and POST /api/chat/stream (the same turn as
 * server-sent events: start, delta…, done | error). Refusals (400, 404) are thrown before the
 * stream starts, so they reach the one error mapping as JSON; rate limits run before both.
 */
export function registerChatRoutes(app: FastifyInstance, callerFor: CallerFor, services: AppServices): void {
  app.post("/api/chat/message", async (request) => callerFor(request).chat.send(request.body as z.input<typeof ChatRequestSchema>));

  app.post("/api/chat/stream", async (request, reply) => {
    const input = ChatRequestSchema.parse(request.body);
    const opened: { stream?: EventStream } = {};
    try {
      const result = await runChatTurn(createContext(services, request.log), input, {
        onStart: (conversationId) => {
          opened.stream = openEventStream(reply);
          opened.stream.send("start", { conversationId });
        },
        onDelta: (text) => opened.stream?.send("delta", { text }),
      });
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
