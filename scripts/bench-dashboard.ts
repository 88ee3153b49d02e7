// `npm run bench:dashboard [-- --events N] [--days N] [--runs N]`: how fast the owner's dashboard stays with
// a year of measurement. On a throwaway database (see support/bench-database.ts) it seeds N raw
// events (default 10 million) over the 365 (--days) UTC days up to today, rolls up the closed days as the
// dashboard does, then times every dashboard read over realistic ranges: p50/p95 per query and
// for the whole admin.dashboard.summary. Today's events stay raw, so each read also aggregates a
// full day live. A figure, not a test; the goal is p95 under 200 ms.
import { dashboardSummary } from "#server/analytics/dashboard-queries";
import { DASHBOARD_PARTS, readDashboard } from "#server/analytics/dashboard-reads";
import { rollUpClosedDays } from "#server/analytics/rollups";
import { addDays } from "#shared/time/utc-days";
import { createDb } from "#server/db/client";
import { DEFAULT_SITE_FACTS } from "#shared/facts/default-site-facts";
import { publicPages } from "#shared/site/public-pages";
import { startBenchDatabase } from "./support/bench-database";
import { ms, percentile } from "./support/percentiles";

const argument = (name: string, fallback: number) => {
  const index = process.argv.indexOf(name);
  return index > 0 ? Number(process.argv[index + 1]) : fallback;
};
const EVENTS = argument("--events", 10_000_000);
const RUNS = argument("--runs", 40);
const WARM_UP = 3;
const DAYS = argument("--days", 365);
const BATCH = 500_000;
/** Events per visit on average: the first is a page view from a source, the rest what the visitor did. */
const EVENTS_PER_VISIT = 5;

const database = await startBenchDatabase();
const db = createDb(database.url, 4);
const seconds = (since: number) => `${((performance.now() - since) / 1000).toFixed(1)} s`;

