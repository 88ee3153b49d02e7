import { type CITIES_WITH_OWN_LANDING_COPY, SERVICE_AREAS } from "./areas";

export type OwnContentCity = (typeof CITIES_WITH_OWN_LANDING_COPY)[number];

export interface CityDetail {
  city: OwnContentCity;
  description: string;
  /** Approximate, rounded down, e.g. "58,000+". */
  population: string;
  highlights: readonly string[];
  neighborhoods: readonly string[];
  landmarks: readonly string[];
  zipCodes: readonly string[];
  serviceDetails: { specialties: readonly string[]; advantages: readonly string[] };
  /** How soon a crew can usually return for a satisfaction-guarantee re-clean (terms allow up to 48 hours). */
  responseTime: "same day" | "next day";
}

function zipCodesOf(city: OwnContentCity): readonly string[] {
  const area = SERVICE_AREAS.find((a) => a.city === city);
  if (!area) throw new Error(`City detail for "${city}" has no entry in SERVICE_AREAS`);
  return area.zipCodes;
}

/** Local colour for the six cities with their own landing content. Public facts, approximate populations. */
export const CITY_DETAILS: Readonly<Record<OwnContentCity, CityDetail>> = {
  Parker: {
    city: "Parker",
    description:
      "Parker grew from a stagecoach stop on the Cherry Creek into one of Douglas County's most family-friendly towns, with a walkable Mainstreet, busy youth sports fields and miles of trail. It's also our home base, so Parker homes are never far from one of our crews.",
    population: "58,000+",
    highlights: [
      "Historic Parker Mainstreet with local shops, restaurants and year-round events",
      "The Cherry Creek Trail and a connected network of parks and open space",
      "Master-planned neighborhoods full of young families, pets and busy schedules",
      "Concerts and shows at the PACE Center",
    ],
    neighborhoods: ["Stonegate", "Canterberry Crossing", "Idyllwilde", "Anthology", "Stroh Ranch", "Clarke Farms"],
    landmarks: ["Parker Mainstreet", "Cherry Creek Trail", "PACE Center", "Discovery Park", "O'Brien Park"],
    zipCodes: zipCodesOf("Parker"),
    serviceDetails: {
      specialties: [
        "Recurring cleaning for busy families with kids and pets",
        "Mud-season entryway and hard-floor care",
        "Deep cleans before hosting holidays and Mainstreet-weekend guests",
        "Move-in and move-out cleaning for Parker's active housing market",
      ],
      advantages: [
        "Our home base, so Parker gets the widest choice of appointment times",
        "The same familiar crew on every recurring visit",
        "Cleaners who know Parker's newer builds and their finishes",
      ],
    },
    responseTime: "same day",
  },
  "Castle Rock": {
    city: "Castle Rock",
    description:
      "Named for the butte that overlooks downtown, Castle Rock blends a historic Wilcox Street core with fast-growing hillside neighborhoods. Hillside homes mean dust, wind and wildlife-country mud, and we clean for all of it.",
    population: "73,000+",
    highlights: [
      "The iconic Rock and its trail above downtown",
      "Philip S. Miller Park with its adventure tower, trails and the Millhouse",
      "A lively historic downtown centered on Festival Park",
      "Growing hillside communities with sweeping Front Range views",
    ],
    neighborhoods: ["The Meadows", "Crystal Valley Ranch", "Castlewood Ranch", "Terrain", "Plum Creek", "Red Hawk"],
    landmarks: ["Castle Rock (Rock Park)", "Philip S. Miller Park", "Festival Park", "Outlets at Castle Rock"],
    zipCodes: zipCodesOf("Castle Rock"),
    serviceDetails: {
      specialties: [
        "Dust control for windy hillside lots and new-construction neighborhoods",
        "Deep cleans for larger multi-level family homes",
        "Move-out cleaning for sellers and renters on tight closing dates",
        "Garage clean-outs after a winter of mag chloride and mud",
      ],
      advantages: [
        "Crews scheduled in Castle Rock every week, so openings come up often",
        "Experience with the open layouts and high ceilings of newer builds",
        "Clear arrival windows, even for homes off the main roads",
      ],
    },
    responseTime: "same day",
  },
  Aurora: {
    city: "Aurora",
    description:
      "Aurora is Colorado's third-largest city, stretching from established neighborhoods near the Anschutz Medical Campus to newer communities around the Aurora Reservoir. We focus on south and southeast Aurora, where many of our clients work long shifts and want a home that stays on track.",
    population: "386,000+",
    highlights: [
      "Cherry Creek State Park and the Aurora Reservoir for boating, trails and open space",
      "Southlands shopping and dining in southeast Aurora",
      "A large healthcare community around the Anschutz Medical Campus",
      "Diverse neighborhoods from established ranches to brand-new builds",
    ],
    neighborhoods: ["Saddle Rock", "Tallyn's Reach", "Blackstone", "Heather Gardens", "Seven Hills", "Murphy Creek"],
    landmarks: [
      "Cherry Creek State Park",
      "Aurora Reservoir",
      "Southlands",
      "Stanley Marketplace",
      "Anschutz Medical Campus",
    ],
    zipCodes: zipCodesOf("Aurora"),
    serviceDetails: {
      specialties: [
        "Flexible recurring schedules for shift workers and healthcare professionals",
        "Move-in cleaning for new-construction homes",
        "Apartment, townhome and condo cleaning",
        "Deep cleans for homes with pets",
      ],
      advantages: [
        "Weekday and Saturday appointments to fit irregular schedules",
        "Key and lockbox arrangements so you don't have to be home",
        "Consistent crews who learn your home and your preferences",
      ],
    },
    responseTime: "next day",
  },
  "Highlands Ranch": {
    city: "Highlands Ranch",
    description:
      "Highlands Ranch is one of the country's largest master-planned communities, known for its recreation centers, trail system and the historic Highlands Ranch Mansion. Its family homes see plenty of foot traffic, and our recurring clients here count on us to keep up.",
    population: "103,000+",
    highlights: [
      "Community recreation centers and an extensive trail network",
      "The historic Highlands Ranch Mansion and its grounds",
      "The Backcountry Wilderness Area on the community's southern edge",
      "Highly rated schools and lots of young families",
    ],
    neighborhoods: ["Northridge", "Eastridge", "Westridge", "Southridge", "BackCountry"],
    landmarks: [
      "Highlands Ranch Mansion",
      "Highlands Ranch Town Center",
      "Civic Green Park",
      "Backcountry Wilderness Area",
    ],
    zipCodes: zipCodesOf("Highlands Ranch"),
    serviceDetails: {
      specialties: [
        "Bi-weekly cleaning for busy family homes",
        "Pet-hair control for homes with dogs and cats",
        "Pre-listing deep cleans for sellers",
        "Kitchen and bathroom detailing in larger homes",
      ],
      advantages: [
        "Crews in Highlands Ranch several days a week",
        "Familiar with HOA-community access and parking rules",
        "Easy rescheduling around school breaks and sports seasons",
      ],
    },
    responseTime: "same day",
  },
  "Lone Tree": {
    city: "Lone Tree",
    description:
      "Lone Tree packs a lot into a small city: Park Meadows, the Lone Tree Arts Center, Sky Ridge Medical Center and the growing RidgeGate community along the light rail. Many of our Lone Tree clients are professionals who want a spotless home without giving up their weekends.",
    population: "13,000+",
    highlights: [
      "Shopping and dining at Park Meadows",
      "Performances at the Lone Tree Arts Center",
      "Bluffs Regional Park trail with views across the metro",
      "Light rail stations connecting RidgeGate to downtown Denver",
    ],
    neighborhoods: ["RidgeGate", "Heritage Hills", "Carriage Club", "Heritage Estates"],
    landmarks: ["Park Meadows", "Lone Tree Arts Center", "Bluffs Regional Park", "Sky Ridge Medical Center"],
    zipCodes: zipCodesOf("Lone Tree"),
    serviceDetails: {
      specialties: [
        "Recurring cleaning for professionals and empty nesters",
        "Careful cleaning in homes with fine finishes and collections",
        "Townhome and condo cleaning in RidgeGate",
        "Move-in and move-out cleaning",
      ],
      advantages: [
        "A short drive from our base, so we are rarely late",
        "The same trusted cleaners on every visit",
        "Detailed notes so every visit follows your preferences",
      ],
    },
    responseTime: "same day",
  },
  Centennial: {
    city: "Centennial",
    description:
      "Centennial was incorporated in 2001 and has become one of the metro's most established suburbs, from The Streets at SouthGlenn on the west side to the neighborhoods near Centennial Airport and Cherry Creek State Park in the east. Many homes here are a little older and reward a careful deep clean.",
    population: "108,000+",
    highlights: [
      "The Streets at SouthGlenn for shopping, dining and community events",
      "Centennial Center Park with its splash pad and amphitheater",
      "Established neighborhoods with mature trees and larger lots",
      "Quick access to Cherry Creek State Park and the Cherry Creek Trail",
    ],
    neighborhoods: ["Willow Creek", "Walnut Hills", "Foxridge", "Piney Creek", "Cherry Knolls"],
    landmarks: ["The Streets at SouthGlenn", "Centennial Center Park", "Centennial Airport", "deKoevend Park"],
    zipCodes: zipCodesOf("Centennial"),
    serviceDetails: {
      specialties: [
        "Deep cleans for established homes with original tile and woodwork",
        "Recurring cleaning for families and retirees",
        "Move-out cleaning for sellers and landlords",
        "Garage clean-outs and seasonal resets",
      ],
      advantages: [
        "Experience caring for older finishes without harsh chemicals",
        "Reliable arrival windows and a text when we're on the way",
        "One local team from walkthrough to final check",
      ],
    },
    responseTime: "next day",
  },
};
