import type { ServiceKey } from "../catalog/services";
import type { EstimateInput } from "../pricing/estimate-input";
import type { EstimateServiceType } from "../pricing/estimate-limits";
import { findPlace } from "./answers/areas";
import { clarifyReply } from "./answers/clarify";
import { estimateReply } from "./answers/estimate";
import { greetingReply, unknownReply } from "./answers/small-talk";
import { type Conversation, followUpIntent, NEW_CONVERSATION, placeInFollowUp, rememberTurn } from "./conversation";
import { estimateRequestFor, hasDetails, mergeDetails, readHomeDetails } from "./estimate-request";
import type { DoveFacts } from "./dove-facts";
import { bestFaq } from "./faq-lookup";
import {
  containsPaymentData,
  isInjectionAttempt,
  isPriceManipulation,
  paymentDataReply,
  priceManipulationReply,
  refusalReply,
} from "./guardrails";
import {
  CONFIDENT_SCORE,
  type DoveIntent,
  type IntentScore,
  type ScoredIntent,
  type ScoringInput,
  scoreIntents,
} from "./intents";
import { normalize } from "./text";
import { TOPIC_ANSWERS, type TopicContext } from "./topic-answers";
import type { UnansweredReason } from "./unanswered";

export interface DoveAnswer {
  text: string;
  /** The estimate inputs the reply quoted a range for (so the server can save the lead). */
  estimate?: EstimateInput;
  /** What Dove took the message to ask, in the order it answered. */
  intents: DoveIntent[];
  unanswered?: UnansweredReason;
}

/** An earlier turn of the conversation, oldest first. */
export interface EarlierTurn {
  role: "user" | "assistant";
  content: string;
}

/** Small talk gives way to any real question in the same message ("hi, do you serve parker?"). */
const SMALL_TALK: ReadonlySet<ScoredIntent> = new Set(["greeting", "thanks", "goodbye"]);

/** An answer that already carries what another intent would say (a priced home answers "how much"). */
const COVERS: Partial<Record<ScoredIntent, readonly ScoredIntent[]>> = {
  estimate: ["prices", "pets", "add-ons", "discounts", "services", "how-often"],
  "add-ons": ["prices", "included"],
  pets: ["prices"],
  discounts: ["prices"],
  "travel-fees": ["prices", "area"],
  cancellation: ["prices", "contract"],
  payment: ["prices"],
  renovation: ["prices", "services"],
  services: ["prices"],
  included: ["services"],
  area: ["area-list"],
  refunds: ["guarantee"],
  walkthrough: ["booking"],
  reschedule: ["booking", "cancellation"],
  "booking-notice": ["booking"],
};

/** Messages that lean on something unsaid ("is it worth it", "and the other one?"). */
const VAGUE = /\b(it|that|this|one|them|those|there)\b|^(and|what about|how about|what if)\b|^how (long|often|much)$/;

/** The clauses of a message, so each part of a two-part question can be heard. */
function clauses(plain: string): string[] {
  return plain
    .split(/[?.!;,]+|\b(?:and|also|plus|but|oh)\b/)
    .map((part) => part.trim())
    .filter((part) => /[a-z0-9]/.test(part));
}

/** The confident intents of a message: the best overall, then the best of each other clause, in the order asked. */
function chooseIntents(facts: DoveFacts, overall: readonly IntentScore[], input: ScoringInput): ScoredIntent[] {
  const best = overall[0];
  if (!best || best.score < CONFIDENT_SCORE) return [];
  const parts = clauses(input.plain).map((clause, index) => ({
    index,
    top: scoreIntents({
      plain: clause,
      details: readHomeDetails(clause),
      place: findPlace(facts, clause),
      wordCount: clause.split(" ").length,
    })[0],
  }));
  const position = (intent: ScoredIntent) => parts.find((part) => part.top?.intent === intent)?.index ?? 0;
  const chosen: ScoredIntent[] = [best.intent];
  for (const { top } of parts) {
    if (!top || top.score < CONFIDENT_SCORE || chosen.includes(top.intent)) continue;
    if (chosen.some((intent) => COVERS[intent]?.includes(top.intent) || COVERS[top.intent]?.includes(intent))) continue;
    chosen.push(top.intent);
  }
  const real = chosen.filter((intent) => !SMALL_TALK.has(intent));
  return (real.length > 0 ? real : chosen).slice(0, 3).sort((a, b) => position(a) - position(b));
}

interface Turn {
  answer: DoveAnswer;
  conversation: Conversation;
}

