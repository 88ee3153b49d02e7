import { stringify } from "csv-stringify/sync";
import { z } from "zod";
import { BOOKING_STATUSES } from "#shared/booking/booking-api";
import { zonedDate, zonedWallTimeToUtc } from "#shared/booking/zoned-time";
import { addDays } from "#shared/time/utc-days";
import type { Db } from "../db/client";
import type { Prisma } from "../db/generated/client";

export const BookingListInputSchema = z
  .object({
    from: z.iso.date({ error: "from must be a date like 2026-12-01" }).optional(),
    to: z.iso.date({ error: "to must be a date like 2026-12-31" }).optional(),
    status: z.enum(BOOKING_STATUSES, { error: "status must be confirmed, cancelled, done or no_show" }).optional(),
  })
  .default({});
export type BookingListInput = z.infer<typeof BookingListInputSchema>;

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
  createdAt: true,
} satisfies Prisma.BookingSelect;

/** Midnight of a business-calendar day in Denver (it always exists: the clocks change at 2:00). */
const denverMidnight = (date: string) => zonedWallTimeToUtc(date, 0) ?? new Date(`${date}T07:00:00Z`);

/** Bookings by start time, over Denver days: from today unless `from` says otherwise, to the end of `to`; at most LIST_LIMIT. */
export function listBookings(db: Db, input: BookingListInput, now: Date) {
  const from = denverMidnight(input.from ?? zonedDate(now));
  const to = input.to ? denverMidnight(addDays(input.to, 1)) : undefined;
  return db.booking.findMany({
    where: { startsAt: { gte: from, ...(to ? { lt: to } : {}) }, ...(input.status ? { status: input.status } : {}) },
    orderBy: { startsAt: "asc" },
    take: LIST_LIMIT,
    select: listSelect,
  });
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
