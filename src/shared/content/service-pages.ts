// fx-services converts this module to the published facts; until then it reads the shipped values.
import { BUSINESS, GOOGLE_PROFILE_CLAIM } from "../facts/defaults/business";
import { BOOKING_POLICY, SATISFACTION_GUARANTEE, SCHEDULING_LEAD_WEEKS } from "../facts/defaults/policies";
import { COVERAGE } from "../areas/cities";
import { escapeHtml } from "../areas/city-faqs";
import { ADD_ONS, EXTRA_SERVICES, type AddOnKey } from "../catalog/add-ons";
import { RECURRING_FREQUENCIES } from "../catalog/frequencies";
import {
  DEEP_CLEAN_TYPICAL_CREW,
  DEEP_CLEANS_PER_YEAR,
  MOVE_OUT_ADVERTISED_FROM_PRICE,
  SERVICE_DURATIONS,
  SERVICES,
  type ServiceKey,
} from "../catalog/services";
import { servicePriceLabel } from "../catalog/price-labels";
import { SIZE_TIERS } from "../catalog/size-tiers";
import { SERVICE_GALLERY_CAPTIONS } from "./service-gallery";
import type { Faq } from "./types";
import { groupThousands } from "#shared/format/numbers";

export interface ProcessStep {
  title: string;
  description: string;
}

export interface PageSeo {
  title: string;
  /** Meta description, 50-160 characters. */
  description: string;
}

export interface QuickFact {
  label: string;
  value: string;
}

export interface ServicePage {
  seo: PageSeo;
  headline: string;
  intro: string;
  /** The "what's included" bullets: concrete tasks. */
  included: readonly string[];
  addOnKeys: readonly AddOnKey[];
  whoItsFor: readonly string[];
  howItWorks: readonly [ProcessStep, ProcessStep, ProcessStep];
  faqs: readonly Faq[];
  quickFacts: readonly QuickFact[];
  /** Describe before/after scenes; no image files exist yet. */
  galleryCaptions: readonly string[];
}

const tierPrices = SIZE_TIERS.map((t) => t.price);
const tierSqft = SIZE_TIERS.map((t) => t.maxSqft);
const discountParts = RECURRING_FREQUENCIES.map((f) => `${Math.round(f.discount * 100)}% on ${f.name.toLowerCase()}`);
/** "20% on weekly, 15% on bi-weekly and 10% on monthly visits", from the catalogue. */
const recurringDiscounts = `${discountParts.slice(0, -1).join(", ")} and ${discountParts.at(-1)} visits`;
const BOOKING_NOTICE = `${BOOKING_POLICY.bookingNoticeHours} hours`;
const SUPPLIES_ANSWER = `<p>Yes. We bring professional-grade products, microfiber cloths, vacuums and mops to every visit. If you'd like eco-friendly products or have a cleaner you prefer for a special surface, just let us know.</p>`;

