import type { HomeDetails } from "./estimate-request";
import type { PlaceMention } from "./answers/areas";
import { namesChecklistItem } from "./answers/checklist";

/** Every kind of question Dove tells apart. */
export const DOVE_INTENTS = [
  "estimate",
  "prices",
  "add-ons",
  "discounts",
  "pets",
  "area",
  "area-list",
  "travel-fees",
  "cancellation",
  "reschedule",
  "refunds",
  "guarantee",
  "insurance",
  "background-checks",
  "contract",
  "payment",
  "booking-notice",
  "hours",
  "be-home",
  "arrival",
  "supplies",
  "included",
  "deep-vs-standard",
  "duration",
  "how-often",
  "renovation",
  "commercial",
  "walkthrough",
  "services",
  "booking",
  "reviews",
  "about",
  "contact",
  "greeting",
  "thanks",
  "goodbye",
  "off-topic",
  "injection",
  "haggling",
  "card-data",
  "clarify",
  "unknown",
] as const;
export type DoveIntent = (typeof DOVE_INTENTS)[number];

/** The intents a message's words are scored for (the rest are guardrails and outcomes). */
export type ScoredIntent = Exclude<DoveIntent, "injection" | "haggling" | "card-data" | "clarify" | "unknown">;

/** A pattern in the visitor's words and how much it says about an intent (negative: it speaks against it). */
type Cue = readonly [pattern: RegExp, weight: number];

/** What a message says, as the scorers see it. */
export interface ScoringInput {
  /** The message's plain words (see `VisitorText.plain`). */
  plain: string;
  details: HomeDetails;
  place: PlaceMention | undefined;
  wordCount: number;
}

/** A score at or above this is an answer Dove is sure of. */
export const CONFIDENT_SCORE = 3;

const HOW_MUCH = /\bhow much\b(?! (notice|time|lead|advance|warning|of a|earlier|sooner))/;
const PRICE_WORDS =
  /\b(price|prices|pricing|priced|cost|costs|costing|charge|charges|rate|rates|expensive|cheap|cheaper|cheapest|afford\w*|budget|run me|ballpark|quote|estimate|per visit|per clean)\b/;

/** True when the message asks what something costs. */
export function asksPrice(plain: string): boolean {
  return (
    HOW_MUCH.test(plain) || PRICE_WORDS.test(plain) || /\b(what|how much) (do|would|will) you charge\b/.test(plain)
  );
}

const DAY_WORDS = /\b(sundays?|saturdays?|weekends?|weekdays?|evenings?|holidays?)\b/;

/**
 * The cues of each intent. Weights: 3 is a phrase that settles it, 2 a strong word, 1 a hint;
 * a negative weight is a phrase that belongs to another intent.
 */
