import { BUSINESS } from "../business/business-info";
import { GOOGLE_PROFILE_CLAIM } from "../business/claims";
import { BOOKING_POLICY, RESPONSE_TIME_HOURS, SATISFACTION_GUARANTEE } from "../business/policies";
import { SERVICES } from "../catalog/services";
import { COVERAGE, type ServiceArea } from "./cities";
import { cityDetail, type OwnContentCity } from "./city-details";

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

const LANDING_HIGHLIGHT_COUNT = 3;

/** The three promises every city landing makes. */
export const CITY_PROMISES: readonly CityPromise[] = [
  {
    title: "Same-Day Confirmation",
    description: `Send a request during business hours and we confirm your appointment within ${RESPONSE_TIME_HOURS.min}-${RESPONSE_TIME_HOURS.max} hours, the same day.`,
  },
  {
    title: "Punctual, Reliable Service",
    description: `A ${BOOKING_POLICY.arrivalWindowHours}-hour arrival window, a text when we're on the way, and the same trusted crew every visit.`,
  },
  {
    title: "100% Satisfaction Guarantee",
    description: `Not happy with something? Tell us within ${SATISFACTION_GUARANTEE.reportWithinHours} hours and we'll come back and re-clean it for free.`,
  },
];

const OWN_INTROS: Readonly<Record<OwnContentCity, string>> = {
  Parker: `Parker is home for ${BUSINESS.name}. Our family lives here, shops on Mainstreet and walks the Cherry Creek Trail, so cleaning Parker homes feels like helping the neighbors. From Stonegate to Anthology, we keep busy households with kids, pets and packed calendars clean and calm, with flat-rate standard cleans from $${SERVICES.standard.basePrice} and no travel fee.`,
  "Castle Rock": `Castle Rock homes work hard: hillside wind carries dust in, trail days track mud through the entry, and open floor plans show every speck. Our Castle Rock crews clean from The Meadows to Crystal Valley Ranch every week, bringing the same careful, checklist-driven routine to every visit so you can spend your weekends at Philip S. Miller Park instead of scrubbing showers.`,
  Aurora: `Long shifts, long commutes and a full life: that's what we hear from our Aurora clients, many of whom work in healthcare around the Anschutz campus. We serve south and southeast Aurora, from Saddle Rock and Tallyn's Reach to Blackstone, with flexible recurring schedules and key arrangements so your home gets cleaned whether or not you're there.`,
  "Highlands Ranch": `Highlands Ranch family homes see a lot of life: school mornings, team practices and dogs back from the trail. Our Highlands Ranch crews keep kitchens, bathrooms and floors in step with it, whether that's a bi-weekly reset in Northridge or a pre-listing deep clean in BackCountry, all backed by our ${GOOGLE_PROFILE_CLAIM.rating}-star reputation.`,
  "Lone Tree": `In Lone Tree, our clients tend to be busy professionals and empty nesters who want a home that is simply always ready. From RidgeGate townhomes to the larger homes of Heritage Hills and Carriage Club, we bring careful hands, consistent crews and detailed notes so every visit follows your preferences to the letter.`,
  Centennial: `Centennial's established neighborhoods, like Willow Creek, Walnut Hills and Piney Creek, are full of homes with character: original tile, real woodwork and a few decades of lived-in corners. Our crews know how to bring those finishes back gently, and our recurring plans keep them that way with the same friendly team every visit.`,
};

function genericCopy(area: ServiceArea): CityLandingCopy {
  const { city } = area;
  return {
    intro: `${BUSINESS.name} brings the same family-owned care to ${city} that we bring to every home across Douglas County and the South Denver metro. ${city} is one of our ${COVERAGE.communities} service communities, every appointment is within ${COVERAGE.maxTravelMinutes} minutes of our team, and travel fees are $${COVERAGE.travelFeeDollars}, so you get dependable, detailed cleaning at the same prices as everyone else.`,
    highlights: [
      `Local crews who know ${city} homes and Colorado's dust, mud and dry air`,
      `Flat-rate standard cleans from $${SERVICES.standard.basePrice}, with no ${city} travel fee`,
      `Rated ${GOOGLE_PROFILE_CLAIM.rating} stars on Google by ${GOOGLE_PROFILE_CLAIM.happyFamilies}+ happy families`,
    ],
    promises: CITY_PROMISES,
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

/** Everything the /{city}-co-cleaning page shows below its hero, for any of the 13 areas. */
export function cityLandingCopy(area: ServiceArea): CityLandingCopy {
  const detail = cityDetail(area.city);
  if (!detail) return genericCopy(area);
  return {
    intro: OWN_INTROS[detail.city],
    highlights: detail.highlights.slice(0, LANDING_HIGHLIGHT_COUNT),
    promises: CITY_PROMISES,
    neighborhoods: detail.neighborhoods,
    zipCodes: area.zipCodes,
    specialties: detail.serviceDetails.specialties,
    advantages: detail.serviceDetails.advantages,
    population: detail.population,
  };
}
