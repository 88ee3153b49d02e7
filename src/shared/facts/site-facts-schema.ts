/**
 * The site's facts as one document (ADR 0026): what the owner may change without code. Field names
 * follow the spec's entities. Money is in whole cents everywhere (12345 = $123.45), as the estimate
 * engine counts; discounts and adjustments are fractions (0.15 = 15%). Messages are written for the
 * owner's editor, where they appear beside the field they name.
 */
import { z } from "zod";
import { PostFileListSchema } from "../content/blog/post-file";
import { ReviewFileListSchema } from "../reviews/review-input";

const text = (label: string, max = 300) =>
  z
    .string({ error: `${label} must be text` })
    .trim()
    .min(1, `${label} must not be empty`)
    .max(max, `${label} is at most ${max} characters`);

const longText = (label: string) => text(label, 5_000);

const cents = (label: string, maxDollars = 100_000) =>
  z
    .int({ error: `${label} must be a whole number of cents (12345 is $123.45)` })
    .min(0, `${label} cannot be negative`)
    .max(maxDollars * 100, `${label} must be at most $${maxDollars.toLocaleString("en-US")}`)
    .describe(`${label}, in cents (12345 is $123.45)`);

const count = (label: string, max = 1_000_000) =>
  z
    .int({ error: `${label} must be a whole number` })
    .min(0, `${label} cannot be negative`)
    .max(max, `${label} must be at most ${max}`);

const fraction = (label: string) =>
  z
    .number({ error: `${label} must be a number` })
    .min(0, `${label} cannot be negative`)
    // Read in the editor (typed as percent) and in site.json (a fraction): the message suits both.
    .max(1, `${label} cannot be more than 100% (1 as a fraction)`)
    .describe(`${label}, as a fraction (0.15 is 15%)`);

const url = (label: string) =>
  z.url({ error: `${label} must be a full web address starting with https://` }).max(500, `${label} is too long`);

const textList = (label: string, max = 50) =>
  z.array(text(label, 1_000), { error: `${label} must be a list` }).max(max, `At most ${max} ${label.toLowerCase()}`);

const range = (label: string, item: (label: string) => z.ZodNumber) =>
  z.strictObject({ min: item(`Lowest ${label}`), max: item(`Highest ${label}`) }).refine(({ min, max }) => min <= max, {
    message: `The lowest ${label} must not be above the highest`,
    path: ["max"],
  });

const clockTime = (label: string) =>
  z
    .string({ error: `${label} must be a time` })
    .regex(/^([01]\d|2[0-3]):[0-5]\d$/, `${label} must be a time like 08:00`);

const WEEKDAYS = ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday", "Sunday"] as const;

const OpeningHoursSchema = z
  .strictObject({
    days: text("Days"),
    schemaDays: z
      .array(z.enum(WEEKDAYS, { error: "Each day must be a weekday name like Monday" }))
      .min(1, "Name at least one day these hours apply to"),
    opens: clockTime("Opening time"),
    closes: clockTime("Closing time"),
    label: text("Short label"),
  })
  .refine(({ opens, closes }) => opens < closes, {
    message: "Closing time must be after opening time",
    path: ["closes"],
  });

/**
 * Where /booking takes bookings: "site" is the site's own flow (real free times, instant
 * confirmation, a private manage link); "provider" is the provider's embedded work-request form,
 * with the site's flow shown whenever the form fails to load. The site allows the form's addresses
 * (its Content-Security-Policy) from the revision in force.
 */
const BookingSchema = z
  .strictObject({
    mode: z.enum(["site", "provider"], {
      error: 'Where bookings are taken must be "site" (this site\'s booking page) or "provider" (the provider\'s form)',
    }),
    embed: z
      .strictObject({
        scriptUrl: url("The provider's form script"),
        stylesheetUrl: url("The provider's form stylesheet"),
      })
      .describe("The provider's embeddable work-request form, shown on /booking in provider mode"),
  })
  .describe("Where /booking takes bookings");

