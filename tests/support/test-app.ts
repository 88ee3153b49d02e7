import type { FastifyInstance } from "fastify";
import type { AdminAuth } from "#server/admin/admin-auth";
import { buildApp } from "#server/app";
import { builtInProvider } from "#server/chat/built-in-provider";
import type { DoveProvider } from "#server/chat/provider";
import type { Config } from "#server/config";
import type { ContentCache } from "#server/content/content-cache";
import type { Db } from "#server/db/client";
import type { PostsInForce } from "#server/content/published-posts";
import type { FactsInForce } from "#server/facts/facts-in-force";
import type { RateLimitSettings } from "#server/http/rate-limit-settings";
import type { Lifecycle } from "#server/lifecycle";
import type { ContactNotifications } from "#server/notify/contact-notification-relay";
import { TEST_PROOF_WORK } from "./booking-proof";

export interface TestAppOptions extends Partial<
  Pick<
    Config,
    | "siteUrl"
    | "siteUrlAliases"
    | "trustProxy"
    | "clientDistDir"
    | "bookingProofWork"
    | "backup"
    | "database"
    | "healthToken"
  >
> {
  dove?: DoveProvider;
  cache?: ContentCache;
  /** Off unless a test is about them: tests send many messages from one address. */
  rateLimits?: RateLimitSettings | false;
  /** Owner session length and sign-in throttling; unset: 8-hour sessions, no throttling. */
  admin?: AdminAuth;
  lifecycle?: Lifecycle;
  notifications?: ContactNotifications;
  /** Unset: the shipped facts, never changing; `fixedFacts(changed)` for a test about published facts. */
  facts?: FactsInForce;
  /** Unset: the seed's published posts on the pages, never changing; followPublishedPosts for a test about them. */
  posts?: PostsInForce;
}

/** The real app on a test database (without the browser build unless given one), for fastify.inject. */
export function buildTestApp(
  db: Db,
  {
    dove = builtInProvider,
    cache,
    admin,
    lifecycle,
    notifications,
    facts,
    posts,
    rateLimits = false,
    clientDistDir = "/nonexistent-client-build",
    // Tests book many times: each booking's proof of work is solved in a few milliseconds.
    bookingProofWork = TEST_PROOF_WORK,
    ...config
  }: TestAppOptions = {},
): Promise<FastifyInstance> {
  return buildApp({
    config: { logLevel: "silent", clientDistDir, rateLimits, bookingProofWork, ...config },
    services: { db, dove, cache, admin, lifecycle, notifications, facts, posts },
    logger: false,
  });
}

/** Row counts of every table a request may write to. */
export async function writableRowCounts(db: Db) {
  const [contacts, conversations, messages, estimates, events, bookings] = await Promise.all([
    db.contactMessage.count(),
    db.chatConversation.count(),
    db.chatMessage.count(),
    db.estimate.count(),
    db.analyticsEvent.count(),
    db.booking.count(),
  ]);
  return { contacts, conversations, messages, estimates, events, bookings };
}
