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
import type { EstimateRequest } from "./estimate-request";
import type { ScoredIntent } from "./intents";
import { SERVICES } from "../catalog/services";
import { servicePriceLabel } from "../catalog/price-labels";

/** What an answer may draw on: the message and what the conversation has said so far. */
export interface TopicContext {
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

function serviceOfferedReply(service: ServiceKey): string {
  return `Yes! ${SERVICES[service].description} Pricing: ${servicePriceLabel(SERVICES[service]).toLowerCase()}. See /services/${service}, or ask me for an estimate.`;
}

const placeKnown = (place: PlaceMention | undefined) => place !== undefined && place.kind !== "unknown";

/** Each topic's answer, every fact read from the shared content and prices from the engine. */
export const TOPIC_ANSWERS: Record<ScoredIntent, (context: TopicContext) => string> = {
  estimate: ({ request, place, alongside }) =>
    estimateReply(request) + (place && placeKnown(place) && !alongside.includes("area") ? areaNote(place) : ""),
  prices: priceFactorsReply,
  "add-ons": ({ addOns, plain }) =>
    addOnsReply(addOns, { closet: /\b(closets?|organiz\w*)\b/.test(plain), cabinets: /\bcabinets?\b/.test(plain) }),
  discounts: discountsReply,
  pets: petsReply,
  area: ({ place }) => (place ? areaReply(place) : areaListReply()),
  "area-list": ({ plain }) =>
    /\b(not (on|in) (your|the) list|not listed|outside (your|the) (area|list))\b/.test(plain)
      ? FAQ_TOPIC_ANSWERS.notListed()
      : areaListReply(),
  "travel-fees": POLICY_ANSWERS.travelFees,
  "booking-notice": ({ service }) =>
    service === "moveout" ? POLICY_ANSWERS.moveNotice() : POLICY_ANSWERS.bookingNotice(),
  hours: POLICY_ANSWERS.hours,
  cancellation: POLICY_ANSWERS.cancellation,
  reschedule: POLICY_ANSWERS.reschedule,
  refunds: POLICY_ANSWERS.refunds,
  guarantee: POLICY_ANSWERS.guarantee,
  insurance: POLICY_ANSWERS.insurance,
  "background-checks": FAQ_TOPIC_ANSWERS.backgroundChecks,
  contract: POLICY_ANSWERS.contract,
  payment: POLICY_ANSWERS.payment,
  "be-home": POLICY_ANSWERS.beHome,
  arrival: POLICY_ANSWERS.arrival,
  supplies: FAQ_TOPIC_ANSWERS.supplies,
  included: ({ plain, service }) => checklistItemReply(plain, service) ?? includedReply(service ?? "standard"),
  "deep-vs-standard": deepVsStandardReply,
  duration: ({ service }) => durationReply(service),
  "how-often": ({ service }) => (service === "deep" ? deepFrequencyReply() : visitFrequencyReply()),
  renovation: FAQ_TOPIC_ANSWERS.renovation,
  commercial: FAQ_TOPIC_ANSWERS.commercial,
  walkthrough: walkthroughReply,
  services: ({ service }) => (service ? serviceOfferedReply(service) : servicesReply()),
  booking: bookingReply,
  reviews: reviewsReply,
  about: FAQ_TOPIC_ANSWERS.about,
  contact: ({ plain }) =>
    /\b(respond|response|reply|get back)\b/.test(plain)
      ? POLICY_ANSWERS.hours()
      : /\b(person|human|agent|representative|bot|robot|real|ai)\b/.test(plain)
        ? humanReply()
        : contactReply(),
  greeting: greetingReply,
  thanks: thanksReply,
  goodbye: goodbyeReply,
  "off-topic": offTopicReply,
};