const STANDARD: ServicePage = {
  seo: {
    title: `Standard House Cleaning from $${SERVICES.standard.basePrice}`,
    description: `Flat-rate standard house cleaning in Douglas County from $${SERVICES.standard.basePrice}. Kitchens, bathrooms, floors and dusting, with recurring discounts.`,
  },
  headline: "Standard Cleaning That Keeps Your Home Guest-Ready",
  intro: `Our Standard Clean is the routine top-to-bottom visit that keeps a busy household on track. Pricing is flat and set by your home's size, starting at $${SERVICES.standard.basePrice}, so you know the price before we arrive, and recurring plans save ${recurringDiscounts}.`,
  included: [
    "Dust reachable surfaces, shelves, decor and picture frames",
    "Wipe kitchen counters, backsplash and appliance exteriors",
    "Clean the stovetop and the microwave inside and out",
    "Scrub and shine sinks and faucets",
    "Clean and disinfect toilets, tubs and showers",
    "Polish mirrors and glass fixtures",
    "Wipe light switches, door handles and other high-touch spots",
    "Vacuum carpets and rugs",
    "Sweep and mop hard floors",
    "Make beds, and change linens when fresh ones are left out",
    "Empty trash cans and replace liners",
    "Straighten living areas so the house feels reset",
  ],
  addOnKeys: ["fridge", "oven", "windows", "laundry", "patio", "walls"],
  whoItsFor: [
    "Busy families who want weeknights and weekends back",
    "Working professionals who come home tired",
    "Pet owners keeping up with fur and paw prints",
    "Anyone who has had a deep clean and wants to keep the results",
  ],
  howItWorks: [
    {
      title: "Get your price",
      description:
        "Use the instant estimate or book a free walkthrough. Flat-rate pricing means no surprises on cleaning day.",
    },
    {
      title: "We clean",
      description: `Your crew arrives inside a ${BOOKING_POLICY.arrivalWindowHours}-hour window with every supply, and follows a room-by-room checklist tailored to your home.`,
    },
    {
      title: "You relax",
      description: `Walk into a clean home. If anything was missed, tell us within ${SATISFACTION_GUARANTEE.reportWithinHours} hours and we'll come back to make it right.`,
    },
  ],
  faqs: [
    {
      question: "How much does a standard clean cost?",
      answerHtml: `<p>Standard cleans are flat-rate by home size: <strong>$${Math.min(...tierPrices)}</strong> for homes up to ${groupThousands(Math.min(...tierSqft))} sq ft, up to $${Math.max(...tierPrices)} for homes up to ${groupThousands(Math.max(...tierSqft))} sq ft. Larger homes get a custom quote. See every tier on our <a href="/pricing">pricing page</a>.</p>`,
    },
    {
      question: "How long does a standard clean take?",
      answerHtml: `<p>Usually ${SERVICE_DURATIONS.standard.label}, depending on your home's size and how many cleaners we send.</p>`,
    },
    {
      question: "Do I need to be home?",
      answerHtml:
        "<p>No. Many clients leave a key, a lockbox or a door code. We'll confirm access details before your first visit and text when we're on the way.</p>",
    },
    { question: "Do you bring your own supplies?", answerHtml: SUPPLIES_ANSWER },
    {
      question: "Is there a discount for recurring cleaning?",
      answerHtml: `<p>Yes: you save ${recurringDiscounts}, with no contracts. Pause or cancel whenever life changes.</p>`,
    },
  ],
  quickFacts: [
    { label: "Price", value: `Flat rate from $${SERVICES.standard.basePrice}` },
    { label: "Typical duration", value: SERVICE_DURATIONS.standard.label },
    { label: "Ideal frequency", value: "Weekly, bi-weekly or monthly" },
    { label: "Booking notice", value: BOOKING_NOTICE },
    { label: "Supplies", value: "We bring everything" },
  ],
  galleryCaptions: SERVICE_GALLERY_CAPTIONS.standard,
};

