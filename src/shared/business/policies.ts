/**
 * The privacy and legal rules the code enforces (the retention job, the privacy desk's deadlines)
 * and the legal pages' effective date: they choose the wording and the behaviour, so they are
 * code, not published facts (ADR 0031).
 */
export const PRIVACY_POLICY = {
  responseDays: 45,
  extendedResponseDays: 90,
  retention: {
    customerDataYearsAfterRelationship: 3,
    paymentRecordYears: 7,
    communicationRecordYears: 2,
    /**
     * Records of privacy requests and of who opened, exported, corrected or deleted personal data
     * (ids, never content). Colorado's privacy rules ask for request records to be kept 24 months.
     */
    auditRecordYears: 2,
    /** Raw website measurement events (no cookie, no IP address); daily totals without any identifier are kept. */
    measurementEventDays: 30,
  },
} as const;

/** Effective and last-updated date of both legal pages. */
export const LEGAL_EFFECTIVE_DATE = "January 1, 2025";

/** The terms' price-review rhythm and refund rule: they choose the terms' wording. */
export const PRICE_REVIEWS_PER_YEAR = 1;
export const REFUNDS_AFTER_SERVICE = false;
