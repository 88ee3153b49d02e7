import { BOOKING_POLICY } from "../business/policies";

/** Online changes end this long before the walkthrough; after that the visitor calls. */
export function changeCutoff(startsAt: Date): Date {
  return new Date(startsAt.getTime() - BOOKING_POLICY.cancellationNoticeHours * 3_600_000);
}

/** Whether a booking may still be rescheduled or cancelled online. */
export function canChangeBooking(status: string, startsAt: Date, now: Date): boolean {
  return status === "confirmed" && now.getTime() < changeCutoff(startsAt).getTime();
}