const DEEP: ServicePage = {
  seo: {
    title: `Deep Cleaning Services`,
    description: `Detailed deep cleaning in Douglas County at $${SERVICES.deep.hourlyRate}/hour per cleaner: baseboards, grout, fixtures and built-up grime, top to bottom.`,
  },
  headline: "Deep Cleaning for a True Top-to-Bottom Reset",
  intro: `A deep clean reaches the places a routine visit skips: baseboards, grout, fixtures and the grime that builds up over a Colorado winter. It's billed at $${SERVICES.deep.hourlyRate}/hour per cleaner; most homes take ${DEEP_CLEAN_TYPICAL_CREW.cleaners} cleaners about ${DEEP_CLEAN_TYPICAL_CREW.minHours}-${DEEP_CLEAN_TYPICAL_CREW.maxHours} hours, and we recommend a deep clean ${DEEP_CLEANS_PER_YEAR.min}-${DEEP_CLEANS_PER_YEAR.max} times a year.`,
  included: [
    "Everything in our Standard Clean",
    "Hand-wipe baseboards, door frames and doors",
    "Dust ceiling fans, light fixtures and air vents",
    "Scrub grout and remove soap scum and hard-water buildup",
    "Detail faucets, drains and shower fixtures",
    "Wipe cabinet fronts and hardware",
    "Degrease the range hood and backsplash",
    "Clean window sills and window tracks",
    "Wipe outlet covers, railings and banisters",
    "Vacuum upholstered furniture and under cushions",
    "Clean under and behind furniture we can safely move",
    "Polish stainless steel appliance exteriors",
  ],
  addOnKeys: ["fridge", "oven", "windows", "laundry", "walls"],
  whoItsFor: [
    "First-time clients, before starting a recurring plan",
    "Spring and fall resets after dusty, muddy seasons",
    "Hosts getting ready for holidays or houseguests",
    "Sellers preparing a home for showings",
    "Pet households with built-up fur and dander",
  ],
  howItWorks: [
    {
      title: "Walkthrough and estimate",
      description:
        "We visit for a free walkthrough, note your priorities and give you a clear estimate of hours and crew size.",
    },
    {
      title: "Detailed clean",
      description: `Usually a crew of ${DEEP_CLEAN_TYPICAL_CREW.cleaners} works room by room from top to bottom, so dust falls onto floors that haven't been cleaned yet.`,
    },
    {
      title: "Quality check",
      description:
        "Your crew lead walks the home against the checklist before leaving, and we follow up to make sure you're delighted.",
    },
  ],
  faqs: [
    {
      question: "How is a deep clean priced?",
      answerHtml: `<p>Deep cleans are hourly: <strong>$${SERVICES.deep.hourlyRate}/hour per cleaner</strong>. Most homes need ${DEEP_CLEAN_TYPICAL_CREW.cleaners} cleaners for ${DEEP_CLEAN_TYPICAL_CREW.minHours}-${DEEP_CLEAN_TYPICAL_CREW.maxHours} hours. Your walkthrough gives you an estimate up front, or try the instant estimate on our <a href="/pricing">pricing page</a>.</p>`,
    },
    {
      question: "What's the difference between a deep clean and a standard clean?",
      answerHtml: `<p>A standard clean maintains a home; a deep clean restores one, adding baseboards, grout, fixtures, vents and built-up grime. Our <a href="/resources/deep-clean-vs-standard">deep clean vs. standard guide</a> compares them side by side.</p>`,
    },
    {
      question: "How often should I get a deep clean?",
      answerHtml: `<p>We recommend ${DEEP_CLEANS_PER_YEAR.min}-${DEEP_CLEANS_PER_YEAR.max} times a year, often in spring and fall, with standard cleans in between.</p>`,
    },
    {
      question: "How long does a deep clean take?",
      answerHtml: `<p>Typically ${SERVICE_DURATIONS.deep.label}, depending on the size and condition of your home and the crew size.</p>`,
    },
    {
      question: "Should my first cleaning be a deep clean?",
      answerHtml: `<p>Usually, yes. Starting with a deep clean brings everything to a baseline that recurring <a href="/services/standard">standard cleans</a> can then maintain.</p>`,
    },
  ],
  quickFacts: [
    { label: "Price", value: `$${SERVICES.deep.hourlyRate}/hour per cleaner` },
    {
      label: "Typical crew",
      value: `${DEEP_CLEAN_TYPICAL_CREW.cleaners} cleaners, ${DEEP_CLEAN_TYPICAL_CREW.minHours}-${DEEP_CLEAN_TYPICAL_CREW.maxHours} hours`,
    },
    { label: "Typical duration", value: SERVICE_DURATIONS.deep.label },
    { label: "Ideal frequency", value: `${DEEP_CLEANS_PER_YEAR.min}-${DEEP_CLEANS_PER_YEAR.max} times a year` },
    { label: "Booking notice", value: BOOKING_NOTICE },
  ],
  galleryCaptions: SERVICE_GALLERY_CAPTIONS.deep,
};

