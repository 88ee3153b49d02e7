import { BUSINESS } from "../../business/business-info";
import { CONTACT_LINE } from "../text";
import { BOOKING_POLICY } from "../../business/policies";

export const GREETING_WORDS = /^(hi|hello|hey|howdy|hiya|yo|greetings|good (morning|afternoon|evening|day)|hola)\b/;
export const THANKS_WORDS = /\b(thanks|thank you|thank u|thx|ty|appreciate it|much appreciated|perfect|great,? thanks|awesome)\b/;
export const GOODBYE_WORDS = /\b(bye|goodbye|good bye|see you|see ya|have a (good|nice|great) (day|one|night|evening|weekend)|talk (to you )?later|that'?s all)\b/;
export const HUMAN_WORDS = /\b(human|real person|a person|someone|agent|representative|staff member|owner|manager|are you (a )?(bot|robot|real|human|ai))\b/;

const OFF_TOPIC =
  /\b(weather|forecast|capital of|president|election|politic\w*|stock|crypto|bitcoin|recipe|cook|joke|poem|song|lyrics|movie|sports?|football|basketball|baseball|hockey|broncos|nuggets|avalanche|news|homework|essay|math|equation|code|program(ming)?|python|javascript|translate|meaning of life|horoscope|lottery|dating|girlfriend|boyfriend)\b/;

export function isOffTopic(text: string): boolean {
  return OFF_TOPIC.test(text);
}

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

export function bookingReply(): string {
  return `You can request a cleaning or a free in-home walkthrough here: ${BUSINESS.bookingUrl} (or see /booking). Prefer to talk? Call ${BUSINESS.phoneDisplay}.`;
}

export function contactReply(): string {
  return CONTACT_LINE;
}

export function walkthroughReply(): string {
  return `Before your first clean we can visit for a free, no-obligation walkthrough: we see your home, hear your priorities, and you get a clear price and plan. Request one at ${BUSINESS.bookingUrl} (or see /booking); we typically need ${BOOKING_POLICY.bookingNoticeHours} hours' notice.`;
}
