import { BUSINESS } from "../business/business-info";
import type { EstimateInput } from "../pricing/estimate-input";
import { servicePriceLabel } from "../catalog/price-labels";
import { SERVICES, type ServiceKey } from "../catalog/services";
import { areaListReply, areaNote, areaReply, asksAboutAreas, asksForAreaList } from "./answers/areas";
import { estimateReply } from "./answers/estimate";
import { POLICY_ANSWERS } from "./answers/policies";
import {
  addOnsReply,
  deepFrequencyReply,
  deepVsStandardReply,
  discountsReply,
  durationReply,
  FAQ_TOPIC_ANSWERS,
  includedReply,
  petsReply,
  priceFactorsReply,
  reviewsReply,
  visitFrequencyReply,
} from "./answers/services";
import {
  bookingReply,
  contactReply,
  GOODBYE_WORDS,
  GREETING_WORDS,
  goodbyeReply,
  greetingReply,
  HUMAN_WORDS,
  humanReply,
  isOffTopic,
  offTopicReply,
  THANKS_WORDS,
  thanksReply,
  unknownReply,
  walkthroughReply,
} from "./answers/small-talk";
import { bestFaq } from "./faq-lookup";
import { containsPaymentData, isInjectionAttempt, isPriceManipulation, paymentDataReply, priceManipulationReply, refusalReply } from "./guardrails";
import { asks, readMessage, type MessageContext } from "./intents";
import { normalize } from "./text";

export const DOVE_GREETING = `Hi, I'm Dove, the cleaning concierge at ${BUSINESS.name}. Ask me about prices, what's included, or whether we serve your area.`;

/** One answer family: when it applies and what it says. Rules are tried in order. */
interface Rule {
  when: (message: MessageContext) => boolean;
  reply: (message: MessageContext) => string;
  /** Rules whose reply quotes the engine's range: the inputs it priced. */
  quotes?: (message: MessageContext) => boolean;
}

const describesHome = ({ request }: MessageContext) => request.details.service || request.details.size || request.details.rooms || request.details.frequency;

const priceWithPlace = (message: MessageContext) =>
  estimateReply(message.request) + (message.place && message.place.kind !== "unknown" ? areaNote(message.place) : "");

function serviceOfferedReply(service: ServiceKey): string {
  return `Yes! ${SERVICES[service].description} Pricing: ${servicePriceLabel(SERVICES[service]).toLowerCase()}. See /services/${service}, or ask me for an estimate.`;
}

