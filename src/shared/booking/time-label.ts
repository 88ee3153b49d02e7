import { BUSINESS_TIME_ZONE } from "../business/hours";

type Format = Intl.DateTimeFormatOptions;

const LABEL: Format = {
  weekday: "short",
  month: "short",
  day: "numeric",
  hour: "numeric",
  minute: "2-digit",
  timeZoneName: "short",
};
const TIME: Format = { hour: "numeric", minute: "2-digit" };
const DAY: Format = { weekday: "short", month: "short", day: "numeric" };

const formats = new Map<Format, Intl.DateTimeFormat>();
/**
 * A formatter on the business's clock, made on first use: a page's first Intl formatter loads
 * locale data, which the booking pages then pay when they show a time, not while they start.
 */
function denverFormat(options: Format): Intl.DateTimeFormat {
  let format = formats.get(options);
  if (!format) {
    format = new Intl.DateTimeFormat("en-US", { timeZone: BUSINESS_TIME_ZONE, ...options });
    formats.set(options, format);
  }
  return format;
}

function part(parts: Intl.DateTimeFormatPart[], type: Intl.DateTimeFormatPartTypes): string {
  return parts.find((p) => p.type === type)?.value ?? "";
}

/** "Tue, Dec 1 · 9:00 AM MST": an instant as the business's clock shows it (pages, emails, Dove). */
export function formatBookingTime(instant: Date | string): string {
  const parts = denverFormat(LABEL).formatToParts(new Date(instant));
  const time = `${part(parts, "hour")}:${part(parts, "minute")} ${part(parts, "dayPeriod")}`;
  return `${part(parts, "weekday")}, ${part(parts, "month")} ${part(parts, "day")} · ${time} ${part(parts, "timeZoneName")}`;
}

/** "9:00 AM": the time of day alone, for a slot under its day's heading. */
export function formatSlotTime(instant: Date | string): string {
  return denverFormat(TIME).format(new Date(instant));
}

/** "Tue, Dec 1" for a YYYY-MM-DD day of the business calendar. */
export function formatBusinessDay(date: string): string {
  // Noon UTC falls on the same calendar day in Denver, in winter and in summer.
  return denverFormat(DAY).format(new Date(`${date}T12:00:00Z`));
}

/** "Tue, Dec 1": the Denver day of an instant. */
export function formatSlotDay(instant: Date | string): string {
  return denverFormat(DAY).format(new Date(instant));
}
