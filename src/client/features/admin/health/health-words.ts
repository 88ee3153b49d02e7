import { BUSINESS_TIME_ZONE } from "#shared/business/hours";
import { DAY_MS } from "#shared/time/durations";
import { formatDateTime } from "../format";

const mountainClock = new Intl.DateTimeFormat("en-US", {
  timeZone: BUSINESS_TIME_ZONE,
  hour: "numeric",
  minute: "2-digit",
});

/**
 * "every day at 8:30 PM Mountain Time" for a daily pattern: the server runs it in UTC, so the
 * Mountain Time it falls at is the one of `now`'s date (an hour later in summer). Any other pattern as written.
 */
export function scheduleInWords(cron: string, now: Date): string {
  const daily = /^(\d{1,2}) (\d{1,2}) \* \* \*$/.exec(cron);
  if (!daily)
    return `on the schedule "${cron}" (on the server's clock, which is 6 hours ahead of Colorado, 7 in winter)`;
  const [, minute = "0", hour = "0"] = daily;
  const run = new Date(now);
  run.setUTCHours(Number(hour), Number(minute), 0, 0);
  return `every day at ${mountainClock.format(run)} Mountain Time`;
}

/** "Nov 24, 2026, 3:05 AM (2 days ago)": when, and how long ago, for a reader checking freshness. */
export function whenWithAge(iso: string, now: Date): string {
  const ms = now.getTime() - new Date(iso).getTime();
  const hours = Math.floor(ms / 3_600_000);
  const ago =
    ms < 3_600_000
      ? "less than an hour ago"
      : ms < DAY_MS
        ? `${hours} hour${hours === 1 ? "" : "s"} ago`
        : `${Math.floor(ms / DAY_MS)} day${Math.floor(ms / DAY_MS) === 1 ? "" : "s"} ago`;
  return `${formatDateTime(iso)} (${ago})`;
}
