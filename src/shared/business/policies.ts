/** Policies, timing and terms. Each figure lives here once. */
export const RESPONSE_TIME_HOURS = { min: 2, max: 4 } as const;
export const SCHEDULING_LEAD_WEEKS = { min: 1, max: 2 } as const;

export const BOOKING_POLICY = {
  /** Notice typically required to book. */
  bookingNoticeHours: 48,
  /** Move cleanings must be booked at least this far ahead. */
  moveCleaningNoticeHours: 48,
  cancellationNoticeHours: 24,
  /** Rescheduling a recurring visit: 24-48 hours' notice. */
  recurringRescheduleNoticeHours: { min: 24, max: 48 },
  /** Arrival windows are this many hours wide. */
  arrivalWindowHours: 2,
} as const;

export const SATISFACTION_GUARANTEE = {
  /** Contact us within this many hours and we re-clean. */
  reportWithinHours: 24,
  /** Re-cleans happen within this many hours (terms). */
  recleanWithinHours: 48,
} as const;

export const PAYMENT_TERMS = {
  dueWithinDaysOfCompletion: 7,
  lateFeePercent: 5,
  lateFeeAfterDaysOverdue: 7,
  suspensionAfterDaysOverdue: 14,
  methods: ["cash", "check", "major credit cards"],
  priceChangeNoticeDays: 30,
  /** Prices are reviewed once a year. */
  priceReviewsPerYear: 1,
  refundsAfterService: false,
} as const;

export const TERMS_POLICY = {
  sameDayCancellationChargePercent: 100,
  claimWindowHours: 24,
  terminationNoticeDays: 30,
  keyReturnHours: 48,
  nonSolicitationYears: 2,
  liabilityCap: "the cost of the service",
  generalLiabilityCoverageDollars: 2_000_000,
  bondingDollars: 25_000,
} as const;

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

/** Price-range metadata per page, whole dollars. */
export const PAGE_PRICE_RANGES = {
  cityPage: { min: 120, max: 450 },
  residential: { min: 120, max: 300 },
  deep: { min: 195, max: 650 },
  moveInOut: { min: 195, max: 750 },
  recurring: { min: 95, max: 180 },
} as const;