const BusinessSchema = z.strictObject({
  name: text("Business name", 100),
  legalName: text("Legal name", 150),
  tagline: text("Tagline"),
  phone: z.strictObject({
    display: text("Phone number as shown", 40),
    href: z
      .string({ error: "Phone link must be text" })
      .regex(/^tel:\+\d{6,15}$/, "Phone link must look like tel:+17205550123"),
  }),
  email: z.email({ error: "Email must be an email address" }),
  addressText: text("Address text"),
  region: text("State"),
  regionCode: z.string().regex(/^[A-Z]{2}$/, "State code must be two capital letters, like CO"),
  baseCity: text("Home city", 100),
  foundedYear: z.int({ error: "Founding year must be a year" }).min(1900, "Founding year must be a year").max(2100),
  hours: z.array(OpeningHoursSchema).min(1, "List at least one set of opening hours").max(7),
  closedDaysLabel: text("Closed days text"),
  bookingUrl: url("Booking link"),
  reviewsUrl: url("Reviews link"),
  social: z.strictObject({
    facebook: url("Facebook link"),
    instagram: url("Instagram link"),
    linkedin: url("LinkedIn link"),
  }),
  booking: BookingSchema,
});

const rating = (label: string) =>
  z
    .number({ error: `${label} must be a number` })
    .min(1, `${label} must be between 1 and 5`)
    .max(5, `${label} must be between 1 and 5`);

const percent = (label: string) => count(label, 100).describe(`${label}, whole percent (0 to 100)`);

/** Trust claims. Where the spec's pages disagree, each page's figure is kept where it appears. */
const ClaimsSchema = z.strictObject({
  reviewsPage: z
    .strictObject({
      rating: rating("Rating on the reviews page"),
      reviewCount: count("Number of reviews on the reviews page"),
      recommendPercent: percent("Share who recommend us"),
      repeatCustomerPercent: percent("Share of repeat customers"),
    })
    .describe("The summary on /reviews"),
  googleProfile: z
    .strictObject({
      rating: rating("Google rating"),
      happyFamilies: count("Happy families"),
      reviewCount: count("Number of Google reviews"),
    })
    .describe("The Google-profile figures on city, FAQ and service-area pages and in structured data"),
  yearsOfExpertise: count("Years of expertise", 200),
  community: z
    .strictObject({
      familiesServed: count("Families served"),
      yearsInCommunity: count("Years in the community", 200),
      servicesDonated: cents("Services donated"),
      eventsSponsored: count("Events sponsored"),
    })
    .describe("The figures on /community"),
  insurance: z.strictObject({
    generalLiabilityCoverage: cents("General liability coverage", 100_000_000),
    bonding: cents("Bonding", 100_000_000),
  }),
});

const ServiceSchema = z
  .strictObject({
    name: text("Service name", 100),
    description: longText("Service description"),
    priceType: z.enum(["flat_rate", "hourly"], { error: "Price type must be flat_rate or hourly" }),
    basePrice: cents("Starting price").nullable(),
    hourlyRate: cents("Hourly rate per cleaner").nullable(),
    bullets: textList("What's included").min(1, "List at least one thing that is included"),
  })
  .superRefine((service, ctx) => {
    if (service.priceType === "flat_rate" && service.basePrice === null)
      ctx.addIssue({ code: "custom", path: ["basePrice"], message: "A flat-rate service needs a starting price" });
    if (service.priceType === "hourly" && service.hourlyRate === null)
      ctx.addIssue({ code: "custom", path: ["hourlyRate"], message: "An hourly service needs an hourly rate" });
  });

const SizeTierSchema = z.strictObject({
  maxSqft: count("Largest home size (square feet)", 100_000).min(1, "Largest home size must be above 0"),
  beds: text("Bedrooms", 40),
  baths: text("Bathrooms", 40),
  price: cents("Tier price"),
  notes: text("Notes"),
});

const FrequencySchema = z.strictObject({ name: text("Frequency name", 60), discount: fraction("Discount") });

