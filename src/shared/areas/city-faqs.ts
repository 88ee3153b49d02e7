import { BUSINESS } from "../business/business-info";
import { GOOGLE_PROFILE_CLAIM } from "../business/claims";
import { OPENING_HOURS } from "../business/hours";
import {
  BOOKING_POLICY,
  RESPONSE_TIME_HOURS,
  SATISFACTION_GUARANTEE,
  SCHEDULING_LEAD_WEEKS,
  TERMS_POLICY,
} from "../business/policies";
import { FREQUENCIES } from "../catalog/frequencies";
import { SERVICES, STANDARD_CLEAN_TYPICAL_RANGE } from "../catalog/services";
import type { Faq } from "../content/types";
import { COVERAGE, SERVICE_AREAS } from "./cities";
import { cityDetail } from "./city-details";
import { groupThousands } from "#shared/format/numbers";

/** City names can come from a URL, and Faq answers are trusted HTML, so escape before interpolating. */
export function escapeHtml(text: string): string {
  return text
    .replace(/&/g, "&amp;")
    .replace(/</g, "&lt;")
    .replace(/>/g, "&gt;")
    .replace(/"/g, "&quot;")
    .replace(/'/g, "&#39;");
}

function joinWithAnd(items: readonly string[]): string {
  return items.length <= 1 ? items.join("") : `${items.slice(0, -1).join(", ")} and ${items.at(-1)}`;
}

function serveAnswer(city: string): string {
  const area = SERVICE_AREAS.find((a) => a.city.toLowerCase() === city.trim().toLowerCase());
  const reach = `every home we clean is within ${COVERAGE.maxTravelMinutes} minutes of our team, and travel fees are $${COVERAGE.travelFeeDollars}`;
  if (!area) {
    return `<p>We serve ${COVERAGE.communities} communities across Douglas County and the South Denver metro; ${reach}. <a href="/contact">Contact us</a> with your address and we'll confirm whether ${escapeHtml(city)} is on our route. You can also see the full list on our <a href="/service-areas">service areas</a> page.</p>`;
  }
  return `<p>Yes! ${area.city} is one of the ${COVERAGE.communities} communities we serve across Douglas County and the South Denver metro, including ZIP codes ${joinWithAnd(area.zipCodes)}. Better still, ${reach}.</p>`;
}

function howSoonAnswer(): string {
  const hours = OPENING_HOURS.map((h) => h.label).join(", ");
  return `<p>We reply to new requests within ${RESPONSE_TIME_HOURS.min}-${RESPONSE_TIME_HOURS.max} hours during business hours (${hours}). We typically need ${BOOKING_POLICY.bookingNoticeHours} hours' notice to book, and most new clients are on the schedule within ${SCHEDULING_LEAD_WEEKS.min}-${SCHEDULING_LEAD_WEEKS.max} weeks. <a href="/booking">Request your cleaning</a> or call <a href="${BUSINESS.phoneHref}">${BUSINESS.phoneDisplay}</a>.</p>`;
}

function insuredAnswer(city: string): string {
  const detail = cityDetail(city);
  const reclean = detail
    ? `, usually ${detail.responseTime === "same day" ? "the same day" : "by the next day"} in ${detail.city}`
    : "";
  return `<p>Yes. ${BUSINESS.name} is fully insured and bonded, with $${groupThousands(TERMS_POLICY.generalLiabilityCoverageDollars)} in general liability coverage and $${groupThousands(TERMS_POLICY.bondingDollars)} in bonding, and every cleaner is background-checked. It's one reason we hold a ${GOOGLE_PROFILE_CLAIM.rating}-star Google rating from ${GOOGLE_PROFILE_CLAIM.happyFamilies}+ happy families. If anything isn't right, tell us within ${SATISFACTION_GUARANTEE.reportWithinHours} hours and we'll re-clean it at no charge${reclean}.</p>`;
}

/** The five questions every city page answers, generated from its details. */
export function cityFaqs(city: string): Faq[] {
  const name = escapeHtml(city.trim());
  return [
    { question: `Do you serve ${city}?`, answerHtml: serveAnswer(city) },
    {
      question: `How much does house cleaning cost in ${city}?`,
      answerHtml: `<p>The same as everywhere we work: there is no ${name} surcharge. Standard cleans are flat-rate from <strong>$${SERVICES.standard.basePrice}</strong>, set by your home's size, and with add-ons most land between $${STANDARD_CLEAN_TYPICAL_RANGE.min} and $${STANDARD_CLEAN_TYPICAL_RANGE.max}. Deep cleans are $${SERVICES.deep.hourlyRate}/hour per cleaner, move-in/out cleans $${SERVICES.moveout.hourlyRate}/hour per cleaner, garage clean-outs start at $${SERVICES.garage.basePrice}, and weekly recurring plans save ${Math.round(FREQUENCIES.weekly.discount * 100)}%. Get an instant figure on our <a href="/pricing">pricing page</a>.</p>`,
    },
    {
      question: `Do you bring your own cleaning supplies to homes in ${city}?`,
      answerHtml: `<p>Yes. Our crews arrive in ${name} with everything the job needs: professional-grade products, fresh microfiber cloths, vacuums and mops. Prefer eco-friendly products, or have a special surface with its own cleaner? Tell us and we'll use it.</p>`,
    },
    { question: `How soon can you come to ${city}?`, answerHtml: howSoonAnswer() },
    { question: `Are your cleaners in ${city} insured?`, answerHtml: insuredAnswer(city) },
  ];
}
