import { z } from "zod";
import type { SiteFacts } from "../facts/site-facts-schema";
import { singleLine } from "../schemas/storable-text";
import { minutesOfDay } from "./zoned-time";

const TIME_PATTERN = /^(?:[01]\d|2[0-3]):[0-5]\d$/;
const SCHEMA_DAY_NAMES = ["Sunday", "Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday"] as const;

/** One stretch of bookable time on a weekday, on the business's clock ("08:00" to "18:00"). */
export const HoursWindowSchema = z
  .object({
    start: z.string({ error: "Start must be a time" }).regex(TIME_PATTERN, "Start must look like 08:00"),
    end: z.string({ error: "End must be a time" }).regex(TIME_PATTERN, "End must look like 18:00"),
  })
  .refine((w) => minutesOfDay(w.end) > minutesOfDay(w.start), { error: "End must be after start", path: ["end"] });

/** Index 0 is Sunday, 6 Saturday; an empty list is a closed day. */
export const WeeklyHoursSchema = z
  .array(z.array(HoursWindowSchema).max(4, "At most 4 windows a day"), { error: "Weekly hours must list 7 days" })
  .length(7, "Weekly hours must list 7 days");
export type WeeklyHours = z.infer<typeof WeeklyHoursSchema>;

export const AvailabilitySettingsSchema = z.object({
  weeklyHours: WeeklyHoursSchema,
  walkthroughMinutes: z
    .int({ error: "Walkthrough length must be whole minutes" })
    .min(15, "Walkthrough length must be at least 15 minutes")
    .max(240, "Walkthrough length must be at most 240 minutes"),
  bufferMinutes: z
    .int({ error: "Buffer must be whole minutes" })
    .min(0, "Buffer cannot be negative")
    .max(240, "Buffer must be at most 240 minutes"),
  capacity: z
    .int({ error: "Capacity must be a whole number" })
    .min(1, "Capacity must be at least 1")
    .max(10, "Capacity must be at most 10"),
  noticeHours: z
    .int({ error: "Notice must be whole hours" })
    .min(0, "Notice cannot be negative")
    .max(24 * 30, "Notice must be at most 30 days"),
  horizonDays: z
    .int({ error: "Horizon must be whole days" })
    .min(1, "Horizon must be at least 1 day")
    .max(90, "Horizon must be at most 90 days"),
  slotStepMinutes: z
    .int({ error: "Slot step must be whole minutes" })
    .min(5, "Slot step must be at least 5 minutes")
    .max(240, "Slot step must be at most 240 minutes"),
});
export type AvailabilitySettings = z.infer<typeof AvailabilitySettingsSchema>;

/** What the booking rules read of the published facts: the opening hours, the phone and the policies. */
export type BookingFacts = Pick<SiteFacts, "business" | "policies" | "serviceAreas" | "areaListings">;

/** The opening hours, per weekday, as bookable windows. */
function weeklyHoursFromOpeningHours(hours: BookingFacts["business"]["hours"]): WeeklyHours {
  return SCHEMA_DAY_NAMES.map((name) =>
    hours.filter((h) => h.schemaDays.includes(name)).map((h) => ({ start: h.opens, end: h.closes })),
  );
}

/**
 * The settings until the owner first saves their own: the published opening hours and booking
 * notice, so a publish that changes either changes the free times offered.
 */
export function defaultAvailabilitySettings({ business, policies }: BookingFacts): AvailabilitySettings {
  return {
    weeklyHours: weeklyHoursFromOpeningHours(business.hours),
    walkthroughMinutes: 45,
    bufferMinutes: 30,
    capacity: 1,
    noticeHours: policies.bookingNoticeHours,
    horizonDays: 21,
    slotStepMinutes: 30,
  };
}

const isoInstant = (label: string) =>
  z.iso.datetime({ offset: true, error: `${label} must be a date and time` }).transform((value) => new Date(value));

/** Time the owner is away: no walkthrough may overlap it. */
export const BlockInputSchema = z
  .object({
    startsAt: isoInstant("Start"),
    endsAt: isoInstant("End"),
    reason: singleLine(z.string({ error: "Reason must be text" }), "Reason")
      .max(200, "Reason must be at most 200 characters")
      .default(""),
  })
  .refine((b) => b.endsAt > b.startsAt, { error: "End must be after start", path: ["endsAt"] });

export interface Block {
  startsAt: Date;
  endsAt: Date;
}
