export interface RateLimitSettings {
  /** Chat messages per minute, per IP and separately per chat session id. */
  chatPerMinute: number;
  /** Contact messages per IP. */
  contactPerMinute: number;
  contactPerDay: number;
  /** Failed owner sign-ins (/admin) per hour, per IP and per account. */
  failedSignInsPerHour: number;
  /** Measurement events (POST /api/events) per IP. */
  eventsPerMinute: number;
  /** Walkthroughs booked per client per day, on /booking, over the API and with Dove alike. */
  bookingsPerDay: number;
}

export const DEFAULT_RATE_LIMITS: RateLimitSettings = {
  chatPerMinute: 20,
  contactPerMinute: 5,
  contactPerDay: 20,
  failedSignInsPerHour: 10,
  eventsPerMinute: 60,
  bookingsPerDay: 3,
};
