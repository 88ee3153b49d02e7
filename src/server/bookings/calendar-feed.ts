import type { BookingFacts } from "#shared/booking/availability-settings";
import type { Db } from "../db/client";
import { calendarFeed } from "./booking-ics";
import { loadSettings } from "./availability-store";
import { newManageToken, tokenHash } from "./secrets";

export const calendarFeedUrl = (siteUrl: string, token: string) => `${siteUrl}/api/calendar/${token}.ics`;

/** A new secret feed URL; the old one stops working. Only the token's hash is kept. */
export async function renewCalendarFeed(db: Db, siteUrl: string, facts: BookingFacts): Promise<string> {
  const token = newManageToken();
  const hash = tokenHash(token);
  const settings = await loadSettings(db, facts);
  const data = { ...settings, weeklyHours: settings.weeklyHours.map((day) => day.map((w) => ({ ...w }))) };
  await db.bookingSettings.upsert({
    where: { id: 1 },
    create: { id: 1, ...data, calendarFeedTokenHash: hash },
    update: { calendarFeedTokenHash: hash },
  });
  return calendarFeedUrl(siteUrl, token);
}

export async function calendarFeedActive(db: Db): Promise<boolean> {
  const row = await db.bookingSettings.findUnique({ where: { id: 1 }, select: { calendarFeedTokenHash: true } });
  return Boolean(row?.calendarFeedTokenHash);
}

/** The feed's iCalendar for a token, or null when it is not the current one. */
export async function calendarFeedFor(
  db: Db,
  token: string,
  { siteUrl, facts, now }: { siteUrl: string; facts: BookingFacts; now: Date },
): Promise<string | null> {
  const row = await db.bookingSettings.findUnique({ where: { id: 1 }, select: { calendarFeedTokenHash: true } });
  if (!row?.calendarFeedTokenHash || row.calendarFeedTokenHash !== tokenHash(token)) return null;
  // Today's and later walkthroughs, and a week back so a calendar keeps the recent ones.
  const since = new Date(now.getTime() - 7 * 86_400_000);
  const bookings = await db.booking.findMany({
    where: { status: "confirmed", startsAt: { gte: since } },
    orderBy: { startsAt: "asc" },
    take: 1_000,
  });
  return calendarFeed(bookings, siteUrl, facts.business);
}
