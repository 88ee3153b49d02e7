import type { FastifyInstance } from "fastify";
import type { EstimateInput } from "#shared/pricing/estimate-input";
import type { ContactMessageInput } from "#shared/schemas/contact";
import type { CallerFor } from "./caller";

/**
 * POST /api/contact (the chat endpoints are in chat-routes.ts) and POST /api/estimates
 * (a lead saved under a reference, priced on the server). The body is unknown
 * until the procedure validates it with the shared schema.
 */
export function registerMessageRoutes(app: FastifyInstance, callerFor: CallerFor): void {
  app.post("/api/contact", async (request, reply) => {
    const receipt = await callerFor(request).contact.send(request.body as ContactMessageInput);
    return reply.code(201).send(receipt);
  });
  app.post("/api/estimates", async (request, reply) => {
    const saved = await callerFor(request).estimates.save(request.body as EstimateInput);
    return reply.code(201).send(saved);
  });
}
