import type { FastifyInstance } from "fastify";
import type { ContactMessageInput } from "../../shared/schemas/contact";
import type { CallerFor } from "./caller";

/**
 * POST /api/contact (section 7; the chat endpoints are in chat-routes.ts). The body is unknown
 * until the procedure validates it with the shared schema.
 */
export function registerMessageRoutes(app: FastifyInstance, callerFor: CallerFor): void {
  app.post("/api/contact", async (request, reply) => {
    const receipt = await callerFor(request).contact.send(request.body as ContactMessageInput);
    return reply.code(201).send(receipt);
  });
}
