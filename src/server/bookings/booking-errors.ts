import type { BookingFacts } from "#shared/booking/availability-settings";
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
export function tooLateToChange({ business, policies }: BookingFacts): DomainError {
  return new DomainError(
    "CONFLICT",
    `Online changes close ${policies.cancellationNoticeHours} hours before your walkthrough. Please call us at ${business.phone.display}.`,
  );
}

/** A change that lost a race with another (the booking was cancelled or moved meanwhile). */
export function changedMeanwhile(): DomainError {
  return new DomainError("CONFLICT", "This booking was just changed. Please reload the page to see it.");
}

/** Which of a visitor's keys an upcoming booking already holds (src/shared/booking/booking-identity.ts). */
export type HeldIdentity = "email" | "phone" | "address";

const IDENTITY_WORDS: Record<HeldIdentity, string> = {
  email: "this email address",
  phone: "this phone number",
  address: "this address",
};

/**
 * A 409 for a second booking while the visitor's first is upcoming. The link goes only to the
 * address the first was booked with (never in this answer); `emailed` says whether it went.
 */
export function alreadyBooked(held: HeldIdentity, emailed: boolean, { business }: BookingFacts): DomainError {
  const what = `A walkthrough is already booked for ${IDENTITY_WORDS[held]}`;
  const message = emailed
    ? `${what}; we've emailed its link again to the address it was booked with.`
    : `${what}. Please use the link you were given when you booked it, or call us at ${business.phone.display}.`;
  return new DomainError("CONFLICT", message, { details: { alreadyBooked: held } });
}

/** The owner's change would give a visitor two upcoming walkthroughs (re-confirming or moving one). */
export function identityHeldElsewhere(held: HeldIdentity): DomainError {
  return new DomainError(
    "CONFLICT",
    `Another upcoming walkthrough is already booked for ${IDENTITY_WORDS[held]}. Cancel that one first.`,
    { details: { alreadyBooked: held } },
  );
}
