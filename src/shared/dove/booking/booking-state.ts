import { z } from "zod";
import { BookingAddressSchema, BookingRequestSchema, SlotInstantSchema } from "#shared/booking/booking-request";

/** What Dove asks for, in this order; the address is one answer (street, city, ZIP). */
export const BOOKING_FIELDS = ["name", "email", "phone", "address"] as const;
export type BookingField = (typeof BOOKING_FIELDS)[number];

/** The visitor's details so far, each already checked by the booking form's own schema. */
const DetailsSchema = z.object({
  name: BookingRequestSchema.shape.name.optional(),
  email: BookingRequestSchema.shape.email.optional(),
  phone: BookingRequestSchema.shape.phone.optional(),
  address: BookingAddressSchema.optional(),
});
export type BookingDetails = z.infer<typeof DetailsSchema>;
const CompleteDetailsSchema = DetailsSchema.required();
export type CompleteDetails = z.infer<typeof CompleteDetailsSchema>;

/**
 * A walkthrough booking under way in one conversation, held by the server between turns:
 * `offered` (times listed, none picked), `collecting` (a time picked, asking for `field`),
 * `read-back` (everything read back, waiting for an explicit yes; the idempotency key is made
 * here so a repeated yes books once), `changing` (the visitor said no: which detail to change?).
 * No state: no booking under way.
 */
export const BookingStateSchema = z.discriminatedUnion("step", [
  z.object({ step: z.literal("offered"), times: z.array(SlotInstantSchema).min(1), details: DetailsSchema }),
  z.object({
    step: z.literal("collecting"),
    startsAt: SlotInstantSchema,
    field: z.enum(BOOKING_FIELDS),
    details: DetailsSchema,
  }),
  z.object({
    step: z.literal("read-back"),
    startsAt: SlotInstantSchema,
    details: CompleteDetailsSchema,
    idempotencyKey: z.uuid(),
  }),
  z.object({ step: z.literal("changing"), startsAt: SlotInstantSchema, details: DetailsSchema }),
]);
export type BookingState = z.infer<typeof BookingStateSchema>;

/** A stored state, or null when there is none or it no longer reads as one (a stale shape starts over). */
export function readBookingState(stored: unknown): BookingState | null {
  const parsed = BookingStateSchema.safeParse(stored);
  return parsed.success ? parsed.data : null;
}