const AddOnSchema = z.strictObject({ name: text("Add-on name", 100), price: cents("Add-on price") });

const SurchargesSchema = z.strictObject({
  extraBedroom: cents("Extra bedroom charge"),
  extraBathroom: cents("Extra bathroom charge"),
  petFriendly: cents("Pet-friendly charge"),
  conditionAdjustment: fraction("Home-condition adjustment"),
  minimumService: cents("Minimum service charge"),
});

const zipCode = z.string({ error: "A ZIP code must be text" }).regex(/^\d{5}$/, "A ZIP code is five digits");

const CityDetailsSchema = z.strictObject({
  description: longText("City description"),
  population: text("Population", 40),
  highlights: textList("Highlights"),
  neighborhoods: textList("Neighborhoods"),
  landmarks: textList("Landmarks"),
  serviceDetails: z.strictObject({ specialties: textList("Specialties"), advantages: textList("Advantages") }),
  responseTime: z.enum(["same day", "next day"], { error: 'Re-clean response time must be "same day" or "next day"' }),
});

const ServiceAreaSchema = z.strictObject({
  city: text("City", 100),
  slug: z
    .string({ error: "Page address must be text" })
    .regex(/^[a-z0-9]+(-[a-z0-9]+)*$/, "Page address may use only lower-case letters, digits and single dashes"),
  featured: z.boolean({ error: "Featured must be true or false" }),
  zipCodes: z.array(zipCode).min(1, "List at least one ZIP code"),
  details: CityDetailsSchema.optional(),
});

const FaqSchema = z.strictObject({
  question: text("Question", 500),
  answerHtml: longText("Answer").describe("The answer as HTML (paragraphs, lists, links)"),
});

const FaqGroupSchema = z.strictObject({
  key: z.string().regex(/^[a-z][a-z-]*$/, "A group key uses lower-case letters and dashes"),
  title: text("Group title", 100),
  faqs: z.array(FaqSchema).min(1, "A group needs at least one question"),
});

const CardSchema = z.strictObject({ title: text("Title", 150), description: longText("Description") });

const AboutSchema = z.strictObject({
  story: textList("Story paragraphs", 20).min(1, "The story needs at least one paragraph"),
  mission: longText("Mission statement"),
  trustBadges: z.array(
    z.strictObject({
      key: z.enum(["google-rating", "insured-bonded", "satisfaction-guarantee"]),
      label: text("Badge label", 100),
      alternateLabel: text("Second badge label", 100).optional(),
      detail: text("Badge detail"),
    }),
  ),
});

const TeamSchema = z.strictObject({
  values: z.array(
    z.strictObject({
      name: z.enum(["Integrity", "Quality", "Community", "Respect"], {
        error: "A value is one of Integrity, Quality, Community or Respect",
      }),
      description: longText("Value description"),
    }),
  ),
  whyChooseUs: z.array(
    z.strictObject({ key: z.string().min(1), title: text("Title", 150), description: longText("Text") }),
  ),
  members: z
    .array(
      z.strictObject({
        name: text("Name", 100),
        role: text("Role", 100),
        bio: longText("Short biography").describe(
          "Short biography under their articles; may quote a fact, like {{business.name}}",
        ),
      }),
    )
    .describe("The people named on the blog as its writers (a post's author is one of these names)"),
});

const CommunitySchema = z.strictObject({
  partners: z.array(
    z.strictObject({
      name: text("Partner name", 150),
      type: z.enum(["Member", "Partner", "Sponsor"], { error: "Partner type is Member, Partner or Sponsor" }),
      description: longText("Partner description"),
    }),
  ),
  events: z.array(
    z.strictObject({
      name: text("Event name", 150),
      date: z.iso.date({ error: "Event date must be a date like 2024-04-20" }),
      location: text("Event location", 150),
      description: longText("Event description"),
    }),
  ),
  badges: z.array(CardSchema),
  partnerWithUs: z.strictObject({ title: text("Title", 150), body: longText("Text") }),
});

const hours = (label: string) => count(label, 24 * 30).describe(`${label}, in hours`);

