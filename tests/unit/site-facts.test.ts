import { readFileSync } from "node:fs";
import { SAMPLE_TEAM } from "#shared/content/blog/sample-team";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { CITIES_WITH_AREA_DETAIL, COVERAGE, SERVICE_AREAS } from "#shared/facts/defaults/areas";
import { CITY_DETAILS } from "#shared/facts/defaults/city-details";
import {
  BUSINESS,
  COMMUNITY_STATS,
  EXPERIENCE_CLAIMS,
  GOOGLE_PROFILE_CLAIM,
  REVIEWS_PAGE_SUMMARY,
  CLOSED_DAYS_LABEL,
  OPENING_HOURS,
} from "#shared/facts/defaults/business";
import {
  BOOKING_POLICY,
  PAYMENT_TERMS,
  RESPONSE_TIME_HOURS,
  SATISFACTION_GUARANTEE,
  TERMS_POLICY,
} from "#shared/facts/defaults/policies";
import { ADD_ON_LIST, FREQUENCIES, PRICE_FACTORS, SERVICE_LIST, SIZE_TIERS } from "#shared/facts/defaults/catalog";
import {
  COMMUNITY_BADGES,
  COMMUNITY_EVENTS_2024,
  COMMUNITY_PARTNERS,
  PARTNER_WITH_US,
} from "#shared/facts/defaults/community";
import {
  COMPANY_STORY,
  COMPANY_VALUES,
  MISSION_STATEMENT,
  TRUST_BADGES,
  WHY_CHOOSE_US,
} from "#shared/facts/defaults/company";
import { FAQ_GROUPS } from "#shared/facts/defaults/faqs";
import { SERVICE_BULLETS } from "#shared/facts/defaults/service-bullets";
import { DEFAULT_SITE_FACTS } from "#shared/facts/default-site-facts";
import { diffFacts, formatChanges } from "#shared/facts/facts-diff";
import { siteFactsJsonSchema } from "#shared/facts/site-facts-json-schema";
import { type SiteFacts, SiteFactsFileSchema, SiteFactsSchema } from "#shared/facts/site-facts-schema";

const copy = (): SiteFacts => structuredClone(DEFAULT_SITE_FACTS);

/** Field path -> message of every problem, as the CLI and the editor show them. */
function problems(facts: unknown): Record<string, string> {
  const parsed = SiteFactsSchema.safeParse(facts);
  if (parsed.success) return {};
  return Object.fromEntries(parsed.error.issues.map((issue) => [issue.path.join("."), issue.message]));
}

