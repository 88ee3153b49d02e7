import { bookAt, type DoveFacts } from "../dove-facts";
import { contactLine } from "../text";

export function greetingReply({ business }: DoveFacts): string {
  return `Hi there! I'm Dove, the cleaning concierge at ${business.name}. I can estimate a price, explain what's included, or check whether we serve your city or ZIP. What can I help with?`;
}

export function thanksReply({ business }: DoveFacts): string {
  return `You're very welcome! If anything else comes up, I'm here, or you can book at /booking or call ${business.phone.display}.`;
}

export function goodbyeReply({ business }: DoveFacts): string {
  return `Thanks for stopping by, and have a wonderful day! Whenever you're ready, you can book at /booking or call ${business.phone.display}.`;
}

export function humanReply({ business }: DoveFacts): string {
  return `I'm Dove, ${business.name}'s virtual cleaning concierge. To talk with a person on our team, call ${business.phone.display}, email ${business.email}, or send a message at /contact.`;
}

export function offTopicReply({ business }: DoveFacts): string {
  return `That's outside what I can help with: I'm here for ${business.name} questions. Ask me about prices, what's included, scheduling or our service areas, or call ${business.phone.display}.`;
}

export function unknownReply({ business }: DoveFacts): string {
  return `I don't know the answer to that one, and I'd rather not guess. Our team can help at ${business.phone.display} or ${business.email}, or send a message at /contact.`;
}

export function bookingReply(facts: DoveFacts): string {
  return `You can request a cleaning or a free in-home walkthrough here: ${bookAt(facts)}. Prefer to talk? Call ${facts.business.phone.display}.`;
}

export function contactReply(facts: DoveFacts): string {
  return contactLine(facts);
}

export function walkthroughReply(facts: DoveFacts): string {
  return `Before your first clean we can visit for a free, no-obligation walkthrough: we see your home, hear your priorities, and you get a clear price and plan. Request one at ${bookAt(facts)}; we typically need ${facts.policies.bookingNoticeHours} hours' notice.`;
}
