import { randomInt, randomUUID } from "node:crypto";
import type { AvailabilitySettings, BookingFacts } from "#shared/booking/availability-settings";
import { type BookingRequest, isOutsideServiceArea } from "#shared/booking/booking-request";
import { NEXT_FREE_COUNT } from "#shared/booking/booking-api";
import { bookingIdentity } from "#shared/booking/booking-identity";
import { freeSlots, freeUnit, unbookableReason } from "#shared/booking/free-slots";
import { REFERENCE_ALPHABET, REFERENCE_LENGTH } from "#shared/leads/estimate-reference";
import { HOUR_MS, MINUTE_MS } from "#shared/time/durations";
import type { Db } from "../db/client";
import { Prisma } from "../db/generated/client";
import { postgresError } from "../db/postgres-error";
import { DomainError } from "../errors";
import { estimateRow, withFreshReference } from "../leads/save-estimate";
import type { PriceFacts } from "#shared/pricing/compute-estimate";
import { checkBookingAllowance, countBooking } from "../limits/booking-allowance";
import type { RequestLimits } from "../limits/procedure-limits";
import { availabilityInputs } from "./availability-store";
import {
  alreadyBooked,
  badStartsAt,
  changedMeanwhile,
  type HeldIdentity,
  identityHeldElsewhere,
  slotTaken,
} from "./booking-errors";
import { queueChangeEmails, removeReminder, scheduleReminder } from "./booking-jobs";
import { idempotencyKeyHash, newManageToken, openToken, sealToken, tokenHash } from "./secrets";

const REFERENCE_PREFIX = "BK-";
const ATTEMPTS = 5;

/**
 * A burst of requests for one time queues for the pool's connections (each waits there while
 * Postgres decides who got the unit); Prisma's default of 2 s to start a transaction would answer
 * some of them 500 instead of their 409 or booking.
 */
const TRANSACTION_LIMITS = { maxWait: 15_000, timeout: 15_000 };

export type BookingRow = Prisma.BookingGetPayload<object>;

const OVERLAP_CONSTRAINT = "bookings_no_overlap_per_unit";

/** Another booking holds this unit at this time: Postgres's exclusion constraint refused the write. */
function isOverlap(error: unknown): boolean {
  const pg = postgresError(error);
  return pg?.code === "23P01" && pg.message.includes(OVERLAP_CONSTRAINT);
}

/** The exclusion constraints that give each visitor (email, phone, street address) one upcoming booking. */
const IDENTITY_CONSTRAINTS: Record<string, HeldIdentity> = {
  bookings_one_upcoming_per_email: "email",
  bookings_one_upcoming_per_phone: "phone",
  bookings_one_upcoming_per_address: "address",
};

/** Which visitor key another upcoming booking holds, when Postgres refused the write for it. */
function heldIdentity(error: unknown): HeldIdentity | null {
  const pg = postgresError(error);
  if (pg?.code !== "23P01") return null;
  const name = Object.keys(IDENTITY_CONSTRAINTS).find((constraint) => pg.message.includes(constraint));
  return name ? (IDENTITY_CONSTRAINTS[name] ?? null) : null;
}

/**
 * Two inserts into one unit at once can each wait for the other inside the exclusion check;
 * Postgres then aborts one of them as a deadlock, and that one simply tries again.
 */
const isDeadlock = (error: unknown) => postgresError(error)?.code === "40P01";

const isUniqueViolation = (error: unknown) =>
  error instanceof Prisma.PrismaClientKnownRequestError && error.code === "P2002";

/** An update whose row no longer matched (cancelled by someone else meanwhile). */
const isNotFound = (error: unknown) => error instanceof Prisma.PrismaClientKnownRequestError && error.code === "P2025";

function newBookingReference(): string {
  let code = "";
  for (let i = 0; i < REFERENCE_LENGTH; i++) code += REFERENCE_ALPHABET[randomInt(REFERENCE_ALPHABET.length)] ?? "";
  return `${REFERENCE_PREFIX}${code}`;
}

function timesFor(settings: AvailabilitySettings, startsAt: Date) {
  const endsAt = new Date(startsAt.getTime() + settings.walkthroughMinutes * MINUTE_MS);
  return { startsAt, endsAt, busyUntil: new Date(endsAt.getTime() + settings.bufferMinutes * MINUTE_MS) };
}

