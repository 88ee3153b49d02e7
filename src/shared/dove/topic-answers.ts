import type { ServiceKey } from "../catalog/services";
import type { AddOnKey } from "../catalog/add-ons";
import { areaListReply, areaNote, areaReply, type PlaceMention } from "./answers/areas";
import { checklistItemReply } from "./answers/checklist";
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
  servicesReply,
  visitFrequencyReply,
} from "./answers/services";
import {
  bookingReply,
  contactReply,
  goodbyeReply,
  greetingReply,
  humanReply,
  offTopicReply,
  thanksReply,
  walkthroughReply,
} from "./answers/small-talk";
import type { DoveFacts } from "./dove-facts";
import type { EstimateRequest } from "./estimate-request";
import type { ScoredIntent } from "./intents";
import { priceLabel } from "./answers/services";

/** What an answer may draw on: the turn's facts, the message and what the conversation has said so far. */
export interface TopicContext {
  /** The published revision this turn answers from. */
  facts: DoveFacts;
  plain: string;
  /** The priced home: this message's details over the conversation's. */
  request: EstimateRequest;
  /** The service this message names, or the conversation's. */
  service: ServiceKey | undefined;
  /** Add-ons this message names. */
  addOns: readonly AddOnKey[];
  place: PlaceMention | undefined;
  /** Other intents answered in the same reply. */
  alongside: readonly ScoredIntent[];
}

function serviceOfferedReply({ services }: DoveFacts, service: ServiceKey): string {
  return `Yes! ${services[service].description} Pricing: ${priceLabel(services[service]).toLowerCase()}. See /services/${service}, or ask me for an estimate.`;
}

const placeKnown = (place: PlaceMention | undefined) => place !== undefined && place.kind !== "unknown";

/** Each topic's answer, every fact read from the turn's facts and prices from the engine. */
export const TOPIC_ANSWERS: Record<ScoredIntent, (context: TopicContext) => string> = {
  estimate: ({ facts, request, place, alongside }) =>
    estimateReply(facts, request) +
    (place && placeKnown(place) && !alongside.includes("area") ? areaNote(facts, place) : ""),
  prices: ({ facts }) => priceFactorsReply(facts),
  "add-ons": ({ facts, addOns, plain }) =>
    addOnsReply(facts, addOns, {
      closet: /\b(closets?|organiz\w*)\b/.test(plain),
      cabinets: /\bcabinets?\b/.test(plain),
    }),
  discounts: ({ facts }) => discountsReply(facts),
  pets: ({ facts }) => petsReply(facts),
  area: ({ facts, place }) => (place ? areaReply(facts, place) : areaListReply(facts)),
  "area-list": ({ facts, plain }) =>
    /\b(not (on|in) (your|the) list|not listed|outside (your|the) (area|list))\b/.test(plain)
      ? FAQ_TOPIC_ANSWERS.notListed(facts)
      : areaListReply(facts),
  "travel-fees": ({ facts }) => POLICY_ANSWERS.travelFees(facts),
  "booking-notice": ({ facts, service }) =>
    service === "moveout" ? POLICY_ANSWERS.moveNotice(facts) : POLICY_ANSWERS.bookingNotice(facts),
  hours: ({ facts }) => POLICY_ANSWERS.hours(facts),
  cancellation: ({ facts }) => POLICY_ANSWERS.cancellation(facts),
  reschedule: ({ facts }) => POLICY_ANSWERS.reschedule(facts),
  refunds: ({ facts }) => POLICY_ANSWERS.refunds(facts),
  guarantee: ({ facts }) => POLICY_ANSWERS.guarantee(facts),
  insurance: ({ facts }) => POLICY_ANSWERS.insurance(facts),
  "background-checks": ({ facts }) => FAQ_TOPIC_ANSWERS.backgroundChecks(facts),
  contract: ({ facts }) => POLICY_ANSWERS.contract(facts),
  payment: ({ facts }) => POLICY_ANSWERS.payment(facts),
  "be-home": ({ facts }) => POLICY_ANSWERS.beHome(facts),
  arrival: ({ facts }) => POLICY_ANSWERS.arrival(facts),
  supplies: ({ facts }) => FAQ_TOPIC_ANSWERS.supplies(facts),
  included: ({ facts, plain, service }) =>
    checklistItemReply(facts, plain, service) ?? includedReply(facts, service ?? "standard"),
  "deep-vs-standard": deepVsStandardReply,
  duration: ({ facts, service }) => durationReply(facts, service),
  "how-often": ({ facts, service }) => (service === "deep" ? deepFrequencyReply(facts) : visitFrequencyReply(facts)),
  renovation: ({ facts }) => FAQ_TOPIC_ANSWERS.renovation(facts),
  commercial: ({ facts }) => FAQ_TOPIC_ANSWERS.commercial(facts),
  walkthrough: ({ facts }) => walkthroughReply(facts),
  services: ({ facts, service }) => (service ? serviceOfferedReply(facts, service) : servicesReply(facts)),
  booking: ({ facts }) => bookingReply(facts),
  reviews: ({ facts }) => reviewsReply(facts),
  about: ({ facts }) => FAQ_TOPIC_ANSWERS.about(facts),
  contact: ({ facts, plain }) =>
    /\b(respond|response|reply|get back)\b/.test(plain)
      ? POLICY_ANSWERS.hours(facts)
      : /\b(person|human|agent|representative|bot|robot|real|ai)\b/.test(plain)
        ? humanReply(facts)
        : contactReply(facts),
  greeting: ({ facts }) => greetingReply(facts),
  thanks: ({ facts }) => thanksReply(facts),
  goodbye: ({ facts }) => goodbyeReply(facts),
  "off-topic": ({ facts }) => offTopicReply(facts),
};