describe("DEFAULT_SITE_FACTS", () => {
  it("is a valid document that parsing leaves exactly as it is", () => {
    expect(SiteFactsSchema.parse(DEFAULT_SITE_FACTS)).toEqual(DEFAULT_SITE_FACTS);
  });

  it("equals what the constant modules export, with dollars as cents", () => {
    const facts = DEFAULT_SITE_FACTS;
    expect(facts.business).toMatchObject({
      name: BUSINESS.name,
      tagline: BUSINESS.tagline,
      phone: { display: BUSINESS.phoneDisplay, href: BUSINESS.phoneHref },
      email: BUSINESS.email,
      addressText: BUSINESS.addressText,
      bookingUrl: BUSINESS.bookingUrl,
      reviewsUrl: BUSINESS.googleReviewsUrl,
      social: BUSINESS.social,
      foundedYear: BUSINESS.foundedYear,
      hours: OPENING_HOURS,
      closedDaysLabel: CLOSED_DAYS_LABEL,
    });
    expect(facts.claims).toEqual({
      reviewsPage: REVIEWS_PAGE_SUMMARY,
      googleProfile: GOOGLE_PROFILE_CLAIM,
      yearsOfExpertise: EXPERIENCE_CLAIMS.yearsOfExpertise,
      community: {
        familiesServed: COMMUNITY_STATS.familiesServed,
        yearsInCommunity: COMMUNITY_STATS.yearsInCommunity,
        servicesDonated: COMMUNITY_STATS.servicesDonatedDollars * 100,
        eventsSponsored: COMMUNITY_STATS.eventsSponsored,
      },
      insurance: {
        generalLiabilityCoverage: TERMS_POLICY.generalLiabilityCoverageDollars * 100,
        bonding: TERMS_POLICY.bondingDollars * 100,
      },
    });
    for (const service of SERVICE_LIST)
      expect(facts.services[service.key]).toEqual({
        name: service.name,
        description: service.description,
        priceType: service.priceType,
        basePrice: service.basePrice === null ? null : service.basePrice * 100,
        hourlyRate: service.hourlyRate === null ? null : service.hourlyRate * 100,
        bullets: SERVICE_BULLETS[service.key],
      });
    expect(facts.sizeTiers).toEqual(SIZE_TIERS.map((tier) => ({ ...tier, price: tier.price * 100 })));
    for (const frequency of Object.values(FREQUENCIES))
      expect(facts.frequencies[frequency.key]).toEqual({ name: frequency.name, discount: frequency.discount });
    for (const addOn of ADD_ON_LIST)
      expect(facts.addOns[addOn.key]).toEqual({ name: addOn.name, price: addOn.price * 100 });
    expect(facts.surcharges).toEqual({
      extraBedroom: PRICE_FACTORS.extraBedroom * 100,
      extraBathroom: PRICE_FACTORS.extraBathroom * 100,
      petFriendly: PRICE_FACTORS.petFriendly * 100,
      conditionAdjustment: PRICE_FACTORS.conditionAdjustment,
      minimumService: PRICE_FACTORS.minimumService * 100,
    });
    expect(facts.serviceAreas.map(({ details: _details, ...area }) => area)).toEqual(SERVICE_AREAS);
    for (const area of facts.serviceAreas) {
      const detail = (CITY_DETAILS as Partial<Record<string, (typeof CITY_DETAILS)["Parker"]>>)[area.city];
      if (!detail) expect(area.details).toBeUndefined();
      else expect({ ...area.details, city: detail.city, zipCodes: detail.zipCodes }).toEqual(detail);
    }
    expect(facts.serviceAreas.filter((area) => area.details)).toHaveLength(Object.keys(CITY_DETAILS).length);
    expect(facts.faqs.map((group) => group.key)).toEqual(FAQ_GROUPS.map((group) => group.key));
    expect(facts.faqs.flatMap((group) => group.faqs)).toEqual(FAQ_GROUPS.flatMap((group) => group.faqs));
    expect(facts.about).toEqual({ story: COMPANY_STORY, mission: MISSION_STATEMENT, trustBadges: TRUST_BADGES });
    expect(facts.team).toEqual({
      values: COMPANY_VALUES,
      whyChooseUs: WHY_CHOOSE_US,
      members: Object.values(SAMPLE_TEAM),
    });
    expect(facts.community).toEqual({
      partners: COMMUNITY_PARTNERS,
      events: COMMUNITY_EVENTS_2024,
      badges: COMMUNITY_BADGES,
      partnerWithUs: { title: PARTNER_WITH_US.title, body: PARTNER_WITH_US.body },
    });
    expect(facts.policies).toEqual({
      bookingNoticeHours: BOOKING_POLICY.bookingNoticeHours,
      moveCleaningNoticeHours: BOOKING_POLICY.moveCleaningNoticeHours,
      cancellationNoticeHours: BOOKING_POLICY.cancellationNoticeHours,
      recurringRescheduleNoticeHours: BOOKING_POLICY.recurringRescheduleNoticeHours,
      responseTimeHours: RESPONSE_TIME_HOURS,
    });
    expect(facts.coverage).toEqual({
      maxTravelMinutes: COVERAGE.maxTravelMinutes,
      travelFee: COVERAGE.travelFeeDollars * 100,
      mapEmbedUrl: BUSINESS.mapEmbedUrl,
      mapUrl: BUSINESS.mapUrl,
    });
    expect(facts.areaDetailPages.map((slug) => facts.serviceAreas.find((area) => area.slug === slug)?.city)).toEqual(
      CITIES_WITH_AREA_DETAIL,
    );
    // Each figure once: payment in paymentTerms, the guarantee in guarantee, arrival and keys in visits.
    expect(facts.paymentTerms).toEqual({
      dueWithinDays: PAYMENT_TERMS.dueWithinDaysOfCompletion,
      lateFeePercent: PAYMENT_TERMS.lateFeePercent,
      lateFeeAfterDaysOverdue: PAYMENT_TERMS.lateFeeAfterDaysOverdue,
      suspensionAfterDaysOverdue: PAYMENT_TERMS.suspensionAfterDaysOverdue,
      methods: PAYMENT_TERMS.methods,
      priceChangeNoticeDays: PAYMENT_TERMS.priceChangeNoticeDays,
    });
    expect(facts.guarantee).toEqual(SATISFACTION_GUARANTEE);
    expect(facts.visits).toMatchObject({
      arrivalWindowHours: BOOKING_POLICY.arrivalWindowHours,
      keyReturnHours: TERMS_POLICY.keyReturnHours,
    });
    expect(facts.terms).toEqual({
      sameDayCancellationChargePercent: TERMS_POLICY.sameDayCancellationChargePercent,
      damageClaimWindowHours: TERMS_POLICY.claimWindowHours,
      terminationNoticeDays: TERMS_POLICY.terminationNoticeDays,
      nonSolicitationYears: TERMS_POLICY.nonSolicitationYears,
      liabilityCap: TERMS_POLICY.liabilityCap,
    });
    expect(facts.business.booking).toEqual(BUSINESS.booking);
  });
});

