/** The shipped policies, timing, terms and published price ranges (the first revision's values). */
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

/** Price-range metadata per page, whole dollars. */
export const PAGE_PRICE_RANGES = {
  cityPage: { min: 120, max: 450 },
  residential: { min: 120, max: 300 },
  deep: { min: 195, max: 650 },
  moveInOut: { min: 195, max: 750 },
  recurring: { min: 95, max: 180 },
} as const;
