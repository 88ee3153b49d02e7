import type { BookingFacts } from "./availability-settings";

type CancellationPolicy = Pick<BookingFacts["policies"], "cancellationNoticeHours">;

/** Online changes end this long before the walkthrough (the published cancellation notice); after that the visitor calls. */
export function changeCutoff(startsAt: Date, policies: CancellationPolicy): Date {
  return new Date(startsAt.getTime() - policies.cancellationNoticeHours * 3_600_000);
}

/** Whether a booking may still be rescheduled or cancelled online. */
export function canChangeBooking(status: string, startsAt: Date, now: Date, policies: CancellationPolicy): boolean {
  return status === "confirmed" && now.getTime() < changeCutoff(startsAt, policies).getTime();
}
