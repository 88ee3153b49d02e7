/**
 * The shipped FAQ copy, in its groups: the first revision of the facts' `faqs` (pages read the
 * published ones; their search is in faq-page.ts). Every figure is interpolated from the shared
 * business and catalogue modules.
 */
// eslint-disable-next-line import-x/no-restricted-paths -- shipped copy: fx-company moves this module to facts/defaults
import { COVERAGE } from "../facts/defaults/areas";
import { BUSINESS } from "../business/business-info";
import { EXPERIENCE_CLAIMS, GOOGLE_PROFILE_CLAIM } from "../business/claims";
import { CLOSED_DAYS_LABEL, OPENING_HOURS } from "../business/hours";
import {
  BOOKING_POLICY,
  RESPONSE_TIME_HOURS,
  SATISFACTION_GUARANTEE,
  SCHEDULING_LEAD_WEEKS,
} from "../business/policies";
// Shipped copy read only by default-site-facts.ts: it may quote the shipped catalogue (moves to facts/defaults/).
/* eslint-disable import-x/no-restricted-paths */
import {
  ADD_ON_LIST,
  ADD_ONS_FROM_PRICE,
  DEEP_CLEANS_PER_YEAR,
  EXTRA_SERVICES,
  MOVE_OUT_ADVERTISED_FROM_PRICE,
  PRICE_FACTORS,
  SERVICE_DURATIONS,
  SERVICES,
} from "../facts/defaults/catalog";
import { FEATURED_FAQS } from "../facts/defaults/featured-faqs";
/* eslint-enable import-x/no-restricted-paths */
import type { Faq } from "./types";
import { listAnd } from "#shared/format/lists";

export const FAQ_GROUP_KEYS = ["pricing", "service", "specialty", "business", "coverage", "logistics"] as const;
export type FaqGroupKey = (typeof FAQ_GROUP_KEYS)[number];

export interface FaqGroup {
  key: FaqGroupKey;
  title: string;
  faqs: readonly Faq[];
}

const hoursText = listAnd(OPENING_HOURS.map((hours) => hours.label));
const responseTime = `${RESPONSE_TIME_HOURS.min}-${RESPONSE_TIME_HOURS.max} hours`;
const { closetOrganization, insideCabinets } = EXTRA_SERVICES;

const PRICING = {
  standardCost: FEATURED_FAQS.standardCost,
  deepCost: FEATURED_FAQS.deepCost,
  moveCost: {
    question: "How much does a move-in or move-out clean cost?",
    answerHtml: `<p>Move-in and move-out cleans are billed hourly at <strong>$${SERVICES.moveout.hourlyRate} per hour, per cleaner</strong>, and most start from <strong>$${MOVE_OUT_ADVERTISED_FROM_PRICE}</strong>. Empty homes go faster, while inside cabinets, appliances and built-up grime add time.</p><p>Details are on our <a href="/services/moveout">move in/out cleaning page</a>.</p>`,
  },
  priceFactors: FEATURED_FAQS.priceFactors,
  recurringDiscounts: FEATURED_FAQS.recurringDiscounts,
  addOns: {
    question: "What add-on services can I include?",
    answerHtml: `<p>Add-ons start from $${ADD_ONS_FROM_PRICE} and can be added to any clean:</p><ul>${ADD_ON_LIST.map((addOn) => `<li>${addOn.name}: <strong>$${addOn.price}</strong></li>`).join("")}<li>${closetOrganization.name}: <strong>$${closetOrganization.hourlyRate}/hour</strong> (${closetOrganization.minimumHours}-hour minimum)</li><li>${insideCabinets.name}: ${insideCabinets.priceLabel.toLowerCase()}</li></ul><p>Pick add-ons in the estimate on our <a href="/pricing">pricing page</a>.</p>`,
  },
  payment: FEATURED_FAQS.payment,
} satisfies Record<string, Faq>;

