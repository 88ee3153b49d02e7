import { SPAM_FILTERS, type SpamFilter } from "#shared/booking/booking-rate";
import { oneOf, type RawSearch } from "#client/lib/navigation-search";
import { day } from "../admin-search";

/** /admin/bookings: the upcoming list, a week (from a Denver day) or the availability settings. Plain functions: route validators ship in the route tree. */
export const BOOKING_VIEWS = ["list", "week", "availability"] as const;

export interface BookingsSearch {
  view?: (typeof BOOKING_VIEWS)[number];
  week?: string;
  /** The list: only the bookings cancelled as spam, or all but them. */
  spam?: SpamFilter;
}

export function parseBookingsSearch(search: RawSearch): BookingsSearch {
  return { view: oneOf(BOOKING_VIEWS, search.view), week: day(search.week), spam: oneOf(SPAM_FILTERS, search.spam) };
}
