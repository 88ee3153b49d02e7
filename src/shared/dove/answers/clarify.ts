import type { ScoredIntent } from "../intents";

/** How Dove names a topic in a clarifying question. */
const TOPIC_NAMES: Record<ScoredIntent, string> = {
  estimate: "a price for your home",
  prices: "our prices",
  "add-ons": "add-on services",
  discounts: "recurring discounts",
  pets: "cleaning homes with pets",
  area: "whether we serve your town",
  "area-list": "the areas we serve",
  "travel-fees": "travel fees",
  "booking-notice": "how soon we can come",
  hours: "our opening hours",
  cancellation: "cancelling a visit",
  reschedule: "rescheduling a visit",
  refunds: "refunds",
  guarantee: "our satisfaction guarantee",
  insurance: "insurance",
  "background-checks": "our cleaners' background checks",
  contract: "contracts",
  payment: "paying for a clean",
  "be-home": "whether you need to be home",
  arrival: "arrival times",
  supplies: "the supplies we bring",
  included: "what a clean includes",
  "deep-vs-standard": "deep versus standard cleans",
  duration: "how long a clean takes",
  "how-often": "how often to book a clean",
  renovation: "post-renovation cleans",
  commercial: "commercial cleaning",
  walkthrough: "the free walkthrough",
  services: "the services we offer",
  booking: "booking a clean",
  reviews: "our reviews",
  about: "our company",
  contact: "reaching our team",
  greeting: "something else",
  thanks: "something else",
  goodbye: "something else",
  "off-topic": "something else",
};

/** One short question back when Dove is unsure: between its best guesses, or an open one. */
export function clarifyReply(candidates: readonly ScoredIntent[]): string {
  const named = candidates.map((intent) => TOPIC_NAMES[intent]).filter((name) => name !== "something else");
  if (named.length >= 2)
    return `Just to be sure I answer the right question: are you asking about ${named[0]} or ${named[1]}?`;
  if (named.length === 1) return `Just to be sure: are you asking about ${named[0]}?`;
  return "Sorry, I didn't quite catch that: are you asking about a price, what a clean includes, booking, or the areas we serve?";
}
