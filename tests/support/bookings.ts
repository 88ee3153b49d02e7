import { randomInt, randomUUID } from "node:crypto";
import type { FastifyInstance } from "fastify";
import { type AvailabilitySettings, defaultAvailabilitySettings } from "#shared/booking/availability-settings";
import type { Availability } from "#shared/booking/booking-api";
import { REFERENCE_ALPHABET, referenceFrom } from "#shared/leads/estimate-reference";
import { saveSettings } from "#server/bookings/availability-store";
import { idempotencyKeyHash, newManageToken, sealToken, tokenHash } from "#server/bookings/secrets";
import type { Db } from "#server/db/client";
import { SHIPPED_FACTS } from "./site-facts";

/** Open every day 08:00-18:00, so a test finds slots whatever weekday it runs on. */
export const EVERY_DAY: AvailabilitySettings = {
  ...defaultAvailabilitySettings(SHIPPED_FACTS),
  weeklyHours: Array.from({ length: 7 }, () => [{ start: "08:00", end: "18:00" }]),
};

export function openEveryDay(db: Db, extra: Partial<AvailabilitySettings> = {}) {
  return saveSettings(db, { ...EVERY_DAY, ...extra });
}

/** Numbers this process has not used yet, from a random start: bookers of parallel test processes rarely meet. */
let nextBooker = randomInt(1_000_000);

/**
 * A visitor nobody else in the run is: one upcoming walkthrough per email, phone and street
 * address is the rule, so each booking of a test needs its own. The phone stays a valid US
 * number (area code 200-999, line 555-01xx, the fictional block).
 */
export function freshBooker() {
  const n = nextBooker++;
  const area = 200 + (n % 800);
  const line = 100 + (Math.floor(n / 800) % 100);
  return {
    email: `pat.booker.${n}@example.com`,
    phone: `${area}-555-0${line}`,
    street: `${n} Elm St`,
  };
}

/** A valid booking request for a start time: a fresh idempotency key and a fresh visitor each call. */
export function bookingRequest(startsAt: string, extra: Record<string, unknown> = {}) {
  const booker = freshBooker();
  return {
    idempotencyKey: randomUUID(),
    startsAt,
    service: "deep",
    name: "Pat Booker",
    email: booker.email,
    phone: booker.phone,
    address: { street: booker.street, city: "Parker", zip: "80134" },
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

/**
 * A booking row written directly (no availability check), for tests about what is stored: a past
 * walkthrough ("done", which holds no time) at `startsAt`, on its own reference and secrets.
 */
export async function storedBooking(
  db: Db,
  {
    id,
    email,
    phone,
    startsAt,
    estimateId,
  }: { id?: string; email: string; phone: string; startsAt: Date; estimateId?: string },
) {
  const key = randomUUID();
  const token = newManageToken();
  return db.booking.create({
    data: {
      id,
      reference: referenceFrom(() => randomInt(REFERENCE_ALPHABET.length)).replace(/^BB-/, "BK-"),
      status: "done",
      unit: 1,
      startsAt,
      endsAt: new Date(startsAt.getTime() + 45 * 60_000),
      busyUntil: new Date(startsAt.getTime() + 75 * 60_000),
      name: "Stored Booker",
      email,
      phone,
      street: "12 Quiet Court",
      city: "Parker",
      zip: "80134",
      estimateId,
      idempotencyKeyHash: idempotencyKeyHash(key),
      manageTokenHash: tokenHash(token),
      manageTokenSealed: sealToken(token, key),
      createdAt: startsAt,
    },
    select: { id: true, reference: true },
  });
}
