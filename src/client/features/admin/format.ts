import { groupThousands } from "#shared/format/numbers";

const dateTime = new Intl.DateTimeFormat("en-US", { dateStyle: "medium", timeStyle: "short" });
const time = new Intl.DateTimeFormat("en-US", { timeStyle: "medium" });

/** "Nov 24, 2026, 3:05 AM" in the reader's time zone. */
export function formatDateTime(iso: string): string {
  return dateTime.format(new Date(iso));
}

export function formatTime(iso: string): string {
  return time.format(new Date(iso));
}

export function plural(count: number, word: string, words = `${word}s`): string {
  return `${groupThousands(count)} ${count === 1 ? word : words}`;
}

/** Today where the reader is, as YYYY-MM-DD. */
export function today(): string {
  return new Date().toLocaleDateString("en-CA");
}

/** "Nov 24, 2026" for a YYYY-MM-DD day, as written (no time zone shift). */
export function formatDay(day: string): string {
  return new Date(`${day}T00:00:00Z`).toLocaleDateString("en-US", { dateStyle: "medium", timeZone: "UTC" });
}

/** What went wrong with a call: the first field's message when the server named one, else its message. */
export function problemOf(error: { message: string; data?: unknown }): string {
  const fields = (error.data as { fields?: Record<string, string> } | null | undefined)?.fields;
  return (fields && Object.values(fields)[0]) ?? error.message;
}
