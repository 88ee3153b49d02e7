import type { FastifyBaseLogger } from "fastify";
import type { AdminAuth } from "../admin/admin-auth";
import type { AdminRequest } from "../admin/admin-request";
import { DEFAULT_PROOF_WORK } from "../bookings/booking-proof";
import type { Db } from "../db/client";
import type { ChatTurnHandlers } from "../chat/chat-service";
import type { DoveProvider } from "../chat/provider";
import { ContentCache } from "../content/content-cache";
import { DEFAULT_SITE_FACTS } from "#shared/facts/default-site-facts";
import { type FactsInForce, fixedFacts } from "../facts/facts-in-force";
import type { HealthSources } from "../health/health-report";
import type { PostsInForce } from "../content/published-posts";
import type { ReviewsInForce } from "../reviews/visible-reviews";
import type { LiveSiteStatus } from "../site/live-site";
import type { RateLimitSettings } from "../http/rate-limit-settings";
import { type Lifecycle, newLifecycle } from "../lifecycle";
import type { RequestLimits } from "../limits/procedure-limits";
import { type ContactNotifications, NO_EMAIL } from "../notify/contact-notification-relay";

/** Everything a procedure may use. Built once per request by the HTTP layers, or directly by tests. */
export interface Context {
  db: Db;
  dove: DoveProvider;
  /** Public content between requests; inactive (a pass-through) unless a change listener runs. */
  cache: ContentCache;
  /** The site's facts: the published revision in force on this instance. */
  facts: FactsInForce;
  /** How far this instance's pages are rendered from that revision; null without a build. */
  siteStatus(): LiveSiteStatus | null;
  log: FastifyBaseLogger;
  /** Whether this instance is shutting down (readiness). */
  lifecycle: Lifecycle;
  /** Whether new contact messages are emailed to the owner, and the relay that queues them. */
  notifications: ContactNotifications;
  /** The owner's session over HTTP; null for server-side callers (admin procedures then refuse). */
  admin: AdminRequest | null;
  /** The rate limits for this request's client; null for server-side callers and with limits off. */
  limits: RequestLimits | null;
  /** Where a chat reply goes while it is written (POST /api/chat/stream); unset: only the whole reply. */
  chatStream?: ChatTurnHandlers;
  /** SITE_URL: booking links, calendar invites and the owner's feed name it. */
  siteUrl: string;
  /** The most attempts a booking's proof-of-work challenge needs (BOOKING_PROOF_WORK). */
  bookingProofWork: number;
  /** Marks this HTTP request's answer, success or error, as never to be cached (no-op for server-side callers). */
  noStore(): void;
  /** Where the owner's health page reads backups and disk space; null when the app was built without them. */
  health: HealthSources | null;
}

export interface AppServices {
  db: Db;
  dove: DoveProvider;
  /** Unset: an inactive cache, so content always comes from the database. */
  cache?: ContentCache;
  /** Unset: the facts as the code ships them, never changing (tests that are not about publishing). */
  facts?: FactsInForce;
  /** The visible reviews pages are rendered with; unset: the seed's, never changing (ADR 0043). */
  reviews?: ReviewsInForce;
  /** The published posts pages are rendered with; unset: the seed's, never changing (ADR 0045). */
  posts?: PostsInForce;
  /** Unset: no pages served (an app without a build). */
  siteStatus?: () => LiveSiteStatus | null;
  /** Unset: never draining (tests that are not about shutdown). */
  lifecycle?: Lifecycle;
  /** Unset: no email (tests that are not about it). */
  notifications?: ContactNotifications;
  /** Session length and sign-in throttling; unset: 8-hour sessions, no throttling. */
  admin?: AdminAuth;
  /** Limits on visitors' writes (rateLimitedProcedure); unset or false: none. */
  rateLimits?: RateLimitSettings | false;
  /** Unset: http://localhost:3000. */
  siteUrl?: string;
  /** Unset: the production default (DEFAULT_PROOF_WORK); tests lower it. */
  bookingProofWork?: number;
  /** Unset: no health page figures (tests that are not about it). */
  health?: HealthSources;
}

/** Without a cache given, an inactive one: content then always comes from the database. */
const passThroughCache = new ContentCache();
const shippedFacts = fixedFacts(DEFAULT_SITE_FACTS);
const neverDraining = newLifecycle();

/**
 * `ip` is the client's address for HTTP requests; without it (server-side callers) no rate limit
 * applies. `noStore` marks the HTTP request's answer uncacheable (http/no-store.ts).
 */
export function createContext(
  services: AppServices,
  log: FastifyBaseLogger,
  admin: AdminRequest | null = null,
  ip?: string,
  noStore: () => void = () => undefined,
): Context {
  const limits = services.rateLimits && ip !== undefined ? { settings: services.rateLimits, ip } : null;
  return {
    db: services.db,
    dove: services.dove,
    cache: services.cache ?? passThroughCache,
    facts: services.facts ?? shippedFacts,
    siteStatus: services.siteStatus ?? (() => null),
    log,
    lifecycle: services.lifecycle ?? neverDraining,
    notifications: services.notifications ?? NO_EMAIL,
    admin,
    limits,
    siteUrl: services.siteUrl ?? "http://localhost:3000",
    bookingProofWork: services.bookingProofWork ?? DEFAULT_PROOF_WORK,
    noStore,
    health: services.health ?? null,
  };
}
