/**
 * The business's shipped details, claims and hours: the first revision's values (ADR 0026). Only
 * default-site-facts.ts, the server's seeding and tests read them; everything else reads the
 * published facts. The spec hides the real values, so these are clearly fictional placeholders
 * (555-01xx numbers, example.com addresses).
 */
export const BUSINESS = {
  name: "Bluebird Home Cleaning",
  legalName: "Bluebird Home Cleaning LLC",
  tagline: "Blue-collar work with white-glove standards",
  phoneDisplay: "(303) 555-0142",
  phoneHref: "tel:+13035550142",
  email: "hello@bluebird-cleaning.example.com",
  addressText: "Serving Douglas County and South Denver Metro",
  region: "Colorado",
  regionCode: "CO",
  /** The city the business is based in, for structured data. */
  baseCity: "Parker",
  bookingUrl: "https://clienthub.example.com/bluebird-home-cleaning/work_request/new",
  googleReviewsUrl: "https://g.example.com/bluebird-home-cleaning/reviews",
  social: {
    facebook: "https://www.facebook.example.com/bluebirdhomecleaning",
    instagram: "https://www.instagram.example.com/bluebirdhomecleaning",
    linkedin: "https://www.linkedin.example.com/company/bluebird-home-cleaning",
  },
  /**
   * Where /booking takes bookings: the site's own flow, with the provider's embeddable
   * work-request form ready for "provider" mode.
   */
  booking: {
    mode: "site",
    embed: {
      scriptUrl: "https://clienthub.example.com/static/work_request_embed.js",
      stylesheetUrl: "https://clienthub.example.com/static/work_request_embed.css",
    },
  },
  /** The embedded map on the home page, and the same map on the provider's own site. */
  mapEmbedUrl: "https://maps.example.com/embed?q=Douglas+County,+Colorado&z=10",
  mapUrl: "https://maps.example.com/?q=Douglas+County,+Colorado",
  /** Founding year ("since 2019"). */
  foundedYear: 2019,
} as const;

/**
 * Trust claims. The spec's pages disagree and it keeps both readings, so do we:
 * the reviews page shows its own summary, while city, FAQ and service-area pages and the
 * structured data show the Google-profile figures.
 */
export const REVIEWS_PAGE_SUMMARY = {
  rating: 5.0,
  reviewCount: 10,
  recommendPercent: 98,
  repeatCustomerPercent: 95,
} as const;

export const GOOGLE_PROFILE_CLAIM = {
  rating: 4.9,
  /** Shown as "150+ happy families" / "150+ customers". */
  happyFamilies: 150,
  /** Structured data: 4.9 over 150 reviews. */
  reviewCount: 150,
} as const;

export const EXPERIENCE_CLAIMS = {
  /** "15+ years of expertise" / "over 15 years experience" (the team's combined experience). */
  yearsOfExpertise: 15,
} as const;

/** Figures on the community page. */
export const COMMUNITY_STATS = {
  familiesServed: 500,
  yearsInCommunity: 8,
  servicesDonatedDollars: 25_000,
  eventsSponsored: 12,
} as const;

/** Opening hours, used by the contact page, Dove, the FAQ and structured data. */
export const OPENING_HOURS = [
  {
    days: "Monday - Friday",
    schemaDays: ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday"],
    opens: "08:00",
    closes: "18:00",
    label: "Mon-Fri 8AM-6PM",
  },
  {
    days: "Saturday",
    schemaDays: ["Saturday"],
    opens: "08:00",
    closes: "16:00",
    label: "Sat 8AM-4PM",
  },
] as const;

export const CLOSED_DAYS_LABEL = "Sunday: Closed";
