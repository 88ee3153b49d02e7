import type { CoreSiteFacts } from "../facts/core-site-facts";
import { formatDollars } from "../pricing/format";
import type { CityDetails, ServiceArea } from "./service-area";

export interface CityPromise {
  title: string;
  description: string;
}

export interface CityLandingCopy {
  intro: string;
  highlights: readonly string[];
  promises: readonly CityPromise[];
  /** Empty for cities without their own content; the page then shows the ZIP codes alone. */
  neighborhoods: readonly string[];
  zipCodes: readonly string[];
  specialties: readonly string[];
  advantages: readonly string[];
  population: string | null;
}

/** What a city landing quotes besides the city: the business, its rating, prices and promises. */
export type CityLandingFacts = Pick<
  CoreSiteFacts,
  "business" | "claims" | "services" | "policies" | "serviceAreas" | "coverage" | "guarantee" | "visits"
>;

const LANDING_HIGHLIGHT_COUNT = 3;

/** The three promises every city landing makes. */
function cityPromises({ policies, visits, guarantee }: CityLandingFacts): CityPromise[] {
  const reply = policies.responseTimeHours;
  return [
    {
      title: "Same-Day Confirmation",
      description: `Send a request during business hours and we confirm your appointment within ${reply.min}-${reply.max} hours, the same day.`,
    },
    {
      title: "Punctual, Reliable Service",
      description: `A ${visits.arrivalWindowHours}-hour arrival window, a text when we're on the way, and the same trusted crew every visit.`,
    },
    {
      title: "100% Satisfaction Guarantee",
      description: `Not happy with something? Tell us within ${guarantee.reportWithinHours} hours and we'll come back and re-clean it for free.`,
    },
  ];
}

const standardFrom = ({ services }: CityLandingFacts) =>
  formatDollars(services.standard.basePrice ?? services.standard.hourlyRate ?? 0);

/**
 * The intros written for the cities with their own content, by landing slug (the copy is about
 * the place; the facts it quotes come from the published revision).
 */
const OWN_INTROS: Readonly<Record<string, (facts: CityLandingFacts) => string>> = {
  "parker-co-cleaning": (facts) =>
    `Parker is home for ${facts.business.name}. Our family lives here, shops on Mainstreet and walks the Cherry Creek Trail, so cleaning Parker homes feels like helping the neighbors. From Stonegate to Anthology, we keep busy households with kids, pets and packed calendars clean and calm, with flat-rate standard cleans from ${standardFrom(facts)} and no travel fee.`,
  "castle-rock-co-cleaning": () =>
    `Castle Rock homes work hard: hillside wind carries dust in, trail days track mud through the entry, and open floor plans show every speck. Our Castle Rock crews clean from The Meadows to Crystal Valley Ranch every week, bringing the same careful, checklist-driven routine to every visit so you can spend your weekends at Philip S. Miller Park instead of scrubbing showers.`,
  "aurora-co-cleaning": () =>
    `Long shifts, long commutes and a full life: that's what we hear from our Aurora clients, many of whom work in healthcare around the Anschutz campus. We serve south and southeast Aurora, from Saddle Rock and Tallyn's Reach to Blackstone, with flexible recurring schedules and key arrangements so your home gets cleaned whether or not you're there.`,
  "highlands-ranch-co-cleaning": (facts) =>
    `Highlands Ranch family homes see a lot of life: school mornings, team practices and dogs back from the trail. Our Highlands Ranch crews keep kitchens, bathrooms and floors in step with it, whether that's a bi-weekly reset in Northridge or a pre-listing deep clean in BackCountry, all backed by our ${facts.claims.googleProfile.rating}-star reputation.`,
  "lone-tree-co-cleaning": () =>
    `In Lone Tree, our clients tend to be busy professionals and empty nesters who want a home that is simply always ready. From RidgeGate townhomes to the larger homes of Heritage Hills and Carriage Club, we bring careful hands, consistent crews and detailed notes so every visit follows your preferences to the letter.`,
  "centennial-co-cleaning": () =>
    `Centennial's established neighborhoods, like Willow Creek, Walnut Hills and Piney Creek, are full of homes with character: original tile, real woodwork and a few decades of lived-in corners. Our crews know how to bring those finishes back gently, and our recurring plans keep them that way with the same friendly team every visit.`,
};

function genericIntro({ city }: ServiceArea, facts: CityLandingFacts): string {
  const { business, serviceAreas, coverage, visits } = facts;
  return `${business.name} brings the same family-owned care to ${city} that we bring to every home across ${visits.regionText}. ${city} is one of our ${serviceAreas.length} service communities, every appointment is within ${coverage.maxTravelMinutes} minutes of our team, and travel fees are ${formatDollars(coverage.travelFee)}, so you get dependable, detailed cleaning at the same prices as everyone else.`;
}

function genericCopy(area: ServiceArea, facts: CityLandingFacts): CityLandingCopy {
  const { city } = area;
  const { rating, happyFamilies } = facts.claims.googleProfile;
  return {
    intro: genericIntro(area, facts),
    highlights: [
      `Local crews who know ${city} homes and Colorado's dust, mud and dry air`,
      `Flat-rate standard cleans from ${standardFrom(facts)}, with no ${city} travel fee`,
      `Rated ${rating} stars on Google by ${happyFamilies}+ happy families`,
    ],
    promises: cityPromises(facts),
    neighborhoods: [],
    zipCodes: area.zipCodes,
    specialties: [
      "Recurring weekly, bi-weekly and monthly cleaning",
      "Deep cleans for seasonal resets and special occasions",
      "Move-in and move-out cleaning",
      "Garage clean-outs",
    ],
    advantages: [
      `Routes planned through ${city} and its neighbors, so convenient times are easy to find`,
      "Background-checked, insured and bonded cleaners",
      "All supplies and equipment brought to your door",
    ],
    population: null,
  };
}

/**
 * Everything the /{city}-co-cleaning page shows below its hero, for any city of the facts: its
 * own details when the facts give it some, else generic copy about the city.
 */
export function cityLandingCopy(
  area: ServiceArea,
  details: CityDetails | undefined,
  facts: CityLandingFacts,
): CityLandingCopy {
  if (!details) return genericCopy(area, facts);
  const ownIntro = Object.hasOwn(OWN_INTROS, area.slug) ? OWN_INTROS[area.slug] : undefined;
  return {
    intro: ownIntro ? ownIntro(facts) : genericIntro(area, facts),
    highlights: details.highlights.slice(0, LANDING_HIGHLIGHT_COUNT),
    promises: cityPromises(facts),
    neighborhoods: details.neighborhoods,
    zipCodes: area.zipCodes,
    specialties: details.serviceDetails.specialties,
    advantages: details.serviceDetails.advantages,
    population: details.population,
  };
}
