import type { FastifyInstance } from "fastify";
import type { ChatRequestSchema } from "../../shared/schemas/chat";
import type { ContactMessageInput } from "../../shared/schemas/contact";
import type { z } from "zod";
import type { CallerFor } from "./caller";

/** POST endpoints of section 7. The bodies are unknown until the procedures validate them with the shared schemas. */
export function registerMessageRoutes(app: FastifyInstance, callerFor: CallerFor): void {
  app.post("/api/contact", async (request, reply) => {
    const receipt = await callerFor(request).contact.send(request.body as ContactMessageInput);
    return reply.code(201).send(receipt);
  });

  app.post("/api/chat/message", async (request) => callerFor(request).chat.send(request.body as z.input<typeof ChatRequestSchema>));
}
