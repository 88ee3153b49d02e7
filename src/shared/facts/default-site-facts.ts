/**
 * Today's constants as one facts document: the first revision a new database gets. Every value is
 * read from the module that owns it (never retyped), so the two cannot drift until the pages read
 * the published revision and those modules are retired (ADR 0026). Dollars become cents here.
 */
import { ADD_ON_KEYS } from "../catalog/add-ons";
import { FREQUENCY_KEYS } from "../catalog/frequencies";
import { SERVICE_KEYS } from "../catalog/services";
import { PLANNER_PRICE_RANGES } from "../planner/results";
import {
  ADD_ONS,
  ADD_ONS_FROM_PRICE,
  DEEP_CLEAN_TYPICAL_CREW,
  DEEP_CLEANS_PER_YEAR,
  EXTRA_SERVICES,
  FREQUENCIES,
  MOVE_OUT_ADVERTISED_FROM_PRICE,
  PRICE_FACTORS,
  RECURRING_FREQUENCIES,
  RECURRING_REQUIRES_CONTRACT,
  SERVICE_DURATIONS,
  SERVICES,
  SIZE_TIERS,
  STANDARD_CLEAN_TYPICAL_RANGE,
  STRUCTURED_DATA_PRICE_SPAN,
} from "./defaults/catalog";
import {
  ALTERNATE_ZIP_LISTINGS,
  CITIES_WITH_AREA_DETAIL,
  COVERAGE,
  NEARBY_PLACES,
  SERVICE_AREAS,
  SITEMAP_AREA_CITIES,
} from "./defaults/areas";
import { CITY_DETAILS, type OwnContentCity } from "./defaults/city-details";
import { SERVICE_BULLETS } from "./defaults/service-bullets";
import {
  BUSINESS,
  CLOSED_DAYS_LABEL,
  COMMUNITY_STATS,
  EXPERIENCE_CLAIMS,
  GOOGLE_PROFILE_CLAIM,
  OPENING_HOURS,
  REVIEWS_PAGE_SUMMARY,
} from "./defaults/business";
import { COMMUNITY_BADGES, COMMUNITY_EVENTS_2024, COMMUNITY_PARTNERS, PARTNER_WITH_US } from "./defaults/community";
import { COMPANY_STORY, COMPANY_VALUES, MISSION_STATEMENT, TRUST_BADGES, WHY_CHOOSE_US } from "./defaults/company";
import { FAQ_GROUPS } from "./defaults/faqs";
import { SAMPLE_TEAM } from "../content/blog/sample-team";
import {
  BOOKING_POLICY,
  PAGE_PRICE_RANGES,
  PAYMENT_TERMS,
  RESPONSE_TIME_HOURS,
  SATISFACTION_GUARANTEE,
  SCHEDULING_LEAD_WEEKS,
  TERMS_POLICY,
} from "./defaults/policies";
import type { SiteFacts } from "./site-facts-schema";

/** How Dove named the area served before it was a fact (no constant module held these words). */
const REGION_TEXT = "Douglas County and the South Denver metro";

const toCents = (dollars: number) => Math.round(dollars * 100);
const centsRange = ({ min, max }: { min: number; max: number }) => ({ min: toCents(min), max: toCents(max) });
const centsOrNull = (dollars: number | null) => (dollars === null ? null : toCents(dollars));

const byKey = <K extends string, V>(keys: readonly K[], value: (key: K) => V) =>
  Object.fromEntries(keys.map((key) => [key, value(key)])) as Record<K, V>;

function cityDetails(city: string): SiteFacts["serviceAreas"][number]["details"] {
  const detail = (CITY_DETAILS as Partial<Record<string, (typeof CITY_DETAILS)[OwnContentCity]>>)[city];
  if (!detail) return undefined;
  const { description, population, highlights, neighborhoods, landmarks, serviceDetails, responseTime } = detail;
  return {
    description,
    population,
    highlights: [...highlights],
    neighborhoods: [...neighborhoods],
    landmarks: [...landmarks],
    serviceDetails: { specialties: [...serviceDetails.specialties], advantages: [...serviceDetails.advantages] },
    responseTime,
  };
}

