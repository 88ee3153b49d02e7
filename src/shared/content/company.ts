/** Company story, mission, values and trust signals for /about and the home page. */
// eslint-disable-next-line import-x/no-restricted-paths -- shipped copy: fx-company moves this module to facts/defaults
import { COVERAGE } from "../facts/defaults/areas";
import { BUSINESS } from "../business/business-info";
import { EXPERIENCE_CLAIMS, GOOGLE_PROFILE_CLAIM } from "../business/claims";
import { SATISFACTION_GUARANTEE, TERMS_POLICY } from "../business/policies";
// Shipped copy (the facts' about and team): it may quote the shipped catalogue (moves to facts/defaults/).
// eslint-disable-next-line import-x/no-restricted-paths
import { RECURRING_FREQUENCIES } from "../facts/defaults/catalog";
import { groupThousands } from "#shared/format/numbers";
import { listAnd } from "#shared/format/lists";

export interface CompanyValue {
  name: "Integrity" | "Quality" | "Community" | "Respect";
  description: string;
}

export interface Highlight {
  /** Stable key the UI maps to an icon. */
  key: string;
  title: string;
  description: string;
}

export interface TrustBadge {
  key: "google-rating" | "insured-bonded" | "satisfaction-guarantee";
  label: string;
  /** Some pages show the same badge under a second name. */
  alternateLabel?: string;
  detail: string;
}

const liabilityCoverage = `$${groupThousands(TERMS_POLICY.generalLiabilityCoverageDollars)}`;
const bonding = `$${groupThousands(TERMS_POLICY.bondingDollars)}`;
const rating = GOOGLE_PROFILE_CLAIM.rating.toFixed(1);

/** Plain-text paragraphs, rendered in order. */
export const COMPANY_STORY: readonly string[] = [
  `${BUSINESS.name} began in ${BUSINESS.foundedYear} the way a lot of good family businesses do: at a kitchen table in ${BUSINESS.baseCity}, with one car, a trunk full of supplies and a promise to clean every home as if our own family lived there. Neighbors told neighbors, and a side project became a family-owned company.`,
  `Today our team brings ${EXPERIENCE_CLAIMS.yearsOfExpertise}+ years of combined cleaning expertise to homes across ${COVERAGE.communities} communities in Douglas County and the South Denver metro. Many of us have cleaned professionally for most of our working lives, and we train every new teammate on the same detailed checklists we use ourselves.`,
  `We describe what we do as blue-collar work with white-glove standards. Cleaning is hard, honest, physical work, and we're proud of it. We also believe the details matter: the baseboards behind the door, the fingerprints on the fridge handle, the towels folded the way you like them.`,
  `We're still family-owned and still local. When you call, you reach people who live in the same towns we clean, shop at the same stores and want to be able to look you in the eye at the grocery store.`,
];

export const MISSION_STATEMENT = `To give Colorado families back their time and peace of mind with thorough, dependable cleaning, delivered by a trusted local team that treats every home with care and every client with respect.`;

export const COMPANY_VALUES: readonly CompanyValue[] = [
  {
    name: "Integrity",
    description:
      "Clear prices before we start, honest answers when you ask, and we do what we say we'll do. If we make a mistake, we own it and fix it.",
  },
  {
    name: "Quality",
    description:
      "Detailed checklists, trained cleaners and a final walk-through on every visit, so the hundredth clean is as careful as the first.",
  },
  {
    name: "Community",
    description:
      "We live where we work. We hire locally, support local schools and nonprofits, and count our clients as neighbors.",
  },
  {
    name: "Respect",
    description:
      "For your home, your belongings, your pets and your time, and for the people on our team who do this demanding work every day.",
  },
];

/** "Why choose us" cards on the home page. */
export const WHY_CHOOSE_US: readonly Highlight[] = [
  {
    key: "insured",
    title: "Licensed & Insured",
    description: `${liabilityCoverage} in general liability coverage and ${bonding} in bonding protect your home while we work.`,
  },
  {
    key: "guarantee",
    title: "Satisfaction Guarantee",
    description: `Not happy with something? Tell us within ${SATISFACTION_GUARANTEE.reportWithinHours} hours and we'll come back and re-clean it free.`,
  },
  {
    key: "background-checked",
    title: "Background-Checked Team",
    description:
      "Every cleaner is background-checked, trained on our checklists and someone we'd welcome into our own homes.",
  },
  {
    key: "eco-friendly",
    title: "Eco-Friendly Options",
    description:
      "We bring our own supplies and equipment, with eco-friendly products available on request for kids, pets and allergies.",
  },
  {
    key: "local",
    title: "Local & Family-Owned",
    description: `A Douglas County family business since ${BUSINESS.foundedYear}, not a franchise or an app. You'll know who is cleaning your home.`,
  },
  {
    key: "flexible",
    title: "Flexible Scheduling",
    description: `One-time visits or ${listAnd(RECURRING_FREQUENCIES.map((frequency) => frequency.name.toLowerCase()))} plans, with recurring discounts, Saturday appointments and no contracts.`,
  },
];

export const TRUST_BADGES: readonly TrustBadge[] = [
  {
    key: "google-rating",
    label: `${rating} Google Rating`,
    detail: `Trusted by ${GOOGLE_PROFILE_CLAIM.happyFamilies}+ happy families`,
  },
  {
    key: "insured-bonded",
    label: "Insured & Bonded",
    alternateLabel: "Licensed & Insured",
    detail: `${liabilityCoverage} liability coverage, ${bonding} bond`,
  },
  {
    key: "satisfaction-guarantee",
    label: "Satisfaction Guarantee",
    detail: `Re-clean if you contact us within ${SATISFACTION_GUARANTEE.reportWithinHours} hours`,
  },
];
