import type { FastifyRateLimitStore, FastifyRateLimitStoreCtor } from "@fastify/rate-limit";
import type { Db } from "../db/client";
import { counterKey, hitCounter, readCounter } from "./rate-limit-counters";

type StoreCallback = Parameters<FastifyRateLimitStore["incr"]>[1];

/** "chat-ip:203.0.113.5" -> the kind in clear, the client hashed (see counterKey). */
function storedKey(key: string): string {
  const colon = key.indexOf(":");
  return colon < 0 ? counterKey("limit", key) : counterKey(key.slice(0, colon), key.slice(colon + 1));
}

/**
 * A @fastify/rate-limit store on the rate_limit_counters table, so every instance of the site
 * counts against one limit. The limiter's keys look like "kind:client".
 */
export function postgresRateLimitStore(db: Db): FastifyRateLimitStoreCtor {
  const reply = (state: Promise<{ hits: number; resetInMs: number }>, callback: StoreCallback) =>
    void state.then(
      ({ hits, resetInMs }) => callback(null, { current: hits, ttl: resetInMs }),
      (error: Error) => callback(error),
    );

  return class PostgresRateLimitStore implements FastifyRateLimitStore {
    incr(key: string, callback: StoreCallback, timeWindow: number): void {
      reply(hitCounter(db, storedKey(key), timeWindow), callback);
    }

    read(key: string, callback: StoreCallback): void {
      reply(readCounter(db, storedKey(key)), callback);
    }

    child(): FastifyRateLimitStore {
      return this;
    }
  };
}
