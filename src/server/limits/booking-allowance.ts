import type { Prisma } from "../db/generated/client";
import type { BookingFacts } from "#shared/booking/availability-settings";
import { DAY_MS } from "#shared/time/durations";
import { DomainError } from "../errors";
import { limitKey } from "./client-key";
import type { RequestLimits } from "./procedure-limits";
import { counterKey, hitCounter, readCounter } from "./rate-limit-counters";

/** 429 in words: the wait is up to a day, so it is not counted out in seconds. */
function tooManyBookings(resetInMs: number, { business }: BookingFacts): DomainError {
  return new DomainError(
    "TOO_MANY_REQUESTS",
    `That is as many walkthroughs as we can book online for one connection today. Please try again tomorrow, or call us at ${business.phone.display}.`,
    { retryAfterSeconds: Math.max(1, Math.ceil(resetInMs / 1000)) },
  );
}

type Queries = Pick<Prisma.TransactionClient, "$queryRaw">;

/** One counter per client (IPv4 address or IPv6 /64) for every way to book: the form, the API, Dove. */
const bookingsKey = (limits: RequestLimits) => counterKey("bookings-made", limitKey(limits.ip));

/** Refuses early (429) a client that has already booked its day's allowance, before any work. */
export async function checkBookingAllowance(
  db: Queries,
  limits: RequestLimits | null,
  facts: BookingFacts,
): Promise<void> {
  if (!limits) return;
  const state = await readCounter(db, bookingsKey(limits));
  if (state.hits >= limits.settings.bookingsPerDay) throw tooManyBookings(state.resetInMs, facts);
}

/**
 * Counts a booking against its client's allowance inside the booking's own transaction: a
 * booking that fails or is refused rolls its count back with it, so only bookings made count, and
 * the counter's row lock lines up one client's simultaneous bookings. Over the allowance: 429.
 */
export async function countBooking(tx: Queries, limits: RequestLimits | null, facts: BookingFacts): Promise<void> {
  if (!limits) return;
  const state = await hitCounter(tx, bookingsKey(limits), DAY_MS);
  if (state.hits > limits.settings.bookingsPerDay) throw tooManyBookings(state.resetInMs, facts);
}
