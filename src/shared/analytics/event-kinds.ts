/**
 * What the site measures, apart from the events' zod schema (event-schema.ts) so the
 * browser's beacon can use these names without downloading zod.
 */
export const EVENT_KINDS = [
  "pageview",
  /** The visitor changed the estimate form and got a price. */
  "estimate",
  /** A link to /booking or to the booking provider. */
  "booking_click",
  /** /booking reached with an estimate, which the server saved under a reference. */
  "booking_estimate",
  /** A walkthrough booked on /booking (the booking API answered with the booking). */
  "booked",
  /** The contact form was sent. */
  "contact",
  "chat_open",
  /** The first message of a chat conversation. */
  "chat_message",
  /** A tel: link. */
  "phone_tap",
] as const;

export const DEVICE_CLASSES = ["phone", "tablet", "desktop"] as const;
export type DeviceClass = (typeof DEVICE_CLASSES)[number];

/** The most one event's JSON body may weigh; larger ones get 413. */
export const EVENT_BODY_LIMIT_BYTES = 2048;