/** One visitor message, answered in the light of the conversation so far. */
function answerTurn(facts: DoveFacts, message: string, conversation: Conversation): Turn {
  const visitor = normalize(message);
  const details = readHomeDetails(visitor.plain);
  const home = mergeDetails(conversation.details, details);
  const request = estimateRequestFor(facts, home);
  const done = (answer: DoveAnswer): Turn => ({
    answer: { ...answer, text: answer.text.replace(/\s+/g, " ").trim() },
    conversation: rememberTurn(conversation, home, answer.intents),
  });

  if (visitor.text === "") return done({ text: greetingReply(facts), intents: ["greeting"] });
  // Guardrails first: payment data, attempts to change how Dove works, invented prices.
  if (containsPaymentData(visitor.raw, visitor.text))
    return done({ text: paymentDataReply(facts), intents: ["card-data"] });
  if (isInjectionAttempt(visitor.raw, visitor.text)) return done({ text: refusalReply(facts), intents: ["injection"] });
  if (isPriceManipulation(visitor.text, facts)) {
    const priced =
      home.sqft !== undefined ||
      home.bedrooms !== undefined ||
      home.bathrooms !== undefined ||
      home.service !== undefined;
    return done({
      text: priceManipulationReply(facts, priced ? estimateReply(facts, request) : undefined),
      intents: ["haggling"],
      ...(priced ? { estimate: request.input } : {}),
    });
  }

  const wordCount = visitor.plain.split(/\s+/).filter((word) => /[a-z0-9]/.test(word)).length;
  const place = findPlace(facts, visitor.plain) ?? placeInFollowUp(visitor.plain, conversation);
  const input: ScoringInput = { plain: visitor.plain, details, place, wordCount };
  const scores = scoreIntents(input);
  const followUp = followUpIntent(details, place, scores, conversation);
  let intents: ScoredIntent[] = followUp ? [followUp] : chooseIntents(facts, scores, input);
  // "How much?" once the home has been described is a price for that home.
  if (intents.length === 1 && intents[0] === "prices" && hasDetails({ ...home, pets: undefined, addOns: [] }))
    intents = ["estimate"];

  if (intents.length > 0) {
    const context: TopicContext = {
      facts,
      plain: visitor.plain,
      request,
      service: catalogueService(details.service ?? home.service),
      addOns: details.addOns,
      place,
      alongside: intents,
    };
    const text = intents.map((intent) => TOPIC_ANSWERS[intent](context)).join(" ");
    return done({ text, intents, ...(intents.includes("estimate") ? { estimate: request.input } : {}) });
  }
  return done(unsure(facts, visitor.plain, scores));
}

/** A post-renovation clean is priced by the engine but is not one of the catalogue's services. */
function catalogueService(service: EstimateServiceType | undefined): ServiceKey | undefined {
  return service === "renovation" ? undefined : service;
}

/** Added to a best guess, so a visitor it does not fit knows where to go. */
const notSureNote = ({ business }: DoveFacts) =>
  `If that's not what you asked, our team can help at ${business.phone.display}.`;

/** No confident intent: a weak best guess, one clarifying question, the FAQ, or the phone line. */
function unsure(facts: DoveFacts, plain: string, scores: readonly IntentScore[]): DoveAnswer {
  const [best, second] = scores;
  if (best && best.score === CONFIDENT_SCORE - 1 && (!second || second.score < best.score) && !VAGUE.test(plain)) {
    const details = readHomeDetails(plain);
    const context: TopicContext = {
      facts,
      plain,
      request: estimateRequestFor(facts, details),
      service: catalogueService(details.service),
      addOns: details.addOns,
      place: findPlace(facts, plain),
      alongside: [],
    };
    return {
      text: `${TOPIC_ANSWERS[best.intent](context)} ${notSureNote(facts)}`,
      intents: [best.intent],
      unanswered: "low-confidence",
    };
  }
  if (best && best.score >= CONFIDENT_SCORE - 1)
    return {
      text: clarifyReply(scores.slice(0, 2).map((score) => score.intent)),
      intents: ["clarify"],
      unanswered: "clarify",
    };
  const faq = bestFaq(facts, plain);
  if (faq)
    return {
      text: `${faq.answer} (From our FAQ, "${faq.question}": more at /faq.) ${notSureNote(facts)}`,
      intents: ["unknown"],
      unanswered: "low-confidence",
    };
  if (VAGUE.test(plain) && plain.split(" ").length <= 6)
    return { text: clarifyReply([]), intents: ["clarify"], unanswered: "clarify" };
  return { text: unknownReply(facts), intents: ["unknown"], unanswered: "fallback" };
}

/**
 * The built-in, offline concierge: deterministic plain-text answers grounded in the shared
 * content. It scores every intent a message may carry, answers each part of a two-part
 * question, carries the home's details across the conversation (so "and weekly?" re-prices with
 * the engine), and asks one short question back when it is unsure. Every fact and price comes
 * from `facts` (the published revision the server passes for this turn) and the price engine.
 */
export function conciergeAnswer(facts: DoveFacts, message: string, earlier: readonly EarlierTurn[] = []): DoveAnswer {
  let conversation = NEW_CONVERSATION;
  for (const turn of earlier)
    if (turn.role === "user") conversation = answerTurn(facts, turn.content, conversation).conversation;
  return answerTurn(facts, message, conversation).answer;
}

export function conciergeReply(facts: DoveFacts, message: string, earlier: readonly EarlierTurn[] = []): string {
  return conciergeAnswer(facts, message, earlier).text;
}
