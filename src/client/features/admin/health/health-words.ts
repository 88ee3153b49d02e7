import { DAY_MS } from "#shared/time/durations";
import { formatDateTime } from "../format";

/** "every day at 03:30 UTC" for a daily pattern; any other pattern as written. */
export function scheduleInWords(cron: string): string {
  const daily = /^(\d{1,2}) (\d{1,2}) \* \* \*$/.exec(cron);
  if (!daily) return `on the schedule "${cron}" (UTC)`;
  const [, minute = "0", hour = "0"] = daily;
  return `every day at ${hour.padStart(2, "0")}:${minute.padStart(2, "0")} UTC`;
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
