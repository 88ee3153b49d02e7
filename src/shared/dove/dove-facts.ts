import type { SiteFacts } from "#shared/facts/site-facts-schema";

/** The published facts Dove answers from: one revision per turn, passed in by the server. */
export type DoveFacts = SiteFacts;

/** Whether the site's own flow takes bookings (else a provider's form does), in this revision. */
export function booksOnSite({ business }: Pick<SiteFacts, "business">): boolean {
  return business.booking.mode === "site";
}

/** Where Dove sends a visitor to book: the site's own /booking page, or the provider's page. */
export function bookingLink(facts: Pick<SiteFacts, "business">): string {
  return booksOnSite(facts) ? "/booking" : facts.business.bookingUrl;
}

/** The booking page, with the site's own page beside a provider's. */
export function bookAt(facts: Pick<SiteFacts, "business">): string {
  const link = bookingLink(facts);
  return link === "/booking" ? "/booking" : `${link} (or see /booking)`;
}

/** 0.15 -> 15. */
export const percent = (fraction: number) => Math.round(fraction * 100);

/** The recurring plans, in the order the pages list them (frequency keys are code, names and discounts facts). */
export function recurringPlans(facts: Pick<SiteFacts, "frequencies">): SiteFacts["frequencies"]["weekly"][] {
  return (["weekly", "bi-weekly", "monthly"] as const).map((key) => facts.frequencies[key]);
}
