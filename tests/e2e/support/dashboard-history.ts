import pg from "pg";

const upsert = (columns: string) =>
  columns
    .split(",")
    .map((column) => `${column.trim()} = EXCLUDED.${column.trim()}`)
    .join(", ");

/**
 * Sixty closed days of history in the rollup tables of the browser tests' database, as the daily
 * rollup leaves it, so the dashboard has charts and tables to lay out. Only days before today:
 * today's figures (the funnel test's) stay live from raw events. Idempotent.
 */
export async function seedDashboardHistory(): Promise<void> {
  const client = new pg.Client({ connectionString: process.env.E2E_DATABASE_URL });
  await client.connect();
  const days = `SELECT day::date, (40 + 20 * sin(extract(doy FROM day) / 3) + 8 * extract(isodow FROM day))::int AS v
    FROM generate_series((now() AT TIME ZONE 'UTC')::date - 60, (now() AT TIME ZONE 'UTC')::date - 1, interval '1 day') day`;
  const totals =
    "visitors, pageviews, estimate_visitors, booking_visitors, contact_visitors, chat_visitors, phone_visitors, lead_visitors, estimate_booking_visitors, estimate_contact_visitors, estimate_chat_visitors, booked_visitors, estimate_booked_visitors, estimates, booking_clicks, bookings_with_estimate, bookings_made, contacts, chats_opened, chats_started, phone_taps";
  try {
    await client.query(`
      INSERT INTO analytics_daily_totals (day, ${totals})
      SELECT day, v, v * 3, v / 4, v / 10, v / 20, v / 25, v / 30, v / 7, v / 14, v / 40, v / 50, v / 16, v / 24, v / 3, v / 9, v / 15, v / 16, v / 20, v / 12, v / 25, v / 30 FROM (${days}) days
      ON CONFLICT (day) DO UPDATE SET ${upsert(totals)}`);
    await client.query(`
      INSERT INTO analytics_daily_pages (day, path, views, visitors, entries, leads)
      SELECT day, path, v * share / 10, v * share / 14, v * share / 20, v * share / 140 FROM (${days}) days,
        (VALUES ('/', 6), ('/pricing', 4), ('/parker-co-cleaning', 3), ('/deep-clean-castle-rock', 2), ('/service-areas/aurora-co', 1), ('/blog/colorado-dust-and-dry-air', 2)) pages(path, share)
      ON CONFLICT (day, path) DO UPDATE SET ${upsert("views, visitors, entries, leads")}`);
    await client.query(`
      INSERT INTO analytics_daily_sources (day, source, campaign, visitors, leads)
      SELECT day, source, campaign, v * share / 10, v * share / 70 FROM (${days}) days,
        (VALUES ('(direct)', '', 4), ('www.google.com', '', 4), ('newsletter', 'spring-deep-clean', 1), ('nextdoor.com', '', 1)) sources(source, campaign, share)
      ON CONFLICT (day, source, campaign) DO UPDATE SET ${upsert("visitors, leads")}`);
    await client.query(`
      INSERT INTO analytics_daily_details (day, dimension, value, events, visitors)
      SELECT day, dimension, value, v * share / 10 + 1, v * share / 12 + 1 FROM (${days}) days,
        (VALUES ('device', 'phone', 6), ('device', 'desktop', 3), ('device', 'tablet', 1), ('service', 'deep', 2), ('service', 'standard', 3),
          ('price_band', '150-249', 3), ('price_band', '250-399', 2), ('subject', 'pricing', 1), ('booking_page', '/pricing', 1)) details(dimension, value, share)
      ON CONFLICT (day, dimension, value) DO UPDATE SET ${upsert("events, visitors")}`);
  } finally {
    await client.end();
  }
}
