/**
 * The shipped company copy (/about's story and mission, the values, "why choose us", the trust
 * badges): the first revision of the facts' `about` and `team`. Figures and names are fact tokens
 * (ADR 0031), filled from the revision in force wherever the copy is shown.
 */
import type { SiteFacts } from "../site-facts-schema";

/** Plain-text paragraphs, rendered in order. */
export const COMPANY_STORY: SiteFacts["about"]["story"] = [
  `{{business.name}} began in {{business.foundedYear}} the way a lot of good family businesses do: at a kitchen table in {{business.baseCity}}, with one car, a trunk full of supplies and a promise to clean every home as if our own family lived there. Neighbors told neighbors, and a side project became a family-owned company.`,
  `Today our team brings {{claims.yearsOfExpertise}}+ years of combined cleaning expertise to homes across {{serviceAreas|count}} communities in Douglas County and the South Denver metro. Many of us have cleaned professionally for most of our working lives, and we train every new teammate on the same detailed checklists we use ourselves.`,
  `We describe what we do as blue-collar work with white-glove standards. Cleaning is hard, honest, physical work, and we're proud of it. We also believe the details matter: the baseboards behind the door, the fingerprints on the fridge handle, the towels folded the way you like them.`,
  `We're still family-owned and still local. When you call, you reach people who live in the same towns we clean, shop at the same stores and want to be able to look you in the eye at the grocery store.`,
];

export const MISSION_STATEMENT: SiteFacts["about"]["mission"] = `To give Colorado families back their time and peace of mind with thorough, dependable cleaning, delivered by a trusted local team that treats every home with care and every client with respect.`;

export const COMPANY_VALUES: SiteFacts["team"]["values"] = [
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
export const WHY_CHOOSE_US: SiteFacts["team"]["whyChooseUs"] = [
  {
    key: "insured",
    title: "Licensed & Insured",
    description: `{{claims.insurance.generalLiabilityCoverage|money}} in general liability coverage and {{claims.insurance.bonding|money}} in bonding protect your home while we work.`,
  },
  {
    key: "guarantee",
    title: "Satisfaction Guarantee",
    description: `Not happy with something? Tell us within {{guarantee.reportWithinHours}} hours and we'll come back and re-clean it free.`,
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
    description: `A Douglas County family business since {{business.foundedYear}}, not a franchise or an app. You'll know who is cleaning your home.`,
  },
  {
    key: "flexible",
    title: "Flexible Scheduling",
    description: `One-time visits or {{frequencies.weekly.name|lower}}, {{frequencies.bi-weekly.name|lower}}, and {{frequencies.monthly.name|lower}} plans, with recurring discounts, Saturday appointments and no contracts.`,
  },
];

export const TRUST_BADGES: SiteFacts["about"]["trustBadges"] = [
  {
    key: "google-rating",
    label: `{{claims.googleProfile.rating|rating}} Google Rating`,
    detail: `Trusted by {{claims.googleProfile.happyFamilies}}+ happy families`,
  },
  {
    key: "insured-bonded",
    label: "Insured & Bonded",
    alternateLabel: "Licensed & Insured",
    detail: `{{claims.insurance.generalLiabilityCoverage|money}} liability coverage, {{claims.insurance.bonding|money}} bond`,
  },
  {
    key: "satisfaction-guarantee",
    label: "Satisfaction Guarantee",
    detail: `Re-clean if you contact us within {{guarantee.reportWithinHours}} hours`,
  },
];