const CUES: Record<ScoredIntent, readonly Cue[]> = {
  estimate: [],
  prices: [
    [HOW_MUCH, 3],
    [/\b(price|prices|pricing|cost|costs|rates|expensive|cheap|afford\w*|ballpark)\b/, 3],
    [/\b(charge|charges|fee|fees)\b/, 2],
    [/\b(hourly rate|flat rate|by the hour|per hour|minimum (charge|price|fee|order))\b/, 3],
  ],
  "add-ons": [
    [/\badd[- ]?ons?\b|\bextras\b|\badd (the|a|an) \w+( too)?\b|\bextra services\b/, 3],
    [/\b(closets?|organiz\w*)\b/, 3],
    [/\bcabinets?\b/, 3],
  ],
  discounts: [
    [/\bdiscounts?\b|\bcheaper (if|for|when)\b|\bsave\b|\bsavings?\b/, 3],
    [/\b(deals?|specials?|promotions?|offers? for)\b/, 2],
    [/\b(senior|military|veteran|first[- ]time|referral|loyalty)\b/, 1],
  ],
  pets: [
    [/\b(pets?|dogs?|cats?|pupp(y|ies)|kittens?|animals?)\b/, 2],
    [/\b(pet (fee|friendly|hair)|crate|dog hair|cat hair)\b/, 3],
    [/\b(extra|fee|charge|cost|more|problem|ok|okay|fine|friendly|allergic|scared|loud)\b/, 1],
    [/\b(with|have|has|own) (a |an |two |2 |3 |three |some )?(pets?|dogs?|cats?)\b/, 1],
  ],
  area: [
    [
      /\b(serve|serves|service|cover|covers|come (out )?to|go (as far as|to)|travel to|clean in|work in|live in|located|near me|too? far|zip)\b/,
      1,
    ],
  ],
  "area-list": [
    [
      /\b(what|which|list( of)?|all( the)?)\b.*\b(areas|cities|towns|communities|places|locations)\b|\bservice areas?\b/,
      3,
    ],
    [/\bwhere (do|does|are) you( guys| all)? (serve|clean|work|go|operate|located)\b/, 3],
    [/\b(not (on|in) (your|the) list|is not listed|not listed|outside (your|the) (area|list))\b/, 3],
  ],
  "travel-fees": [
    [/\b(travel|trip|drive|driving|mileage|distance|gas)\b/, 2],
    [
      /\b(travel|trip|drive|driving|mileage|gas) (fee|fees|charge|charges|cost)\b|\bcharge (for|to) (travel|drive|come)\b/,
      2,
    ],
    [/\b(fee|fees|charge|charges|cost|extra)\b/, 1],
  ],
  "booking-notice": [
    [
      /\b(notice|in advance|advance|lead time|how soon|how quickly|earliest|next available|availability|same[- ]day|last[- ]minute|get on the schedule|booked up|wait(ing)? list)\b/,
      3,
    ],
    [/\b(tomorrow|today|tonight|this week|next week|this weekend|as soon as possible|urgent|right away)\b/, 2],
    [/\b(can|could) (you|someone|somebody) come\b/, 1],
  ],
  hours: [
    [/\b(your|business|office|opening|what) hours\b|\bhours are you\b|\bopen\b|\b(close|closing|closed)\b/, 3],
    [/\bclos(e|ing) on (our|the|my|a)\b/, -4],
    [DAY_WORDS, 2],
    [/\b(what about|do you work|are you available on)\b/, 1],
  ],
  cancellation: [
    [/\bcancel\w*/, 3],
    [/\bcancel\w* (at )?(any ?time|whenever)\b/, -2],
  ],
  reschedule: [
    [/\b(reschedul\w*|postpone|push (it|back)|skip (a|one|the next|next) (week|visit|clean|cleaning))\b/, 3],
    [/\b(change|move) (my|the|our)( \w+)? (date|day|time|appointment|visit|cleaning|clean)\b/, 3],
    [/\b(out of town|on vacation|travel(l)?ing)\b/, 1],
  ],
  refunds: [[/\b(refunds?|money back|reimburs\w*)\b/, 3]],
  guarantee: [
    [
      /\b(guarantee\w*|not (happy|satisfied)|unhappy|dissatisfied|re-?clean\w*|redo|come back and fix|complain\w*)\b/,
      3,
    ],
    [
      /\bmiss(ed)? (a )?spots?\b|\bsomething (was )?missed\b|\b(was not|not|were not) (done|cleaned) (right|properly|well)\b/,
      3,
    ],
  ],
  insurance: [
    [/\b(insur\w*|bonded|bonding|licensed|liability|liable)\b/, 3],
    [/\b(break|breaks|broke|broken|damage\w*|scratch\w*)\b/, 2],
    [/\b(something|anything)\b/, 1],
  ],
  "background-checks": [
    [/\b(background|vetted|vet (your|the)|screened|screen (your|the)|criminal|trust(worthy)?)\b/, 3],
    [/\bsame (cleaner|cleaners|person|people|team)\b/, 3],
  ],
  contract: [
    [/\b(contracts?|commitment|lock(ed)? in|sign up for a year)\b/, 3],
    [/\b(stop|cancel|quit|end)( the| my)?( service| plan)? (any ?time|whenever)\b/, 3],
  ],
  payment: [
    [
      /\b(pay|paying|payment|payments|invoice|venmo|zelle|paypal|credit cards?|debit|cash|checks?|upfront|up front|deposit|late fee)\b/,
      3,
    ],
    [/\bpay for\b/, -1],
  ],
  "be-home": [
    [
      /\b(be home|be there|be present|(need|have) to be (home|there)|keys?|lockbox|door code|garage code|let (you|them|the cleaners) in|while i am (at work|out|away)|work all day)\b/,
      3,
    ],
  ],
  arrival: [[/\b(arriv\w*|what time (will|do|does|are|would)|get here|show up|on time|running late)\b/, 3]],
  supplies: [
    [
      /\b(supplies|products?|equipment|chemicals?|eco|green|non-?toxic|natural|vacuums?|mops?|bring (your own|everything|anything|stuff))\b/,
      3,
    ],
  ],
  included: [
    [
      /\b(includ\w*|what do you (do|clean)|what is in|checklist|covers?|what gets cleaned|scope|what do you actually do|exactly)\b/,
      3,
    ],
    [/\b(do|will|does) (you|it|they) (clean|do|wipe|dust|scrub|vacuum|mop)\b/, 1],
  ],
  "deep-vs-standard": [
    [/\b(difference|differ|vs|versus|compare\w*|better)\b/, 2],
    [/\bor (is )?(regular|standard|deep)\b/, 2],
    [/\bwhy is (a )?deep (clean\w* )?(more|so)\b/, 3],
  ],
  duration: [
    [/\bhow long (does|will|would|is|are|do|to)\b|\bhow many hours\b|\bduration\b|\btakes? (about )?\d/, 3],
    [/\bhow long have you been\b/, -6],
  ],
  "how-often": [
    [
      /\bhow (often|frequently)\b|\b(what|which) frequency\b|\b(weekly|biweekly|bi-weekly) or (biweekly|bi-weekly|monthly|weekly)\b/,
      3,
    ],
  ],
  renovation: [[/\b(renovat\w*|post[- ]?construction|construction|remodel\w*|drywall)\b/, 3]],
  commercial: [
    [/\b(commercial|office|offices|business space|studio|shop|store|salon|church|restaurant|gym|warehouse)\b/, 3],
  ],
  walkthrough: [
    [/\b(walk-?through|assessment|consultation|in person|in-person)\b/, 3],
    [/\b(come|someone) (look|see)\b|\blook at the (house|home|place)\b|\bfree estimates?\b/, 3],
  ],
  services: [
    [/\b(what|which) (services|kinds? of clean\w*|types? of clean\w*)\b|\bservices do you\b/, 3],
    [/\b(one[- ]time|one[- ]off) clean\w*|\bbefore (a|the|our) (party|event|guests|holiday)\b/, 3],
  ],
  booking: [
    [
      /\b(book|booking|schedule|sign (me )?up|get started|hire you|lets do it|set (it|something|that) up|request (a )?(clean|cleaning|visit))\b/,
      3,
    ],
  ],
  reviews: [[/\b(reviews?|ratings?|rated|testimonials?|stars?|reputation|any good|recommend)\b/, 3]],
  about: [
    [
      /\b(who (owns|runs|are you)|owners?|family[- ]owned|founded|how long have you been|in business|history|local (company|business)|are you local)\b/,
      3,
    ],
  ],
  contact: [
    [
      /\b(phone|number|call|email|e-mail|contact|reach you|text you|get in touch|talk to|real person|human|agent|representative|respond|response time)\b/,
      3,
    ],
    [/\bare you (a )?(bot|robot|real|human|ai)\b/, 3],
    [/\bnumber of\b/, -3],
  ],
  greeting: [],
  thanks: [],
  goodbye: [],
  "off-topic": [],
};

