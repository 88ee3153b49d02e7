import type { PlaceMention } from "./answers/areas";
import { hasDetails, type HomeDetails, NO_DETAILS } from "./estimate-request";
import { CONFIDENT_SCORE, type DoveIntent, type IntentScore, type ScoredIntent } from "./intents";

/** What Dove remembers of a conversation: the home described so far, and what each turn was about. */
export interface Conversation {
  details: HomeDetails;
  /** The intents answered at each earlier visitor turn, oldest first. */
  topics: readonly (readonly DoveIntent[])[];
}

export const NEW_CONVERSATION: Conversation = { details: NO_DETAILS, topics: [] };

export function rememberTurn(
  conversation: Conversation,
  details: HomeDetails,
  intents: readonly DoveIntent[],
): Conversation {
  return { details, topics: [...conversation.topics, intents] };
}

/** How many earlier turns a follow-up may lean on. */
const FOLLOW_UP_REACH = 2;

/** Intents whose answer a new detail changes ("and a deep clean?" after "how long does a standard clean take?"). */
function reopens(intent: DoveIntent, details: HomeDetails, place: PlaceMention | undefined): boolean {
  switch (intent) {
    case "estimate":
      return hasDetails(details);
    case "area":
      return place !== undefined;
    case "duration":
    case "included":
    case "how-often":
    case "services":
    case "booking-notice":
      return details.service !== undefined;
    case "add-ons":
      return details.addOns.length > 0;
    case "discounts":
      return details.frequency !== undefined;
    default:
      return false;
  }
}

/** Answers a priced home's new detail would otherwise get: after a quote, "we have 2 cats" re-prices. */
const SUPERSEDED_BY_A_NEW_PRICE: ReadonlySet<ScoredIntent> = new Set([
  "estimate",
  "prices",
  "pets",
  "add-ons",
  "discounts",
  "services",
]);

/**
 * The topic a follow-up continues ("and with a dog?", "what about weekly?", "and monthly?"),
 * or undefined when the message stands on its own.
 */
export function followUpIntent(
  details: HomeDetails,
  place: PlaceMention | undefined,
  scores: readonly IntentScore[],
  conversation: Conversation,
): ScoredIntent | undefined {
  const recent = conversation.topics.slice(-FOLLOW_UP_REACH).reverse().flat();
  const best = scores[0];
  if (
    recent.includes("estimate") &&
    reopens("estimate", details, place) &&
    (!best || best.score < CONFIDENT_SCORE || SUPERSEDED_BY_A_NEW_PRICE.has(best.intent))
  ) {
    return "estimate";
  }
  if (best && best.score >= CONFIDENT_SCORE) return undefined;
  return recent.find((intent): intent is ScoredIntent => reopens(intent, details, place));
}

const NOT_A_PLACE =
  /\b(you|your|my|me|us|the|a|an|it|that|this|clean\w*|service|price|cost|weekly|monthly|one|other|instead|too)\b/;

/** "how about golden" right after an area question: the name to look up. */
export function placeInFollowUp(plain: string, conversation: Conversation): PlaceMention | undefined {
  if (!conversation.topics.at(-1)?.includes("area")) return undefined;
  const name = /^(?:and |so |ok |okay )?(?:what about|how about|and)\s+([a-z][a-z' -]{1,30}?)\s*[?.!]*$/.exec(
    plain,
  )?.[1];
  return name && name.split(" ").length <= 3 && !NOT_A_PLACE.test(name) ? { query: name, kind: "unknown" } : undefined;
}
