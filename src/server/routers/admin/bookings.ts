import { z } from "zod";
import { AvailabilitySettingsSchema, BlockInputSchema } from "#shared/booking/availability-settings";
import { BOOKING_STATUSES } from "#shared/booking/booking-api";
import { SlotInstantSchema } from "#shared/booking/booking-request";
import { adminMutationProcedure, adminProcedure } from "#server/admin/admin-procedures";
import { bookingRef, recordAudit } from "#server/audit/audit-trail";
import {
  BookingListInputSchema,
  bookingRate,
  bookingsCsv,
  findBooking,
  listBookings,
} from "#server/bookings/admin-queries";
import { blocksFrom, loadSettings, saveSettings } from "#server/bookings/availability-store";
import { rescheduleBooking, setBookingStatus } from "#server/bookings/booking-store";
import { calendarFeedActive, renewCalendarFeed } from "#server/bookings/calendar-feed";
import { cancelAsSpam, SPAM_BATCH_MAX } from "#server/bookings/spam-cancel";
import type { Db } from "#server/db/client";
import { DomainError, found } from "#server/errors";
import { router } from "#server/trpc/init";

const IdSchema = z.object({ id: z.uuid({ error: "id must be a booking id (UUID)" }) });
const SpamBatchSchema = z.object({
  ids: z
    .array(z.uuid({ error: "ids must be booking ids (UUIDs)" }), { error: "ids must be a list of booking ids" })
    .min(1, "ids must name at least one booking")
    .max(SPAM_BATCH_MAX, `ids may name at most ${SPAM_BATCH_MAX} bookings at once`),
});

async function bookingRow(db: Db, id: string) {
  return found(await db.booking.findUnique({ where: { id } }), "Booking");
}

/** The owner's side of bookings (admin.bookings.*): signed in, changes from the site's own pages, audited. */
export const adminBookingsRouter = router({
  list: adminProcedure.input(BookingListInputSchema).query(({ ctx, input }) => listBookings(ctx.db, input, new Date())),
  byId: adminProcedure.input(IdSchema).query(async ({ ctx, input }) => {
    const booking = found(await findBooking(ctx.db, input.id), "Booking");
    await recordAudit(ctx.db, ctx.actor, { action: "booking.open", records: [bookingRef(booking.id)] });
    return booking;
  }),
  setStatus: adminMutationProcedure
    .input(
      IdSchema.extend({
        status: z.enum(BOOKING_STATUSES, { error: "status must be confirmed, cancelled, done or no_show" }),
      }),
    )
    .mutation(async ({ ctx, input }) => {
      const booking = await bookingRow(ctx.db, input.id);
      const row = await setBookingStatus(ctx.db, booking, input.status, new Date(), null, ctx.facts.current().facts);
      // Confirmed again (its time was still free): the owner says it is real after all.
      if (row.status === "confirmed" && row.spamAt)
        await ctx.db.booking.update({ where: { id: row.id }, data: { spamAt: null } });
      await recordAudit(ctx.db, ctx.actor, {
        action: "booking.set-status",
        records: [bookingRef(row.id)],
        detail: { status: input.status },
      });
      return { id: row.id, status: row.status };
    }),
  /** The owner may move a booking inside the 24-hour cutoff; the slot rules still apply. */
  reschedule: adminMutationProcedure
    .input(IdSchema.extend({ startsAt: SlotInstantSchema }))
    .mutation(async ({ ctx, input }) => {
      const booking = await bookingRow(ctx.db, input.id);
      if (booking.status !== "confirmed") throw new DomainError("CONFLICT", "Only a confirmed booking can be moved");
      const row = await rescheduleBooking(ctx.db, booking, input.startsAt, new Date(), null, ctx.facts.current().facts);
      await recordAudit(ctx.db, ctx.actor, { action: "booking.reschedule", records: [bookingRef(row.id)] });
      return { id: row.id, startsAt: row.startsAt.toISOString(), endsAt: row.endsAt.toISOString() };
    }),
  /** How many bookings were made lately, by way of booking, and whether today is unusual. */
  rate: adminProcedure.query(({ ctx }) => bookingRate(ctx.db, new Date())),
  /** Fake bookings in a batch: cancelled, times freed, nothing emailed to anyone (spam-cancel.ts). */
  cancelAsSpam: adminMutationProcedure
    .input(SpamBatchSchema)
    .mutation(({ ctx, input }) => cancelAsSpam(ctx.db, input.ids, ctx.actor, new Date())),
  exportCsv: adminProcedure.input(BookingListInputSchema).query(async ({ ctx, input }) => {
    const rows = await listBookings(ctx.db, input, new Date());
    await recordAudit(ctx.db, ctx.actor, {
      action: "bookings.export-csv",
      records: rows.map((r) => bookingRef(r.id)),
      detail: { count: rows.length },
    });
    return bookingsCsv(rows);
  }),

  settings: router({
    get: adminProcedure.query(({ ctx }) => loadSettings(ctx.db, ctx.facts.current().facts)),
    update: adminMutationProcedure.input(AvailabilitySettingsSchema).mutation(async ({ ctx, input }) => {
      const saved = await saveSettings(ctx.db, input);
      await recordAudit(ctx.db, ctx.actor, {
        action: "bookings.settings-update",
        detail: { capacity: input.capacity, walkthroughMinutes: input.walkthroughMinutes },
      });
      return saved;
    }),
  }),

  blocks: router({
    list: adminProcedure.query(({ ctx }) => blocksFrom(ctx.db, new Date())),
    add: adminMutationProcedure.input(BlockInputSchema).mutation(async ({ ctx, input }) => {
      const block = await ctx.db.bookingBlock.create({
        data: input,
        select: { id: true, startsAt: true, endsAt: true, reason: true },
      });
      await recordAudit(ctx.db, ctx.actor, { action: "bookings.block-add" });
      return block;
    }),
    remove: adminMutationProcedure.input(IdSchema).mutation(async ({ ctx, input }) => {
      const { count } = await ctx.db.bookingBlock.deleteMany({ where: { id: input.id } });
      if (count === 0) throw new DomainError("NOT_FOUND", "Block not found");
      await recordAudit(ctx.db, ctx.actor, { action: "bookings.block-remove" });
      return { removed: true };
    }),
  }),

  /** The private feed's URL is shown once, when renewed: only its token's hash is kept. */
  calendarFeed: router({
    get: adminProcedure.query(async ({ ctx }) => ({ url: null, active: await calendarFeedActive(ctx.db) })),
    renew: adminMutationProcedure.mutation(async ({ ctx }) => {
      const url = await renewCalendarFeed(ctx.db, ctx.siteUrl, ctx.facts.current().facts);
      await recordAudit(ctx.db, ctx.actor, { action: "bookings.calendar-feed-renew" });
      return { url };
    }),
  }),
});
