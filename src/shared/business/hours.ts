/** The business's clock (opening hours, and the day a privacy request counts as received). */
export const BUSINESS_TIME_ZONE = "America/Denver";

/** The calendar day (YYYY-MM-DD) it is at `now` where the business is. */
export function businessDay(now: Date): string {
  return new Intl.DateTimeFormat("en-CA", {
    timeZone: BUSINESS_TIME_ZONE,
    year: "numeric",
    month: "2-digit",
    day: "2-digit",
  }).format(now);
}
