import type { FastifyBaseLogger } from "fastify";
import type { AdminAuth } from "../admin/admin-auth";
import type { AdminRequest } from "../admin/admin-request";
import type { Db } from "../db/client";
import type { DoveProvider } from "../chat/provider";
import { ContentCache } from "../content/content-cache";
import { type Lifecycle, newLifecycle } from "../lifecycle";
import { NO_KICKS, type NotificationKicker } from "../notify/contact-notification-relay";

/** Everything a procedure may use. Built once per request by the HTTP layers, or directly by tests. */
export interface Context {
  db: Db;
  dove: DoveProvider;
  /** Public content between requests; inactive (a pass-through) unless a change listener runs. */
  cache: ContentCache;
  log: FastifyBaseLogger;
  /** Whether this instance is shutting down (readiness). */
  lifecycle: Lifecycle;
  /** Wakes the relay that queues the owner's emails about new contact messages. */
  notifications: NotificationKicker;
  /** The owner's session over HTTP; null for server-side callers (admin procedures then refuse). */
  admin: AdminRequest | null;
}

export interface AppServices {
  db: Db;
  dove: DoveProvider;
  /** Unset: an inactive cache, so content always comes from the database. */
  cache?: ContentCache;
  /** Unset: never draining (tests that are not about shutdown). */
  lifecycle?: Lifecycle;
  /** Unset: nothing wakes the relay (tests that are not about email). */
  notifications?: NotificationKicker;
  /** Session length and sign-in throttling; unset: 8-hour sessions, no throttling. */
  admin?: AdminAuth;
}

/** Without a cache given, an inactive one: content then always comes from the database. */
const passThroughCache = new ContentCache();
const neverDraining = newLifecycle();

export function createContext(services: AppServices, log: FastifyBaseLogger, admin: AdminRequest | null = null): Context {
  return { db: services.db, dove: services.dove, cache: services.cache ?? passThroughCache, log, lifecycle: services.lifecycle ?? neverDraining, notifications: services.notifications ?? NO_KICKS, admin };
}