/** Checks a start against the hours, notice, horizon and blocks (400), returning what was read. */
async function checkedStart(db: Db, facts: BookingFacts, startsAt: Date, now: Date, exceptId?: string) {
  const inputs = await availabilityInputs(db, facts, now, exceptId);
  const reason = unbookableReason(inputs.settings, inputs.blocks, startsAt, now);
  if (reason) throw badStartsAt(reason);
  return inputs;
}

/** The next free starts after a refused one, to offer in the 409. */
async function nextFreeAfter(
  db: Db,
  facts: BookingFacts,
  startsAt: Date,
  now: Date,
  exceptId?: string,
  read?: Awaited<ReturnType<typeof availabilityInputs>>,
): Promise<Date[]> {
  const { settings, blocks, busy } = read ?? (await availabilityInputs(db, facts, now, exceptId));
  const slots = freeSlots(settings, blocks, busy, now);
  const later = slots.filter((s) => s.getTime() > startsAt.getTime());
  return (later.length > 0 ? later : slots).slice(0, NEXT_FREE_COUNT);
}

export interface CreatedBooking {
  booking: BookingRow;
  manageToken: string;
  /** False when the same idempotency key had already booked: nothing new was stored. */
  created: boolean;
}

async function replay(db: Db, key: string): Promise<CreatedBooking | null> {
  const booking = await db.booking.findUnique({ where: { idempotencyKeyHash: idempotencyKeyHash(key) } });
  if (!booking) return null;
  const manageToken = openToken(booking.manageTokenSealed, key);
  return manageToken ? { booking, manageToken, created: false } : null;
}

type Identity = ReturnType<typeof bookingIdentity>;

/** The visitor's upcoming booking that holds one of these keys, and which key it holds. */
async function upcomingFor(db: Db, identity: Identity, now: Date) {
  const booking = await db.booking.findFirst({
    where: {
      status: "confirmed",
      endsAt: { gt: now },
      OR: [{ emailKey: identity.emailKey }, { phoneKey: identity.phoneKey }, { addressKey: identity.addressKey }],
    },
  });
  if (!booking) return null;
  const held: HeldIdentity =
    booking.emailKey === identity.emailKey ? "email" : booking.phoneKey === identity.phoneKey ? "phone" : "address";
  return { booking, held };
}

/** At most one resend of a booking's link an hour, however often someone tries to book it again. */
const RESEND_EVERY_MS = HOUR_MS;

/**
 * Emails a booking's manage link again, to the address it was booked with. The token itself is
 * not stored (only its hash, and a copy sealed with the first request's idempotency key, which
 * this request does not have), so a new token replaces the old one: the emailed link is then the
 * booking's only link (docs/decisions/0020-one-upcoming-booking-per-visitor.md). Queued in the
 * same transaction as the new hash, like every booking email.
 */
async function resendLink(db: Db, bookingId: string, now: Date): Promise<void> {
  const manageToken = newManageToken();
  await db.$transaction(async (tx) => {
    const claimed = await tx.booking.updateMany({
      where: {
        id: bookingId,
        status: "confirmed",
        OR: [{ linkResentAt: null }, { linkResentAt: { lte: new Date(now.getTime() - RESEND_EVERY_MS) } }],
      },
      data: { manageTokenHash: tokenHash(manageToken), sequence: { increment: 1 }, linkResentAt: now },
    });
    if (claimed.count === 0) return;
    const { sequence } = await tx.booking.findUniqueOrThrow({ where: { id: bookingId }, select: { sequence: true } });
    await queueChangeEmails(tx, bookingId, sequence, "booked", manageToken, ["visitor"]);
  }, TRANSACTION_LIMITS);
}

/** The 409 for a second booking while the visitor's first is upcoming, its link emailed again when email is on. */
async function refuseSecond(
  db: Db,
  found: { booking: BookingRow; held: HeldIdentity },
  options: { now: Date; emailOn: boolean; facts: BookingFacts },
): Promise<never> {
  if (options.emailOn) await resendLink(db, found.booking.id, options.now);
  throw alreadyBooked(found.held, options.emailOn, options.facts);
}

