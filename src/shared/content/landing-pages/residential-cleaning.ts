import type { ServiceKey } from "#shared/catalog/services";
import type { CoreSiteFacts } from "#shared/facts/core-site-facts";
import type { PageSeo, ProcessStep } from "../service-pages";
import type { Faq } from "../types";
import type { LandingPageLayout } from "./landing-layout";
import { fromPriceText, hourlyRateText } from "./service-prices";

export interface ResidentialServiceCard {
  service: ServiceKey;
  title: string;
  priceLabel: string;
  description: string;
  features: readonly string[];
  mostPopular: boolean;
}

export interface ResidentialCleaningPage {
  seo: PageSeo;
  headline: string;
  intro: string;
  serviceCards: readonly ResidentialServiceCard[];
  /** The five-step process, in order: book online, walkthrough, custom clean, quality check, ongoing care. */
  process: readonly ProcessStep[];
  faqs: readonly Faq[];
  priceRange: { min: number; max: number };
}

/** What the page quotes: the name, the two services, a discount, policies and durations. */
export type ResidentialFacts = Pick<
  CoreSiteFacts,
  "business" | "services" | "frequencies" | "policies" | "priceRanges" | "guarantee" | "serviceTimes"
>;

/** /services/residential-cleaning, from the published facts. */
export function residentialCleaningPage(facts: ResidentialFacts): ResidentialCleaningPage {
  const { business, services, frequencies, guarantee, serviceTimes } = facts;
  const crew = serviceTimes.deepCleanCrew;
  const standardFrom = fromPriceText(services.standard);
  const deepRate = hourlyRateText(services.deep);
  return {
    seo: {
      title: `Residential House Cleaning in Douglas County | ${business.name}`,
      description: `Family-owned house cleaning in Douglas County: standard cleans from ${standardFrom}, deep cleans at ${deepRate}/hour. Insured, local and guaranteed.`,
    },
    headline: "Residential Cleaning, Done the Way You'd Do It Yourself",
    intro: `${business.name} cleans homes across Douglas County and the South Denver metro the way we'd want our own cleaned: thoroughly, carefully and on time. Choose a routine standard clean to stay on top of things or a deep clean to reset the whole house, and we'll tailor every visit to your home.`,
    serviceCards: [
      {
        service: "standard",
        title: services.standard.name,
        priceLabel: `From ${standardFrom}`,
        description: `Our routine top-to-bottom clean, flat-rate by home size. Most visits take ${serviceTimes.durations.standard}.`,
        features: [
          "Kitchens and bathrooms cleaned and disinfected",
          "Dusting of reachable surfaces and decor",
          "Vacuuming and mopping throughout",
          `Save up to ${Math.round(frequencies.weekly.discount * 100)}% with weekly visits`,
        ],
        mostPopular: false,
      },
      {
        service: "deep",
        title: services.deep.name,
        priceLabel: `${deepRate}/hour per cleaner`,
        description: `A detailed reset for the whole house. Most homes take ${crew.cleaners} cleaners ${crew.hours.min}-${crew.hours.max} hours.`,
        features: [
          "Everything in a standard clean",
          "Baseboards, door frames and light fixtures",
          "Grout, soap scum and hard-water buildup",
          "Ceiling fans, vents and window tracks",
        ],
        mostPopular: true,
      },
    ],
    process: [
      {
        title: "Book Online",
        description: "Request your cleaning in a couple of minutes online, or call us if you'd rather talk it through.",
      },
      {
        title: "Walkthrough",
        description:
          "We visit for a free in-home walkthrough to learn your priorities, your pets and any special surfaces.",
      },
      {
        title: "Custom Clean",
        description:
          "Your crew follows a checklist built for your home, with every supply and piece of equipment brought along.",
      },
      {
        title: "Quality Check",
        description: `The crew lead inspects every room before leaving. If anything isn't right, tell us within ${guarantee.reportWithinHours} hours and we'll re-clean it.`,
      },
      {
        title: "Ongoing Care",
        description:
          "Keep the results with weekly, bi-weekly or monthly visits from the same familiar team, with no contracts.",
      },
    ],
    faqs: [
      {
        question: "How much does residential cleaning cost?",
        answerHtml: `<p>Standard cleans start at <strong>${standardFrom}</strong>, priced flat by home size. Deep cleans are <strong>${deepRate}/hour per cleaner</strong>. Get an instant estimate on our <a href="/pricing">pricing page</a>.</p>`,
      },
      {
        question: "Should I start with a standard or a deep clean?",
        answerHtml:
          "<p>If your home hasn't been professionally cleaned in a while, start with a deep clean. After that, recurring standard cleans keep it that way. Our walkthrough will help you decide.</p>",
      },
      {
        question: "Do I need to be home during the cleaning?",
        answerHtml:
          "<p>No. Many clients leave a key, lockbox or door code. We confirm access before your first visit and text when we're on the way.</p>",
      },
      {
        question: "How far ahead do I need to book?",
        answerHtml: `<p>We typically need ${facts.policies.bookingNoticeHours} hours' notice. <a href="/booking">Book online</a> and we'll confirm your time.</p>`,
      },
      {
        question: "What if I'm not happy with my cleaning?",
        answerHtml: `<p>Tell us within ${guarantee.reportWithinHours} hours and we'll come back to re-clean the area for free. More answers are on our <a href="/faq">FAQ page</a>.</p>`,
      },
    ],
    priceRange: facts.priceRanges.residential,
  };
}

/** The page as the landing-page component draws it. */
export function residentialCleaningLanding(facts: ResidentialFacts): LandingPageLayout {
  const RESIDENTIAL_CLEANING_PAGE = residentialCleaningPage(facts);
  return {
    path: "/services/residential-cleaning",
    crumbName: "Residential Cleaning",
    service: "standard",
    serviceName: "Residential Cleaning",
    priceRange: RESIDENTIAL_CLEANING_PAGE.priceRange,
    seo: RESIDENTIAL_CLEANING_PAGE.seo,
    eyebrow: "Residential Cleaning",
    headline: RESIDENTIAL_CLEANING_PAGE.headline,
    intro: RESIDENTIAL_CLEANING_PAGE.intro,
    actions: [
      { kind: "book", label: "Book Your Cleaning" },
      { kind: "estimate", label: "Get Instant Estimate" },
    ],
    aside: {
      kind: "facts",
      title: "Prices at a glance",
      facts: RESIDENTIAL_CLEANING_PAGE.serviceCards.map((card) => ({ label: card.title, value: card.priceLabel })),
      trustBadges: true,
    },
    sections: [
      {
        kind: "plans",
        id: "choose-your-clean",
        tint: true,
        eyebrow: "Two ways to a clean home",
        title: "Choose Your Clean",
        columns: 2,
        plans: RESIDENTIAL_CLEANING_PAGE.serviceCards.map((card) => ({
          key: card.service,
          title: card.title,
          price: card.priceLabel,
          description: card.description,
          features: card.features,
          mostPopular: card.mostPopular,
          actions: [
            { kind: "book", label: `Book ${card.title}`, serviceType: card.service },
            { kind: "service", label: "See what's included", slug: card.service, hiddenSuffix: ` in a ${card.title}` },
          ],
        })),
      },
      {
        kind: "process",
        id: "process",
        eyebrow: "How it works",
        title: `Our ${RESIDENTIAL_CLEANING_PAGE.process.length}-Step Process`,
        steps: RESIDENTIAL_CLEANING_PAGE.process,
      },
    ],
    faqs: RESIDENTIAL_CLEANING_PAGE.faqs,
    cta: { action: { kind: "book", label: "Book Your Cleaning" } },
  };
}