const GREETING_WORDS = /^(hi|hello|hey|howdy|hiya|yo|greetings|good (morning|afternoon|evening|day)|hola)\b/;
const THANKS_WORDS = /\b(thanks|thank you|appreciate it|much appreciated|perfect|awesome|helpful)\b/;
const GOODBYE_WORDS =
  /\b(bye|goodbye|good bye|see you|have a (good|nice|great) (day|one|night|evening|weekend)|talk (to you )?later|that is all)\b/;
const OFF_TOPIC =
  /\b(weather|forecast|capital of|president|election|politic\w*|stock|crypto|bitcoin|recipe|cook|joke|poem|song|lyrics|movie|sports?|football|basketball|baseball|hockey|broncos|nuggets|avalanche|rockies|news|homework|essay|math|equation|code|program(ming)?|python|javascript|translate|meaning of life|horoscope|lottery|dating|girlfriend|boyfriend)\b/;

const PLACE_ASKED = /\b(serve|service|cover|come|go|travel|clean|work|live|located|zip|far|in|to|about)\b/;

/** Scores that depend on what the message describes rather than on its words alone. */
function contextScore(intent: ScoredIntent, { plain, details, place, wordCount }: ScoringInput): number {
  const describesHome = details.sqft !== undefined || details.bedrooms !== undefined || details.bathrooms !== undefined;
  switch (intent) {
    case "estimate": {
      const priced = asksPrice(plain);
      if (!priced)
        return describesHome &&
          (details.bathrooms !== undefined || details.sqft !== undefined) &&
          details.bedrooms !== undefined
          ? 3
          : 0;
      if (!describesHome && !details.service) return 0;
      return 2 + (describesHome ? 2 : 0) + (details.service ? 1 : 0) + (details.frequency ? 1 : 0);
    }
    case "add-ons":
      if (details.addOns.length === 0) return 0;
      return 2 + (asksPrice(plain) ? 2 : /\b(can|do|will) you (do|clean|wash|sweep|get|fold)\b/.test(plain) ? 1 : 0);
    case "discounts":
      return details.frequency && /\b(cheaper|less|discount|save|off)\b/.test(plain) ? 1 : 0;
    case "area":
      if (!place) return 0;
      return place.kind === "unknown" ? 3 : 2 + (PLACE_ASKED.test(plain) || wordCount <= 3 ? 1 : 0);
    case "included":
      if (asksPrice(plain)) return 0;
      // Move cleans include inside the fridge, oven and cabinets: asking about them there is a checklist question.
      if (
        details.service === "moveout" &&
        (details.addOns.some((key) => key === "fridge" || key === "oven") || /\bcabinets?\b/.test(plain))
      )
        return 4;
      return namesChecklistItem(plain) ? 2 : 0;
    case "services":
      return details.service &&
        /\b(do|can) you( guys)? (do|offer|provide|handle|clean)\b/.test(plain) &&
        !asksPrice(plain)
        ? 3
        : 0;
    case "greeting":
      return wordCount <= 6 && GREETING_WORDS.test(plain) ? 3 : 0;
    case "thanks":
      return wordCount <= 8 && THANKS_WORDS.test(plain) ? 3 : 0;
    case "goodbye":
      return wordCount <= 10 && GOODBYE_WORDS.test(plain) ? 4 : 0;
    case "off-topic":
      return OFF_TOPIC.test(plain) ? 3 : 0;
    case "deep-vs-standard":
      return /\bdeep\b/.test(plain) && /\b(standard|regular|normal|basic)\b/.test(plain) ? 2 : 0;
    default:
      return 0;
  }
}

