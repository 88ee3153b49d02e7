import { z } from "zod";
import { EstimateInputSchema } from "../pricing/estimate-input";
import { CONTACT_LIMITS } from "../contact/contact-fields";
import { multiLine, singleLine, storable } from "./storable-text";

const optionalText = (max: number, label: string) =>
  singleLine(z.string({ error: `${label} must be text` }), label)
    .max(max, `${label} must be at most ${max} characters`)
    .nullish()
    .transform((value) => (value ? value : null));

const name = singleLine(z.string({ error: "Name is required" }), "Name")
  .min(2, "Name must be at least 2 characters")
  .max(CONTACT_LIMITS.name, `Name must be at most ${CONTACT_LIMITS.name} characters`);
const email = storable(z.string({ error: "Please enter a valid email address" }), "Email")
  .trim()
  .max(CONTACT_LIMITS.email, "Please enter a valid email address")
  .pipe(z.email("Please enter a valid email address"));
const message = multiLine(z.string({ error: "Message is required" }), "Message")
  .min(10, "Message must be at least 10 characters")
  .max(CONTACT_LIMITS.message, `Message must be at most ${CONTACT_LIMITS.message} characters`);

/**
 * What POST /api/contact accepts: the subject is already folded into `message`.
 * `website` (a honeypot) and `elapsedMs` (time spent on the form) are optional bot signals that
 * our form sends and that are not stored (src/shared/contact/spam-signals.ts). `estimate` is the
 * estimate the visitor computed before writing: the server prices and saves it under a reference.
 */
export const ContactMessageSchema = z.object({
  name,
  email,
  phone: optionalText(CONTACT_LIMITS.phone, "Phone"),
  address: optionalText(CONTACT_LIMITS.address, "Address"),
  message,
  website: z.string({ error: "Website must be text" }).max(500, "Website must be at most 500 characters").optional(),
  elapsedMs: z
    .int({ error: "elapsedMs must be a whole number of milliseconds" })
    .min(0, "elapsedMs cannot be negative")
    .max(86_400_000, "elapsedMs must be at most a day")
    .optional(),
  estimate: EstimateInputSchema.optional(),
});
export type ContactMessageInput = z.input<typeof ContactMessageSchema>;

/** The contact form's fields, validated in the browser with the same messages. */
export const ContactFormSchema = z.object({
  name,
  email,
  phone: singleLine(z.string(), "Phone").max(
    CONTACT_LIMITS.phone,
    `Phone must be at most ${CONTACT_LIMITS.phone} characters`,
  ),
  address: singleLine(z.string(), "Address").max(
    CONTACT_LIMITS.address,
    `Address must be at most ${CONTACT_LIMITS.address} characters`,
  ),
  subject: z.string().min(1, "Please select a subject"),
  message,
  /** The honeypot: hidden from people, so anything in it came from a bot. */
  website: z.string(),
});
export type ContactForm = z.infer<typeof ContactFormSchema>;
