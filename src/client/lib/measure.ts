import type { AnalyticsEventInput } from "#shared/analytics/event-schema";

/** An event as features report it: the page defaults to the current one. */
export type MeasuredEvent = AnalyticsEventInput extends infer Event
  ? Event extends { path: string }
    ? Omit<Event, "path"> & { path?: string }
    : never
  : never;

/** Global Privacy Control or Do Not Track: the visitor asked not to be measured. */
export function measurementRefused(): boolean {
  return (
    (navigator as Navigator & { globalPrivacyControl?: boolean }).globalPrivacyControl === true ||
    navigator.doNotTrack === "1"
  );
}

/** The owner's pages, and a booking's manage page, whose address is the visitor's secret link. */
const isUnmeasuredPage = (path: string) =>
  path === "/admin" || path.startsWith("/admin/") || path.startsWith("/booking/manage/");

/**
 * Reports one event to POST /api/events with navigator.sendBeacon, which outlives a click that
 * leaves the page. First-party and cookieless: nothing is stored in the browser, and
 * nothing is sent when the visitor asked not to be measured, on the owner's own pages or on a
 * booking's manage page.
 */
export function measure(event: MeasuredEvent): void {
  const path = event.path ?? location.pathname;
  if (measurementRefused() || isUnmeasuredPage(path)) return;
  navigator.sendBeacon?.("/api/events", new Blob([JSON.stringify({ ...event, path })], { type: "application/json" }));
}
