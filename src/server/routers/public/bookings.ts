import { z } from "zod";
import { type Availability, type BookingReceipt, manageBookingPath } from "#shared/booking/booking-api";
import {
  AvailabilityQuerySchema,
  BookingRequestSchema,
  ManageTokenSchema,
  RescheduleRequestSchema,
} from "#shared/booking/booking-request";
import { canChangeBooking } from "#shared/booking/change-policy";
import { freeSlots, slotsByDay } from "#shared/booking/free-slots";
import { BUSINESS } from "#shared/business/business-info";
import { BUSINESS_TIME_ZONE } from "#shared/business/hours";
import { availabilityInputs } from "#server/bookings/availability-store";
import { tooLateToChange } from "#server/bookings/booking-errors";
import { bookingInvite } from "#server/bookings/booking-ics";
import { createBooking, rescheduleBooking, setBookingStatus } from "#server/bookings/booking-store";
import { bookingByToken, manageView } from "#server/bookings/booking-view";
import { calendarFeedFor } from "#server/bookings/calendar-feed";
import { found } from "#server/errors";
import { publicProcedure, rateLimitedProcedure, router } from "#server/trpc/init";

const TokenInputSchema = z.object({ token: ManageTokenSchema });
const FeedInputSchema = z.object({
  token: z.string({ error: "Token is required" }).max(100, "Token is not valid"),
});

/** The visitor's side of walkthrough bookings; a manage token is the only key to a booking. */
export const bookingsRouter = router({
  availability: publicProcedure
    .input(AvailabilityQuerySchema.optional())
    .query(async ({ ctx, input }): Promise<Availability> => {
      const now = new Date();
      const { settings, blocks, busy } = await availabilityInputs(ctx.db, now);
      return {
        timeZone: BUSINESS_TIME_ZONE,
        days: slotsByDay(settings, freeSlots(settings, blocks, busy, now), now, input?.from),
      };
    }),

  create: rateLimitedProcedure("bookings")
    .input(BookingRequestSchema)
    .mutation(async ({ ctx, input }): Promise<BookingReceipt> => {
      const { booking, manageToken, created } = await createBooking(ctx.db, input, {
        now: new Date(),
        emailOn: ctx.notifications.emailOn,
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
    .input(FeedInputSchema)
    .query(async ({ ctx, input }) =>
      found(await calendarFeedFor(ctx.db, input.token, ctx.siteUrl, new Date()), "Calendar"),
    ),

  manage: router({
    get: publicProcedure.input(TokenInputSchema).query(async ({ ctx, input }) => {
      const now = new Date();
      return manageView(await bookingByToken(ctx.db, input.token, now), now);
    }),
    reschedule: rateLimitedProcedure("bookings")
      .input(RescheduleRequestSchema)
      .mutation(async ({ ctx, input }) => {
        const now = new Date();
        const booking = await bookingByToken(ctx.db, input.token, now);
        if (!canChangeBooking(booking.status, booking.startsAt, now)) throw tooLateToChange();
        const moved = await rescheduleBooking(ctx.db, booking, input.startsAt, now, input.token);
        ctx.log.info({ bookingId: booking.id }, "booking rescheduled by the visitor");
        return manageView(moved, now);
      }),
    /**
     * The walkthrough as an iCalendar file to download (the manage page's "Add to calendar"): the
     * emailed invite's event (same UID), published by the business's public address.
     */
    invite: publicProcedure.input(TokenInputSchema).query(async ({ ctx, input }) => {
      const booking = await bookingByToken(ctx.db, input.token, new Date());
      return bookingInvite(booking, {
        siteUrl: ctx.siteUrl,
        organizerEmail: BUSINESS.email,
        manageUrl: `${ctx.siteUrl}${manageBookingPath(input.token)}`,
        delivery: "download",
      });
    }),
    cancel: rateLimitedProcedure("bookings")
      .input(TokenInputSchema)
      .mutation(async ({ ctx, input }) => {
        const now = new Date();
        const booking = await bookingByToken(ctx.db, input.token, now);
        if (booking.status === "cancelled") return manageView(booking, now);
        if (!canChangeBooking(booking.status, booking.startsAt, now)) throw tooLateToChange();
        const cancelled = await setBookingStatus(ctx.db, booking, "cancelled", now, input.token);
        ctx.log.info({ bookingId: booking.id }, "booking cancelled by the visitor");
        return manageView(cancelled, now);
      }),
  }),
});
