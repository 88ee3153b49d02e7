import { randomUUID } from "node:crypto";
import { z } from "zod";
import { manageBookingPath, NEXT_FREE_COUNT } from "#shared/booking/booking-api";
import { BookingRequestSchema } from "#shared/booking/booking-request";
import { freeSlots } from "#shared/booking/free-slots";
import { formatBookingTime } from "#shared/booking/time-label";
import { BUSINESS_TIME_ZONE } from "#shared/business/hours";
import type { SiteFacts } from "#shared/facts/site-facts-schema";
import {
  advanceBooking,
  bookedReply,
  type BookingOutcome,
  checkField,
  completeDetails,
  offerTimes,
  readBack,
  startBooking,
  wantsToBook,
} from "#shared/dove/booking/booking-flow";
import { BOOKING_FIELDS, type BookingDetails, type BookingState } from "#shared/dove/booking/booking-state";
import { pickOffered } from "#shared/dove/booking/booking-words";
import { booksOnSite } from "#shared/dove/dove-facts";
import type { ChatBooking } from "#shared/schemas/chat";
import { availabilityInputs } from "#server/bookings/availability-store";
import { createBooking } from "#server/bookings/booking-store";
import { DomainError } from "#server/errors";
import type { Context } from "#server/trpc/context";
import type { ChatTurn } from "./provider";

/** The model's booking tools, bound to one conversation's desk. */
export interface BookingTools {
  /** list_free_times: the next free times, which become the times the visitor may pick. */
  listFreeTimes(): Promise<string>;
  /** book_walkthrough: checks the details and holds the booking for the visitor's yes; never books. */
  stageBooking(args: unknown): Promise<string>;
}

export interface BookingDesk {
  /**
   * Dove's reply when this message belongs to a booking (started, continued or confirmed), or
   * null when the provider should answer. A provider that books through tools starts bookings
   * itself; the desk still decides every step after the times are offered.
   */
  answer(message: string, earlier: readonly ChatTurn[], providerHasTools: boolean): Promise<string | null>;
  tools: BookingTools;
  /** The state to store with the reply (null: no booking under way). */
  readonly state: BookingState | null;
  /** Set when this turn booked. */
  readonly booked: ChatBooking | undefined;
}

const StageArgsSchema = z.object({
  time: z.string().max(100),
  name: z.string().max(200),
  email: z.string().max(300),
  phone: z.string().max(60),
  address: z.string().max(400),
});

/** The free starts after `after` (or from now), as many as a 409 offers: the /booking page's own listing. */
async function nextFreeTimes(ctx: Context, after: string | null): Promise<string[]> {
  const now = new Date();
  const { settings, blocks, busy } = await availabilityInputs(ctx.db, ctx.facts.current().facts, now);
  return freeSlots(settings, blocks, busy, now)
    .map((start) => start.toISOString())
    .filter((start) => !after || start > after)
    .slice(0, NEXT_FREE_COUNT);
}

/**
 * The server's side of booking a walkthrough in the chat: it holds the booking under way (stored
 * with the conversation), offers only free times from the real availability, and books through
 * the site's own path only on the visitor's explicit yes to the read-back, whichever provider
 * answers the rest of the conversation. It quotes `facts`, the turn's revision.
 */