export interface IntentScore {
  intent: ScoredIntent;
  score: number;
}

const SCORED_INTENTS = DOVE_INTENTS.filter((intent): intent is ScoredIntent => intent in CUES);

/** Broad topics: on a tie, the more specific question wins ("how much are add-ons?" is about add-ons). */
const BROAD: ReadonlySet<ScoredIntent> = new Set(["prices", "services", "booking", "contact"]);
const broadness = (intent: ScoredIntent) => (BROAD.has(intent) ? 1 : 0);

/** Every intent's score for a message, best first (on a tie: specific before broad, then the list's order). */
export function scoreIntents(input: ScoringInput): IntentScore[] {
  const scores = SCORED_INTENTS.map((intent) => {
    const cues = CUES[intent].reduce((sum, [pattern, weight]) => sum + (pattern.test(input.plain) ? weight : 0), 0);
    return { intent, score: cues + contextScore(intent, input) };
  });
  // A price question about a described home is an estimate, however many price words it has.
  const estimate = scores.find((scored) => scored.intent === "estimate")?.score ?? 0;
  return scores
    .map((scored) =>
      scored.intent === "prices" && estimate > 0 ? { ...scored, score: Math.min(scored.score, estimate - 1) } : scored,
    )
    .filter((scored) => scored.score > 0)
    .sort((a, b) => b.score - a.score || broadness(a.intent) - broadness(b.intent));
}
