/**
 * Calendar dates as Intl.DateTimeFormat("en-US", { timeZone: "UTC" }) writes them, without Intl
 * (see numbers.ts). Dates here are days (a post's or a review's), read on their UTC calendar.
 */
const MONTHS = [
  "January",
  "February",
  "March",
  "April",
  "May",
  "June",
  "July",
  "August",
  "September",
  "October",
  "November",
  "December",
] as const;

const monthOf = (date: Date) => MONTHS[date.getUTCMonth()] ?? "";

/** "2025-01-05" or a Date -> "January 5, 2025" (dateStyle "long"). */
export function longDate(value: Date | string): string {
  const date = new Date(value);
  return `${monthOf(date)} ${date.getUTCDate()}, ${date.getUTCFullYear()}`;
}

/** "2025-01-05" or a Date -> "Jan" (month "short"). */
export function shortMonth(value: Date | string): string {
  return monthOf(new Date(value)).slice(0, 3);
}