const MOVEOUT: ServicePage = {
  seo: {
    title: `Move In & Move Out Cleaning`,
    description: `Deposit-ready move-in and move-out cleaning in Douglas County, from $${MOVE_OUT_ADVERTISED_FROM_PRICE}. Inside cabinets and appliances included.`,
  },
  headline: "Move In / Move Out Cleaning, Ready for Inspection",
  intro: `Moving is hectic enough. Our empty-home clean covers every cabinet, appliance and corner so the home is ready for the final walkthrough or for unpacking. It's billed at $${SERVICES.moveout.hourlyRate}/hour per cleaner, most move cleanings start from $${MOVE_OUT_ADVERTISED_FROM_PRICE}, and we ask for at least ${BOOKING_POLICY.moveCleaningNoticeHours} hours' notice.`,
  included: [
    "Clean inside all kitchen cabinets and drawers",
    "Clean inside the oven, refrigerator, microwave and dishwasher",
    "Degrease the stovetop, range hood and backsplash",
    "Scrub and disinfect toilets, tubs, showers and vanities",
    "Clean inside bathroom cabinets and drawers",
    "Hand-wipe baseboards, door frames and doors",
    "Clean window sills and window tracks",
    "Wipe light switches, outlet covers and light fixtures",
    "Dust ceiling fans and air vents",
    "Wipe closet shelves and rods",
    "Remove cobwebs from corners and ceilings",
    "Vacuum and mop every floor, edges and corners included",
  ],
  addOnKeys: ["windows", "walls", "patio"],
  whoItsFor: [
    "Renters who want their full security deposit back",
    "Sellers getting ready for closing day",
    "Buyers who want a fresh start before unpacking",
    "Landlords and property managers turning over a rental",
  ],
  howItWorks: [
    {
      title: "Book ahead",
      description: `Reserve at least ${BOOKING_POLICY.moveCleaningNoticeHours} hours in advance and tell us your dates, access details and any landlord checklist.`,
    },
    {
      title: "We clean the empty home",
      description: "Once the movers are done, we work through every room, inside cabinets and appliances included.",
    },
    {
      title: "Ready for the walkthrough",
      description: `We check the home against our move-out checklist. If your landlord or buyer flags anything within ${SATISFACTION_GUARANTEE.reportWithinHours} hours, we come back.`,
    },
  ],
  faqs: [
    {
      question: "How much does a move-out clean cost?",
      answerHtml: `<p>Move cleanings are billed at <strong>$${SERVICES.moveout.hourlyRate}/hour per cleaner</strong> and typically start from $${MOVE_OUT_ADVERTISED_FROM_PRICE}, depending on the home's size and condition. Get a quick figure on our <a href="/pricing">pricing page</a>.</p>`,
    },
    {
      question: "How far ahead should I book?",
      answerHtml: `<p>At least ${BOOKING_POLICY.moveCleaningNoticeHours} hours ahead. End-of-month dates fill quickly, so earlier is better.</p>`,
    },
    {
      question: "Does the home need to be empty?",
      answerHtml:
        "<p>It's best if it is, so we can reach every cabinet, closet and floor edge. Please keep the water and electricity on through the cleaning.</p>",
    },
    {
      question: "Will a move-out clean help me get my deposit back?",
      answerHtml: `<p>We clean to the checklists landlords and property managers use, and our satisfaction guarantee means we'll return if anything is flagged within ${SATISFACTION_GUARANTEE.reportWithinHours} hours.</p>`,
    },
    {
      question: "Do you clean inside the appliances?",
      answerHtml:
        "<p>Yes. The oven, refrigerator, microwave and dishwasher are cleaned inside as part of every move cleaning, along with all cabinets and drawers.</p>",
    },
  ],
  quickFacts: [
    { label: "Price", value: `$${SERVICES.moveout.hourlyRate}/hour per cleaner` },
    { label: "Starting from", value: `$${MOVE_OUT_ADVERTISED_FROM_PRICE}` },
    { label: "Typical duration", value: SERVICE_DURATIONS.moveout.label },
    { label: "Booking notice", value: `At least ${BOOKING_POLICY.moveCleaningNoticeHours} hours` },
    { label: "Best timing", value: "After the movers, before the final walkthrough" },
  ],
  galleryCaptions: SERVICE_GALLERY_CAPTIONS.moveout,
};

