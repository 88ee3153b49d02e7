import type { FastifyBaseLogger } from "fastify";
import type { Db } from "../db/client";
import type { DoveProvider } from "../chat/provider";

/** Everything a procedure may use. Built once per request by the HTTP layers, or directly by tests. */
export interface Context {
  db: Db;
  dove: DoveProvider;
  log: FastifyBaseLogger;
}

export interface AppServices {
  db: Db;
  dove: DoveProvider;
}

export function createContext(services: AppServices, log: FastifyBaseLogger): Context {
  return { db: services.db, dove: services.dove, log };
}
