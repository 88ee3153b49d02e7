import type { CoreSiteFacts } from "#shared/facts/core-site-facts";
import { formatDollars } from "#shared/pricing/format";
import type { PageSeo } from "../service-pages";
import type { Faq } from "../types";
import type { LandingPageLayout } from "./landing-layout";
import { hourlyRateText } from "./service-prices";

export interface MoveInOutPage {
  seo: PageSeo;
  headline: string;
  intro: string;
  /** "From $250": the advertised starting price (the catalogue bills hourly). */
  fromPriceLabel: string;
  hourlyRateLabel: string;
  bookingNote: string;
  moveOutList: readonly string[];
  moveInList: readonly string[];
  inclusions: readonly string[];
  faqs: readonly Faq[];
  priceRange: { min: number; max: number };
}

/** What the page quotes: the name, the move-out service, policies and the published prices. */
export type MoveInOutFacts = Pick<
  CoreSiteFacts,
  "business" | "services" | "policies" | "priceRanges" | "guarantee" | "serviceTimes" | "advertisedPrices"
>;

/** /move-in-out-cleaning-douglas-county, from the published facts. */
export function moveInOutPage(facts: MoveInOutFacts): MoveInOutPage {
  const { business, services, guarantee, serviceTimes } = facts;
  const notice = facts.policies.moveCleaningNoticeHours;
  const from = formatDollars(facts.advertisedPrices.moveOutFrom);
  const rate = hourlyRateText(services.moveout);
  return {
    seo: {
      title: `Move In & Move Out Cleaning in Douglas County | ${business.name}`,
      description: `Deposit-ready move-out and fresh-start move-in cleaning across Douglas County, from ${from}. Cabinets and appliances cleaned inside.`,
    },
    headline: "Move In & Move Out Cleaning in Douglas County",
    intro: `Whether you're handing back the keys or unpacking the first box, a truly clean home makes the move easier. We clean empty homes top to bottom, inside every cabinet and appliance, so landlords, buyers and your own family find it spotless. Move cleanings start from ${from}.`,
    fromPriceLabel: `From ${from}`,
    hourlyRateLabel: `${rate}/hour per cleaner`,
    bookingNote: `Please book at least ${notice} hours before your cleaning date; end-of-month dates fill up first.`,
    moveOutList: [
      "Clean inside the oven, refrigerator, microwave and dishwasher",
      "Wipe out every kitchen and bathroom cabinet and drawer",
      "Remove scuffs and fingerprints from doors, frames and switches",
      "Scrub tubs, showers, toilets and vanities",
      "Clean window sills, tracks and blinds",
      "Vacuum closets and wipe closet shelves",
      "Vacuum and mop every floor before the final walkthrough",
    ],
    moveInList: [
      "Sanitize kitchen counters, sink and cabinet interiors before you unpack dishes",
      "Disinfect bathrooms so they're ready on day one",
      "Wipe inside appliances left by the previous owner",
      "Dust ceiling fans, vents and light fixtures",
      "Clean baseboards, doors and door frames",
      "Vacuum and mop floors before furniture arrives",
    ],
    inclusions: [
      "All cleaning supplies and equipment",
      "Inside cabinets, drawers and appliances",
      "Baseboards, door frames and light switches",
      "Window sills and tracks",
      "A final check against our move-out checklist",
      `Our re-clean guarantee if anything is flagged within ${guarantee.reportWithinHours} hours`,
    ],
    faqs: [
      {
        question: "How much does move-in or move-out cleaning cost?",
        answerHtml: `<p>Move cleanings start from <strong>${from}</strong> and are billed at ${rate}/hour per cleaner, so the total depends on your home's size and condition. Get an instant figure on our <a href="/pricing">pricing page</a>.</p>`,
      },
      {
        question: "How far in advance should I book?",
        answerHtml: `<p>At least ${notice} hours ahead. Moving dates cluster at the end of the month, so the sooner you book the better your choice of times.</p>`,
      },
      {
        question: "How long does a move cleaning take?",
        answerHtml: `<p>Typically ${serviceTimes.durations.moveout}, depending on the size of the home and how much cleaning the previous occupants left behind.</p>`,
      },
      {
        question: "Does the home need to be empty?",
        answerHtml:
          "<p>Ideally, yes, so we can reach every cabinet, closet and floor edge. Please keep the water and electricity on for the cleaning.</p>",
      },
      {
        question: "Will this help me get my security deposit back?",
        answerHtml: `<p>We clean to the checklists landlords and property managers use. If anything is flagged within ${guarantee.reportWithinHours} hours, we'll come back and take care of it. See the full list on our <a href="/services/moveout">move in/out service page</a>.</p>`,
      },
    ],
    priceRange: facts.priceRanges.moveInOut,
  };
}

/** The page as the landing-page component draws it. */
export function moveInOutLanding(facts: MoveInOutFacts): LandingPageLayout {
  const MOVE_IN_OUT_PAGE = moveInOutPage(facts);
  return {
    path: "/move-in-out-cleaning-douglas-county",
    crumbName: "Move In & Move Out Cleaning",
    service: "moveout",
    serviceName: MOVE_IN_OUT_PAGE.headline,
    priceRange: MOVE_IN_OUT_PAGE.priceRange,
    seo: MOVE_IN_OUT_PAGE.seo,
    eyebrow: "Moving in or out",
    headline: MOVE_IN_OUT_PAGE.headline,
    intro: MOVE_IN_OUT_PAGE.intro,
    actions: [
      { kind: "book", label: "Book Your Move Cleaning", serviceType: "moveout" },
      { kind: "estimate", label: "Get Instant Estimate", serviceType: "moveout" },
    ],
    aside: {
      kind: "price",
      title: "Move cleaning pricing",
      price: MOVE_IN_OUT_PAGE.fromPriceLabel,
      priceNote: MOVE_IN_OUT_PAGE.hourlyRateLabel,
      summary: MOVE_IN_OUT_PAGE.bookingNote,
    },
    sections: [
      {
        kind: "list-cards",
        id: "move-lists",
        tint: true,
        eyebrow: "Two checklists, one standard",
        title: "Move-Out and Move-In Cleaning",
        cards: [
          { title: "Moving Out", icon: "truck", items: MOVE_IN_OUT_PAGE.moveOutList },
          { title: "Moving In", icon: "package-open", items: MOVE_IN_OUT_PAGE.moveInList },
        ],
      },
      {
        kind: "checklist",
        id: "inclusions",
        eyebrow: "No surprises",
        title: "Every Move Cleaning Includes",
        items: MOVE_IN_OUT_PAGE.inclusions,
      },
    ],
    faqs: MOVE_IN_OUT_PAGE.faqs,
    faqTitle: "Move Cleaning FAQs",
    cta: {
      title: "Moving soon? Lock in your cleaning date.",
      action: { kind: "book", label: "Book Your Move Cleaning", serviceType: "moveout" },
    },
  };
}
