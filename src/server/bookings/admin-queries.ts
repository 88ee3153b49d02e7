import { stringify } from "csv-stringify/sync";
import { z } from "zod";
import { BOOKING_STATUSES } from "#shared/booking/booking-api";
import {
  type BookingCounts,
  type BookingRate,
  isUnusualDay,
  RATE_BASELINE_DAYS,
  SPAM_FILTERS,
} from "#shared/booking/booking-rate";
import { zonedDate, zonedWallTimeToUtc } from "#shared/booking/zoned-time";
import { DAY_MS } from "#shared/time/durations";
import { addDays } from "#shared/time/utc-days";
import type { Db } from "../db/client";
import type { Prisma } from "../db/generated/client";

export const BookingListInputSchema = z
  .object({
    from: z.iso.date({ error: "from must be a date like 2026-12-01" }).optional(),
    to: z.iso.date({ error: "to must be a date like 2026-12-31" }).optional(),
    status: z.enum(BOOKING_STATUSES, { error: "status must be confirmed, cancelled, done or no_show" }).optional(),
    /** "only": the bookings cancelled as spam; "hide": all but them; unset: all. */
    spam: z.enum(SPAM_FILTERS, { error: "spam must be only or hide" }).optional(),
  })
  .default({});
export type BookingListInput = z.infer<typeof BookingListInputSchema>;

const SPAM_WHERE = { only: { spamAt: { not: null } }, hide: { spamAt: null } } as const;

const LIST_LIMIT = 500;

const listSelect = {
  id: true,
  reference: true,
  status: true,
  startsAt: true,
  endsAt: true,
  name: true,
  email: true,
  phone: true,
  street: true,
  city: true,
  zip: true,
  service: true,
  notes: true,
  outsideServiceArea: true,
  emailStatus: true,
  source: true,
  spamAt: true,
  createdAt: true,
} satisfies Prisma.BookingSelect;

/** Midnight of a business-calendar day in Denver (it always exists: the clocks change at 2:00). */
const denverMidnight = (date: string) => zonedWallTimeToUtc(date, 0) ?? new Date(`${date}T07:00:00Z`);

/** Bookings by start time, over Denver days: from today unless `from` says otherwise, to the end of `to`; at most LIST_LIMIT. */
export function listBookings(db: Db, input: BookingListInput, now: Date) {
  const from = denverMidnight(input.from ?? zonedDate(now));
  const to = input.to ? denverMidnight(addDays(input.to, 1)) : undefined;
  return db.booking.findMany({
    where: {
      startsAt: { gte: from, ...(to ? { lt: to } : {}) },
      ...(input.status ? { status: input.status } : {}),
      ...(input.spam ? SPAM_WHERE[input.spam] : {}),
    },
    orderBy: { startsAt: "asc" },
    take: LIST_LIMIT,
    select: listSelect,
  });
}

interface RateRow {
  site_24h: number;
  chat_24h: number;
  spam_24h: number;
  site_7d: number;
  chat_7d: number;
  spam_7d: number;
  today: number;
  baseline: number;
}

/**
 * Bookings made (by created_at, not by when the walkthrough is) in the last 24 hours and 7 days,
 * real ones by source and the spam-cancelled apart, and today's real count against the daily
 * average of the RATE_BASELINE_DAYS Denver days before.
 */
export async function bookingRate(db: Db, now: Date): Promise<BookingRate> {
  const today = zonedDate(now);
  const todayStart = denverMidnight(today);
  const baselineStart = denverMidnight(addDays(today, -RATE_BASELINE_DAYS));
  const dayAgo = new Date(now.getTime() - DAY_MS);
  const weekAgo = new Date(now.getTime() - 7 * DAY_MS);
  const since = baselineStart < weekAgo ? baselineStart : weekAgo;
  const [row] = await db.$queryRaw<RateRow[]>`
    SELECT
      count(*) FILTER (WHERE created_at >= ${dayAgo} AND spam_at IS NULL AND source = 'site')::int AS site_24h,
      count(*) FILTER (WHERE created_at >= ${dayAgo} AND spam_at IS NULL AND source = 'chat')::int AS chat_24h,
      count(*) FILTER (WHERE created_at >= ${dayAgo} AND spam_at IS NOT NULL)::int AS spam_24h,
      count(*) FILTER (WHERE created_at >= ${weekAgo} AND spam_at IS NULL AND source = 'site')::int AS site_7d,
      count(*) FILTER (WHERE created_at >= ${weekAgo} AND spam_at IS NULL AND source = 'chat')::int AS chat_7d,
      count(*) FILTER (WHERE created_at >= ${weekAgo} AND spam_at IS NOT NULL)::int AS spam_7d,
      count(*) FILTER (WHERE created_at >= ${todayStart} AND spam_at IS NULL)::int AS today,
      count(*) FILTER (WHERE created_at >= ${baselineStart} AND created_at < ${todayStart} AND spam_at IS NULL)::int AS baseline
    FROM bookings WHERE created_at >= ${since} AND created_at <= ${now}`;
  const counts = (site = 0, chat = 0, spam = 0): BookingCounts => ({ site, chat, spam });
  const dailyAverage = Math.round(((row?.baseline ?? 0) / RATE_BASELINE_DAYS) * 10) / 10;
  const todayCount = row?.today ?? 0;
  return {
    last24Hours: counts(row?.site_24h, row?.chat_24h, row?.spam_24h),
    last7Days: counts(row?.site_7d, row?.chat_7d, row?.spam_7d),
    today: todayCount,
    dailyAverage,
    unusual: isUnusualDay(todayCount, dailyAverage),
  };
}

export function findBooking(db: Db, id: string) {
  return db.booking.findUnique({
    where: { id },
    select: {
      ...listSelect,
      unit: true,
      busyUntil: true,
      sequence: true,
      outsideAreaOk: true,
      estimateSnapshot: true,
      conversationId: true,
      updatedAt: true,
      reminderSentFor: true,
      visitorEmailHeldAt: true,
      estimate: {
        select: { reference: true, input: true, lowCents: true, highCents: true, totalCents: true, createdAt: true },
      },
    },
  });
}

const COLUMNS = [
  "reference",
  "status",
  "starts_at",
  "ends_at",
  "name",
  "email",
  "phone",
  "street",
  "city",
  "zip",
  "service",
  "notes",
  "outside_service_area",
  "booked_at",
  "booked_through",
];

/** Bookings as CSV (formulas escaped, as the contacts export). */
export function bookingsCsv(rows: Awaited<ReturnType<typeof listBookings>>): string {
  return stringify(
    rows.map((r) => [
      r.reference,
      r.status,
      r.startsAt.toISOString(),
      r.endsAt.toISOString(),
      r.name,
      r.email,
      r.phone,
      r.street,
      r.city,
      r.zip,
      r.service ?? "",
      r.notes ?? "",
      r.outsideServiceArea ? "yes" : "no",
      r.createdAt.toISOString(),
      r.source,
    ]),
    { header: true, columns: COLUMNS, escape_formulas: true, record_delimiter: "windows" },
  );
}
