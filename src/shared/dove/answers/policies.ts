import { BUSINESS } from "#shared/business/business-info";
import { CLOSED_DAYS_LABEL, OPENING_HOURS } from "#shared/business/hours";
import {
  BOOKING_POLICY,
  PAYMENT_TERMS,
  RESPONSE_TIME_HOURS,
  SATISFACTION_GUARANTEE,
  SCHEDULING_LEAD_WEEKS,
  TERMS_POLICY,
} from "#shared/business/policies";
import { COVERAGE } from "#shared/areas/cities";
import { listAnd } from "#shared/format/lists";
import { groupThousands } from "#shared/format/numbers";

/** Policy answers, every figure read from the shared constants. */
export const POLICY_ANSWERS = {
  hours: () =>
    `We're open ${listAnd(OPENING_HOURS.map((hours) => hours.label))} (${CLOSED_DAYS_LABEL}). We reply within ${RESPONSE_TIME_HOURS.min}-${RESPONSE_TIME_HOURS.max} hours during business hours: call ${BUSINESS.phoneDisplay} or send a message at /contact.`,

  cancellation: () =>
    `Please give us at least ${BOOKING_POLICY.cancellationNoticeHours} hours' notice to cancel. Same-day cancellations are charged in full, because your cleaners have set that time aside for you. To cancel, call ${BUSINESS.phoneDisplay}.`,

  reschedule: () =>
    `Of course: let us know ${BOOKING_POLICY.recurringRescheduleNoticeHours.min}-${BOOKING_POLICY.recurringRescheduleNoticeHours.max} hours ahead to reschedule a recurring cleaning and we'll move it to the next open slot. There are no contracts. Call ${BUSINESS.phoneDisplay} to change a visit.`,

  bookingNotice: () =>
    `We typically need ${BOOKING_POLICY.bookingNoticeHours} hours' notice to book, and most new clients are scheduled within ${SCHEDULING_LEAD_WEEKS.min}-${SCHEDULING_LEAD_WEEKS.max} weeks. Move cleanings should be booked at least ${BOOKING_POLICY.moveCleaningNoticeHours} hours ahead. Request a time at /booking, or call ${BUSINESS.phoneDisplay} if you're in a hurry.`,

  moveNotice: () =>
    `Please book a move-in or move-out clean at least ${BOOKING_POLICY.moveCleaningNoticeHours} hours ahead so we can fit in around your move. Request a time at /booking or call ${BUSINESS.phoneDisplay}.`,

  guarantee: () =>
    `Every clean is backed by our satisfaction guarantee: contact us within ${SATISFACTION_GUARANTEE.reportWithinHours} hours and we'll come back to re-clean the areas that missed the mark within ${SATISFACTION_GUARANTEE.recleanWithinHours} hours, at no extra cost. Call ${BUSINESS.phoneDisplay} or use /contact.`,

  payment: () =>
    `We accept ${listAnd(PAYMENT_TERMS.methods)}. Payment is due within ${PAYMENT_TERMS.dueWithinDaysOfCompletion} days of your clean being completed, and nothing is charged up front for the free walkthrough. A ${PAYMENT_TERMS.lateFeePercent}% late fee applies once a payment is more than ${PAYMENT_TERMS.lateFeeAfterDaysOverdue} days overdue. Please don't share card details in this chat.`,

  refunds: () =>
    `We don't give refunds after a service, but our satisfaction guarantee covers you: contact us within ${SATISFACTION_GUARANTEE.reportWithinHours} hours and we'll re-clean what missed the mark at no extra cost. Call ${BUSINESS.phoneDisplay}.`,

  arrival: () =>
    `We give you a ${BOOKING_POLICY.arrivalWindowHours}-hour arrival window and let you know if traffic or weather puts us behind.`,

  beHome: () =>
    `No, you don't need to be home. Many clients leave a key, a lockbox or a door code. Access details are shared only with your assigned cleaners, and any keys are returned within ${TERMS_POLICY.keyReturnHours} hours if you end service.`,

  insurance: () =>
    `Yes. ${BUSINESS.name} carries $${groupThousands(TERMS_POLICY.generalLiabilityCoverageDollars)} in general liability coverage and is bonded for $${groupThousands(TERMS_POLICY.bondingDollars)}, so your home and belongings are protected while we work.`,

  travelFees: () =>
    `No, there are no travel fees ($${COVERAGE.travelFeeDollars}) anywhere we serve, and no home we clean is more than ${COVERAGE.maxTravelMinutes} minutes from our team. See /service-areas.`,

  contract: () =>
    `There are no contracts. Recurring plans can be paused, changed or cancelled with normal notice (${BOOKING_POLICY.cancellationNoticeHours} hours to cancel a visit).`,
} as const;
