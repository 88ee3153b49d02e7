import type { FastifyBaseLogger } from "fastify";
import type { Db } from "../db/client";
import type { DoveProvider } from "../chat/provider";
import { ContentCache } from "../content/content-cache";

/** Everything a procedure may use. Built once per request by the HTTP layers, or directly by tests. */
export interface Context {
  db: Db;
  dove: DoveProvider;
  /** Public content between requests; inactive (a pass-through) unless a change listener runs. */
  cache: ContentCache;
  log: FastifyBaseLogger;
}

export interface AppServices {
  db: Db;
  dove: DoveProvider;
  /** Unset: an inactive cache, so content always comes from the database. */
  cache?: ContentCache;
}

/** Without a cache given, an inactive one: content then always comes from the database. */
const passThroughCache = new ContentCache();

export function createContext(services: AppServices, log: FastifyBaseLogger): Context {
  return { db: services.db, dove: services.dove, cache: services.cache ?? passThroughCache, log };
}
