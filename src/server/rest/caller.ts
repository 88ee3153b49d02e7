import type { FastifyRequest } from "fastify";
import { createCaller } from "../routers/app-router";
import { type AppServices, createContext } from "../trpc/context";

export type Caller = ReturnType<typeof createCaller>;
export type CallerFor = (request: FastifyRequest) => Caller;

/** REST adapters call the same procedures as /trpc, through a server-side caller per request. */
export function callerFactory(services: AppServices): CallerFor {
  return (request) => createCaller(createContext(services, request.log));
}
