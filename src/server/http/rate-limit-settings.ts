export interface RateLimitSettings {
  /** Chat messages per minute, per IP and separately per chat session id. */
  chatPerMinute: number;
  /** Contact messages per IP. */
  contactPerMinute: number;
  contactPerDay: number;
  /** Owner sign-in attempts per IP (/admin). */
  adminSignInPerMinute: number;
  /** Measurement events (POST /api/events) per IP. */
  eventsPerMinute: number;
}

export const DEFAULT_RATE_LIMITS: RateLimitSettings = { chatPerMinute: 20, contactPerMinute: 5, contactPerDay: 20, adminSignInPerMinute: 5, eventsPerMinute: 60 };
