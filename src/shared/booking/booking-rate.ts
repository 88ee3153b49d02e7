/**
 * How fast bookings are being made, for the owner (admin.bookings.rate): a burst of fake bookings
 * (OWASP OAT-021, denial of inventory) shows here before the calendar is full.
 */

/** Bookings made over a period: real ones by way of booking, and those since cancelled as spam. */
export interface BookingCounts {
  site: number;
  chat: number;
  spam: number;
}

export interface BookingRate {
  last24Hours: BookingCounts;
  last7Days: BookingCounts;
  /** Real bookings made today so far (a Denver day). */
  today: number;
  /** Real bookings made per day over the RATE_BASELINE_DAYS Denver days before today. */
  dailyAverage: number;
  /** Today's count is out of line with the average (isUnusualDay). */
  unusual: boolean;
}

/** The days the daily average is taken over. */
export const RATE_BASELINE_DAYS = 7;
/** Below this many bookings a day is never called unusual (a quiet week then two bookings is normal). */
const UNUSUAL_MIN_BOOKINGS = 5;
/** Today is unusual at this many times the daily average or more. */
const UNUSUAL_FACTOR = 3;

export function isUnusualDay(today: number, dailyAverage: number): boolean {
  return today >= UNUSUAL_MIN_BOOKINGS && today >= UNUSUAL_FACTOR * dailyAverage;
}

/** The real bookings of a period (spam excluded). */
export const realBookings = (counts: BookingCounts) => counts.site + counts.chat;

/** The owner's list filter: only the bookings cancelled as spam, or all but them. */
export const SPAM_FILTERS = ["only", "hide"] as const;
export type SpamFilter = (typeof SPAM_FILTERS)[number];
