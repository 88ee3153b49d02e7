import { BUSINESS_TIME_ZONE } from "../../../shared/business/hours";

// The shared labels reach the pages through this module only: imported straight from src/shared by
// several lazy chunks, the bundler would move them into the chunk every first visit downloads.
export { formatBookingTime, formatSlotTime } from "../../../shared/booking/time-label";

const dayLabel = new Intl.DateTimeFormat("en-US", { timeZone: BUSINESS_TIME_ZONE, weekday: "short", month: "short", day: "numeric" });

/** "Tue, Dec 1" for a YYYY-MM-DD day of the business calendar. */
export function formatDay(date: string): string {
  // Noon UTC falls on the same calendar day in Denver, in winter and in summer.
  return dayLabel.format(new Date(`${date}T12:00:00Z`));
}

/** "Tue, Dec 1": the Denver day of an instant. */
export function formatSlotDay(iso: string): string {
  return dayLabel.format(new Date(iso));
}
