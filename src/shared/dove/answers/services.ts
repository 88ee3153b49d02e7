import { GOOGLE_PROFILE_CLAIM } from "#shared/business/claims";
import { BUSINESS } from "#shared/business/business-info";
import { ADD_ON_LIST, ADD_ONS, ADD_ONS_FROM_PRICE, EXTRA_SERVICES, type AddOnKey } from "#shared/catalog/add-ons";
import { FREQUENCIES, RECURRING_FREQUENCIES } from "#shared/catalog/frequencies";
import { PRICE_FACTORS } from "#shared/catalog/price-factors";
import { servicePriceLabel } from "#shared/catalog/price-labels";
import {
  DEEP_CLEAN_TYPICAL_CREW,
  DEEP_CLEANS_PER_YEAR,
  SERVICE_DURATIONS,
  SERVICE_LIST,
  SERVICES,
  type ServiceKey,
} from "#shared/catalog/services";
import { SERVICE_PAGES } from "#shared/content/service-pages";
import { faqAnswer } from "../faq-lookup";
import { listAnd } from "#shared/format/lists";

const percent = (fraction: number) => Math.round(fraction * 100);

/** The "what's included" checklist of a service page, in one line. */
export function includedReply(service: ServiceKey): string {
  const items = SERVICE_PAGES[service].included.map((item) => item.charAt(0).toLowerCase() + item.slice(1));
  return `A ${SERVICES[service].name} includes: ${items.join("; ")}. The full checklist is at /services/${service}.`;
}

export function durationReply(service: ServiceKey | undefined): string {
  const timed = (["standard", "deep", "moveout"] as const).map(
    (key) => `${SERVICES[key].name}: ${SERVICE_DURATIONS[key].label}`,
  );
  if (service === "deep") {
    return `A ${SERVICES.deep.name} usually takes ${SERVICE_DURATIONS.deep.label}; most homes need ${DEEP_CLEAN_TYPICAL_CREW.cleaners} cleaners for ${DEEP_CLEAN_TYPICAL_CREW.minHours}-${DEEP_CLEAN_TYPICAL_CREW.maxHours} hours, depending on size and condition.`;
  }
  if (service === "standard" || service === "moveout") {
    return `A ${SERVICES[service].name} usually takes ${SERVICE_DURATIONS[service].label}, depending on the size and condition of your home and how many cleaners we send.`;
  }
  return `It depends on the size and condition of your home. As a guide: ${timed.join("; ")}. Larger crews finish sooner, and we'll tell you what to expect when we confirm your booking.`;
}

export function deepFrequencyReply(): string {
  return `For most households we recommend a deep clean ${DEEP_CLEANS_PER_YEAR.min}-${DEEP_CLEANS_PER_YEAR.max} times a year, for example at the spring and fall changeovers, with standard cleans in between. Homes with pets, allergies or young kids often benefit from the higher end.`;
}

export function visitFrequencyReply(): string {
  return `Most families choose ${FREQUENCIES["bi-weekly"].name.toLowerCase()} visits, our most popular plan; busy households with pets often go weekly, and tidy homes do well monthly. Our frequency planner at /resources/frequency-planner suggests one in five questions. ${discountsReply()}`;
}

export function deepVsStandardReply(): string {
  return `A standard clean maintains a home that's already in good shape. A deep clean resets it: baseboards, door frames, light switches, built-up soap scum, grease on cabinet fronts and the corners a routine visit skips. We usually suggest a deep clean first, then recurring standard cleans. Compare them at /resources/deep-clean-vs-standard.`;
}

export function discountsReply(): string {
  const plans = RECURRING_FREQUENCIES.map(
    (frequency) => `${frequency.name.toLowerCase()} ${percent(frequency.discount)}% off`,
  );
  return `Recurring clients save on every visit: ${listAnd(plans)}. There are no contracts.`;
}

/** Add-on prices from the catalogue: the ones asked about, or the whole list. */
export function addOnsReply(asked: readonly AddOnKey[], extras: { closet: boolean; cabinets: boolean }): string {
  const { closetOrganization, insideCabinets } = EXTRA_SERVICES;
  const closet = `${closetOrganization.name.toLowerCase()} $${closetOrganization.hourlyRate}/hour (${closetOrganization.minimumHours}-hour minimum)`;
  const cabinets = `inside cabinets ${insideCabinets.priceLabel.toLowerCase()}`;
  if (asked.length > 0 || extras.closet || extras.cabinets) {
    const parts = asked.map((key) => `${ADD_ONS[key].name.toLowerCase()} $${ADD_ONS[key].price}`);
    if (extras.closet) parts.push(closet);
    if (extras.cabinets) parts.push(cabinets);
    return `Add-on prices: ${listAnd(parts)}. You can add them to any clean; pick them in the estimate at /pricing.`;
  }
  const all = ADD_ON_LIST.map((addOn) => `${addOn.name.toLowerCase()} $${addOn.price}`);
  return `Add-ons start from $${ADD_ONS_FROM_PRICE} and can be added to any clean: ${listAnd([...all, closet, cabinets])}. Pick them in the estimate at /pricing.`;
}

/** The four services, for "what do you offer?". */
export function servicesReply(): string {
  const services = SERVICE_LIST.map(
    (service) => `${service.name} (${servicePriceLabel(service).toLowerCase()}, /services/${service.key})`,
  );
  return `We offer ${listAnd(services)}, plus post-renovation and light commercial cleaning. Everything is compared at /services.`;
}

export function petsReply(): string {
  return `Absolutely, we love pets. A pet-friendly clean adds $${PRICE_FACTORS.petFriendly} for the extra hair and dander removal. Please crate or secure pets that are nervous around visitors, and tell us about them when you book.`;
}

export function priceFactorsReply(): string {
  return `Standard cleans are a flat rate by home size, from $${SERVICES.standard.basePrice}; deep and move cleans are $${SERVICES.deep.hourlyRate}/hour per cleaner; a garage clean-out is from $${SERVICES.garage.basePrice}. A pet-friendly clean adds $${PRICE_FACTORS.petFriendly}, condition can move a quote about ${percent(PRICE_FACTORS.conditionAdjustment)}% either way, and every visit has a $${PRICE_FACTORS.minimumService} minimum. Tell me your home's size, bedrooms, bathrooms and the service you want and I'll estimate it, or try /pricing.`;
}

/** Answers copied from the FAQ, for topics whose wording lives only there. */
function fromFaq(questionStart: string, next: string): string {
  const answer = faqAnswer(questionStart);
  return answer ? `${answer} ${next}` : `Our team can tell you more at ${BUSINESS.phoneDisplay}. ${next}`;
}

export const FAQ_TOPIC_ANSWERS = {
  supplies: () => fromFaq("Do you bring your own cleaning supplies", ""),
  backgroundChecks: () => fromFaq("Are your cleaners background-checked", ""),
  garage: () => fromFaq("Do you clean garages", "See /services/garage."),
  renovation: () => fromFaq("Do you clean after renovations", "Reach us at /contact."),
  commercial: () => fromFaq("Do you offer commercial cleaning", "Reach us at /contact."),
  about: () => fromFaq("Who is", "More at /about."),
  notListed: () => fromFaq("My town isn't listed", "Send us your address at /contact."),
} as const;

export function reviewsReply(): string {
  return `We hold a ${GOOGLE_PROFILE_CLAIM.rating.toFixed(1)}-star Google rating and have cleaned for ${GOOGLE_PROFILE_CLAIM.happyFamilies}+ happy families across the area. Read what they say at /reviews.`;
}
