/** What the booking API answers: shared by the server, the pages and Dove. */
export const BOOKING_STATUSES = ["confirmed", "cancelled", "done", "no_show"] as const;
export type BookingStatus = (typeof BOOKING_STATUSES)[number];

export interface AvailabilityDay {
  /** Business-calendar date, "YYYY-MM-DD". */
  date: string;
  slots: { startsAt: string }[];
}

export interface Availability {
  timeZone: "America/Denver";
  days: AvailabilityDay[];
}

export interface BookingReceipt {
  reference: string;
  /** Shown once: only its hash is stored. The manage link is `${SITE_URL}/booking/manage/<token>`. */
  manageToken: string;
  startsAt: string;
  endsAt: string;
  outsideServiceArea: boolean;
}

export interface ManageView {
  reference: string;
  status: BookingStatus;
  startsAt: string;
  endsAt: string;
  service: string | null;
  name: string;
  email: string;
  phone: string;
  address: { street: string; city: string; zip: string };
  notes: string | null;
  /** False within the cutoff, or once cancelled or past: the page then says to call. */
  canChange: boolean;
  /** Changes are allowed online until this instant. */
  changeCutoff: string;
  /** Whether the visitor is emailed the confirmation and changes (false: the site sends no email). */
  emailed: boolean;
}

/** The manage page's path for a token (prefix with SITE_URL for a full link). */
export function manageBookingPath(token: string): string {
  return `/booking/manage/${token}`;
}

/** The body of a 409 for a taken time: the next free starts to offer instead. */
export const NEXT_FREE_COUNT = 3;
