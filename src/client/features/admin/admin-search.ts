import { z } from "zod";

/** Search params of the inbox pages; a bad value is dropped rather than breaking the page. */
const optional = <T extends z.ZodType>(schema: T) => schema.optional().catch(undefined);
const page = optional(z.coerce.number().int().min(1).max(10_000));
const day = optional(z.iso.date());

export const CONTACT_STATUSES = ["all", "unread", "handled"] as const;

export const ContactsSearchSchema = z.object({
  status: optional(z.enum(CONTACT_STATUSES)),
  q: optional(z.string().trim().min(1).max(200)),
  spam: optional(z.boolean()),
  page,
});
export type ContactsSearch = z.infer<typeof ContactsSearchSchema>;

export const ChatsSearchSchema = z.object({
  from: day,
  to: day,
  priceOrBooking: optional(z.boolean()),
  page,
});
export type ChatsSearch = z.infer<typeof ChatsSearchSchema>;
