import { Prisma } from "../db/generated/client";

/**
 * The SQL that turns raw events into daily figures, written once: the rollup stores its output
 * for closed days (rollups.ts) and the dashboard computes it live for the days still open
 * (dashboard-queries.ts).
 *
 * `figureSources(where)` defines two CTEs, computed once per statement: `day_events`, the raw
 * events the condition selects, and `visits`, one row per visitor hash and UTC day (the salt
 * changes daily, so a visitor is counted once per day). A visit's entry page, source, campaign
 * and device are those of its first page view; a lead is a visit that clicked Book (or reached
 * /booking with an estimate), booked a walkthrough, sent the contact form, started a chat or
 * tapped the phone number.
 * The figure queries below read those two CTEs.
 */
export function figureSources(where: Prisma.Sql): Prisma.Sql {
  return Prisma.sql`
    day_events AS MATERIALIZED (
      SELECT id, day, kind, visitor, path, referrer_host, utm_source, utm_campaign, device, service, price_band, subject
      FROM analytics_events WHERE ${where}
    ),
    visits AS MATERIALIZED (
      SELECT steps.*,
        estimates > 0 AS estimated,
        booking_clicks + bookings_with_estimate > 0 AS booked,
        bookings_made > 0 AS made_booking,
        contacts > 0 AS contacted,
        chats_started > 0 AS chatted,
        booking_clicks + bookings_with_estimate + bookings_made + contacts + chats_started + phone_taps > 0 AS lead,
        entry.path AS entry_path, COALESCE(entry.utm_source, entry.referrer_host, '(direct)') AS source, COALESCE(entry.utm_campaign, '') AS campaign, entry.device
      FROM (
        SELECT day, visitor,
          min(id) FILTER (WHERE kind = 'pageview') AS entry_id,
          count(*) FILTER (WHERE kind = 'pageview') AS pageviews,
          count(*) FILTER (WHERE kind = 'estimate') AS estimates,
          count(*) FILTER (WHERE kind = 'booking_click') AS booking_clicks,
          count(*) FILTER (WHERE kind = 'booking_estimate') AS bookings_with_estimate,
          count(*) FILTER (WHERE kind = 'booked') AS bookings_made,
          count(*) FILTER (WHERE kind = 'contact') AS contacts,
          count(*) FILTER (WHERE kind = 'chat_open') AS chats_opened,
          count(*) FILTER (WHERE kind = 'chat_message') AS chats_started,
          count(*) FILTER (WHERE kind = 'phone_tap') AS phone_taps
        FROM day_events
        GROUP BY day, visitor
      ) steps
      LEFT JOIN day_events entry ON entry.id = steps.entry_id
    )`;
}

/** Columns of analytics_daily_totals that the figures fill, in the order TOTALS selects them. */
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
  "booked_visitors",
  "estimate_booked_visitors",
  "estimates",
  "booking_clicks",
  "bookings_with_estimate",
  "bookings_made",
  "contacts",
  "chats_opened",
  "chats_started",
  "phone_taps",
] as const;
export type TotalsColumn = (typeof TOTALS_COLUMNS)[number];

/** One row per day: day and the TOTALS_COLUMNS, as integers. */
export const TOTALS = Prisma.sql`
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
    count(*) FILTER (WHERE made_booking)::int AS booked_visitors,
    count(*) FILTER (WHERE estimated AND made_booking)::int AS estimate_booked_visitors,
    sum(estimates)::int AS estimates,
    sum(booking_clicks)::int AS booking_clicks,
    sum(bookings_with_estimate)::int AS bookings_with_estimate,
    sum(bookings_made)::int AS bookings_made,
    sum(contacts)::int AS contacts,
    sum(chats_opened)::int AS chats_opened,
    sum(chats_started)::int AS chats_started,
    sum(phone_taps)::int AS phone_taps
  FROM visits
  GROUP BY day`;

/** day, path, views, visitors (who viewed it), entries (visits that began there), leads (of those). */
export const PAGES = Prisma.sql`
  SELECT viewed.day, viewed.path, viewed.views, viewed.visitors, COALESCE(entered.entries, 0) AS entries, COALESCE(entered.leads, 0) AS leads
  FROM (
    -- Views per visitor first, then per page: hash aggregates, where count(DISTINCT) would sort.
    SELECT day, path, sum(views)::int AS views, count(*)::int AS visitors
    FROM (SELECT day, path, visitor, count(*) AS views FROM day_events WHERE kind = 'pageview' GROUP BY day, path, visitor) per_visitor
    GROUP BY day, path
  ) viewed
  LEFT JOIN (
    SELECT day, entry_path AS path, count(*)::int AS entries, count(*) FILTER (WHERE lead)::int AS leads
    FROM visits WHERE entry_path IS NOT NULL
    GROUP BY day, entry_path
  ) entered ON entered.day = viewed.day AND entered.path = viewed.path`;

/** Where no page view told the source (the visit's page view was not received). */
export const UNKNOWN_SOURCE = "(unknown)";

/** day, source, campaign, visitors, leads: visits by their first page view's source. */
export const SOURCES = Prisma.sql`
  SELECT day, CASE WHEN entry_id IS NULL THEN ${UNKNOWN_SOURCE} ELSE source END AS source, campaign, count(*)::int AS visitors, count(*) FILTER (WHERE lead)::int AS leads
  FROM visits
  GROUP BY 1, 2, 3`;

export const DETAIL_DIMENSIONS = ["device", "service", "price_band", "subject", "booking_page"] as const;
export type DetailDimension = (typeof DETAIL_DIMENSIONS)[number];

/** day, dimension, value, events, visitors: devices (per visit) and what estimates, messages and Book clicks were about. */
export const DETAILS = Prisma.sql`
  SELECT day, 'device' AS dimension, device AS value, count(*)::int AS events, count(*)::int AS visitors
  FROM visits WHERE device IS NOT NULL GROUP BY day, device
  UNION ALL
  SELECT day, dimension, value, sum(events)::int AS events, count(*)::int AS visitors
  FROM (
    -- One pass over the events that carry a detail, counted per visitor first.
    SELECT day, visitor, detail.dimension, detail.value, count(*) AS events
    FROM day_events
    CROSS JOIN LATERAL (
      VALUES ('service', CASE WHEN kind = 'estimate' THEN service END),
        ('price_band', CASE WHEN kind = 'estimate' THEN price_band END),
        ('subject', CASE WHEN kind = 'contact' THEN subject END),
        ('booking_page', CASE WHEN kind = 'booking_click' THEN path END)
    ) detail(dimension, value)
    WHERE kind IN ('estimate', 'contact', 'booking_click') AND detail.value IS NOT NULL
    GROUP BY day, visitor, detail.dimension, detail.value
  ) per_visitor
  GROUP BY day, dimension, value`;
