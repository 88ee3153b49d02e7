export type BookingMode = "site" | "provider";

/**
 * The business's public details. The spec hides the real values, so these are clearly
 * fictional placeholders (555-01xx numbers, example.com addresses): the owner edits this one
 * file and every page, Dove, the structured data and the legal text pick the change up.
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
   * Where /booking takes bookings. "site": the site's own flow (real free times, instant
   * confirmation, a private manage link). "provider": the provider's embedded form below, with the
   * site's flow shown instead whenever the embed fails to load.
   */
  bookingMode: "site" as BookingMode,
  /** The field-service provider's booking page and embeddable work-request form (used in "provider" mode). */
  bookingEmbed: {
    scriptUrl: "https://clienthub.example.com/static/work_request_embed.js",
    stylesheetUrl: "https://clienthub.example.com/static/work_request_embed.css",
  },
  /** The embedded map on the home page, and the same map on the provider's own site. */
  mapEmbedUrl: "https://maps.example.com/embed?q=Douglas+County,+Colorado&z=10",
  mapUrl: "https://maps.example.com/?q=Douglas+County,+Colorado",
  /** Founding year ("since 2019"). */
  foundedYear: 2019,
} as const;

/**
 * Where Dove and the links it writes send a visitor to book: the site's own /booking page, or the
 * provider's booking page when a provider's form takes bookings.
 */
export const BOOKING_LINK: string = BUSINESS.bookingMode === "site" ? "/booking" : BUSINESS.bookingUrl;
