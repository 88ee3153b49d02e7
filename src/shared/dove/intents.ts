import { ADD_ON_KEYS, type AddOnKey } from "../catalog/add-ons";
import type { ServiceKey } from "../catalog/services";
import { parseEstimateRequest, parseService, type EstimateRequest } from "./estimate-request";
import { findPlace, type PlaceMention } from "./answers/areas";
import type { VisitorText } from "./text";

/** What Dove knows about one message before choosing an answer. */
export interface MessageContext extends VisitorText {
  request: EstimateRequest;
  place: PlaceMention | undefined;
  /** The catalogue service named, if any (post-renovation is not one). */
  service: ServiceKey | undefined;
  addOns: readonly AddOnKey[];
  wordCount: number;
}

export function readMessage(visitor: VisitorText): MessageContext {
  const request = parseEstimateRequest(visitor.text);
  const named = parseService(visitor.text);
  return {
    ...visitor,
    request,
    place: findPlace(visitor.text),
    service: named === "renovation" ? undefined : named,
    addOns: ADD_ON_KEYS.filter((key) => request.input.addOns.includes(key)),
    wordCount: visitor.text.split(/\s+/).filter((word) => /[a-z0-9]/.test(word)).length,
  };
}

const PRICE_WORDS = /\b(price|prices|pricing|cost|costs|how much|estimate|quote|rate|rates|charge|charges|fee|fees|expensive|cheap|cheaper|cheapest|afford|budget|pay for|run me|ballpark)\b/;

export const asks = {
  price: (text: string) => PRICE_WORDS.test(text),
  estimate: (text: string) => /\b(estimate|quote|ballpark)\b/.test(text),
  duration: (text: string) => /\bhow long\b|\bhow many hours\b|\bduration\b|\btakes? (about )?\d|\bhow quick(ly)?\b/.test(text),
  travelFees: (text: string) => /\b(travel|trip|drive|mileage|distance)\s*(fee|fees|charge|charges|cost)\b|\bcharge (for|to) (travel|drive|come)\b/.test(text),
  payment: (text: string) =>
    /\b(pay|paying|payment|payments|invoice|invoiced|late fee|venmo|zelle|paypal|credit cards?|debit cards?|cash|cheque|take cards|accept cards|pay by check|checks?)\b/.test(text),
  cancellation: (text: string) => /\bcancel\w*/.test(text),
  reschedule: (text: string) => /\b(reschedul\w*|postpone|change (my|the) (date|day|time|appointment|visit|cleaning)|move (my|the) (appointment|visit|cleaning))\b/.test(text),
  refunds: (text: string) => /\b(refunds?|money back)\b/.test(text),
  guarantee: (text: string) => /\b(guarantee\w*|not (happy|satisfied)|unhappy|dissatisfied|re-?clean\w*|missed (a )?spots?|something (was )?missed|redo|come back and fix|complain\w*)\b/.test(text),
  insurance: (text: string) => /\b(insur\w*|bonded|bonding|licensed|liability)\b/.test(text),
  backgroundChecks: (text: string) => /\b(background|vetted|screened|criminal|trustworthy|trust your)\b/.test(text),
  supplies: (text: string) => /\b(supplies|products|equipment|chemicals?|eco|green|non-?toxic|natural products|vacuums?|bring (your own|everything|anything))\b/.test(text),
  arrival: (text: string) => /\b(arriv\w*|what time (will|do|does)|show up|on time|late\b(?! fee))\b/.test(text),
  beHome: (text: string) => /\b(be home|be there|be present|need to be (home|there)|keys?|lockbox|door code|garage code|let (you|them|the cleaners) in|while i'?m (at work|out|away))\b/.test(text),
  contract: (text: string) => /\b(contracts?|commitment|lock(ed)? in|sign up for a year)\b/.test(text),
  addOns: (text: string) => /\b(add-?ons?|extras?|closets?|cabinets?|organiz\w*)\b/.test(text),
  discounts: (text: string) => /\b(discounts?|savings?|save|recurring|deals?|specials?|cheaper if)\b/.test(text),
  included: (text: string) =>
    /\b(includ\w*|what do you do|what does (it|that|a|the)|what('s| is) in|checklist|covers?|what gets cleaned|do you clean (the )?(inside|baseboards|windows|fridge|oven)|scope)\b/.test(text),
  difference: (text: string) => /\b(difference|differ|vs\.?|versus|compare\w*|which (one|service|clean) (do|should)|better)\b/.test(text),
  howOften: (text: string) => /\bhow often\b|\bhow frequently\b|\bwhat frequency\b|\bwhich frequency\b/.test(text),
  hours: (text: string) => /\b(hours|open|opening|close|closed|closing|business days?|sundays?|saturdays?|weekends?)\b/.test(text),
  bookingNotice: (text: string) =>
    /\b(how far (in advance|ahead|out)|in advance|advance notice|notice|lead time|how soon|earliest|next available|availability|available (this|next)|same[- ]day|last[- ]minute|this week|tomorrow|today)\b/.test(text),
  pets: (text: string) => /\b(pets?|dogs?|cats?|pupp(y|ies)|kittens?|animals?)\b/.test(text),
  walkthrough: (text: string) => /\b(walk-?through|assessment|in-home (visit|consultation)|consultation)\b/.test(text),
  commercial: (text: string) => /\b(commercial|office|offices|business space|studio|shop|store)\b/.test(text),
  booking: (text: string) => /\b(book|booking|schedule|appointment|sign (me )?up|get started|hire you|request (a )?(clean|cleaning|visit))\b/.test(text),
  contact: (text: string) => /\b(phone|number|call|email|e-mail|contact|reach you|text you|get in touch|talk to)\b/.test(text),
  reviews: (text: string) => /\b(reviews?|ratings?|rated|testimonials?|stars?|reputation|recommend you)\b/.test(text),
  about: (text: string) => /\b(who are you|about (you|the company|your company)|family[- ]owned|owner|founded|how long have you been|history|story|local company)\b/.test(text),
  notListed: (text: string) => /\b(not (on the )?listed|isn'?t listed|not on (your|the) list|outside (your|the) (area|list))\b/.test(text),
};
