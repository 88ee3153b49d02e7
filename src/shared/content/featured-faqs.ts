/**
 * The FAQs the home page and /pricing show, in a module of their own so those pages download
 * these ten answers, not the whole FAQ (faqs.ts puts them in their groups for /faq and Dove).
 */
import { COVERAGE, SERVICE_AREAS } from "../areas/cities";
// fx-pricing2 converts this module to the published facts; until then it reads the shipped values.
import { BUSINESS } from "../facts/defaults/business";
import { PAYMENT_TERMS, TERMS_POLICY } from "../facts/defaults/policies";
import { FREQUENCIES } from "../catalog/frequencies";
import { PRICE_FACTORS } from "../catalog/price-factors";
import { DEEP_CLEAN_TYPICAL_CREW, SERVICES, STANDARD_CLEAN_TYPICAL_RANGE } from "../catalog/services";
import { SIZE_TIERS } from "../catalog/size-tiers";
import type { Faq } from "./types";
import { groupThousands } from "#shared/format/numbers";
import { listAnd } from "#shared/format/lists";

const percent = (fraction: number): number => Math.round(fraction * 100);
const dollars = (amount: number): string => `$${groupThousands(amount)}`;

const smallestTierMaxSqft = Math.min(...SIZE_TIERS.map((tier) => tier.maxSqft));

export const FEATURED_FAQS = {
  standardCost: {
    question: "How much does a standard house cleaning cost?",
    answerHtml: `<p>Our Standard Clean is a flat rate that starts at <strong>$${SERVICES.standard.basePrice}</strong> for homes up to ${groupThousands(smallestTierMaxSqft)} sq ft. Most Douglas County family homes land between <strong>$${STANDARD_CLEAN_TYPICAL_RANGE.min} and $${STANDARD_CLEAN_TYPICAL_RANGE.max}</strong>, depending on size, bathrooms, pets, condition and any add-ons.</p><p>See every size tier and get an instant estimate on our <a href="/pricing">pricing page</a>.</p>`,
  },
  deepCost: {
    question: "How is a deep clean priced?",
    answerHtml: `<p>Deep cleaning is billed hourly at <strong>$${SERVICES.deep.hourlyRate} per hour, per cleaner</strong>. Most homes need ${DEEP_CLEAN_TYPICAL_CREW.cleaners} cleaners for ${DEEP_CLEAN_TYPICAL_CREW.minHours}-${DEEP_CLEAN_TYPICAL_CREW.maxHours} hours, and we give you an estimate before we start so there are no surprises.</p><p>Not sure which clean you need? Read our <a href="/resources/deep-clean-vs-standard">deep clean vs. standard clean guide</a>.</p>`,
  },
  priceFactors: {
    question: "What affects the price of my cleaning?",
    answerHtml: `<p>Price follows the size and condition of your home:</p><ul><li><strong>+$${PRICE_FACTORS.extraBedroom}</strong> for each bedroom beyond the first</li><li><strong>+$${PRICE_FACTORS.extraBathroom}</strong> for each bathroom beyond the first</li><li><strong>+$${PRICE_FACTORS.petFriendly}</strong> for a pet-friendly clean (extra hair and dander removal)</li><li>Home condition can move a quote up or down by about <strong>${percent(PRICE_FACTORS.conditionAdjustment)}%</strong></li><li>Every visit has a <strong>$${PRICE_FACTORS.minimumService} minimum</strong></li></ul><p>Try different combinations with the estimate tool on our <a href="/pricing">pricing page</a>.</p>`,
  },
  recurringDiscounts: {
    question: "Do you offer discounts for recurring cleaning?",
    answerHtml: `<p>Yes. Recurring clients save on every visit:</p><ul><li><strong>Weekly:</strong> ${percent(FREQUENCIES.weekly.discount)}% off</li><li><strong>Bi-weekly:</strong> ${percent(FREQUENCIES["bi-weekly"].discount)}% off (our most popular plan)</li><li><strong>Monthly:</strong> ${percent(FREQUENCIES.monthly.discount)}% off</li></ul><p>There are no contracts: change or cancel your plan with normal notice. <a href="/booking">Book your first visit</a> and tell us how often you'd like us back.</p>`,
  },
  payment: {
    question: "How and when do I pay?",
    answerHtml: `<p>We accept ${listAnd(PAYMENT_TERMS.methods)}. Payment is due within <strong>${PAYMENT_TERMS.dueWithinDaysOfCompletion} days</strong> of your clean being completed; nothing is charged up front for your free walkthrough.</p>`,
  },
  included: {
    question: "What's included in a standard clean?",
    answerHtml: `<p>Every Standard Clean covers the whole home:</p><ul><li>Kitchen counters, sink, stovetop and appliance exteriors wiped and polished</li><li>Bathrooms scrubbed: toilets, tubs, showers, sinks and mirrors</li><li>Dusting of reachable surfaces, furniture, sills and light fixtures</li><li>Vacuuming and mopping of all floors</li><li>Beds made, trash emptied and a general tidy</li></ul><p>See each service's full checklist on our <a href="/services">services page</a>.</p>`,
  },
  supplies: {
    question: "Do you bring your own cleaning supplies?",
    answerHtml: `<p>Yes. Our team brings all of its own supplies and equipment, including vacuums, mops and microfiber cloths. <strong>Eco-friendly products are available on request</strong>, and we're happy to use a product you prefer for special surfaces; just let us know.</p>`,
  },
  insured: {
    question: "Are you licensed, insured and bonded?",
    answerHtml: `<p>Yes. ${BUSINESS.name} carries <strong>${dollars(TERMS_POLICY.generalLiabilityCoverageDollars)} in general liability coverage</strong> and is <strong>bonded for ${dollars(TERMS_POLICY.bondingDollars)}</strong>, so your home and belongings are protected while we work.</p>`,
  },
  beHome: {
    question: "Do I need to be home during the cleaning?",
    answerHtml: `<p>No. Many clients give us a key, a lockbox or a garage or door code and carry on with their day. Access details are stored securely and shared only with your assigned cleaners, and any keys are returned within ${TERMS_POLICY.keyReturnHours} hours if you end service.</p>`,
  },
  areas: {
    question: "What areas do you serve?",
    answerHtml: `<p>We serve <strong>${COVERAGE.communities} communities</strong> across Douglas County and the South Denver metro: ${listAnd(SERVICE_AREAS.map((area) => area.city))}. See details for each on our <a href="/service-areas">service areas page</a>.</p>`,
  },
} satisfies Record<string, Faq>;

const {
  standardCost,
  deepCost,
  priceFactors,
  recurringDiscounts,
  payment,
  included,
  supplies,
  insured,
  beHome,
  areas,
} = FEATURED_FAQS;

export const HOME_FAQS: readonly Faq[] = [standardCost, included, supplies, insured, beHome, areas];

export const PRICING_FAQS: readonly Faq[] = [standardCost, deepCost, priceFactors, recurringDiscounts, payment];
