import type { AnalyticsEvent } from "#shared/analytics/event-schema";
import { statsPath } from "#shared/analytics/page-stats";
import type { AreaFacts } from "#shared/areas/service-area";
import type { Db } from "../db/client";
import { ensureTodaysSalt } from "./visitor-salt";
import { UTC_TODAY } from "./utc-day";

/** Who sent an event, as far as the hash needs: never stored. */
export interface EventSender {
  ip: string;
  userAgent: string;
}

/** User agents longer than this are cut before hashing (a real one is a few hundred characters). */
const USER_AGENT_MAX = 512;

/**
 * Stores one event under today's salted visitor hash. The hash is computed inside PostgreSQL
 * from today's salt, so the salt never leaves the database and the IP address and user agent
 * reach it only as parameters of this statement: no column holds them.
 */
/** Which paths are pages: the facts in force (a city added by a publish counts at once) and the posts published now. */
export interface PageReading {
  facts: AreaFacts;
  isPublishedPost: (slug: string) => boolean;
}

export async function recordEvent(
  db: Db,
  event: AnalyticsEvent,
  sender: EventSender,
  pages: PageReading,
): Promise<void> {
  if ((await insertEvent(db, event, sender, pages)) === 1) return;
  // The first event of a UTC day: make its salt, then try once more.
  await ensureTodaysSalt(db);
  if ((await insertEvent(db, event, sender, pages)) !== 1) throw new Error("today's analytics salt is missing");
}

function insertEvent(
  db: Db,
  event: AnalyticsEvent,
  { ip, userAgent }: EventSender,
  { facts, isPublishedPost }: PageReading,
): Promise<number> {
  const pageView = event.kind === "pageview" ? event : null;
  const estimate = event.kind === "estimate" ? event : null;
  const subject = event.kind === "contact" ? event.subject : null;
  const identity = `${ip}\n${userAgent.slice(0, USER_AGENT_MAX)}`;
  return db.$executeRaw`
    INSERT INTO analytics_events (day, kind, visitor, path, referrer_host, utm_source, utm_campaign, device, service, price_band, subject)
    SELECT salts.day, ${event.kind}, substring(sha256(salts.salt || convert_to(${identity}, 'UTF8')) FROM 1 FOR 16), ${statsPath(event.path, facts, isPublishedPost)},
      ${pageView?.referrer ?? null}, ${pageView?.utmSource ?? null}, ${pageView?.utmCampaign ?? null}, ${pageView?.device ?? null},
      ${estimate?.service ?? null}, ${estimate?.band ?? null}, ${subject}
    FROM analytics_salts salts WHERE salts.day = ${UTC_TODAY}`;
}