const SERVICE = {
  included: FEATURED_FAQS.included,
  deepVsStandard: {
    question: "What's the difference between a deep clean and a standard clean?",
    answerHtml: `<p>A standard clean maintains a home that is already in good shape. A deep clean resets it: baseboards, door frames, light switches, built-up soap scum, grease on cabinet fronts and the corners a routine visit skips.</p><p>We usually recommend a deep clean first, then recurring standard cleans. Compare them side by side in our <a href="/resources/deep-clean-vs-standard">deep clean vs. standard guide</a>.</p>`,
  },
  deepFrequency: {
    question: "How often should I get a deep clean?",
    answerHtml: `<p>For most households we recommend a deep clean <strong>${DEEP_CLEANS_PER_YEAR.min}-${DEEP_CLEANS_PER_YEAR.max} times a year</strong>, for example at spring and fall changeovers, with standard cleans in between. Homes with pets, allergies or young kids often benefit from the higher end.</p>`,
  },
  duration: {
    question: "How long does a cleaning take?",
    answerHtml: `<p>It depends on the size and condition of your home. As a guide:</p><ul><li><strong>${SERVICES.standard.name}:</strong> ${SERVICE_DURATIONS.standard.label}</li><li><strong>${SERVICES.deep.name}:</strong> ${SERVICE_DURATIONS.deep.label}</li><li><strong>${SERVICES.moveout.name}:</strong> ${SERVICE_DURATIONS.moveout.label}</li></ul><p>Larger crews finish sooner; we'll tell you what to expect when we confirm your booking.</p>`,
  },
  supplies: FEATURED_FAQS.supplies,
  guarantee: {
    question: "What if I'm not happy with my clean?",
    answerHtml: `<p>Your clean is backed by our <strong>satisfaction guarantee</strong>. Contact us within <strong>${SATISFACTION_GUARANTEE.reportWithinHours} hours</strong> and we'll come back to re-clean the areas that missed the mark within ${SATISFACTION_GUARANTEE.recleanWithinHours} hours, at no extra cost. Reach us any time through our <a href="/contact">contact page</a>.</p>`,
  },
} satisfies Record<string, Faq>;

const SPECIALTY = {
  garage: {
    question: "Do you clean garages?",
    answerHtml: `<p>Yes. Our ${SERVICES.garage.name} starts from <strong>$${SERVICES.garage.basePrice}</strong> flat and covers sweeping, cobweb removal, shelf wipe-downs and haul-out sorting so your garage is usable again. Learn more on the <a href="/services/garage">garage clean-out page</a>.</p>`,
  },
  moveIncluded: {
    question: "What's included in a move-out clean?",
    answerHtml: `<p>Everything a landlord, buyer or property manager will check: inside cabinets and drawers, inside the fridge and oven, baseboards, light fixtures, bathrooms top to bottom and floors edge to edge. Please book at least <strong>${BOOKING_POLICY.moveCleaningNoticeHours} hours ahead</strong> so we can fit in around your move. See the full list on our <a href="/services/moveout">move in/out cleaning page</a>.</p>`,
  },
  postRenovation: {
    question: "Do you clean after renovations or construction?",
    answerHtml: `<p>Yes. Post-renovation cleans are handled as a deep clean at $${SERVICES.deep.hourlyRate} per hour, per cleaner, with extra attention to fine dust on every surface, vents and fixtures. Because projects vary so much, <a href="/contact">contact us</a> with a few details and we'll plan the right crew.</p>`,
  },
  commercial: {
    question: "Do you offer commercial cleaning?",
    answerHtml: `<p>We offer <strong>light commercial cleaning</strong> for small offices, studios and shops on a recurring schedule, with the same recurring discounts as our residential plans. <a href="/contact">Tell us about your space</a> and we'll set up a walkthrough.</p>`,
  },
  organizing: {
    question: "Can you help organize closets and cabinets?",
    answerHtml: `<p>Yes. ${closetOrganization.name} is <strong>$${closetOrganization.hourlyRate} per hour</strong> with a ${closetOrganization.minimumHours}-hour minimum, and inside-cabinet cleaning is priced by quote. Mention it when you <a href="/booking">book</a> so we can plan enough time.</p>`,
  },
} satisfies Record<string, Faq>;

const BUSINESS_FAQS = {
  insured: FEATURED_FAQS.insured,
  backgroundChecks: {
    question: "Are your cleaners background-checked?",
    answerHtml: `<p>Every member of our team passes a background check before their first clean and is trained in our checklists and standards. Recurring clients see the same familiar faces whenever we can arrange it.</p>`,
  },
  whoWeAre: {
    question: `Who is ${BUSINESS.name}?`,
    answerHtml: `<p>We're a family-owned cleaning company serving Douglas County and the South Denver metro since <strong>${BUSINESS.foundedYear}</strong>, with a team that brings ${EXPERIENCE_CLAIMS.yearsOfExpertise}+ years of combined cleaning experience. Our motto is simple: blue-collar work with white-glove standards. Read our story on the <a href="/about">about page</a>.</p>`,
  },
  reviews: {
    question: "What do your customers say about you?",
    answerHtml: `<p>We hold a <strong>${GOOGLE_PROFILE_CLAIM.rating.toFixed(1)}-star Google rating</strong> and have cleaned for ${GOOGLE_PROFILE_CLAIM.happyFamilies}+ happy families across the area. Read what they say on our <a href="/reviews">reviews page</a>.</p>`,
  },
  tips: {
    question: "Do you share cleaning tips?",
    answerHtml: `<p>We do. Our <a href="/blog">blog</a> covers seasonal cleaning checklists, stain and surface care, and how to keep a home fresh between visits, all written by our team.</p>`,
  },
  contact: {
    question: "How can I reach you, and how fast do you respond?",
    answerHtml: `<p>Call us at <strong>${BUSINESS.phoneDisplay}</strong>, email <strong>${BUSINESS.email}</strong> or send a message through our <a href="/contact">contact page</a>. We're open ${hoursText} (${CLOSED_DAYS_LABEL}), and we reply within <strong>${responseTime}</strong> during business hours.</p>`,
  },
} satisfies Record<string, Faq>;

