import type { Page } from "@playwright/test";

/** A measurement event as the page sent it (POST /api/events). */
export interface SentEvent {
  kind: string;
  path: string;
}

/**
 * Records the measurement events a page sends, and the statuses they got, through a route on
 * /api/events: Chromium reports a beacon's body to a request listener only while requests are
 * intercepted. Call before the page loads.
 */
export async function recordEvents(page: Page): Promise<{ sent: SentEvent[]; kinds: string[]; answered: number[] }> {
  const events = { sent: [] as SentEvent[], kinds: [] as string[], answered: [] as number[] };
  await page.route("**/api/events", async (route) => {
    const event = JSON.parse(route.request().postData() ?? "{}") as Partial<SentEvent>;
    events.sent.push({ kind: event.kind ?? "?", path: event.path ?? "?" });
    events.kinds.push(event.kind ?? "?");
    const response = await route.fetch();
    events.answered.push(response.status());
    await route.fulfill({ response });
  });
  return events;
}
