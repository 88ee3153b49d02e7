import { TRPCError } from "@trpc/server";
import { ErrorWithDetails } from "../errors";

/** A 400 naming `startsAt`, shaped like every other invalid input. */
export function badStartsAt(message: string): TRPCError {
  return new TRPCError({ code: "BAD_REQUEST", message: `Invalid input: startsAt: ${message}`, cause: new ErrorWithDetails(message, { fields: { startsAt: message } }) });
}

/** A 409 for a time someone else took first, with the next free starts to offer instead. */
export function slotTaken(nextFree: readonly Date[]): TRPCError {
  const message = "Sorry, that time was just taken. Please choose another time.";
  return new TRPCError({ code: "CONFLICT", message, cause: new ErrorWithDetails(message, { nextFree: nextFree.map((d) => d.toISOString()) }) });
}

/** Wrong, expired or forged manage tokens all get this: it says nothing about other bookings. */
export function bookingNotFound(): TRPCError {
  return new TRPCError({ code: "NOT_FOUND", message: "We could not find that booking. Please check the link in your email, or call us." });
}
