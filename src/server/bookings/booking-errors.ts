import { BUSINESS } from "#shared/business/business-info";
import { BOOKING_POLICY } from "#shared/business/policies";
import { DomainError } from "../errors";

/** A 400 naming `startsAt`: a time in the past, inside the notice, past the horizon, off the hours or blocked. */
export function badStartsAt(message: string): DomainError {
  return new DomainError("BAD_REQUEST", `Invalid input: startsAt: ${message}`, { fields: { startsAt: message } });
}

/** A 409 for a time someone else took first, with the next free starts to offer instead. */
export function slotTaken(nextFree: readonly Date[]): DomainError {
  return new DomainError("CONFLICT", "Sorry, that time was just taken. Please choose another time.", {
    details: { nextFree: nextFree.map((start) => start.toISOString()) },
  });
}

/** Wrong, expired or forged manage tokens all get this: it says nothing about other bookings. */
export function bookingNotFound(): DomainError {
  return new DomainError(
    "NOT_FOUND",
    "We could not find that booking. Please check the link in your email, or call us.",
  );
}

/** The visitor's own changes close at the cancellation cutoff; the phone still works. */
export function tooLateToChange(): DomainError {
  return new DomainError(
    "CONFLICT",
    `Online changes close ${BOOKING_POLICY.cancellationNoticeHours} hours before your walkthrough. Please call us at ${BUSINESS.phoneDisplay}.`,
  );
}

/** A change that lost a race with another (the booking was cancelled or moved meanwhile). */
export function changedMeanwhile(): DomainError {
  return new DomainError("CONFLICT", "This booking was just changed. Please reload the page to see it.");
}
