import type { FastifyRequest } from "fastify";
import type { ChatTurnHandlers } from "../chat/chat-service";
import { markNoStore } from "../http/no-store";
import { createCaller } from "../routers/app-router";
import { type AppServices, createContext } from "../trpc/context";

export type Caller = ReturnType<typeof createCaller>;
export type CallerFor = (request: FastifyRequest, chatStream?: ChatTurnHandlers) => Caller;

/**
 * REST adapters call the same procedures as /trpc, through a server-side caller per request, so
 * they get the procedures' validation, rate limits (per `request.ip`), errors and no-store.
 */
export function callerFactory(services: AppServices): CallerFor {
  return (request, chatStream) =>
    createCaller({
      ...createContext(services, request.log, null, request.ip, () => markNoStore(request)),
      chatStream,
    });
}
