import { BUSINESS_TIME_ZONE } from "../business/hours";

const labelFormat = new Intl.DateTimeFormat("en-US", {
  timeZone: BUSINESS_TIME_ZONE,
  weekday: "short",
  month: "short",
  day: "numeric",
  hour: "numeric",
  minute: "2-digit",
  timeZoneName: "short",
});

const timeFormat = new Intl.DateTimeFormat("en-US", {
  timeZone: BUSINESS_TIME_ZONE,
  hour: "numeric",
  minute: "2-digit",
});

const dayFormat = new Intl.DateTimeFormat("en-US", {
  timeZone: BUSINESS_TIME_ZONE,
  weekday: "short",
  month: "short",
  day: "numeric",
});

function part(parts: Intl.DateTimeFormatPart[], type: Intl.DateTimeFormatPartTypes): string {
  return parts.find((p) => p.type === type)?.value ?? "";
}

/** "Tue, Dec 1 · 9:00 AM MST": an instant as the business's clock shows it (pages, emails, Dove). */
export function formatBookingTime(instant: Date | string): string {
  const parts = labelFormat.formatToParts(new Date(instant));
  const time = `${part(parts, "hour")}:${part(parts, "minute")} ${part(parts, "dayPeriod")}`;
  return `${part(parts, "weekday")}, ${part(parts, "month")} ${part(parts, "day")} · ${time} ${part(parts, "timeZoneName")}`;
}

/** "9:00 AM": the time of day alone, for a slot under its day's heading. */
export function formatSlotTime(instant: Date | string): string {
  return timeFormat.format(new Date(instant));
}

/** "Tue, Dec 1" for a YYYY-MM-DD day of the business calendar. */
export function formatBusinessDay(date: string): string {
  // Noon UTC falls on the same calendar day in Denver, in winter and in summer.
  return dayFormat.format(new Date(`${date}T12:00:00Z`));
}

/** "Tue, Dec 1": the Denver day of an instant. */
export function formatSlotDay(instant: Date | string): string {
  return dayFormat.format(new Date(instant));
}
