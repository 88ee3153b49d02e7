import { PRIVACY_POLICY } from "#shared/business/policies";
import type { Db } from "../db/client";
import { rollUpClosedDays } from "./rollups";
import { UTC_TODAY } from "./utc-day";

/**
 * Deletes what the privacy policy says is not kept: raw measurement events older than
 * PRIVACY_POLICY.retention.measurementEventDays (today and that many days before it stay) and
 * every salt but today's. Closed days are rolled up first, so no day is deleted before it is
 * counted. Meant for the daily retention job.
 */
export async function deleteExpiredAnalytics(
  db: Db,
  keepDays = PRIVACY_POLICY.retention.measurementEventDays,
): Promise<{ events: number; salts: number }> {
  await rollUpClosedDays(db);
  const events = await db.$executeRaw`DELETE FROM analytics_events WHERE day < ${UTC_TODAY} - ${keepDays}::int`;
  const salts = await db.$executeRaw`DELETE FROM analytics_salts WHERE day < ${UTC_TODAY}`;
  return { events, salts };
}