/**
 * Books a walkthrough. Postgres decides who gets a time: the insert takes the first unit whose
 * bookings do not overlap (the exclusion constraint), trying the next unit when another request
 * took it first; when every unit is taken, 409 with the next free times. The booking, its
 * estimate and its queued emails and reminder commit together. The same idempotency key again
 * answers the first booking (with the same manage token) and stores nothing, whenever it comes:
 * every refusal first looks for that booking, since a simultaneous retry may have just made it.
 * A visitor (email, phone or street address) with an upcoming booking gets a 409 and its link
 * emailed again; Postgres holds that rule too (bookings_one_upcoming_per_*). `limits`: the
 * client's day allowance, the same for the form, the API and Dove (counted only for bookings made).
 * `facts`: the published revision the booking is checked against (opening hours, notice, phone).
 */
export async function createBooking(
  db: Db,
  input: BookingRequest,
  options: {
    now: Date;
    emailOn: boolean;
    facts: BookingFacts;
    conversationId?: string;
    limits?: RequestLimits | null;
    /** The published prices an estimate sent without a saved reference is priced with. */
    prices: PriceFacts;
  },
): Promise<CreatedBooking> {
  const earlier = await replay(db, input.idempotencyKey);
  if (earlier) return earlier;
  const { now, emailOn, facts } = options;
  const limits = options.limits ?? null;
  const orReplay = async (refusal: () => Promise<Error>): Promise<CreatedBooking> => {
    const concurrent = await replay(db, input.idempotencyKey);
    if (concurrent) return concurrent;
    throw await refusal();
  };
  const identity = bookingIdentity({
    email: input.email,
    phone: input.phone,
    street: input.address.street,
    zip: input.address.zip,
  });
  const upcoming = await upcomingFor(db, identity, now);
  if (upcoming) return orReplay(() => refuseSecond(db, upcoming, options));
  try {
    await checkBookingAllowance(db, limits, facts);
  } catch (error) {
    return orReplay(async () => error as Error);
  }
  const startsAt = new Date(input.startsAt);
  const read = await checkedStart(db, facts, startsAt, now);
  const { settings } = read;
  // Taken already as far as committed bookings show: 409 without trying (most losers of a race).
  const firstFree = freeUnit(settings, read.busy, startsAt);
  if (firstFree === null)
    return orReplay(async () => slotTaken(await nextFreeAfter(db, facts, startsAt, now, undefined, read)));
  const times = timesFor(settings, startsAt);
  const manageToken = newManageToken();
  const estimate = input.estimateReference
    ? await db.estimate.findUnique({
        where: { reference: input.estimateReference },
        select: { id: true, reference: true, input: true, lowCents: true, highCents: true },
      })
    : null;
  const base = {
    ...times,
    name: input.name,
    email: input.email,
    phone: input.phone,
    street: input.address.street,
    city: input.address.city,
    zip: input.address.zip,
    notes: input.notes || null,
    service: input.service ?? input.estimate?.serviceType ?? null,
    conversationId: options.conversationId ?? null,
    source: options.conversationId ? "chat" : "site",
    ...identity,
    idempotencyKeyHash: idempotencyKeyHash(input.idempotencyKey),
    manageTokenHash: tokenHash(manageToken),
    manageTokenSealed: sealToken(manageToken, input.idempotencyKey),
    outsideServiceArea: isOutsideServiceArea(input.address.zip, facts),
    outsideAreaOk: input.outsideAreaOk,
    emailStatus: emailOn ? "on" : "off",
  };

  for (let unit = firstFree; unit <= settings.capacity; unit++) {
    for (let attempt = 1; ; attempt++) {
      try {
        const booking = await db.$transaction(async (tx) => {
          // An estimate sent without a saved reference is priced and saved here, as the contact form does.
          const saved =
            !estimate && input.estimate
              ? await withFreshReference((reference) =>
                  tx.estimate.create({
                    data: estimateRow(options.prices, reference, input.estimate!, "booking"),
                    select: { id: true, reference: true, input: true, lowCents: true, highCents: true },
                  }),
                )
              : estimate;
          const snapshot = saved
            ? {
                reference: saved.reference,
                input: saved.input as Prisma.InputJsonValue,
                lowCents: saved.lowCents,
                highCents: saved.highCents,
              }
            : undefined;
          const row = await tx.booking.create({
            data: {
              id: randomUUID(),
              reference: newBookingReference(),
              unit,
              ...base,
              estimateId: saved?.id ?? null,
              ...(snapshot ? { estimateSnapshot: snapshot } : {}),
            },
          });
          // After the insert: a retry of a request being booked right now waits on its key, not on the count.
          await countBooking(tx, limits, facts);
          if (emailOn) {
            await queueChangeEmails(tx, row.id, row.sequence, "booked", manageToken);
            await scheduleReminder(tx, row.id, row.startsAt);
          }
          return row;
        }, TRANSACTION_LIMITS);
        return { booking, manageToken, created: true };
      } catch (error) {
        if (isOverlap(error)) break;
        const held = heldIdentity(error);
        if (held) {
          // The same visitor booked first in a concurrent request (perhaps this very request's retry).
          return orReplay(async () => {
            const found = await upcomingFor(db, identity, now);
            return found ? refuseSecond(db, found, options) : alreadyBooked(held, false, facts);
          });
        }
        if (isUniqueViolation(error)) {
          // The same key booked first in a concurrent request, or (rarely) the reference was taken.
          const concurrent = await replay(db, input.idempotencyKey);
          if (concurrent) return concurrent;
        }
        if ((isUniqueViolation(error) || isDeadlock(error)) && attempt < ATTEMPTS) continue;
        if (error instanceof DomainError) return orReplay(async () => error);
        throw error;
      }
    }
  }
  return orReplay(async () => slotTaken(await nextFreeAfter(db, facts, startsAt, now)));
}

