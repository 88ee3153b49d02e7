import { DEEP_CLEAN_PAGE_CITY_COUNT } from "#shared/areas/cities";
import type { ServiceArea } from "#shared/areas/service-area";
import type { CoreSiteFacts } from "#shared/facts/core-site-facts";
import { formatDollars } from "#shared/pricing/format";
import { deepQuickFacts, type PageSeo } from "../service-pages";
import type { Faq } from "../types";
import type { ChecklistRoom, LandingPageLayout } from "./landing-layout";
import { hourlyCents, hourlyRateText } from "./service-prices";

export interface DeepCleanPage {
  seo: PageSeo;
  headline: string;
  intro: string;
  checklist: readonly ChecklistRoom[];
  pricing: { rateLabel: string; summary: string; details: readonly string[] };
  cities: readonly ServiceArea[];
  faqs: readonly Faq[];
  priceRange: { min: number; max: number };
}

/** What the page quotes: the name, the deep clean, cities, policies and durations. */
export type DeepCleanFacts = Pick<
  CoreSiteFacts,
  "business" | "services" | "serviceAreas" | "policies" | "priceRanges" | "guarantee" | "serviceTimes"
>;

/** /deep-clean-douglas-county, from the published facts. */
export function deepCleanPage(facts: DeepCleanFacts): DeepCleanPage {
  const { business, guarantee, serviceTimes } = facts;
  const rate = hourlyRateText(facts.services.deep);
  const rateCents = hourlyCents(facts.services.deep);
  const { cleaners, hours } = serviceTimes.deepCleanCrew;
  const perYear = serviceTimes.deepCleansPerYear;
  return {
    seo: {
      title: `Deep Cleaning in Douglas County, CO | ${business.name}`,
      description: `Top-to-bottom deep cleaning in Parker, Castle Rock, Highlands Ranch and across Douglas County at ${rate}/hour per cleaner. Book your deep clean today.`,
    },
    headline: "Deep Cleaning in Douglas County",
    intro: `Colorado homes collect a special kind of grime: fine dust from dry, windy days, mud-season tracks at every entry and hard-water scale on every faucet. Our deep clean goes after all of it, room by room, so your home feels brand new again. We recommend one ${perYear.min}-${perYear.max} times a year.`,
    checklist: [
      {
        room: "Kitchen",
        items: [
          "Degrease the stovetop, range hood and backsplash",
          "Wipe cabinet fronts, handles and hardware",
          "Clean the microwave inside and out",
          "Polish stainless steel appliance exteriors",
          "Scrub the sink, faucet and drain",
          "Wipe baseboards and clean the floor edge to edge",
        ],
      },
      {
        room: "Bathrooms",
        items: [
          "Scrub grout and tile",
          "Remove soap scum and hard-water scale from showers and glass",
          "Disinfect toilets inside, outside and behind the base",
          "Detail faucets, drains and fixtures",
          "Wipe vanity fronts, mirrors and light fixtures",
        ],
      },
      {
        room: "Living Areas",
        items: [
          "Dust ceiling fans, light fixtures and vents",
          "Hand-wipe baseboards, door frames and doors",
          "Clean window sills and tracks",
          "Vacuum upholstered furniture and under cushions",
          "Wipe light switches, outlet covers and railings",
        ],
      },
      {
        room: "Bedrooms",
        items: [
          "Dust headboards, nightstands and dressers",
          "Vacuum under beds and reachable furniture",
          "Wipe baseboards, doors and door frames",
          "Clean mirrors and window sills",
        ],
      },
    ],
    pricing: {
      rateLabel: `${rate}/hour per cleaner`,
      summary: `Most homes take ${cleaners} cleaners about ${hours.min}-${hours.max} hours, or roughly ${formatDollars(cleaners * hours.min * rateCents)}-${formatDollars(cleaners * hours.max * rateCents)} in total.`,
      details: [
        "Your free walkthrough gives you an estimate before any work begins",
        "You only pay for the time your home actually takes",
        "All supplies and equipment included",
        `Backed by our re-clean guarantee: tell us within ${guarantee.reportWithinHours} hours`,
      ],
    },
    cities: facts.serviceAreas.slice(0, DEEP_CLEAN_PAGE_CITY_COUNT),
    faqs: [
      {
        question: "How much does a deep clean cost in Douglas County?",
        answerHtml: `<p>Deep cleans are <strong>${rate}/hour per cleaner</strong>. Most homes need ${cleaners} cleaners for ${hours.min}-${hours.max} hours. Try the instant estimate on our <a href="/pricing">pricing page</a>.</p>`,
      },
      {
        question: "How long does a deep clean take?",
        answerHtml: `<p>Usually ${serviceTimes.durations.deep} with a full crew, depending on the size and condition of your home.</p>`,
      },
      {
        question: "What's the difference between a deep clean and a standard clean?",
        answerHtml: `<p>A deep clean adds the detail work a routine visit skips: baseboards, grout, vents, fixtures and built-up grime. Compare them in our <a href="/resources/deep-clean-vs-standard">deep clean vs. standard guide</a>.</p>`,
      },
      {
        question: "How often should I schedule a deep clean?",
        answerHtml: `<p>We recommend ${perYear.min}-${perYear.max} times a year. Spring, after mud season, and fall, before the holidays, are the most popular times.</p>`,
      },
      {
        question: "How far ahead should I book?",
        answerHtml: `<p>We typically need ${facts.policies.bookingNoticeHours} hours' notice. Holiday weeks fill fast, so book early or call <a href="${business.phone.href}">${business.phone.display}</a>.</p>`,
      },
    ],
    priceRange: facts.priceRanges.deep,
  };
}

