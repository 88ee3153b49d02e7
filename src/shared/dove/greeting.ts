import { BUSINESS } from "../business/business-info";

/** The first bubble of every chat panel (kept apart from the concierge so the widget does not bundle it). */
export const DOVE_GREETING = `Hi, I'm Dove, the cleaning concierge at ${BUSINESS.name}. Ask me about prices, what's included, or whether we serve your area.`;
