import { randomUUID } from "node:crypto";
import type { FastifyInstance } from "fastify";
import { type AvailabilitySettings, DEFAULT_AVAILABILITY_SETTINGS } from "#shared/booking/availability-settings";
import type { Availability } from "#shared/booking/booking-api";
import { saveSettings } from "#server/bookings/availability-store";
import type { Db } from "#server/db/client";

/** Open every day 08:00-18:00, so a test finds slots whatever weekday it runs on. */
export const EVERY_DAY: AvailabilitySettings = {
  ...DEFAULT_AVAILABILITY_SETTINGS,
  weeklyHours: Array.from({ length: 7 }, () => [{ start: "08:00", end: "18:00" }]),
};

export function openEveryDay(db: Db, extra: Partial<AvailabilitySettings> = {}) {
  return saveSettings(db, { ...EVERY_DAY, ...extra });
}

/** A valid booking request for a start time (a fresh idempotency key each call). */
export function bookingRequest(startsAt: string, extra: Record<string, unknown> = {}) {
  return {
    idempotencyKey: randomUUID(),
    startsAt,
    service: "deep",
    name: "Pat Booker",
    email: "pat.booker@example.com",
    phone: "303-555-0177",
    address: { street: "12 Elm St", city: "Parker", zip: "80134" },
    notes: "Dog in the yard",
    outsideAreaOk: false,
    ...extra,
  };
}

/** Every free start the API lists, in order. */
export async function listedSlots(app: FastifyInstance): Promise<string[]> {
  const res = await app.inject({ method: "GET", url: "/api/bookings/availability" });
  return res.json<Availability>().days.flatMap((d) => d.slots.map((s) => s.startsAt));
}
