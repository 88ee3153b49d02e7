/** Opening hours, used by the contact page, Dove, the FAQ and structured data. */
export interface OpeningHours {
  days: string;
  /** schema.org day names for structured data. */
  schemaDays: readonly string[];
  opens: string;
  closes: string;
  label: string;
}

export const OPENING_HOURS: readonly OpeningHours[] = [
  {
    days: "Monday - Friday",
    schemaDays: ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday"],
    opens: "08:00",
    closes: "18:00",
    label: "Mon-Fri 8AM-6PM",
  },
  {
    days: "Saturday",
    schemaDays: ["Saturday"],
    opens: "08:00",
    closes: "16:00",
    label: "Sat 8AM-4PM",
  },
];

export const CLOSED_DAYS_LABEL = "Sunday: Closed";

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
