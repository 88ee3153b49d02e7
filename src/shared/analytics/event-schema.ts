import { z } from "zod";
import { ESTIMATE_SERVICE_TYPES } from "../pricing/estimate-limits";
import { CONTACT_SUBJECTS } from "../contact/contact-fields";
import { storable } from "../schemas/storable-text";
import { DEVICE_CLASSES, EVENT_KINDS } from "./event-kinds";
import { PRICE_BAND_KEYS } from "./price-bands";

export const EVENT_TEXT_MAX = 100;
export const EVENT_PATH_MAX = 300;

const path = z
  .string({ error: "path is required" })
  .max(EVENT_PATH_MAX, `path must be at most ${EVENT_PATH_MAX} characters`)
  // eslint-disable-next-line no-control-regex -- jsonb cannot store U+0000, so a path must not hold it
  .regex(/^\/[^\s?#\u0000]*$/, "path must be a page path such as /pricing (no query or fragment)");

/** The referring site's host name only (never its full URL), lower-cased. */
const referrer = z
  .string({ error: "referrer must be a host name" })
  .max(253, "referrer must be at most 253 characters")
  .regex(/^[a-z0-9.-]+(:\d{1,5})?$/i, "referrer must be a host name such as www.google.com")
  .transform((host) => host.toLowerCase());

/** A campaign tag (utm_source, utm_campaign) as people type them: trimmed, lower-cased. */
const tag = (label: string) =>
  storable(z.string({ error: `${label} must be text` }), label)
    .trim()
    .min(1, `${label} must not be empty`)
    .max(EVENT_TEXT_MAX, `${label} must be at most ${EVENT_TEXT_MAX} characters`)
    .regex(/^[^\p{Cc}]*$/u, `${label} contains a control character`)
    .transform((value) => value.toLowerCase());

const subjectValues = CONTACT_SUBJECTS.map((subject) => subject.value) as [string, ...string[]];

const PageViewSchema = z.strictObject({
  kind: z.literal("pageview"),
  path,
  referrer: referrer.optional(),
  utmSource: tag("utmSource").optional(),
  utmCampaign: tag("utmCampaign").optional(),
  device: z.enum(DEVICE_CLASSES, { error: `device must be one of ${DEVICE_CLASSES.join(", ")}` }),
});

const EstimateSchema = z.strictObject({
  kind: z.literal("estimate"),
  path,
  service: z.enum(ESTIMATE_SERVICE_TYPES, { error: `service must be one of ${ESTIMATE_SERVICE_TYPES.join(", ")}` }),
  band: z.enum(PRICE_BAND_KEYS, { error: `band must be one of ${PRICE_BAND_KEYS.join(", ")}` }),
});

const ContactSchema = z.strictObject({
  kind: z.literal("contact"),
  path,
  subject: z.enum(subjectValues, { error: `subject must be one of ${subjectValues.join(", ")}` }),
});

const PLAIN_KINDS = ["booking_click", "booking_estimate", "booked", "chat_open", "chat_message", "phone_tap"] as const;
const PlainEventSchema = z.strictObject({ kind: z.enum(PLAIN_KINDS), path });

/** One measured event as the browser's beacon sends it to POST /api/events. */
export const AnalyticsEventSchema = z.discriminatedUnion(
  "kind",
  [PageViewSchema, EstimateSchema, ContactSchema, PlainEventSchema],
  {
    error: `kind must be one of ${EVENT_KINDS.join(", ")}`,
  },
);

export type AnalyticsEvent = z.infer<typeof AnalyticsEventSchema>;
/** What the browser sends: the same, before the server's trimming and lower-casing. */
export type AnalyticsEventInput = z.input<typeof AnalyticsEventSchema>;