const GARAGE: ServicePage = {
  seo: {
    title: `Garage Clean-Out from $${SERVICES.garage.basePrice}`,
    description: `Garage clean-outs in Douglas County from $${SERVICES.garage.basePrice}: sweeping, cobweb removal, shelf wipe-downs and sorting help to reclaim your space.`,
  },
  headline: "Garage Clean-Outs That Give You Your Space Back",
  intro: `Between road grime, mag chloride and everything that ends up "just for now" on the garage floor, Colorado garages fill up fast. Our flat-rate clean-out starts at $${SERVICES.garage.basePrice}: we sweep, de-cobweb and wipe down, and help you sort what stays and what goes.`,
  included: [
    "Sweep the entire garage floor, corners and edges",
    "Knock down cobwebs from walls, corners and rafters",
    "Wipe down shelves, workbenches and storage racks",
    "Sort items with you into keep, donate and discard",
    "Arrange the items you keep neatly on shelves and racks",
    "Bag and stage donations and trash for pickup",
    "Spot-clean mag chloride and road-salt residue on the floor",
    "Wipe light switches, door buttons and the entry door to the house",
    "Clear leaves and debris from garage door tracks",
    "Wipe out trash and recycling bins",
  ],
  addOnKeys: ["patio", "walls"],
  whoItsFor: [
    "Homeowners digging out after a Colorado winter",
    "Families who want to park inside again",
    "Sellers getting a home ready to list",
    "Anyone swapping seasonal gear in spring or fall",
  ],
  howItWorks: [
    {
      title: "Tell us about your garage",
      description: "Send a few photos or book a walkthrough so we can confirm your flat-rate price and plan the day.",
    },
    {
      title: "Sort and clean",
      description: "We sort with you at the start, then sweep, de-cobweb, wipe down and organize what you're keeping.",
    },
    {
      title: "Final sweep",
      description:
        "We do a last sweep, stage donations and trash for pickup, and walk you through your reclaimed space.",
    },
  ],
  faqs: [
    {
      question: "How much does a garage clean-out cost?",
      answerHtml: `<p>Garage clean-outs are flat-rate from <strong>$${SERVICES.garage.basePrice}</strong>. Very full or oversized garages are quoted after a quick walkthrough or a few photos. See our <a href="/pricing">pricing page</a>.</p>`,
    },
    {
      question: "Do I need to be there?",
      answerHtml:
        "<p>For the first part, ideally. You decide what to keep, donate or discard, and then we take it from there.</p>",
    },
    {
      question: "Do you haul items away?",
      answerHtml:
        "<p>We bag, label and stage donations and trash so they're ready for a donation pickup or your next trash day. Ask during your walkthrough if you need larger items removed.</p>",
    },
    {
      question: "Can you remove oil stains?",
      answerHtml:
        "<p>We spot-clean drips and mag chloride residue. Deep-set oil stains usually need pressure washing or a concrete treatment, which we don't offer.</p>",
    },
    {
      question: "Can I combine a garage clean-out with a house cleaning?",
      answerHtml: `<p>Absolutely. Many clients pair it with a <a href="/services/deep">deep clean</a> in spring. Book both together and we'll plan one visit.</p>`,
    },
  ],
  quickFacts: [
    { label: "Price", value: `Flat rate from $${SERVICES.garage.basePrice}` },
    { label: "Typical duration", value: SERVICE_DURATIONS.garage ?? "Depends on garage size and contents" },
    { label: "Ideal timing", value: "Spring, after mag chloride season, or before a move" },
    { label: "Booking notice", value: BOOKING_NOTICE },
  ],
  galleryCaptions: SERVICE_GALLERY_CAPTIONS.garage,
};

