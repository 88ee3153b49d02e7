import { z } from "zod";
import { ContactMessageSchema } from "../schemas/contact";

/** The fields of a contact message a visitor may have corrected, validated as the contact form does. */
export const CORRECTABLE_FIELDS = ["name", "email", "phone", "address"] as const;
export type CorrectableField = (typeof CORRECTABLE_FIELDS)[number];

export const CORRECTABLE_FIELD_LABELS: Record<CorrectableField, string> = {
  name: "Name",
  email: "Email",
  phone: "Phone",
  address: "Address",
};

const { name, email, phone, address } = ContactMessageSchema.shape;

/** One field's new value; an empty phone or address removes it. */
export const ContactCorrectionSchema = z.discriminatedUnion(
  "field",
  [
    z.object({ field: z.literal("name"), value: name }),
    z.object({ field: z.literal("email"), value: email }),
    z.object({ field: z.literal("phone"), value: phone }),
    z.object({ field: z.literal("address"), value: address }),
  ],
  { error: `Field must be one of ${CORRECTABLE_FIELDS.join(", ")}` },
);
export type ContactCorrection = z.output<typeof ContactCorrectionSchema>;
