import { z } from "zod";
import { type Availability, type BookingReceipt, manageBookingPath } from "#shared/booking/booking-api";
import { BookingSubmissionSchema } from "#shared/booking/booking-proof";
import { AvailabilityQuerySchema, ManageTokenSchema, RescheduleRequestSchema } from "#shared/booking/booking-request";
import { canChangeBooking } from "#shared/booking/change-policy";
import { freeSlots, slotsByDay } from "#shared/booking/free-slots";
import { BUSINESS_TIME_ZONE } from "#shared/business/hours";
import { availabilityInputs } from "#server/bookings/availability-store";
import { tooLateToChange } from "#server/bookings/booking-errors";
import { bookingInvite } from "#server/bookings/booking-ics";
import { newChallenge, spendProof } from "#server/bookings/booking-proof";
import { createBooking, rescheduleBooking, setBookingStatus } from "#server/bookings/booking-store";
import { bookingByToken, manageView } from "#server/bookings/booking-view";
import { calendarFeedFor } from "#server/bookings/calendar-feed";
import { found, toApiError } from "#server/errors";
import { publicProcedure, rateLimitedProcedure, router } from "#server/trpc/init";

const TokenInputSchema = z.object({ token: ManageTokenSchema });
const FeedInputSchema = z.object({
  token: z.string({ error: "Token is required" }).max(100, "Token is not valid"),
});

/** The visitor's side of walkthrough bookings; a manage token is the only key to a booking. */
export const bookingsRouter = router({
  availability: publicProcedure
    .meta({ personalData: false })
    .input(AvailabilityQuerySchema.optional())
    .query(async ({ ctx, input }): Promise<Availability> => {
      const now = new Date();
      const { settings, blocks, busy } = await availabilityInputs(ctx.db, ctx.facts.current().facts, now);
      return {
        timeZone: BUSINESS_TIME_ZONE,
        days: slotsByDay(settings, freeSlots(settings, blocks, busy, now), now, input?.from),
      };
    }),

  /** A fresh proof-of-work challenge for the booking form (a mutation: each call makes a new one, never cached). */
  challenge: publicProcedure
    .meta({ personalData: false })
    .mutation(({ ctx }) => newChallenge(ctx.db, ctx.bookingProofWork, new Date())),

  create: rateLimitedProcedure("bookings")
    .meta({ personalData: true })
    // The proof of work is checked and spent before any other work on the request (ADR 0021),
    // and given back when the request is refused, so the visitor may try again with it. Dove's
    // bookings (chat/booking-desk.ts) need none.
    .use(async ({ ctx, getRawInput, next }) => {
      const proof = await spendProof(ctx.db, await getRawInput());
      const result = await next();
      if (!result.ok && toApiError(result.error).status < 500) await proof.release();
      return result;
    })
    .input(BookingSubmissionSchema)
    .mutation(async ({ ctx, input }): Promise<BookingReceipt> => {
      const { booking, manageToken, created } = await createBooking(ctx.db, input, {
        now: new Date(),
        emailOn: ctx.notifications.emailOn,
        facts: ctx.facts.current().facts,
        limits: ctx.limits,
        prices: ctx.facts.current().facts,
      });
      ctx.log.info(
        { bookingId: booking.id, repeated: !created },
        created ? "booking stored" : "booking request repeated",
      );
      return {
        reference: booking.reference,
        manageToken,
        startsAt: booking.startsAt.toISOString(),
        endsAt: booking.endsAt.toISOString(),
        outsideServiceArea: booking.outsideServiceArea,
      };
    }),

  /** The owner's private calendar feed (a secret token; 404 for any other). */
  calendarFeed: publicProcedure
    .meta({ personalData: true })
    .input(FeedInputSchema)
    .query(async ({ ctx, input }) =>
      found(
        await calendarFeedFor(ctx.db, input.token, {
          siteUrl: ctx.siteUrl,
          facts: ctx.facts.current().facts,
          now: new Date(),
        }),
        "Calendar",
      ),
    ),

  manage: router({
    get: publicProcedure
      .meta({ personalData: true })
      .input(TokenInputSchema)
      .query(async ({ ctx, input }) => {
        const now = new Date();
        return manageView(await bookingByToken(ctx.db, input.token, now), now, ctx.facts.current().facts);
      }),
    reschedule: rateLimitedProcedure("bookings")
      .meta({ personalData: true })
      .input(RescheduleRequestSchema)
      .mutation(async ({ ctx, input }) => {
        const now = new Date();
        const facts = ctx.facts.current().facts;
        const booking = await bookingByToken(ctx.db, input.token, now);
        if (!canChangeBooking(booking.status, booking.startsAt, now, facts.policies)) throw tooLateToChange(facts);
        const moved = await rescheduleBooking(ctx.db, booking, input.startsAt, now, input.token, facts);
        ctx.log.info({ bookingId: booking.id }, "booking rescheduled by the visitor");
        return manageView(moved, now, facts);
      }),
    /**
     * The walkthrough as an iCalendar file to download (the manage page's "Add to calendar"): the
     * emailed invite's event (same UID), published by the business's public address.
     */
    invite: publicProcedure
      .meta({ personalData: true })
      .input(TokenInputSchema)
      .query(async ({ ctx, input }) => {
        const booking = await bookingByToken(ctx.db, input.token, new Date());
        const { business } = ctx.facts.current().facts;
        return bookingInvite(booking, {
          siteUrl: ctx.siteUrl,
          organizerEmail: business.email,
          manageUrl: `${ctx.siteUrl}${manageBookingPath(input.token)}`,
          delivery: "download",
          business,
        });
      }),
    cancel: rateLimitedProcedure("bookings")
      .meta({ personalData: true })
      .input(TokenInputSchema)
      .mutation(async ({ ctx, input }) => {
        const now = new Date();
        const facts = ctx.facts.current().facts;
        const booking = await bookingByToken(ctx.db, input.token, now);
        if (booking.status === "cancelled") return manageView(booking, now, facts);
        if (!canChangeBooking(booking.status, booking.startsAt, now, facts.policies)) throw tooLateToChange(facts);
        const cancelled = await setBookingStatus(ctx.db, booking, "cancelled", now, input.token, facts);
        ctx.log.info({ bookingId: booking.id }, "booking cancelled by the visitor");
        return manageView(cancelled, now, facts);
      }),
  }),
});