const PoliciesSchema = z.strictObject({
  bookingNoticeHours: hours("Booking notice"),
  moveCleaningNoticeHours: hours("Move cleaning notice"),
  cancellationNoticeHours: hours("Cancellation notice"),
  recurringRescheduleNoticeHours: range("reschedule notice for recurring visits", hours),
  responseTimeHours: range("reply time", hours),
});

const days = (label: string) => count(label, 3_650).describe(`${label}, in days`);

/**
 * The service terms only /legal/terms quotes (not the legal text itself, which is code). Payment,
 * the guarantee, arrival windows and key return are in paymentTerms, guarantee and visits, which
 * the terms quote too: each fact is kept once.
 */
const TermsSchema = z
  .strictObject({
    sameDayCancellationChargePercent: percent("Charge for a same-day cancellation"),
    damageClaimWindowHours: hours("Time to report damage"),
    terminationNoticeDays: days("Notice to end a recurring service"),
    nonSolicitationYears: count("Non-solicitation period in years", 10),
    liabilityCap: text("What our liability is limited to"),
  })
  .describe("The figures only the terms of service quote");

const PriceRangesSchema = z
  .strictObject({
    cityPage: range("price on city pages and in structured data", (label) => cents(label)),
    residential: range("residential cleaning price", (label) => cents(label)),
    deep: range("deep cleaning price", (label) => cents(label)),
    moveInOut: range("move-in/move-out cleaning price", (label) => cents(label)),
    recurring: range("recurring cleaning price", (label) => cents(label)),
  })
  .describe('The published price ranges ("$110-$450") on the pages that quote one');

/** What Dove and the terms quote about paying: nothing is paid up front. */
const PaymentTermsSchema = z.strictObject({
  methods: textList("Ways to pay", 10).min(1, "List at least one way to pay"),
  dueWithinDays: count("Days to pay after a clean", 365),
  lateFeePercent: percent("Late fee"),
  lateFeeAfterDaysOverdue: count("Days overdue before the late fee applies", 365),
  suspensionAfterDaysOverdue: days("Days overdue before service is suspended"),
  priceChangeNoticeDays: days("Notice of a price change"),
});

const GuaranteeSchema = z
  .strictObject({
    reportWithinHours: hours("Time to report a problem after a clean"),
    recleanWithinHours: hours("Time to come back and re-clean"),
  })
  .describe("The satisfaction guarantee");

const VisitsSchema = z
  .strictObject({
    arrivalWindowHours: hours("Arrival window"),
    schedulingLeadWeeks: range("weeks until a new client's first visit", (label) => count(label, 52)),
    keyReturnHours: hours("Time to return keys when service ends"),
    regionText: text("The area served, in words").describe(
      'As Dove says it: "Douglas County and the South Denver metro"',
    ),
  })
  .describe("How visits work: arrival, scheduling, keys");

const CoverageSchema = z
  .strictObject({
    maxTravelMinutes: count("Longest drive to a home, in minutes", 600),
    travelFee: cents("Travel fee"),
    mapEmbedUrl: url("Service-area map shown on the home page"),
    mapUrl: url("Service-area map link"),
  })
  .describe("How far the team travels, what travel costs, and the service-area map on the home page");

const ServiceTimesSchema = z
  .strictObject({
    durations: z.strictObject({
      standard: text("How long a standard clean takes", 40),
      deep: text("How long a deep clean takes", 40),
      moveout: text("How long a move-in/move-out clean takes", 40),
    }),
    deepCleanCrew: z.strictObject({
      cleaners: count("Cleaners on a typical deep clean", 20).min(1, "A deep clean needs at least one cleaner"),
      hours: range("hours of a typical deep clean", (label) => count(label, 24)),
    }),
    deepCleansPerYear: range("deep cleans a year we recommend", (label) => count(label, 52)),
  })
  .describe("How long cleans take, as Dove and the service pages say it");