function pricingDetails(): SiteFacts["pricingDetails"] {
  const recurringRange = (key: "weekly" | "bi-weekly" | "monthly") => {
    const range = FREQUENCIES[key].perCleaningRange;
    if (!range) throw new Error(`The ${key} plan has no typical price range`);
    return centsRange(range);
  };
  const mostPopular = RECURRING_FREQUENCIES.find((frequency) => frequency.mostPopular)?.key;
  if (mostPopular === undefined || mostPopular === "one-time") throw new Error("No recurring plan is the most popular");
  return {
    addOnsFrom: toCents(ADD_ONS_FROM_PRICE),
    addOnNotes: Object.fromEntries(
      ADD_ON_KEYS.flatMap((key) => {
        const note = ADD_ONS[key].alternatePriceLabel;
        return note === undefined ? [] : [[key, note]];
      }),
    ),
    recurring: {
      mostPopular,
      perVisit: {
        weekly: recurringRange("weekly"),
        "bi-weekly": recurringRange("bi-weekly"),
        monthly: recurringRange("monthly"),
      },
      contractRequired: RECURRING_REQUIRES_CONTRACT,
    },
    plannerRanges: {
      weekly: centsRange(PLANNER_PRICE_RANGES.weekly),
      "bi-weekly": centsRange(PLANNER_PRICE_RANGES["bi-weekly"]),
      monthly: centsRange(PLANNER_PRICE_RANGES.monthly),
    },
  };
}

