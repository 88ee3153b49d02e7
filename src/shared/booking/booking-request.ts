import { z } from "zod";
import { type AreaLookupFacts, lookupServiceArea } from "../areas/lookup";
import { SERVICE_KEYS } from "../catalog/services";
import { EstimateReferenceSchema } from "../leads/estimate-reference";
import { EstimateInputSchema } from "../pricing/estimate-input";
import { multiLine, singleLine, storable } from "../schemas/storable-text";

export const BOOKING_LIMITS = { name: 100, email: 254, street: 200, city: 100, notes: 1000 } as const;

const text = (label: string, min: number, max: number, required = `${label} is required`) =>
  singleLine(z.string({ error: required }), label)
    .min(min, min > 1 ? `${label} must be at least ${min} characters` : required)
    .max(max, `${label} must be at most ${max} characters`);

/** A US phone number: 10 digits, or 11 starting with 1, in any usual punctuation. */
export const UsPhoneSchema = z
  .string({ error: "Phone is required" })
  .trim()
  .min(1, "Phone is required")
  .max(40, "Please enter a valid US phone number")
  .regex(/^[\d\s().+-]+$/, "Please enter a valid US phone number")
  .transform((value) => value.replace(/\D/g, "").replace(/^1(?=\d{10}$)/, ""))
  .refine((digits) => /^[2-9]\d{2}[2-9]\d{6}$/.test(digits), { error: "Please enter a valid US phone number" })
  .transform((digits) => `(${digits.slice(0, 3)}) ${digits.slice(3, 6)}-${digits.slice(6)}`);

export const BookingAddressSchema = z.object(
  {
    street: text("Street address", 3, BOOKING_LIMITS.street),
    city: text("City", 2, BOOKING_LIMITS.city),
    zip: z
      .string({ error: "ZIP code is required" })
      .trim()
      .regex(/^\d{5}$/, "ZIP code must be 5 digits"),
  },
  { error: "Address is required" },
);

/** A start instant as ISO 8601 with an offset ("2026-12-01T16:00:00.000Z"). */
export const SlotInstantSchema = z.iso.datetime({ offset: true, error: "Please choose a time" });

/** The booking form's fields and POST /api/bookings' body: the same schema in the browser and on the server. */
export const BookingRequestSchema = z.object({
  /** Made once per form by the browser: a double click or a retried request books once. */
  idempotencyKey: z.uuid({ error: "idempotencyKey must be a UUID" }),
  startsAt: SlotInstantSchema,
  service: z.enum(SERVICE_KEYS, { error: "Please choose a service from the list" }).optional(),
  estimateReference: EstimateReferenceSchema.optional(),
  estimate: EstimateInputSchema.optional(),
  name: text("Name", 2, BOOKING_LIMITS.name),
  email: storable(z.string({ error: "Please enter a valid email address" }), "Email")
    .trim()
    .max(BOOKING_LIMITS.email, "Please enter a valid email address")
    .pipe(z.email("Please enter a valid email address")),
  phone: UsPhoneSchema,
  address: BookingAddressSchema,
  notes: multiLine(z.string({ error: "Notes must be text" }), "Notes")
    .max(BOOKING_LIMITS.notes, `Notes must be at most ${BOOKING_LIMITS.notes} characters`)
    .optional(),
  /** The visitor asks although their ZIP is outside the served areas. */
  outsideAreaOk: z.boolean({ error: "outsideAreaOk must be true or false" }).default(false),
});
export type BookingRequest = z.output<typeof BookingRequestSchema>;

/** Whether a ZIP is outside the served areas (not an error: stored and shown to the owner). */
export function isOutsideServiceArea(zip: string, facts: AreaLookupFacts): boolean {
  return lookupServiceArea(zip, facts).status !== "served";
}

export const ManageTokenSchema = z
  .string({ error: "Token is required" })
  .regex(/^[A-Za-z0-9_-]{43}$/, "Token is not valid");

export const RescheduleRequestSchema = z.object({ token: ManageTokenSchema, startsAt: SlotInstantSchema });
export const AvailabilityQuerySchema = z.object({
  from: z.iso.date({ error: "from must be a date like 2026-12-01" }).optional(),
});