export function openBookingDesk(
  ctx: Context,
  facts: SiteFacts,
  conversationId: string,
  stored: BookingState | null,
): BookingDesk {
  let state = stored;
  let booked: ChatBooking | undefined;

  const offer = async (after: string | null, details: BookingDetails, lead: string, keep: BookingState | null) => {
    const result = offerTimes(facts, await nextFreeTimes(ctx, after), details, lead, keep);
    state = result.state;
    return result.text;
  };

  const book = async (request: Extract<BookingOutcome, { kind: "book" }>["request"], details: BookingDetails) => {
    try {
      const { booking, manageToken } = await createBooking(ctx.db, BookingRequestSchema.parse(request), {
        now: new Date(),
        emailOn: ctx.notifications.emailOn,
        facts: ctx.facts.current().facts,
        conversationId,
        // The chat request's client: Dove's bookings count against the same day allowance as the form's.
        limits: ctx.limits,
        prices: ctx.facts.current().facts,
      });
      ctx.log.info({ bookingId: booking.id }, "booking stored from the chat");
      state = null;
      booked = { reference: booking.reference, managePath: manageBookingPath(manageToken) };
      return bookedReply(
        facts,
        booking.reference,
        booking.startsAt.toISOString(),
        booking.email,
        ctx.notifications.emailOn,
      );
    } catch (error) {
      if (!(error instanceof DomainError)) throw error;
      // Already booked for this visitor, or over the day's bookings: said plainly, and the booking ends.
      if (error.code === "TOO_MANY_REQUESTS" || error.extras.details?.alreadyBooked) {
        state = null;
        return error.message;
      }
      if (error.code !== "CONFLICT" && error.code !== "BAD_REQUEST") throw error;
      // Taken meanwhile (409) or no longer bookable (past, inside the notice): fresh times, same details.
      const lead =
        error.code === "CONFLICT" ? "Sorry, that time was just taken. " : "Sorry, that time can no longer be booked. ";
      return offer(null, details, lead, null);
    }
  };

  const run = async (outcome: BookingOutcome, details: BookingDetails): Promise<string | null> => {
    switch (outcome.kind) {
      case "pass":
        return null;
      case "reply":
        state = outcome.state;
        return outcome.text;
      case "offer":
        return offer(outcome.after, outcome.details, outcome.lead, outcome.after ? state : null);
      case "book":
        return book(outcome.request, details);
    }
  };

  return {
    get state() {
      return state;
    },
    get booked() {
      return booked;
    },
    async answer(message, earlier, providerHasTools) {
      if (!booksOnSite(facts)) return null;
      if (state) return run(advanceBooking(facts, state, message, randomUUID()), state.details);
      if (providerHasTools || !wantsToBook(facts, message, earlier)) return null;
      const started = startBooking(facts, await nextFreeTimes(ctx, null));
      state = started.state;
      return started.text;
    },
    tools: {
      async listFreeTimes() {
        const times = await nextFreeTimes(ctx, null);
        state = offerTimes(facts, times, state?.details ?? {}, "").state;
        return JSON.stringify({
          timeZone: BUSINESS_TIME_ZONE,
          times: times.map((time, index) => ({ number: index + 1, label: formatBookingTime(time) })),
          note:
            times.length > 0
              ? "Offer only these times, numbered and labelled exactly as given; the visitor may answer with a number."
              : `No free times online: give the phone number ${facts.business.phone.display}.`,
        });
      },
      async stageBooking(args) {
        const parsed = StageArgsSchema.safeParse(args);
        if (!parsed.success) return JSON.stringify({ error: "Give time, name, email, phone and address." });
        const offered = state?.step === "offered" ? state.times : state ? [state.startsAt] : [];
        const startsAt = pickOffered(parsed.data.time, offered);
        if (!startsAt) return JSON.stringify({ error: "Pick one of the times list_free_times gave (call it first)." });
        const details: BookingDetails = {};
        const errors: Record<string, string> = {};
        for (const field of BOOKING_FIELDS) {
          const checked = checkField(facts, field, parsed.data[field]);
          if (checked.ok) Object.assign(details, checked.details);
          else errors[field] = checked.error;
        }
        const all = completeDetails(details);
        if (!all) return JSON.stringify({ error: "Ask the visitor again.", fields: errors });
        state = { step: "read-back", startsAt, details: all, idempotencyKey: randomUUID() };
        return JSON.stringify({
          readBack: readBack(facts, startsAt, all),
          note: "Show this read-back exactly. Nothing is booked yet: the booking is made only when the visitor replies yes.",
        });
      },
    },
  };
}