const ExtraServicesSchema = z
  .strictObject({
    closetOrganization: z.strictObject({
      name: text("Closet organization name", 100),
      hourlyRate: cents("Closet organization hourly rate"),
      minimumHours: count("Closet organization minimum hours", 24).min(1, "Minimum hours must be at least 1"),
    }),
    insideCabinets: z.strictObject({
      name: text("Inside cabinets name", 100),
      priceLabel: text("Inside cabinets price text", 60),
    }),
  })
  .describe("Services sold outside the estimate");

const AdvertisedPricesSchema = z
  .strictObject({
    moveOutFrom: cents('The move-in/move-out "from" price'),
    standardTypical: range("typical standard clean price", (label) => cents(label)),
    serviceOfferSpan: cents("Width of a service's price in search results").describe(
      "Search engines are told each service costs from its starting price to that price plus this, in cents",
    ),
  })
  .describe("Other prices the pages and FAQ quote (Dove may quote them too)");

const keyed = <T extends z.ZodType, K extends string>(keys: readonly [K, ...K[]], item: T) =>
  z.strictObject(Object.fromEntries(keys.map((key) => [key, item])) as Record<K, T>);

const RECURRING_KEYS = ["weekly", "bi-weekly", "monthly"] as const;

/** What /pricing and the services pages show beside the estimate's prices. */
const PricingDetailsSchema = z
  .strictObject({
    addOnsFrom: cents("Lowest add-on price").describe('The "add-ons from" price, in cents (1250 is $12.50)'),
    addOnNotes: keyed(
      ["fridge", "oven", "windows", "laundry", "patio", "walls"],
      text("Add-on price note", 100).optional(),
    ).describe('A second way an add-on\'s price is shown, like "from $12 each"'),
    recurring: z.strictObject({
      mostPopular: z.enum(RECURRING_KEYS, { error: "The most popular plan is weekly, bi-weekly or monthly" }),
      perVisit: keyed(
        RECURRING_KEYS,
        range("typical price per visit", (label) => cents(label)),
      ),
      contractRequired: z.boolean({ error: "Contract required must be true or false" }),
    }),
    plannerRanges: keyed(
      RECURRING_KEYS,
      range("price the cleaning planner quotes", (label) => cents(label)),
    ).describe("The typical price on each cleaning-planner result (weekly per week, the others per visit)"),
  })
  .describe(
    "Prices and notes shown beside the estimate's: the add-ons' lowest price and notes, recurring plans, the planner's ranges",
  );

const NearbyPlaceSchema = z.strictObject({
  name: text("Place name", 100),
  aliases: z.array(text("Other name", 100), { error: "Other names must be a list" }).optional(),
  zipCodes: z.array(zipCode, { error: "ZIP codes must be a list" }),
});

const AreaListingsSchema = z
  .strictObject({
    alternateZipCodes: z
      .array(
        z.strictObject({ city: text("City", 100), zipCodes: z.array(zipCode).min(1, "List at least one ZIP code") }),
      )
      .describe("More ZIP codes that count as a city you serve, though its page does not list them"),
    nearbyPlaces: z
      .array(NearbyPlaceSchema)
      .describe("Places just outside the cities you serve: the area check answers that you may still come"),
    sitemapCities: z
      .array(text("City", 100))
      .describe("The cities the /sitemap page links to a /service-areas page for, in order"),
  })
  .describe("How the area check and the sitemap page list places besides the cities you serve");

