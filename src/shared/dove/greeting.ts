import type { SiteFacts } from "#shared/facts/site-facts-schema";

/** The first bubble of every chat panel (kept apart from the concierge so the widget does not bundle it). */
export function doveGreeting({ business }: Pick<SiteFacts, "business">): string {
  return `Hi, I'm Dove, the cleaning concierge at ${business.name}. Ask me about prices, what's included, or whether we serve your area.`;
}