/**
 * Moves a booking to a new start in one transaction: the row keeps its time unless the update
 * to a free unit at the new time commits (the exclusion constraint refuses a taken one), so a
 * taken time leaves the booking as it was (409 with the next free times).
 */
export async function rescheduleBooking(
  db: Db,
  booking: BookingRow,
  startsAtIso: string,
  now: Date,
  manageToken: string | null,
  facts: BookingFacts,
): Promise<BookingRow> {
  const startsAt = new Date(startsAtIso);
  if (startsAt.getTime() === booking.startsAt.getTime()) return booking;
  const { settings } = await checkedStart(db, facts, startsAt, now, booking.id);
  const times = timesFor(settings, startsAt);
  for (let unit = 1; unit <= settings.capacity; unit++) {
    for (let attempt = 1; ; attempt++) {
      try {
        return await db.$transaction(async (tx) => {
          const row = await tx.booking.update({
            where: { id: booking.id, status: "confirmed" },
            data: { ...times, unit, sequence: { increment: 1 }, reminderSentFor: null },
          });
          if (row.emailStatus === "on") {
            await queueChangeEmails(tx, row.id, row.sequence, "rescheduled", manageToken);
            await scheduleReminder(tx, row.id, row.startsAt);
          }
          return row;
        }, TRANSACTION_LIMITS);
      } catch (error) {
        if (isOverlap(error)) break;
        const held = heldIdentity(error);
        if (held) throw identityHeldElsewhere(held);
        if (isNotFound(error)) throw changedMeanwhile();
        if (isDeadlock(error) && attempt < ATTEMPTS) continue;
        throw error;
      }
    }
  }
  throw slotTaken(await nextFreeAfter(db, facts, startsAt, now, booking.id));
}

/**
 * Sets a booking's status; a cancellation frees its time, removes its reminder and is emailed.
 * Confirming a cancelled booking again takes its time back only if it is still free (409 if not).
 */
export async function setBookingStatus(
  db: Db,
  booking: BookingRow,
  status: BookingRow["status"],
  now: Date,
  manageToken: string | null,
  facts: BookingFacts,
): Promise<BookingRow> {
  if (booking.status === status) return booking;
  try {
    return await db.$transaction(async (tx) => {
      const cancelling = status === "cancelled";
      const row = await tx.booking.update({
        where: { id: booking.id },
        data: { status, ...(cancelling ? { sequence: { increment: 1 } } : {}) },
      });
      if (status === "confirmed" && row.emailStatus === "on" && row.startsAt.getTime() > now.getTime())
        await scheduleReminder(tx, row.id, row.startsAt);
      if (status !== "confirmed") await removeReminder(tx, row.id);
      if (cancelling && row.emailStatus === "on")
        await queueChangeEmails(tx, row.id, row.sequence, "cancelled", manageToken);
      return row;
    }, TRANSACTION_LIMITS);
  } catch (error) {
    if (isOverlap(error)) throw slotTaken(await nextFreeAfter(db, facts, booking.startsAt, now, booking.id));
    const held = heldIdentity(error);
    if (held) throw identityHeldElsewhere(held);
    throw error;
  }
}