export const SiteFactsSchema = z
  .strictObject({
    business: BusinessSchema,
    claims: ClaimsSchema,
    services: keyed(["standard", "deep", "moveout", "garage"], ServiceSchema),
    sizeTiers: z.array(SizeTierSchema).min(1, "List at least one home-size tier"),
    frequencies: keyed(["one-time", "weekly", "bi-weekly", "monthly"], FrequencySchema),
    addOns: keyed(["fridge", "oven", "windows", "laundry", "patio", "walls"], AddOnSchema),
    surcharges: SurchargesSchema,
    priceRanges: PriceRangesSchema,
    serviceAreas: z.array(ServiceAreaSchema).min(1, "List at least one city you serve"),
    faqs: z.array(FaqGroupSchema),
    about: AboutSchema,
    team: TeamSchema,
    community: CommunitySchema,
    policies: PoliciesSchema,
    coverage: CoverageSchema,
    paymentTerms: PaymentTermsSchema,
    guarantee: GuaranteeSchema,
    visits: VisitsSchema,
    serviceTimes: ServiceTimesSchema,
    extraServices: ExtraServicesSchema,
    advertisedPrices: AdvertisedPricesSchema,
    areaDetailPages: z
      .array(z.string({ error: "A page address must be text" }), { error: "Detailed area pages must be a list" })
      .describe("The cities (by page address) with a detailed /service-areas page; each needs its city details"),
    pricingDetails: PricingDetailsSchema,
    terms: TermsSchema,
    areaListings: AreaListingsSchema,
  })
  .superRefine((facts, ctx) => {
    const duplicates = <T>(items: readonly T[], keyOf: (item: T) => string, field: string, what: string) => {
      const seen = new Set<string>();
      items.forEach((item, index) => {
        const key = keyOf(item).toLowerCase();
        if (seen.has(key)) ctx.addIssue({ code: "custom", path: [field, index], message: `${what} is listed twice` });
        seen.add(key);
      });
    };
    duplicates(facts.serviceAreas, (area) => area.slug, "serviceAreas", "This city's page address");
    duplicates(facts.serviceAreas, (area) => area.city, "serviceAreas", "This city");
    duplicates(facts.faqs, (group) => group.key, "faqs", "This question group");
    facts.sizeTiers.forEach((tier, index) => {
      const previous = facts.sizeTiers[index - 1];
      if (previous && tier.maxSqft <= previous.maxSqft)
        ctx.addIssue({
          code: "custom",
          path: ["sizeTiers", index, "maxSqft"],
          message: "Home-size tiers must go from smallest to largest home",
        });
    });
    if (!facts.serviceAreas.some((area) => area.featured))
      ctx.addIssue({ code: "custom", path: ["serviceAreas"], message: "Feature at least one city" });
    facts.areaListings.alternateZipCodes.forEach(({ city }, index) => {
      if (!facts.serviceAreas.some((area) => area.city === city))
        ctx.addIssue({
          code: "custom",
          path: ["areaListings", "alternateZipCodes", index, "city"],
          message: "More ZIP codes need a city you serve",
        });
    });
    facts.areaDetailPages.forEach((slug, index) => {
      if (!facts.serviceAreas.some((area) => area.slug === slug && area.details))
        ctx.addIssue({
          code: "custom",
          path: ["areaDetailPages", index],
          message: "A detailed area page needs a city you serve, with its city details filled in",
        });
    });
  })
  .describe(
    "The site's facts. Money is in whole cents everywhere (12345 is $123.45); discounts and adjustments are fractions (0.15 is 15%).",
  );

export type SiteFacts = z.infer<typeof SiteFactsSchema>;

/** A site.json as `npm run content -- export` writes it and `npm run content -- publish` reads it. */
export const SiteFactsFileSchema = z.strictObject({
  $schema: z.string().optional(),
  basedOnRevision: z
    .int({ error: "basedOnRevision must be a revision number" })
    .min(1, "basedOnRevision must be a revision number")
    .optional()
    .describe(
      "The revision this file was exported from: publishing refuses the file if another revision was published since. Leave it out to publish over whatever is current.",
    ),
  facts: SiteFactsSchema,
  // Content beside the facts.
  reviews: ReviewFileListSchema.optional().describe(
    "Every review, in the order pages show them (hidden ones too). Publishing makes the reviews exactly these: one left out is removed. Leave the key out to keep the reviews as they are.",
  ),
  posts: PostFileListSchema.optional().describe(
    "Every blog post. Publishing adds the new ones and changes the changed ones; a published or scheduled post left out is unpublished (kept as a draft in /admin). Leave the key out to keep the posts as they are.",
  ),
});
