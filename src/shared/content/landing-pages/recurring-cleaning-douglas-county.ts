import type { FrequencyKey } from "#shared/catalog/frequencies";
import type { CoreSiteFacts } from "#shared/facts/core-site-facts";
import { formatDollars } from "#shared/pricing/format";
import type { PageSeo } from "../service-pages";
import type { Faq } from "../types";
import type { LandingPageLayout } from "./landing-layout";

export interface RecurringPlanCard {
  frequency: FrequencyKey;
  name: string;
  /** Whole percent, from the catalogue's discount fraction. */
  discountPercent: number;
  priceRangeLabel: string;
  description: string;
  mostPopular: boolean;
}

export interface RecurringPage {
  seo: PageSeo;
  headline: string;
  intro: string;
  plans: readonly RecurringPlanCard[];
  benefits: readonly { title: string; description: string }[];
  faqs: readonly Faq[];
  priceRange: { min: number; max: number };
}

/** What the page quotes: the name, plans, policies and the published price ranges. */
export type RecurringFacts = Pick<
  CoreSiteFacts,
  "business" | "frequencies" | "policies" | "priceRanges" | "guarantee" | "pricingDetails"
>;

type RecurringKey = keyof CoreSiteFacts["pricingDetails"]["recurring"]["perVisit"];

function planCard(key: RecurringKey, description: string, facts: RecurringFacts): RecurringPlanCard {
  const { name, discount } = facts.frequencies[key];
  const { perVisit, mostPopular } = facts.pricingDetails.recurring;
  const range = perVisit[key];
  return {
    frequency: key,
    name,
    discountPercent: Math.round(discount * 100),
    priceRangeLabel: `${formatDollars(range.min)}-${formatDollars(range.max)} per cleaning`,
    description,
    mostPopular: key === mostPopular,
  };
}

const plans = (facts: RecurringFacts): RecurringPlanCard[] => [
  planCard(
    "weekly",
    "For busy families, multiple pets and homes that see a lot of life. Your home never gets a chance to slip.",
    facts,
  ),
  planCard(
    "bi-weekly",
    "The sweet spot between a consistently clean home and your budget, and the plan most families choose.",
    facts,
  ),
  planCard("monthly", "A thorough monthly reset for smaller households, empty nesters and tidy professionals.", facts),
];

/** /recurring-cleaning-douglas-county, from the published facts. */
export function recurringPage(facts: RecurringFacts): RecurringPage {
  const { business, frequencies, policies, guarantee } = facts;
  const reschedule = policies.recurringRescheduleNoticeHours;
  const weeklyPercent = Math.round(frequencies.weekly.discount * 100);
  const PLANS = plans(facts);
  return {
    seo: {
      title: `Recurring House Cleaning in Douglas County | ${business.name}`,
      description: `Weekly, bi-weekly and monthly house cleaning across Douglas County. Save up to ${weeklyPercent}% on every visit, same trusted team, no contracts.`,
    },
    headline: "Recurring Cleaning That Fits Your Life",
    intro:
      "A recurring plan means you never have to think about cleaning again. The same friendly crew comes on your schedule, learns how you like things done, and keeps your home consistently clean, at a lower price per visit than a one-time clean.",
    plans: PLANS,
    benefits: [
      {
        title: "The same trusted team",
        description:
          "You'll see familiar faces every visit, cleaners who know your home, your pets and your preferences.",
      },
      {
        title: "Lower price per visit",
        description: `Recurring clients save up to ${weeklyPercent}% off every cleaning, automatically.`,
      },
      {
        title: "No contracts",
        description: "Stay because you love it, not because you signed something. Pause or cancel any time.",
      },
      {
        title: "Priority scheduling",
        description: "Your regular day and time are reserved for you, even in busy holiday seasons.",
      },
      {
        title: "A home that's always guest-ready",
        description: `Small messes never pile up, and our guarantee covers every visit: tell us within ${guarantee.reportWithinHours} hours if anything's missed.`,
      },
    ],
    faqs: [
      {
        question: "Do I have to sign a contract?",
        answerHtml:
          "<p>No. Our recurring plans have no contracts. You can pause, change frequency or cancel whenever your needs change.</p>",
      },
      {
        question: "How do I reschedule a recurring visit?",
        answerHtml: `<p>Just call or message us with ${reschedule.min}-${reschedule.max} hours' notice and we'll move your visit. Cancellations need at least ${policies.cancellationNoticeHours} hours' notice.</p>`,
      },
      {
        question: "How much do recurring cleanings cost?",
        answerHtml: `<p>${PLANS.map((p) => `${p.name} plans save ${p.discountPercent}% (typically ${p.priceRangeLabel})`).join("; ")}. See what your home would cost on our <a href="/pricing">pricing page</a>.</p>`,
      },
      {
        question: "Which frequency is right for me?",
        answerHtml: `<p>Most families choose ${frequencies["bi-weekly"].name.toLowerCase()}. Homes with several pets or young kids often prefer weekly. Take our quick <a href="/resources/frequency-planner">frequency planner</a> quiz for a recommendation.</p>`,
      },
      {
        question: "Will I get the same cleaners each time?",
        answerHtml:
          "<p>Yes, whenever possible. Consistent crews are a big part of why our recurring clients stay with us for years.</p>",
      },
    ],
    priceRange: facts.priceRanges.recurring,
  };
}

/** The page as the landing-page component draws it. */
export function recurringLanding(facts: RecurringFacts): LandingPageLayout {
  const RECURRING_PAGE = recurringPage(facts);
  return {
    path: "/recurring-cleaning-douglas-county",
    crumbName: "Recurring Cleaning",
    service: "standard",
    serviceName: "Recurring Cleaning",
    priceRange: RECURRING_PAGE.priceRange,
    seo: RECURRING_PAGE.seo,
    eyebrow: "Weekly, bi-weekly or monthly",
    headline: RECURRING_PAGE.headline,
    intro: RECURRING_PAGE.intro,
    actions: [
      { kind: "book", label: "Start Your Plan", serviceType: "standard" },
      { kind: "planner", label: "Find Your Frequency" },
    ],
    aside: {
      kind: "facts",
      title: "Recurring savings",
      facts: RECURRING_PAGE.plans.map((plan) => ({
        label: plan.name,
        value: `Save ${plan.discountPercent}% per visit`,
      })),
    },
    sections: [
      {
        kind: "plans",
        id: "plans",
        tint: true,
        eyebrow: "No contracts",
        title: "Choose Your Cleaning Frequency",
        columns: 3,
        plans: RECURRING_PAGE.plans.map((plan) => ({
          key: plan.frequency,
          title: plan.name,
          price: plan.priceRangeLabel,
          priceNote: `Save ${plan.discountPercent}% on every visit`,
          description: plan.description,
          mostPopular: plan.mostPopular,
          actions: [
            {
              kind: "book",
              label: `Choose ${plan.name}`,
              serviceType: "standard",
              frequency: plan.frequency,
              variant: plan.mostPopular ? "primary" : "outline",
            },
          ],
        })),
      },
      {
        kind: "benefits",
        id: "benefits",
        eyebrow: "Why recurring",
        title: "Benefits of a Recurring Plan",
        benefits: RECURRING_PAGE.benefits,
      },
    ],
    faqs: RECURRING_PAGE.faqs,
    faqTitle: "Recurring Cleaning FAQs",
    cta: {
      title: "Ready to never think about cleaning again?",
      action: { kind: "book", label: "Start Your Plan", serviceType: "standard" },
    },
  };
}
