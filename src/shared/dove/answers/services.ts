import { ADD_ON_KEYS, type AddOnKey } from "#shared/catalog/add-ons";
import { SERVICE_KEYS, type ServiceKey } from "#shared/catalog/services";
import { listAnd } from "#shared/format/lists";
import { formatDollars } from "#shared/pricing/format";
import { type DoveFacts, percent, recurringPlans } from "../dove-facts";
import { faqAnswer } from "../faq-lookup";

type Service = DoveFacts["services"][ServiceKey];

/** "From $120" for flat-rate services, "$65/hour per cleaner" for hourly ones (the facts count cents). */
export function priceLabel({ priceType, basePrice, hourlyRate }: Service): string {
  return priceType === "flat_rate"
    ? `From ${formatDollars(basePrice ?? 0)}`
    : `${formatDollars(hourlyRate ?? 0)}/hour per cleaner`;
}

/** The "what's included" checklist of a service page, in one line. */
export function includedReply(facts: DoveFacts, service: ServiceKey): string {
  const items = facts.services[service].bullets.map((item) => item.charAt(0).toLowerCase() + item.slice(1));
  return `A ${facts.services[service].name} includes: ${items.join("; ")}. The full checklist is at /services/${service}.`;
}

export function durationReply({ services, serviceTimes }: DoveFacts, service: ServiceKey | undefined): string {
  const { durations, deepCleanCrew } = serviceTimes;
  const timed = (["standard", "deep", "moveout"] as const).map((key) => `${services[key].name}: ${durations[key]}`);
  if (service === "deep") {
    return `A ${services.deep.name} usually takes ${durations.deep}; most homes need ${deepCleanCrew.cleaners} cleaners for ${deepCleanCrew.hours.min}-${deepCleanCrew.hours.max} hours, depending on size and condition.`;
  }
  if (service === "standard" || service === "moveout") {
    return `A ${services[service].name} usually takes ${durations[service]}, depending on the size and condition of your home and how many cleaners we send.`;
  }
  return `It depends on the size and condition of your home. As a guide: ${timed.join("; ")}. Larger crews finish sooner, and we'll tell you what to expect when we confirm your booking.`;
}

export function deepFrequencyReply({ serviceTimes }: DoveFacts): string {
  const { min, max } = serviceTimes.deepCleansPerYear;
  return `For most households we recommend a deep clean ${min}-${max} times a year, for example at the spring and fall changeovers, with standard cleans in between. Homes with pets, allergies or young kids often benefit from the higher end.`;
}

export function visitFrequencyReply(facts: DoveFacts): string {
  return `Most families choose ${facts.frequencies["bi-weekly"].name.toLowerCase()} visits, our most popular plan; busy households with pets often go weekly, and tidy homes do well monthly. Our frequency planner at /resources/frequency-planner suggests one in five questions. ${discountsReply(facts)}`;
}

export function deepVsStandardReply(): string {
  return `A standard clean maintains a home that's already in good shape. A deep clean resets it: baseboards, door frames, light switches, built-up soap scum, grease on cabinet fronts and the corners a routine visit skips. We usually suggest a deep clean first, then recurring standard cleans. Compare them at /resources/deep-clean-vs-standard.`;
}

export function discountsReply(facts: DoveFacts): string {
  const plans = recurringPlans(facts).map((plan) => `${plan.name.toLowerCase()} ${percent(plan.discount)}% off`);
  return `Recurring clients save on every visit: ${listAnd(plans)}. There are no contracts.`;
}