const COVERAGE_FAQS = {
  areas: FEATURED_FAQS.areas,
  travelFees: {
    question: "Do you charge travel fees?",
    answerHtml: `<p>No. Travel fees are <strong>$${COVERAGE.travelFeeDollars}</strong> everywhere we serve. We keep our routes tight, so no home we clean is more than ${COVERAGE.maxTravelMinutes} minutes from our team.</p>`,
  },
  outsideDouglasCounty: {
    question: "Do you clean outside Douglas County?",
    answerHtml: `<p>Yes. Besides Douglas County towns like Parker, Castle Rock and Highlands Ranch, we clean in nearby Aurora, Centennial, Englewood, Cherry Creek, Elizabeth and Monument. The full list is on our <a href="/service-areas">service areas page</a>.</p>`,
  },
  notListed: {
    question: "My town isn't listed. Can you still help?",
    answerHtml: `<p>Possibly. We add homes just outside our usual routes when the schedule allows. <a href="/contact">Contact us</a> with your address and we'll let you know within ${responseTime} during business hours.</p>`,
  },
} satisfies Record<string, Faq>;

const LOGISTICS = {
  bookingNotice: {
    question: "How far in advance do I need to book?",
    answerHtml: `<p>We typically need <strong>${BOOKING_POLICY.bookingNoticeHours} hours' notice</strong>, and most new clients are scheduled within ${SCHEDULING_LEAD_WEEKS.min}-${SCHEDULING_LEAD_WEEKS.max} weeks. Request a time on our <a href="/booking">booking page</a>, or call ${BUSINESS.phoneDisplay} if you're in a hurry and we'll do our best.</p>`,
  },
  walkthrough: {
    question: "What happens at the free walkthrough?",
    answerHtml: `<p>Before your first clean, we visit to see your home, hear your priorities and note anything special like delicate surfaces or pets. You get a clear price and a plan, with no obligation. <a href="/booking">Book your free assessment</a>.</p>`,
  },
  cancellation: {
    question: "What is your cancellation policy?",
    answerHtml: `<p>Please give us at least <strong>${BOOKING_POLICY.cancellationNoticeHours} hours' notice</strong> to cancel. Same-day cancellations are charged in full, because your cleaners have already set aside that time for you.</p>`,
  },
  reschedule: {
    question: "Can I reschedule a recurring cleaning?",
    answerHtml: `<p>Of course. Let us know ${BOOKING_POLICY.recurringRescheduleNoticeHours.min}-${BOOKING_POLICY.recurringRescheduleNoticeHours.max} hours ahead and we'll move your visit to the next open slot that works for you. Holidays and travel happen; there are no contracts.</p>`,
  },
  beHome: FEATURED_FAQS.beHome,
  pets: {
    question: "Do you clean homes with pets?",
    answerHtml: `<p>Absolutely; we love pets. A pet-friendly clean adds $${PRICE_FACTORS.petFriendly} for the extra hair and dander removal. For everyone's comfort, please crate or secure pets that are nervous around visitors and let us know about them when you book.</p>`,
  },
  arrival: {
    question: "What time will the cleaners arrive?",
    answerHtml: `<p>We give you a <strong>${BOOKING_POLICY.arrivalWindowHours}-hour arrival window</strong> and let you know if traffic or weather puts us behind.</p>`,
  },
} satisfies Record<string, Faq>;

export const FAQ_GROUPS: readonly FaqGroup[] = [
  { key: "pricing", title: "Pricing & Payment", faqs: Object.values(PRICING) },
  { key: "service", title: "Our Cleaning Services", faqs: Object.values(SERVICE) },
  { key: "specialty", title: "Specialty Cleaning", faqs: Object.values(SPECIALTY) },
  { key: "business", title: `About ${BUSINESS.name}`, faqs: Object.values(BUSINESS_FAQS) },
  { key: "coverage", title: "Service Area", faqs: Object.values(COVERAGE_FAQS) },
  { key: "logistics", title: "Scheduling & Logistics", faqs: Object.values(LOGISTICS) },
];

/** The shipped FAQs (DEFAULT_SITE_FACTS reads the groups; pages read the published ones). */
export function allFaqs(): readonly Faq[] {
  return FAQ_GROUPS.flatMap((group) => group.faqs);
}