const RULES: readonly Rule[] = [
  // Guardrails first: payment data, attempts to change how Dove works, invented prices.
  { when: (m) => containsPaymentData(m.raw, m.text), reply: paymentDataReply },
  { when: (m) => isInjectionAttempt(m.raw, m.text), reply: refusalReply },
  {
    when: (m) => isPriceManipulation(m.text),
    reply: (m) => priceManipulationReply(describesHome(m) ? estimateReply(m.request) : undefined),
    quotes: (m) => Boolean(describesHome(m)),
  },

  { when: (m) => asks.duration(m.text), reply: (m) => durationReply(m.service) },
  // Policies whose nouns would otherwise read as a price question ("cancellation fee").
  { when: (m) => asks.travelFees(m.text), reply: POLICY_ANSWERS.travelFees },
  { when: (m) => asks.cancellation(m.text), reply: POLICY_ANSWERS.cancellation },
  { when: (m) => asks.reschedule(m.text), reply: POLICY_ANSWERS.reschedule },
  { when: (m) => asks.refunds(m.text), reply: POLICY_ANSWERS.refunds },
  { when: (m) => asks.guarantee(m.text), reply: POLICY_ANSWERS.guarantee },
  { when: (m) => asks.insurance(m.text), reply: POLICY_ANSWERS.insurance },
  { when: (m) => asks.backgroundChecks(m.text), reply: FAQ_TOPIC_ANSWERS.backgroundChecks },
  { when: (m) => asks.contract(m.text), reply: POLICY_ANSWERS.contract },

  // Price questions about a described home get the engine's range.
  { when: (m) => (asks.price(m.text) && describesHome(m)) || (m.request.details.size && m.request.details.rooms), reply: priceWithPlace, quotes: () => true },
  { when: (m) => asks.estimate(m.text), reply: priceWithPlace, quotes: () => true },

  { when: (m) => asks.payment(m.text), reply: POLICY_ANSWERS.payment },
  { when: (m) => asks.beHome(m.text), reply: POLICY_ANSWERS.beHome },
  { when: (m) => asks.arrival(m.text), reply: POLICY_ANSWERS.arrival },
  { when: (m) => asks.supplies(m.text), reply: FAQ_TOPIC_ANSWERS.supplies },
  { when: (m) => asks.included(m.text) && m.service !== undefined, reply: (m) => includedReply(m.service ?? "standard") },
  {
    when: (m) => asks.addOns(m.text) || m.addOns.length > 0,
    reply: (m) => addOnsReply(m.addOns, { closet: /\b(closets?|organiz\w*)\b/.test(m.text), cabinets: /\bcabinets?\b/.test(m.text) }),
  },
  { when: (m) => asks.discounts(m.text), reply: discountsReply },
  { when: (m) => asks.pets(m.text), reply: petsReply },
  { when: (m) => asks.price(m.text) && m.request.details.pets, reply: petsReply },
  { when: (m) => asks.price(m.text), reply: priceFactorsReply },

  { when: (m) => asks.howOften(m.text), reply: (m) => (m.service === "deep" ? deepFrequencyReply() : visitFrequencyReply()) },
  { when: (m) => asks.difference(m.text) && /\b(deep|standard|regular)\b/.test(m.text), reply: deepVsStandardReply },
  { when: (m) => asks.included(m.text) && /\b(renovat\w*|construction|remodel\w*)\b/.test(m.text), reply: FAQ_TOPIC_ANSWERS.renovation },
  { when: (m) => asks.included(m.text), reply: () => includedReply("standard") },
  { when: (m) => asks.bookingNotice(m.text), reply: (m) => (m.service === "moveout" ? POLICY_ANSWERS.moveNotice() : POLICY_ANSWERS.bookingNotice()) },
  { when: (m) => asks.hours(m.text), reply: POLICY_ANSWERS.hours },

  { when: (m) => asks.notListed(m.text), reply: FAQ_TOPIC_ANSWERS.notListed },
  { when: (m) => m.place !== undefined && m.place.kind !== "unknown", reply: (m) => (m.place ? areaReply(m.place) : areaListReply()) },
  { when: (m) => asksForAreaList(m.text), reply: areaListReply },
  { when: (m) => m.place !== undefined && asksAboutAreas(m.text), reply: (m) => (m.place ? areaReply(m.place) : areaListReply()) },
  { when: (m) => asksAboutAreas(m.text), reply: areaListReply },

  { when: (m) => /\b(renovat\w*|post[- ]?construction|construction|remodel\w*)\b/.test(m.text), reply: FAQ_TOPIC_ANSWERS.renovation },
  { when: (m) => asks.commercial(m.text), reply: FAQ_TOPIC_ANSWERS.commercial },
  { when: (m) => asks.walkthrough(m.text), reply: walkthroughReply },
  { when: (m) => m.service !== undefined && /\b(do|offer|provide|clean|handle)\b/.test(m.text), reply: (m) => serviceOfferedReply(m.service ?? "standard") },
  { when: (m) => asks.booking(m.text), reply: bookingReply },
  { when: (m) => asks.reviews(m.text), reply: reviewsReply },
  { when: (m) => asks.about(m.text), reply: FAQ_TOPIC_ANSWERS.about },
  { when: (m) => HUMAN_WORDS.test(m.text), reply: humanReply },
  { when: (m) => asks.contact(m.text), reply: contactReply },

  // Small talk.
  { when: (m) => m.wordCount <= 8 && THANKS_WORDS.test(m.text), reply: thanksReply },
  { when: (m) => m.wordCount <= 8 && GOODBYE_WORDS.test(m.text), reply: goodbyeReply },
  { when: (m) => m.wordCount <= 6 && GREETING_WORDS.test(m.text), reply: greetingReply },
  { when: (m) => isOffTopic(m.text), reply: offTopicReply },
  {
    when: (m) => bestFaq(m.text) !== undefined,
    reply: (m) => {
      const faq = bestFaq(m.text);
      return faq ? `${faq.answer} (From our FAQ, "${faq.question}": more at /faq.)` : unknownReply();
    },
  },
];

/**
 * The built-in, offline concierge: deterministic plain-text answers grounded in the shared
 * content. Prices come only from the price engine and the catalogue; anything it cannot answer
 * goes to the phone line.
 */
export function conciergeReply(message: string): string {
  return conciergeAnswer(message).text;
}

/** The reply, and the estimate inputs it quoted a range for (so the server can save the lead). */
export function conciergeAnswer(message: string): { text: string; estimate?: EstimateInput } {
  const visitor = normalize(message);
  if (visitor.text === "") return { text: greetingReply() };
  const context = readMessage(visitor);
  const rule = RULES.find((candidate) => candidate.when(context));
  const text = (rule ? rule.reply(context) : unknownReply()).replace(/\s+/g, " ").trim();
  return rule?.quotes?.(context) ? { text, estimate: context.request.input } : { text };
}
