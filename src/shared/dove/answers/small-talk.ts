import { BOOKING_LINK, BUSINESS } from "#shared/business/business-info";
import { CONTACT_LINE } from "../text";
import { BOOKING_POLICY } from "#shared/business/policies";

export function greetingReply(): string {
  return `Hi there! I'm Dove, the cleaning concierge at ${BUSINESS.name}. I can estimate a price, explain what's included, or check whether we serve your city or ZIP. What can I help with?`;
}

export function thanksReply(): string {
  return `You're very welcome! If anything else comes up, I'm here, or you can book at /booking or call ${BUSINESS.phoneDisplay}.`;
}

export function goodbyeReply(): string {
  return `Thanks for stopping by, and have a wonderful day! Whenever you're ready, you can book at /booking or call ${BUSINESS.phoneDisplay}.`;
}

export function humanReply(): string {
  return `I'm Dove, ${BUSINESS.name}'s virtual cleaning concierge. To talk with a person on our team, call ${BUSINESS.phoneDisplay}, email ${BUSINESS.email}, or send a message at /contact.`;
}

export function offTopicReply(): string {
  return `That's outside what I can help with: I'm here for ${BUSINESS.name} questions. Ask me about prices, what's included, scheduling or our service areas, or call ${BUSINESS.phoneDisplay}.`;
}

export function unknownReply(): string {
  return `I don't know the answer to that one, and I'd rather not guess. Our team can help at ${BUSINESS.phoneDisplay} or ${BUSINESS.email}, or send a message at /contact.`;
}

/** The booking page, with the site's own page beside a provider's. */
const BOOK_AT = BOOKING_LINK === "/booking" ? "/booking" : `${BOOKING_LINK} (or see /booking)`;

export function bookingReply(): string {
  return `You can request a cleaning or a free in-home walkthrough here: ${BOOK_AT}. Prefer to talk? Call ${BUSINESS.phoneDisplay}.`;
}

export function contactReply(): string {
  return CONTACT_LINE;
}

export function walkthroughReply(): string {
  return `Before your first clean we can visit for a free, no-obligation walkthrough: we see your home, hear your priorities, and you get a clear price and plan. Request one at ${BOOK_AT}; we typically need ${BOOKING_POLICY.bookingNoticeHours} hours' notice.`;
}
