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

const isOwnerPage = (path: string) => path === "/admin" || path.startsWith("/admin/");

/**
 * Reports one event to POST /api/events with navigator.sendBeacon, which outlives a click that
 * leaves the page. First-party and cookieless: nothing is stored in the browser, and
 * nothing is sent when the visitor asked not to be measured or on the owner's own pages.
 */
export function measure(event: MeasuredEvent): void {
  const path = event.path ?? location.pathname;
  if (measurementRefused() || isOwnerPage(path)) return;
  navigator.sendBeacon?.("/api/events", new Blob([JSON.stringify({ ...event, path })], { type: "application/json" }));
}
