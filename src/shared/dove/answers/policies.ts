import { listAnd } from "#shared/format/lists";
import { formatDollars } from "#shared/pricing/format";
import type { DoveFacts } from "../dove-facts";

/** Policy answers, every figure read from the published facts. */
export const POLICY_ANSWERS = {
  hours: ({ business, policies }: DoveFacts) =>
    `We're open ${listAnd(business.hours.map((hours) => hours.label))} (${business.closedDaysLabel}). We reply within ${policies.responseTimeHours.min}-${policies.responseTimeHours.max} hours during business hours: call ${business.phone.display} or send a message at /contact.`,

  cancellation: ({ business, policies }: DoveFacts) =>
    `Please give us at least ${policies.cancellationNoticeHours} hours' notice to cancel. Same-day cancellations are charged in full, because your cleaners have set that time aside for you. To cancel, call ${business.phone.display}.`,

  reschedule: ({ business, policies }: DoveFacts) =>
    `Of course: let us know ${policies.recurringRescheduleNoticeHours.min}-${policies.recurringRescheduleNoticeHours.max} hours ahead to reschedule a recurring cleaning and we'll move it to the next open slot. There are no contracts. Call ${business.phone.display} to change a visit.`,

  bookingNotice: ({ business, policies, visits }: DoveFacts) =>
    `We typically need ${policies.bookingNoticeHours} hours' notice to book, and most new clients are scheduled within ${visits.schedulingLeadWeeks.min}-${visits.schedulingLeadWeeks.max} weeks. Move cleanings should be booked at least ${policies.moveCleaningNoticeHours} hours ahead. Request a time at /booking, or call ${business.phone.display} if you're in a hurry.`,

  moveNotice: ({ business, policies }: DoveFacts) =>
    `Please book a move-in or move-out clean at least ${policies.moveCleaningNoticeHours} hours ahead so we can fit in around your move. Request a time at /booking or call ${business.phone.display}.`,

  guarantee: ({ business, guarantee }: DoveFacts) =>
    `Every clean is backed by our satisfaction guarantee: contact us within ${guarantee.reportWithinHours} hours and we'll come back to re-clean the areas that missed the mark within ${guarantee.recleanWithinHours} hours, at no extra cost. Call ${business.phone.display} or use /contact.`,

  payment: ({ paymentTerms }: DoveFacts) =>
    `We accept ${listAnd(paymentTerms.methods)}. Payment is due within ${paymentTerms.dueWithinDays} days of your clean being completed, and nothing is charged up front for the free walkthrough. A ${paymentTerms.lateFeePercent}% late fee applies once a payment is more than ${paymentTerms.lateFeeAfterDaysOverdue} days overdue. Please don't share card details in this chat.`,

  refunds: ({ business, guarantee }: DoveFacts) =>
    `We don't give refunds after a service, but our satisfaction guarantee covers you: contact us within ${guarantee.reportWithinHours} hours and we'll re-clean what missed the mark at no extra cost. Call ${business.phone.display}.`,

  arrival: ({ visits }: DoveFacts) =>
    `We give you a ${visits.arrivalWindowHours}-hour arrival window and let you know if traffic or weather puts us behind.`,

  beHome: ({ visits }: DoveFacts) =>
    `No, you don't need to be home. Many clients leave a key, a lockbox or a door code. Access details are shared only with your assigned cleaners, and any keys are returned within ${visits.keyReturnHours} hours if you end service.`,

  insurance: ({ business, claims }: DoveFacts) =>
    `Yes. ${business.name} carries ${formatDollars(claims.insurance.generalLiabilityCoverage)} in general liability coverage and is bonded for ${formatDollars(claims.insurance.bonding)}, so your home and belongings are protected while we work.`,

  travelFees: ({ coverage }: DoveFacts) =>
    `No, there are no travel fees (${formatDollars(coverage.travelFee)}) anywhere we serve, and no home we clean is more than ${coverage.maxTravelMinutes} minutes from our team. See /service-areas.`,

  contract: ({ policies }: DoveFacts) =>
    `There are no contracts. Recurring plans can be paused, changed or cancelled with normal notice (${policies.cancellationNoticeHours} hours to cancel a visit).`,
} as const;
