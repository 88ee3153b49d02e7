import type { FastifyInstance } from "fastify";
import type { AdminRequestFor } from "../admin/admin-http";
import { createCaller } from "../routers/app-router";
import { type AppServices, createContext } from "../trpc/context";

/** A whole facts document is about 40 KB today; the rest of the site takes 16 KB at most. */
export const FACTS_DRAFT_BODY_LIMIT_BYTES = 512 * 1024;

/**
 * PUT /api/admin/facts/draft: the editor's autosave, thin over admin.facts.saveDraft (same session,
 * Origin check, validation, 409s and audit), with room for the whole document.
 */
export function registerFactsEditorRoutes(app: FastifyInstance, services: AppServices, adminFor: AdminRequestFor) {
  app.put("/api/admin/facts/draft", { bodyLimit: FACTS_DRAFT_BODY_LIMIT_BYTES }, async (request, reply) => {
    reply.header("cache-control", "no-store");
    const caller = createCaller(createContext(services, request.log, adminFor(request, reply)));
    const input = request.body as Parameters<typeof caller.admin.facts.saveDraft>[0];
    return reply.send(await caller.admin.facts.saveDraft(input));
  });
}