export const SERVICE_PAGES: Readonly<Record<ServiceKey, ServicePage>> = {
  standard: STANDARD,
  deep: DEEP,
  moveout: MOVEOUT,
  garage: GARAGE,
};

export interface ServicesOverviewBlurb {
  title: string;
  body: string;
}

/** /services: overview plus residential, commercial and specialty blurbs. */
export const SERVICES_OVERVIEW = {
  seo: {
    title: `Cleaning Services in Douglas County`,
    description: `Standard, deep, move in/out and garage cleaning across Douglas County and South Denver. Flat-rate from $${SERVICES.standard.basePrice}, no contracts.`,
  },
  headline: "Cleaning Services for Every Stage of Home Life",
  overview: `${BUSINESS.name} is a family-owned team serving Douglas County and the South Denver metro since ${BUSINESS.foundedYear}. Whether you need a weekly reset, a once-a-season deep clean, a deposit-ready move-out or a garage you can park in again, every job gets the same thing: ${BUSINESS.tagline.toLowerCase()}. We bring all supplies, our crews are insured and bonded, and every clean is backed by our satisfaction guarantee.`,
  residential: {
    title: "Residential Cleaning",
    body: `Standard cleans from $${SERVICES.standard.basePrice}, deep cleans at $${SERVICES.deep.hourlyRate}/hour per cleaner, and move-in/out cleaning for renters, buyers and sellers. Recurring plans save ${recurringDiscounts}, with no contracts.`,
  },
  commercial: {
    title: "Light Commercial Cleaning",
    body: "Small offices, studios, model homes and shared spaces cleaned on a schedule that works around your hours. We start with a walkthrough and give you a clear, flat quote for recurring visits.",
  },
  specialty: {
    title: "Specialty Services",
    body: `Garage clean-outs from $${SERVICES.garage.basePrice}, post-renovation dust removal, closet organization at $${EXTRA_SERVICES.closetOrganization.hourlyRate}/hour (${EXTRA_SERVICES.closetOrganization.minimumHours}-hour minimum), and inside-cabinet cleaning (${EXTRA_SERVICES.insideCabinets.priceLabel.toLowerCase()}). Add-ons like an inside fridge ($${ADD_ONS.fridge.price}) or inside oven ($${ADD_ONS.oven.price}) fit onto any clean.`,
  },
} as const satisfies { seo: PageSeo; headline: string; overview: string } & Record<
  "residential" | "commercial" | "specialty",
  ServicesOverviewBlurb
>;

/** Service-in-city pricing note for hourly services: "most homes 2-4 hours". */
export const HOURLY_JOB_TYPICAL_HOURS = { min: 2, max: 4 } as const;

export interface ServiceInCityCopy {
  heading: string;
  seo: PageSeo;
  bullets: readonly string[];
  pricingNote: string;
  whyChooseUs: readonly string[];
  faqs: readonly Faq[];
}

const INCLUDED_PREVIEW_COUNT = 5;

/** Completes "A Deep Clean in Parker ...": flat-rate "starts at $X", hourly adds the usual hours. */
function pricingNote(service: ServiceKey): string {
  const { priceType, basePrice, hourlyRate } = SERVICES[service];
  return priceType === "flat_rate"
    ? `starts at $${basePrice}`
    : `is $${hourlyRate}/hour per cleaner, and most homes take ${HOURLY_JOB_TYPICAL_HOURS.min}-${HOURLY_JOB_TYPICAL_HOURS.max} hours`;
}