/** The page as the landing-page component draws it. */
export function deepCleanLanding(facts: DeepCleanFacts): LandingPageLayout {
  const DEEP_CLEAN_PAGE = deepCleanPage(facts);
  return {
    path: "/deep-clean-douglas-county",
    crumbName: "Deep Cleaning in Douglas County",
    service: "deep",
    serviceName: DEEP_CLEAN_PAGE.headline,
    priceRange: DEEP_CLEAN_PAGE.priceRange,
    seo: DEEP_CLEAN_PAGE.seo,
    eyebrow: "Douglas County deep cleaning",
    headline: DEEP_CLEAN_PAGE.headline,
    intro: DEEP_CLEAN_PAGE.intro,
    actions: [{ kind: "book", label: "Book Your Deep Clean", serviceType: "deep" }, { kind: "call" }],
    aside: { kind: "facts", title: "Deep clean at a glance", facts: deepQuickFacts(facts) },
    sections: [
      {
        kind: "room-checklists",
        id: "checklist",
        eyebrow: "Room by room",
        title: "Our Deep Cleaning Checklist",
        rooms: DEEP_CLEAN_PAGE.checklist,
      },
      {
        kind: "hourly-pricing",
        id: "pricing",
        tint: true,
        eyebrow: "Simple, honest pricing",
        title: "Deep Cleaning Pricing",
        cardTitle: "Billed by the hour",
        price: DEEP_CLEAN_PAGE.pricing.rateLabel,
        summary: DEEP_CLEAN_PAGE.pricing.summary,
        details: DEEP_CLEAN_PAGE.pricing.details,
        actions: [
          { kind: "estimate", label: "Get an Instant Estimate", serviceType: "deep" },
          { kind: "service", label: "Deep Clean service details", slug: "deep" },
        ],
      },
      {
        kind: "cities",
        id: "cities",
        eyebrow: "Where we deep clean",
        title: `Serving ${DEEP_CLEAN_PAGE.cities.length} Douglas County Communities`,
        cities: DEEP_CLEAN_PAGE.cities,
      },
    ],
    faqs: DEEP_CLEAN_PAGE.faqs,
    faqTitle: "Deep Cleaning FAQs",
  };
}