describe("SiteFactsSchema", () => {
  it("refuses money that is not whole cents, naming the field in plain words", () => {
    const facts = copy();
    facts.addOns.oven.price = 65.5;
    facts.sizeTiers[0]!.price = -100;
    expect(problems(facts)).toEqual({
      "addOns.oven.price": "Add-on price must be a whole number of cents (12345 is $123.45)",
      "sizeTiers.0.price": "Tier price cannot be negative",
    });
  });

  it("asks for the price a service's price type needs", () => {
    const facts = copy();
    facts.services.garage.basePrice = null;
    facts.services.deep.hourlyRate = null;
    expect(problems(facts)).toEqual({
      "services.garage.basePrice": "A flat-rate service needs a starting price",
      "services.deep.hourlyRate": "An hourly service needs an hourly rate",
    });
  });

  it("keeps size tiers ascending, city page addresses and cities unique, and one city featured", () => {
    const facts = copy();
    facts.sizeTiers[2]!.maxSqft = 1200;
    facts.serviceAreas[1]!.slug = facts.serviceAreas[0]!.slug;
    facts.serviceAreas[3]!.city = facts.serviceAreas[2]!.city.toUpperCase();
    expect(problems(facts)).toEqual({
      "sizeTiers.2.maxSqft": "Home-size tiers must go from smallest to largest home",
      "serviceAreas.1": "This city's page address is listed twice",
      "serviceAreas.3": "This city is listed twice",
      // Castle Rock's detailed area page now names an address no city has.
      "areaDetailPages.1": "A detailed area page needs a city you serve, with its city details filled in",
    });
    const unfeatured = copy();
    for (const area of unfeatured.serviceAreas) area.featured = false;
    expect(problems(unfeatured)).toEqual({ serviceAreas: "Feature at least one city" });
    const detailed = copy();
    detailed.areaDetailPages.push("franktown-co-cleaning", "nowhere-co-cleaning");
    const problem = "A detailed area page needs a city you serve, with its city details filled in";
    expect(problems(detailed)).toEqual({ "areaDetailPages.3": problem, "areaDetailPages.4": problem });
  });

  it("refuses a misspelt field, a bad slug, ZIP, phone link and a lowest above the highest", () => {
    const facts = copy() as SiteFacts & { services: { standard: Record<string, unknown> } };
    facts.services.standard.basePrise = 13500;
    facts.serviceAreas[0]!.slug = "Parker CO";
    facts.serviceAreas[0]!.zipCodes = ["8013"];
    facts.business.phone.href = "303-555-0142";
    facts.policies.responseTimeHours = { min: 5, max: 4 };
    expect(problems(facts)).toEqual({
      "services.standard": 'Unrecognized key: "basePrise"',
      "serviceAreas.0.slug": "Page address may use only lower-case letters, digits and single dashes",
      "serviceAreas.0.zipCodes.0": "A ZIP code is five digits",
      "business.phone.href": "Phone link must look like tel:+17205550123",
      "areaDetailPages.0": "A detailed area page needs a city you serve, with its city details filled in",
      "policies.responseTimeHours.max": "The lowest reply time must not be above the highest",
    });
  });

  it("reads a site.json with or without the revision it was exported from", () => {
    expect(SiteFactsFileSchema.parse({ basedOnRevision: 3, facts: DEFAULT_SITE_FACTS }).basedOnRevision).toBe(3);
    expect(SiteFactsFileSchema.parse({ facts: DEFAULT_SITE_FACTS }).basedOnRevision).toBeUndefined();
    expect(SiteFactsFileSchema.safeParse({ basedOnRevision: 0, facts: DEFAULT_SITE_FACTS }).success).toBe(false);
  });
});

describe("diffFacts", () => {
  it("lists each changed leaf and each added or removed item by its path, in document order", () => {
    const after = copy();
    after.business.name = "Robin Home Cleaning";
    after.services.standard.basePrice = 13500;
    after.sizeTiers.pop();
    after.serviceAreas[0]!.zipCodes.push("80016");
    const changes = diffFacts(DEFAULT_SITE_FACTS, after);
    expect(changes.map((change) => change.path)).toEqual([
      "business.name",
      "services.standard.basePrice",
      "sizeTiers[5]",
      "serviceAreas[0].zipCodes[2]",
    ]);
    expect(formatChanges(changes.slice(0, 2))).toEqual([
      'business.name: "Bluebird Home Cleaning" -> "Robin Home Cleaning"',
      "services.standard.basePrice: 12000 -> 13500",
    ]);
    expect(formatChanges(changes.slice(2))).toEqual([
      'sizeTiers[5]: {"maxSqft":3500,"beds":"5+ bed","baths":"3-4 bath","price":29900,"notes":"Custom quote may apply"} -> (none)',
      'serviceAreas[0].zipCodes[2]: (none) -> "80016"',
    ]);
    expect(diffFacts(DEFAULT_SITE_FACTS, copy())).toEqual([]);
  });

  it("shortens long values so a changed answer stays on one line", () => {
    const after = copy();
    after.about.mission = "x".repeat(300);
    const [line] = formatChanges(diffFacts(DEFAULT_SITE_FACTS, after));
    // Both the old mission (about 200 characters) and the new one are cut to 120.
    expect(line).toMatch(/^about\.mission: "To give Colorado families[^>]{93}… -> "x{118}…$/);
  });
});

describe("docs/site-facts.schema.json", () => {
  it("is what the zod schema generates (npm run facts:schema rewrites it)", () => {
    const committed = readFileSync(path.resolve(import.meta.dirname, "../../docs/site-facts.schema.json"), "utf8");
    expect(committed).toBe(siteFactsJsonSchema());
  });
});
