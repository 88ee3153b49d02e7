/** The terms of service shown at /legal/terms (14 sections, in the spec's order). */
// The effective date, the price-review rhythm and the no-refund rule choose the wording: they stay
// with the text. Every figure the terms quote is a fact token, filled from the published facts.
import { LEGAL_EFFECTIVE_DATE, PRICE_REVIEWS_PER_YEAR, REFUNDS_AFTER_SERVICE } from "#shared/business/policies";
import type { LegalDocument, LegalSection } from "./legal-types";

const emailLink = `<a href="mailto:{{business.email}}">{{business.email}}</a>`;
const phoneLink = `<a href="{{business.phone.href}}">{{business.phone.display}}</a>`;
const priceReviewFrequency =
  PRICE_REVIEWS_PER_YEAR === 1 ? "once a year" : `${String(PRICE_REVIEWS_PER_YEAR)} times a year`;

const noRefundsHtml = REFUNDS_AFTER_SERVICE
  ? ""
  : "<p>Because our remedy for any shortfall is a free re-clean, <strong>refunds are not issued after a service has been performed</strong>.</p>";

export const TERMS_SECTIONS: readonly LegalSection[] = [
  {
    id: "agreement-overview",
    title: "Agreement Overview",
    bodyHtml: `<p>These Terms of Service form an agreement between you and <strong>{{business.legalName}}</strong> ("{{business.name}}", "we", "us") for the use of this website and for any cleaning services we provide. By booking a walkthrough or a cleaning, or by letting us into your home, you agree to these terms. If you do not agree, please do not book our services.</p>`,
  },
  {
    id: "service-description",
    title: "Service Description",
    bodyHtml: `<p>We provide residential and light commercial cleaning, including standard, deep, move-in/move-out and garage clean-out services, plus optional add-ons. The exact scope of each visit is confirmed when you book.</p><p><strong>Included</strong> (depending on the service chosen):</p><ul><li>Dusting of reachable surfaces, furniture, fixtures and sills</li><li>Vacuuming and mopping of floors</li><li>Cleaning and sanitizing kitchens and bathrooms</li><li>Emptying trash and general tidying</li><li>Detailed work such as baseboards, inside appliances and cabinets for deep and move-in/move-out cleans, and any add-ons you select</li></ul><p><strong>Not included:</strong></p><ul><li>Biohazards such as bodily fluids, mold remediation or pest infestations</li><li>Exterior windows or work that requires climbing beyond a step stool</li><li>Moving heavy furniture or appliances</li><li>Carpet shampooing, upholstery cleaning or restoration work</li><li>Handling of valuables, firearms, cash or prescription medication</li></ul>`,
  },
  {
    id: "pricing-and-payment",
    title: "Pricing and Payment",
    bodyHtml: `<p>Prices are based on our published rates, your home's size and condition and the services you choose, with a {{surcharges.minimumService|money}} minimum per visit. Estimates are not final until confirmed after a walkthrough or your first visit.</p><ul><li><strong>Payment is due within {{paymentTerms.dueWithinDays}} days</strong> of service completion.</li><li>We accept {{paymentTerms.methods|and}}.</li><li>Balances more than {{paymentTerms.lateFeeAfterDaysOverdue}} days overdue incur a <strong>{{paymentTerms.lateFeePercent}}% late fee</strong>.</li><li>Service may be <strong>suspended</strong> for accounts more than {{paymentTerms.suspensionAfterDaysOverdue}} days overdue.</li><li>We review our prices ${priceReviewFrequency} and give recurring clients <strong>{{paymentTerms.priceChangeNoticeDays}} days' written notice</strong> of any change.</li></ul>${noRefundsHtml}`,
  },
  {
    id: "scheduling-and-cancellations",
    title: "Scheduling and Cancellations",
    bodyHtml: `<ul><li>Bookings typically require <strong>{{policies.bookingNoticeHours}} hours' notice</strong>; move-in/move-out cleans must be booked at least {{policies.moveCleaningNoticeHours}} hours ahead.</li><li>We schedule visits within <strong>{{visits.arrivalWindowHours}}-hour arrival windows</strong> and will tell you if we are running late.</li><li>Cancellations require <strong>{{policies.cancellationNoticeHours}} hours' notice</strong>. Same-day cancellations, or visits where we cannot get into the home, are charged {{terms.sameDayCancellationChargePercent}}% of the scheduled service price.</li><li>Recurring visits can be rescheduled with {{policies.recurringRescheduleNoticeHours.min}}-{{policies.recurringRescheduleNoticeHours.max}} hours' notice, subject to availability.</li></ul><p>We may reschedule for severe weather, illness or safety reasons and will contact you as early as possible.</p>`,
  },
  {
    id: "client-responsibilities",
    title: "Client Responsibilities",
    bodyHtml: `<p>To help us do our best work safely, you agree to:</p><ul><li>Provide access to the home at the scheduled time, including keys, codes or lockbox details where needed.</li><li>Provide running water, electricity and adequate lighting.</li><li>Secure pets that may be anxious or aggressive, and tell us about any pets in the home.</li><li>Put away valuables, fragile heirlooms, cash and sensitive documents.</li><li>Tell us about hazards, delicate surfaces or special care instructions before we start.</li></ul>`,
  },
  {
    id: "insurance-and-liability",
    title: "Insurance and Liability",
    bodyHtml: `<p>We carry <strong>{{claims.insurance.generalLiabilityCoverage|money}} in general liability coverage</strong> and are <strong>bonded for {{claims.insurance.bonding|money}}</strong>.</p><ul><li>Damage claims must be reported within <strong>{{terms.damageClaimWindowHours}} hours</strong> of the service, with photos where possible.</li><li>Our liability for any claim is limited to <strong>{{terms.liabilityCap}}</strong> during which the issue occurred, except where the law does not allow such a limit.</li><li>We are not responsible for pre-existing damage, normal wear, items that were not secured, or damage caused by faulty installation or fixtures.</li></ul>`,
  },
  {
    id: "quality-assurance",
    title: "Quality Assurance",
    bodyHtml: `<p>Every clean is backed by our satisfaction guarantee. If something was missed, contact us within <strong>{{guarantee.reportWithinHours}} hours</strong> of the service and we will <strong>re-clean the affected areas within {{guarantee.recleanWithinHours}} hours</strong> at no charge. Complaints made after that window may not be covered.</p>`,
  },
  {
    id: "termination",
    title: "Termination",
    bodyHtml: `<p>Either party may end a recurring service arrangement with <strong>{{terms.terminationNoticeDays}} days' written notice</strong>. We may end or suspend service immediately for non-payment, unsafe working conditions or abusive behavior toward our staff.</p><p>Any keys we hold will be <strong>returned within {{visits.keyReturnHours}} hours</strong> of termination, and any balance for completed services remains due under these terms.</p>`,
  },
  {
    id: "confidentiality",
    title: "Confidentiality",
    bodyHtml: `<p>We treat everything we see and hear in your home, along with your keys, alarm and door codes and personal information, as confidential. Our staff may not photograph your home or share details about it except to document a service issue with your permission. Personal data is handled as described in our <a href="/legal/privacy">Privacy Policy</a>.</p>`,
  },
  {
    id: "staff",
    title: "Our Staff and Non-Solicitation",
    bodyHtml: `<p>Our cleaners are background-checked, trained and supervised by {{business.name}}, and we remain responsible for their work.</p><p><strong>Non-solicitation:</strong> we invest heavily in recruiting and training our team. You agree not to hire, or engage directly for cleaning services, any {{business.name}} staff member who has worked in your home, during our service relationship and for <strong>{{terms.nonSolicitationYears}} years</strong> after it ends.</p>`,
  },
  {
    id: "force-majeure",
    title: "Force Majeure",
    bodyHtml: `<p>We are not liable for delays or missed visits caused by events beyond our reasonable control, including severe weather, snow and road closures, natural disasters, utility outages, public health orders or other emergencies. Affected visits will be rescheduled at the earliest mutually convenient time without a cancellation charge.</p>`,
  },
  {
    id: "dispute-resolution",
    title: "Dispute Resolution",
    bodyHtml: `<p>If a problem arises, please contact us first; most concerns are resolved quickly with a phone call. If we cannot resolve a dispute informally, these terms are governed by the laws of the <strong>State of Colorado</strong>, and any legal action must be brought in the state courts located in <strong>Douglas County, Colorado</strong>, including small claims court where eligible.</p>`,
  },
  {
    id: "contact",
    title: "Contact Information",
    bodyHtml: `<p>Questions about these terms? Contact <strong>{{business.legalName}}</strong>:</p><ul><li>Phone: ${phoneLink}</li><li>Email: ${emailLink}</li><li>Online: our <a href="/contact">contact page</a></li></ul>`,
  },
  {
    id: "changes",
    title: "Changes to These Terms",
    bodyHtml: `<p>We may update these terms from time to time. The "Last updated" date at the top of this page shows when they last changed, and changes apply to services booked after that date. This version is effective as of <strong>${LEGAL_EFFECTIVE_DATE}</strong>.</p>`,
  },
];

export const TERMS_DOCUMENT: LegalDocument = {
  title: "Terms of Service",
  effectiveDate: LEGAL_EFFECTIVE_DATE,
  lastUpdated: LEGAL_EFFECTIVE_DATE,
  intro: `These terms explain how {{business.name}} provides its cleaning services and what we ask of our clients in return.`,
  sections: TERMS_SECTIONS,
};
