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
