/**
 * The shipped copy of /community (local partners, 2024 events, badges, the partner pitch): the
 * first revision of the facts' `community`, quoting other facts by token (ADR 0031).
 */
import type { SiteFacts } from "../site-facts-schema";

// Fictional placeholder organisations; the owner swaps in the real ones.
export const COMMUNITY_PARTNERS: SiteFacts["community"]["partners"] = [
  {
    name: "Parker Chamber of Commerce",
    type: "Member",
    description:
      "We're proud members of our hometown chamber, working alongside other small businesses to keep Parker thriving.",
  },
  {
    name: "Douglas County Family Resource Network",
    type: "Partner",
    description:
      "We donate move-in cleans for families moving into stable housing, so a new start begins in a fresh, healthy home.",
  },
  {
    name: "South Metro Youth Soccer League",
    type: "Sponsor",
    description: "Our team sponsors a youth squad every season, and you'll find a few of us cheering on the sidelines.",
  },
  {
    name: "Castle Rock Senior Neighbors",
    type: "Partner",
    description:
      "Free seasonal cleans for homebound seniors, coordinated with volunteers who check in on them year-round.",
  },
];

export const COMMUNITY_EVENTS_2024: SiteFacts["community"]["events"] = [
  {
    name: "Spring Refresh for Seniors",
    date: "2024-04-20",
    location: "Castle Rock, CO",
    description:
      "Our crews spent a Saturday deep cleaning homes for local seniors who can no longer tackle spring cleaning on their own.",
  },
  {
    name: "Back-to-School Classroom Reset",
    date: "2024-08-03",
    location: "Parker, CO",
    description:
      "Before the first bell, we scrubbed desks, sanitized shared supplies and cleaned classrooms so teachers could focus on lesson plans.",
  },
  {
    name: "Holiday Home Makeover Giveaway",
    date: "2024-12-07",
    location: "Highlands Ranch, CO",
    description:
      "Neighbors nominated local families who had a tough year, and we gifted each winner a full deep clean before the holidays.",
  },
];

export const COMMUNITY_BADGES: SiteFacts["community"]["badges"] = [
  {
    title: `Family-Owned Since {{business.foundedYear}}`,
    description: "A local family business, not a franchise: decisions are made here, by people who live here.",
  },
  {
    title: `{{claims.googleProfile.rating|rating}}-Star Google Rating`,
    description: `Earned one clean at a time from {{claims.googleProfile.happyFamilies}}+ happy families across the South Denver metro.`,
  },
  {
    title: "Insured & Bonded",
    description: `{{claims.insurance.generalLiabilityCoverage|money}} liability coverage and a {{claims.insurance.bonding|money}} bond on every job, community events included.`,
  },
];

export const PARTNER_WITH_US = {
  title: "Partner With Us",
  body: `Run a school, nonprofit, HOA or community event in Douglas County? {{business.name}} sets aside time every year for donated cleans, event sponsorships and volunteer days. Tell us what you're working on and we'll find a way to help.`,
} as const satisfies SiteFacts["community"]["partnerWithUs"];