try {
  console.log(`Dashboard benchmark on ${database.description}`);
  const [clock] = await db.$queryRaw<{ today: Date }[]>`SELECT (now() AT TIME ZONE 'UTC')::date AS today`;
  const lastDay = (clock?.today ?? new Date()).toISOString().slice(0, 10);
  const firstDay = addDays(lastDay, 1 - DAYS);
  const paths = publicPages(DEFAULT_SITE_FACTS).map((page) => page.path);

  // Visits are spread evenly over the days in time order, as they arrive (a day's events are
  // neighbours on disk); within a visit, events keep their order (ids).
  const visits = Math.ceil(EVENTS / EVENTS_PER_VISIT);
  // Pages are skewed (a few pages get most views), as are the steps people take.
  const seedStarted = performance.now();
  for (let start = 0; start < EVENTS; start += BATCH) {
    const end = Math.min(EVENTS, start + BATCH) - 1;
    await db.$executeRaw`
      INSERT INTO analytics_events (day, kind, visitor, path, referrer_host, utm_source, utm_campaign, device, service, price_band, subject)
      SELECT ${firstDay}::date + (visit * ${DAYS}::int / ${visits}::int)::int, kind, decode(md5(visit::text), 'hex'), paths[1 + floor(power(random(), 2.5) * cardinality(paths))::int],
        CASE WHEN first THEN (ARRAY[NULL, NULL, 'www.google.com', 'www.google.com', 'www.bing.com', 'www.facebook.com', 'nextdoor.com'])[1 + floor(random() * 7)::int] END,
        CASE WHEN first AND r < 0.1 THEN (ARRAY['newsletter', 'flyer', 'facebook-ads'])[1 + floor(random() * 3)::int] END,
        CASE WHEN first AND r < 0.07 THEN (ARRAY['spring-deep-clean', 'move-season', 'holiday-clean'])[1 + floor(random() * 3)::int] END,
        CASE WHEN kind = 'pageview' THEN (ARRAY['phone', 'phone', 'phone', 'desktop', 'desktop', 'tablet'])[1 + floor(random() * 6)::int] END,
        CASE WHEN kind = 'estimate' THEN (ARRAY['standard', 'deep', 'moveout', 'garage', 'renovation'])[1 + floor(random() * 5)::int] END,
        CASE WHEN kind = 'estimate' THEN (ARRAY['under-150', '150-249', '250-399', '400-599', '600-plus'])[1 + floor(random() * 5)::int] END,
        CASE WHEN kind = 'contact' THEN (ARRAY['booking', 'pricing', 'services', 'general', 'other'])[1 + floor(random() * 5)::int] END
      FROM (
        SELECT i / ${EVENTS_PER_VISIT} AS visit, i % ${EVENTS_PER_VISIT} = 0 AS first, r,
          CASE WHEN i % ${EVENTS_PER_VISIT} = 0 OR r < 0.55 THEN 'pageview' WHEN r < 0.7 THEN 'estimate' WHEN r < 0.77 THEN 'booking_click'
            WHEN r < 0.8 THEN 'booking_estimate' WHEN r < 0.83 THEN 'contact' WHEN r < 0.88 THEN 'chat_open' WHEN r < 0.9 THEN 'chat_message'
            WHEN r < 0.93 THEN 'phone_tap' ELSE 'pageview' END AS kind
        FROM (SELECT i, random() AS r FROM generate_series(${start}::bigint, ${end}::bigint) i) numbered
      ) events, (SELECT ${paths}::text[] AS paths) site`;
    process.stdout.write(
      `\r  seeding: ${(end + 1).toLocaleString("en-US")} of ${EVENTS.toLocaleString("en-US")} events (${seconds(seedStarted)})`,
    );
  }
  await db.$executeRawUnsafe("VACUUM ANALYZE analytics_events");
  console.log(
    `\n  seeded ${EVENTS.toLocaleString("en-US")} events over ${DAYS} days (${firstDay} to ${lastDay}) in ${seconds(seedStarted)}, vacuumed and analysed`,
  );

  const rollupStarted = performance.now();
  const { rolledUp, openFrom } = await rollUpClosedDays(db);
  await db.$executeRawUnsafe(
    "VACUUM ANALYZE analytics_daily_totals, analytics_daily_pages, analytics_daily_sources, analytics_daily_details",
  );
  const rollupMs = performance.now() - rollupStarted;
  const [open] = await db.$queryRaw<
    { live: number }[]
  >`SELECT count(*)::int AS live FROM analytics_events WHERE day >= ${openFrom}::date`;
  console.log(
    `  rolled up ${rolledUp.length} closed days in ${seconds(rollupStarted)} (${Math.round(rollupMs / Math.max(rolledUp.length, 1))} ms a day); ${(open?.live ?? 0).toLocaleString("en-US")} events of today stay raw and are read live`,
  );

  const timed = async <T>(work: () => Promise<T>): Promise<number> => {
    const started = performance.now();
    await work();
    return performance.now() - started;
  };
  console.log(
    `\n  ${RUNS} runs per range after ${WARM_UP} warm-up runs, one at a time; ranges end today and compare with the period before`,
  );
  console.log(`  ${"range".padEnd(10)} ${"query".padEnd(28)} ${"p50".padStart(10)} ${"p95".padStart(10)}`);
  let worstP95 = 0;
  for (const days of [7, 30, 90, 365]) {
    const range = { from: addDays(lastDay, 1 - days), to: lastDay };
    const read = { ...range, previousFrom: addDays(range.from, -days), openFrom };
    // Each part alone (it then reads today's raw events by itself), all four in the one statement
    // the dashboard runs, and the whole procedure (rollup check + that statement + shaping).
    const queries: [string, () => Promise<unknown>][] = [
      ["rollup check", () => rollUpClosedDays(db)],
      ...DASHBOARD_PARTS.map((part): [string, () => Promise<unknown>] => [
        `${part} alone`,
        () => readDashboard(db, read, [part]),
      ]),
      ["all four, one statement", () => readDashboard(db, read, DASHBOARD_PARTS)],
      ["whole summary (procedure)", () => dashboardSummary(db, range, DEFAULT_SITE_FACTS)],
    ];
    for (const [name, query] of queries) {
      for (let i = 0; i < WARM_UP; i++) await query();
      const times: number[] = [];
      for (let i = 0; i < RUNS; i++) times.push(await timed(query));
      const p95 = percentile(times, 95);
      if (name.startsWith("whole")) worstP95 = Math.max(worstP95, p95);
      console.log(
        `  ${`${days} days`.padEnd(10)} ${name.padEnd(28)} ${ms(percentile(times, 50)).padStart(10)} ${ms(p95).padStart(10)}`,
      );
    }
  }
  console.log(
    `\n  whole dashboard p95, worst range: ${ms(worstP95)} (goal: under 200 ms) ${worstP95 < 200 ? "met" : "NOT MET"}`,
  );
} finally {
  await db.$disconnect();
  await database.stop();
}
