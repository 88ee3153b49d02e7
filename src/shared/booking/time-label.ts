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

const timeFormat = new Intl.DateTimeFormat("en-US", { timeZone: BUSINESS_TIME_ZONE, hour: "numeric", minute: "2-digit" });

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