/** Add-on prices from the facts: the ones asked about, or the whole list. */
export function addOnsReply(
  { addOns, extraServices, pricingDetails }: DoveFacts,
  asked: readonly AddOnKey[],
  extras: { closet: boolean; cabinets: boolean },
): string {
  const { closetOrganization, insideCabinets } = extraServices;
  const closet = `${closetOrganization.name.toLowerCase()} ${formatDollars(closetOrganization.hourlyRate)}/hour (${closetOrganization.minimumHours}-hour minimum)`;
  const cabinets = `inside cabinets ${insideCabinets.priceLabel.toLowerCase()}`;
  const addOnPrice = (addOn: DoveFacts["addOns"][AddOnKey]) =>
    `${addOn.name.toLowerCase()} ${formatDollars(addOn.price)}`;
  if (asked.length > 0 || extras.closet || extras.cabinets) {
    const parts = asked.map((key) => addOnPrice(addOns[key]));
    if (extras.closet) parts.push(closet);
    if (extras.cabinets) parts.push(cabinets);
    return `Add-on prices: ${listAnd(parts)}. You can add them to any clean; pick them in the estimate at /pricing.`;
  }
  const all = ADD_ON_KEYS.map((key) => addOnPrice(addOns[key]));
  return `Add-ons start from ${formatDollars(pricingDetails.addOnsFrom)} and can be added to any clean: ${listAnd([...all, closet, cabinets])}. Pick them in the estimate at /pricing.`;
}

/** The four services, for "what do you offer?". */
export function servicesReply({ services }: DoveFacts): string {
  const offered = SERVICE_KEYS.map(
    (key) => `${services[key].name} (${priceLabel(services[key]).toLowerCase()}, /services/${key})`,
  );
  return `We offer ${listAnd(offered)}, plus post-renovation and light commercial cleaning. Everything is compared at /services.`;
}

export function petsReply({ surcharges }: DoveFacts): string {
  return `Absolutely, we love pets. A pet-friendly clean adds ${formatDollars(surcharges.petFriendly)} for the extra hair and dander removal. Please crate or secure pets that are nervous around visitors, and tell us about them when you book.`;
}

export function priceFactorsReply({ services, surcharges }: DoveFacts): string {
  return `Standard cleans are a flat rate by home size, from ${formatDollars(services.standard.basePrice ?? 0)}; deep and move cleans are ${formatDollars(services.deep.hourlyRate ?? 0)}/hour per cleaner; a garage clean-out is from ${formatDollars(services.garage.basePrice ?? 0)}. A pet-friendly clean adds ${formatDollars(surcharges.petFriendly)}, condition can move a quote about ${percent(surcharges.conditionAdjustment)}% either way, and every visit has a ${formatDollars(surcharges.minimumService)} minimum. Tell me your home's size, bedrooms, bathrooms and the service you want and I'll estimate it, or try /pricing.`;
}

/** Answers copied from the FAQ, for topics whose wording lives only there. */
function fromFaq(facts: DoveFacts, questionStart: string, next: string): string {
  const answer = faqAnswer(facts, questionStart);
  return answer ? `${answer} ${next}` : `Our team can tell you more at ${facts.business.phone.display}. ${next}`;
}

export const FAQ_TOPIC_ANSWERS = {
  supplies: (facts: DoveFacts) => fromFaq(facts, "Do you bring your own cleaning supplies", ""),
  backgroundChecks: (facts: DoveFacts) => fromFaq(facts, "Are your cleaners background-checked", ""),
  garage: (facts: DoveFacts) => fromFaq(facts, "Do you clean garages", "See /services/garage."),
  renovation: (facts: DoveFacts) => fromFaq(facts, "Do you clean after renovations", "Reach us at /contact."),
  commercial: (facts: DoveFacts) => fromFaq(facts, "Do you offer commercial cleaning", "Reach us at /contact."),
  about: (facts: DoveFacts) => fromFaq(facts, "Who is", "More at /about."),
  notListed: (facts: DoveFacts) => fromFaq(facts, "My town isn't listed", "Send us your address at /contact."),
} as const;

export function reviewsReply({ claims }: DoveFacts): string {
  const { rating, happyFamilies } = claims.googleProfile;
  return `We hold a ${rating.toFixed(1)}-star Google rating and have cleaned for ${happyFamilies}+ happy families across the area. Read what they say at /reviews.`;
}