function serviceSpecificFaq(service: ServiceKey, city: string, cityHtml: string): Faq {
  switch (service) {
    case "standard":
      return {
        question: `Can I set up recurring cleaning in ${city}?`,
        answerHtml: `<p>Yes, and it's how most of our ${cityHtml} clients use us. Recurring plans save ${recurringDiscounts}, with no contracts. Not sure how often? Try our <a href="/resources/frequency-planner">frequency planner</a>.</p>`,
      };
    case "deep":
      return {
        question: `How often should ${city} homes get a deep clean?`,
        answerHtml: `<p>Between Colorado's dry, dusty air and muddy shoulder seasons, we recommend a deep clean ${DEEP_CLEANS_PER_YEAR.min}-${DEEP_CLEANS_PER_YEAR.max} times a year, with standard cleans in between.</p>`,
      };
    case "moveout":
      return {
        question: `Will a move-out clean in ${city} help me get my deposit back?`,
        answerHtml: `<p>That's what it's built for. We clean to the checklists ${cityHtml} landlords and property managers use, inside cabinets and appliances included, and we'll come back if anything is flagged within ${SATISFACTION_GUARANTEE.reportWithinHours} hours.</p>`,
      };
    case "garage":
      return {
        question: `When is the best time for a garage clean-out in ${city}?`,
        answerHtml:
          "<p>Spring is the favorite, once the snow and mag chloride season is over, but a clean-out before a move or a seasonal gear swap works just as well.</p>",
      };
  }
}

/** Copy for the /{service-prefix}-{city-part} page. `city` is the matched service-area's name. */
export function serviceInCityCopy(service: ServiceKey, city: string): ServiceInCityCopy {
  const { name } = SERVICES[service];
  const page = SERVICE_PAGES[service];
  const cityHtml = escapeHtml(city);
  const noticeHours =
    service === "moveout" ? BOOKING_POLICY.moveCleaningNoticeHours : BOOKING_POLICY.bookingNoticeHours;
  const preview = page.included
    .slice(0, INCLUDED_PREVIEW_COUNT)
    .map((item) => `<li>${item}</li>`)
    .join("");
  return {
    heading: `${name} in ${city}, Colorado`,
    seo: {
      title: `${name} in ${city}, CO`,
      description: `${name} in ${city}, Colorado: ${servicePriceLabel(SERVICES[service]).toLowerCase()}. Insured local cleaners rated ${GOOGLE_PROFILE_CLAIM.rating} stars. Book online today.`,
    },
    bullets: page.included,
    pricingNote: `${name} in ${city} ${pricingNote(service)}.`,
    whyChooseUs: [
      `A local, family-owned team within ${COVERAGE.maxTravelMinutes} minutes of ${city}`,
      `Upfront pricing and $${COVERAGE.travelFeeDollars} travel fees`,
      "Insured, bonded and background-checked cleaners",
      `A satisfaction guarantee: tell us within ${SATISFACTION_GUARANTEE.reportWithinHours} hours and we re-clean for free`,
    ],
    faqs: [
      {
        question: `How much does a ${name} cost in ${city}?`,
        answerHtml: `<p>A ${name} in ${cityHtml} ${pricingNote(service)}. Travel fees are $${COVERAGE.travelFeeDollars}, and you can get an instant estimate on our <a href="/pricing">pricing page</a>.</p>`,
      },
      {
        question: `What's included in a ${name} in ${city}?`,
        answerHtml: `<p>Highlights include:</p><ul>${preview}</ul><p>See the full checklist on our <a href="/services/${service}">${name} page</a>.</p>`,
      },
      {
        question: `How soon can I book a ${name} in ${city}?`,
        answerHtml: `<p>We typically need ${noticeHours} hours' notice, and most new clients are on the schedule within ${SCHEDULING_LEAD_WEEKS.min}-${SCHEDULING_LEAD_WEEKS.max} weeks. <a href="/booking">Request your cleaning</a> or call <a href="${BUSINESS.phoneHref}">${BUSINESS.phoneDisplay}</a>.</p>`,
      },
      {
        question: `Is ${city} in your service area?`,
        answerHtml: `<p>Yes. ${cityHtml} is one of the ${COVERAGE.communities} communities we serve, all within ${COVERAGE.maxTravelMinutes} minutes of our team. See them all on our <a href="/service-areas">service areas</a> page.</p>`,
      },
      serviceSpecificFaq(service, city, cityHtml),
    ],
  };
}