export const DEFAULT_SITE_FACTS: SiteFacts = {
  business: {
    name: BUSINESS.name,
    legalName: BUSINESS.legalName,
    tagline: BUSINESS.tagline,
    phone: { display: BUSINESS.phoneDisplay, href: BUSINESS.phoneHref },
    email: BUSINESS.email,
    addressText: BUSINESS.addressText,
    region: BUSINESS.region,
    regionCode: BUSINESS.regionCode,
    baseCity: BUSINESS.baseCity,
    foundedYear: BUSINESS.foundedYear,
    hours: OPENING_HOURS.map((hours) => ({
      ...hours,
      schemaDays: [...hours.schemaDays],
    })),
    closedDaysLabel: CLOSED_DAYS_LABEL,
    bookingUrl: BUSINESS.bookingUrl,
    reviewsUrl: BUSINESS.googleReviewsUrl,
    social: { ...BUSINESS.social },
    booking: { mode: BUSINESS.booking.mode, embed: { ...BUSINESS.booking.embed } },
  },
  claims: {
    reviewsPage: { ...REVIEWS_PAGE_SUMMARY },
    googleProfile: { ...GOOGLE_PROFILE_CLAIM },
    yearsOfExpertise: EXPERIENCE_CLAIMS.yearsOfExpertise,
    community: {
      familiesServed: COMMUNITY_STATS.familiesServed,
      yearsInCommunity: COMMUNITY_STATS.yearsInCommunity,
      servicesDonated: toCents(COMMUNITY_STATS.servicesDonatedDollars),
      eventsSponsored: COMMUNITY_STATS.eventsSponsored,
    },
    insurance: {
      generalLiabilityCoverage: toCents(TERMS_POLICY.generalLiabilityCoverageDollars),
      bonding: toCents(TERMS_POLICY.bondingDollars),
    },
  },
  services: byKey(SERVICE_KEYS, (key) => ({
    name: SERVICES[key].name,
    description: SERVICES[key].description,
    priceType: SERVICES[key].priceType,
    basePrice: centsOrNull(SERVICES[key].basePrice),
    hourlyRate: centsOrNull(SERVICES[key].hourlyRate),
    bullets: [...SERVICE_BULLETS[key]],
  })),
  sizeTiers: SIZE_TIERS.map((tier) => ({ ...tier, price: toCents(tier.price) })),
  frequencies: byKey(FREQUENCY_KEYS, (key) => ({ name: FREQUENCIES[key].name, discount: FREQUENCIES[key].discount })),
  addOns: byKey(ADD_ON_KEYS, (key) => ({ name: ADD_ONS[key].name, price: toCents(ADD_ONS[key].price) })),
  surcharges: {
    extraBedroom: toCents(PRICE_FACTORS.extraBedroom),
    extraBathroom: toCents(PRICE_FACTORS.extraBathroom),
    petFriendly: toCents(PRICE_FACTORS.petFriendly),
    conditionAdjustment: PRICE_FACTORS.conditionAdjustment,
    minimumService: toCents(PRICE_FACTORS.minimumService),
  },
  priceRanges: {
    cityPage: centsRange(PAGE_PRICE_RANGES.cityPage),
    residential: centsRange(PAGE_PRICE_RANGES.residential),
    deep: centsRange(PAGE_PRICE_RANGES.deep),
    moveInOut: centsRange(PAGE_PRICE_RANGES.moveInOut),
    recurring: centsRange(PAGE_PRICE_RANGES.recurring),
  },
  serviceAreas: SERVICE_AREAS.map(({ city, slug, featured, zipCodes }) => {
    const details = cityDetails(city);
    return { city, slug, featured, zipCodes: [...zipCodes], ...(details ? { details } : {}) };
  }),
  faqs: FAQ_GROUPS.map(({ key, title, faqs }) => ({
    key,
    title,
    faqs: faqs.map(({ question, answerHtml }) => ({ question, answerHtml })),
  })),
  about: {
    story: [...COMPANY_STORY],
    mission: MISSION_STATEMENT,
    trustBadges: TRUST_BADGES.map((badge) => ({ ...badge })),
  },
  team: {
    values: COMPANY_VALUES.map((value) => ({ ...value })),
    whyChooseUs: WHY_CHOOSE_US.map((highlight) => ({ ...highlight })),
    members: Object.values(SAMPLE_TEAM).map((member) => ({ ...member })),
  },
  community: {
    partners: COMMUNITY_PARTNERS.map((partner) => ({ ...partner })),
    events: COMMUNITY_EVENTS_2024.map((event) => ({ ...event })),
    badges: COMMUNITY_BADGES.map((badge) => ({ ...badge })),
    partnerWithUs: { title: PARTNER_WITH_US.title, body: PARTNER_WITH_US.body },
  },
  policies: {
    bookingNoticeHours: BOOKING_POLICY.bookingNoticeHours,
    moveCleaningNoticeHours: BOOKING_POLICY.moveCleaningNoticeHours,
    cancellationNoticeHours: BOOKING_POLICY.cancellationNoticeHours,
    recurringRescheduleNoticeHours: { ...BOOKING_POLICY.recurringRescheduleNoticeHours },
    responseTimeHours: { ...RESPONSE_TIME_HOURS },
  },
  coverage: {
    maxTravelMinutes: COVERAGE.maxTravelMinutes,
    travelFee: toCents(COVERAGE.travelFeeDollars),
    mapEmbedUrl: BUSINESS.mapEmbedUrl,
    mapUrl: BUSINESS.mapUrl,
  },
  paymentTerms: {
    methods: [...PAYMENT_TERMS.methods],
    dueWithinDays: PAYMENT_TERMS.dueWithinDaysOfCompletion,
    lateFeePercent: PAYMENT_TERMS.lateFeePercent,
    lateFeeAfterDaysOverdue: PAYMENT_TERMS.lateFeeAfterDaysOverdue,
    suspensionAfterDaysOverdue: PAYMENT_TERMS.suspensionAfterDaysOverdue,
    priceChangeNoticeDays: PAYMENT_TERMS.priceChangeNoticeDays,
  },
  guarantee: { ...SATISFACTION_GUARANTEE },
  visits: {
    arrivalWindowHours: BOOKING_POLICY.arrivalWindowHours,
    schedulingLeadWeeks: { ...SCHEDULING_LEAD_WEEKS },
    keyReturnHours: TERMS_POLICY.keyReturnHours,
    regionText: REGION_TEXT,
  },
  serviceTimes: {
    durations: {
      standard: SERVICE_DURATIONS.standard.label,
      deep: SERVICE_DURATIONS.deep.label,
      moveout: SERVICE_DURATIONS.moveout.label,
    },
    deepCleanCrew: {
      cleaners: DEEP_CLEAN_TYPICAL_CREW.cleaners,
      hours: { min: DEEP_CLEAN_TYPICAL_CREW.minHours, max: DEEP_CLEAN_TYPICAL_CREW.maxHours },
    },
    deepCleansPerYear: { ...DEEP_CLEANS_PER_YEAR },
  },
  extraServices: {
    closetOrganization: {
      name: EXTRA_SERVICES.closetOrganization.name,
      hourlyRate: toCents(EXTRA_SERVICES.closetOrganization.hourlyRate),
      minimumHours: EXTRA_SERVICES.closetOrganization.minimumHours,
    },
    insideCabinets: { ...EXTRA_SERVICES.insideCabinets },
  },
  advertisedPrices: {
    moveOutFrom: toCents(MOVE_OUT_ADVERTISED_FROM_PRICE),
    standardTypical: centsRange(STANDARD_CLEAN_TYPICAL_RANGE),
    serviceOfferSpan: toCents(STRUCTURED_DATA_PRICE_SPAN),
  },
  areaDetailPages: CITIES_WITH_AREA_DETAIL.flatMap((city) =>
    SERVICE_AREAS.filter((area) => area.city === city).map((area) => area.slug),
  ),
  pricingDetails: pricingDetails(),
  terms: {
    sameDayCancellationChargePercent: TERMS_POLICY.sameDayCancellationChargePercent,
    damageClaimWindowHours: TERMS_POLICY.claimWindowHours,
    terminationNoticeDays: TERMS_POLICY.terminationNoticeDays,
    nonSolicitationYears: TERMS_POLICY.nonSolicitationYears,
    liabilityCap: TERMS_POLICY.liabilityCap,
  },
  areaListings: {
    alternateZipCodes: Object.entries(ALTERNATE_ZIP_LISTINGS).map(([city, zipCodes]) => ({
      city,
      zipCodes: [...zipCodes],
    })),
    nearbyPlaces: NEARBY_PLACES.map(({ aliases, zipCodes, ...place }) => ({
      ...place,
      ...(aliases ? { aliases: [...aliases] } : {}),
      zipCodes: [...zipCodes],
    })),
    sitemapCities: [...SITEMAP_AREA_CITIES],
  },
};
