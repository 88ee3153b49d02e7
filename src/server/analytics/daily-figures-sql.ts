import { Prisma } from "../db/generated/client";

/**
 * The SQL that turns raw events into daily figures, written once: the rollup stores its output
 * for closed days (rollups.ts) and the dashboard runs it live for the days still open
 * (dashboard-queries.ts). Each takes a condition on analytics_events (a day range).
 *
 * A visit is one visitor hash on one UTC day (the salt changes daily, so a visitor is counted
 * once per day). Its entry page, source, campaign and device come from its first page view; a
 * lead is a visit that clicked Book (or reached /booking with an estimate), sent the contact
 * form, started a chat or tapped the phone number.
 */
function visits(where: Prisma.Sql): Prisma.Sql {
  const first = (expression: string) => Prisma.raw(`(array_agg(${expression} ORDER BY id) FILTER (WHERE kind = 'pageview'))[1]`);
  return Prisma.sql`
    SELECT day, visitor,
      ${first("path")} AS entry_path,
      ${first("COALESCE(utm_source, referrer_host, '(direct)')")} AS source,
      ${first("COALESCE(utm_campaign, '')")} AS campaign,
      ${first("device")} AS device,
      count(*) FILTER (WHERE kind = 'pageview') AS pageviews,
      count(*) FILTER (WHERE kind = 'estimate') AS estimates,
      count(*) FILTER (WHERE kind = 'booking_click') AS booking_clicks,
      count(*) FILTER (WHERE kind = 'booking_estimate') AS bookings_with_estimate,
      count(*) FILTER (WHERE kind = 'contact') AS contacts,
      count(*) FILTER (WHERE kind = 'chat_open') AS chats_opened,
      count(*) FILTER (WHERE kind = 'chat_message') AS chats_started,
      count(*) FILTER (WHERE kind = 'phone_tap') AS phone_taps,
      bool_or(kind = 'estimate') AS estimated,
      bool_or(kind IN ('booking_click', 'booking_estimate')) AS booked,
      bool_or(kind = 'contact') AS contacted,
      bool_or(kind = 'chat_message') AS chatted,
      bool_or(kind IN ('booking_click', 'booking_estimate', 'contact', 'chat_message', 'phone_tap')) AS lead
    FROM analytics_events WHERE ${where}
    GROUP BY day, visitor`;
}

/** Columns of analytics_daily_totals that the figures fill, in the order totals() selects them. */
export const TOTALS_COLUMNS = [
  "visitors",
  "pageviews",
  "estimate_visitors",
  "booking_visitors",
  "contact_visitors",
  "chat_visitors",
  "phone_visitors",
  "lead_visitors",
  "estimate_booking_visitors",
  "estimate_contact_visitors",
  "estimate_chat_visitors",
  "estimates",
  "booking_clicks",
  "bookings_with_estimate",
  "contacts",
  "chats_opened",
  "chats_started",
  "phone_taps",
] as const;
export type TotalsColumn = (typeof TOTALS_COLUMNS)[number];

/** One row per day: the TOTALS_COLUMNS, as integers. */
export function totals(where: Prisma.Sql): Prisma.Sql {
  return Prisma.sql`
    SELECT day,
      count(*)::int AS visitors,
      sum(pageviews)::int AS pageviews,
      count(*) FILTER (WHERE estimated)::int AS estimate_visitors,
      count(*) FILTER (WHERE booked)::int AS booking_visitors,
      count(*) FILTER (WHERE contacted)::int AS contact_visitors,
      count(*) FILTER (WHERE chatted)::int AS chat_visitors,
      count(*) FILTER (WHERE phone_taps > 0)::int AS phone_visitors,
      count(*) FILTER (WHERE lead)::int AS lead_visitors,
      count(*) FILTER (WHERE estimated AND booked)::int AS estimate_booking_visitors,
      count(*) FILTER (WHERE estimated AND contacted)::int AS estimate_contact_visitors,
      count(*) FILTER (WHERE estimated AND chatted)::int AS estimate_chat_visitors,
      sum(estimates)::int AS estimates,
      sum(booking_clicks)::int AS booking_clicks,
      sum(bookings_with_estimate)::int AS bookings_with_estimate,
      sum(contacts)::int AS contacts,
      sum(chats_opened)::int AS chats_opened,
      sum(chats_started)::int AS chats_started,
      sum(phone_taps)::int AS phone_taps
    FROM (${visits(where)}) visits
    GROUP BY day`;
}

/** day, path, views, visitors (who viewed it), entries (visits that began there), leads (of those). */
export function pages(where: Prisma.Sql): Prisma.Sql {
  return Prisma.sql`
    SELECT viewed.day, viewed.path, viewed.views, viewed.visitors, COALESCE(entered.entries, 0) AS entries, COALESCE(entered.leads, 0) AS leads
    FROM (
      SELECT day, path, count(*)::int AS views, count(DISTINCT visitor)::int AS visitors
      FROM analytics_events WHERE (${where}) AND kind = 'pageview'
      GROUP BY day, path
    ) viewed
    LEFT JOIN (
      SELECT day, entry_path AS path, count(*)::int AS entries, count(*) FILTER (WHERE lead)::int AS leads
      FROM (${visits(where)}) visits WHERE entry_path IS NOT NULL
      GROUP BY day, entry_path
    ) entered ON entered.day = viewed.day AND entered.path = viewed.path`;
}

/** Where no page view told the source (the visit's page view was not received). */
export const UNKNOWN_SOURCE = "(unknown)";

/** day, source, campaign, visitors, leads: visits by their first page view's source. */
export function sources(where: Prisma.Sql): Prisma.Sql {
  return Prisma.sql`
    SELECT day, COALESCE(source, ${UNKNOWN_SOURCE}) AS source, COALESCE(campaign, '') AS campaign, count(*)::int AS visitors, count(*) FILTER (WHERE lead)::int AS leads
    FROM (${visits(where)}) visits
    GROUP BY 1, 2, 3`;
}

export const DETAIL_DIMENSIONS = ["device", "service", "price_band", "subject", "booking_page"] as const;
export type DetailDimension = (typeof DETAIL_DIMENSIONS)[number];

/** day, dimension, value, events, visitors: devices (per visit) and what estimates, messages and Book clicks were about. */
export function details(where: Prisma.Sql): Prisma.Sql {
  const of = (dimension: DetailDimension, column: string, kind: string) => Prisma.sql`
    SELECT day, ${dimension}::text AS dimension, ${Prisma.raw(column)} AS value, count(*)::int AS events, count(DISTINCT visitor)::int AS visitors
    FROM analytics_events WHERE (${where}) AND kind = ${kind} AND ${Prisma.raw(column)} IS NOT NULL
    GROUP BY day, ${Prisma.raw(column)}`;
  return Prisma.sql`
    SELECT day, 'device' AS dimension, device AS value, count(*)::int AS events, count(*)::int AS visitors
    FROM (${visits(where)}) visits WHERE device IS NOT NULL GROUP BY day, device
    UNION ALL ${of("service", "service", "estimate")}
    UNION ALL ${of("price_band", "price_band", "estimate")}
    UNION ALL ${of("subject", "subject", "contact")}
    UNION ALL ${of("booking_page", "path", "booking_click")}`;
}
