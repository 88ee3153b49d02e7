import type { Faq } from "../content/types";
import type { CoreSiteFacts } from "../facts/core-site-facts";
import { formatDollars } from "../pricing/format";
import type { CityDetails } from "./service-area";

/** What a city's questions quote: the business, its claims, prices, policies and cities. */
export type CityFaqFacts = Pick<
  CoreSiteFacts,
  | "business"
  | "claims"
  | "services"
  | "frequencies"
  | "policies"
  | "serviceAreas"
  | "coverage"
  | "guarantee"
  | "visits"
  | "advertisedPrices"
>;

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

/** The price a service is quoted at: its hourly rate or its starting price, whichever it has. */
const rateOf = ({ hourlyRate, basePrice }: CoreSiteFacts["services"]["deep"]) =>
  formatDollars(hourlyRate ?? basePrice ?? 0);
const fromPriceOf = ({ basePrice, hourlyRate }: CoreSiteFacts["services"]["standard"]) =>
  formatDollars(basePrice ?? hourlyRate ?? 0);

function serveAnswer(city: string, { serviceAreas, coverage, visits }: CityFaqFacts): string {
  const region = escapeHtml(visits.regionText);
  const area = serviceAreas.find((a) => a.city.toLowerCase() === city.trim().toLowerCase());
  const communities = serviceAreas.length;
  const reach = `every home we clean is within ${coverage.maxTravelMinutes} minutes of our team, and travel fees are ${formatDollars(coverage.travelFee)}`;
  if (!area) {
    return `<p>We serve ${communities} communities across ${region}; ${reach}. <a href="/contact">Contact us</a> with your address and we'll confirm whether ${escapeHtml(city)} is on our route. You can also see the full list on our <a href="/service-areas">service areas</a> page.</p>`;
  }
  return `<p>Yes! ${escapeHtml(area.city)} is one of the ${communities} communities we serve across ${region}, including ZIP codes ${joinWithAnd(area.zipCodes)}. Better still, ${reach}.</p>`;
}

function howSoonAnswer({ business, policies, visits }: CityFaqFacts): string {
  const hours = business.hours.map((h) => h.label).join(", ");
  const { responseTimeHours: reply, bookingNoticeHours } = policies;
  const lead = visits.schedulingLeadWeeks;
  return `<p>We reply to new requests within ${reply.min}-${reply.max} hours during business hours (${escapeHtml(hours)}). We typically need ${bookingNoticeHours} hours' notice to book, and most new clients are on the schedule within ${lead.min}-${lead.max} weeks. <a href="/booking">Request your cleaning</a> or call <a href="${business.phone.href}">${escapeHtml(business.phone.display)}</a>.</p>`;
}

function insuredAnswer(city: string, facts: CityFaqFacts, details: CityDetails | undefined): string {
  const { business, claims, guarantee } = facts;
  const reclean = details
    ? `, usually ${details.responseTime === "same day" ? "the same day" : "by the next day"} in ${escapeHtml(city.trim())}`
    : "";
  const { generalLiabilityCoverage, bonding } = claims.insurance;
  const { rating, happyFamilies } = claims.googleProfile;
  return `<p>Yes. ${escapeHtml(business.name)} is fully insured and bonded, with ${formatDollars(generalLiabilityCoverage)} in general liability coverage and ${formatDollars(bonding)} in bonding, and every cleaner is background-checked. It's one reason we hold a ${rating}-star Google rating from ${happyFamilies}+ happy families. If anything isn't right, tell us within ${guarantee.reportWithinHours} hours and we'll re-clean it at no charge${reclean}.</p>`;
}

function costAnswer(name: string, { services, frequencies, advertisedPrices }: CityFaqFacts): string {
  const typical = advertisedPrices.standardTypical;
  return `<p>The same as everywhere we work: there is no ${name} surcharge. Standard cleans are flat-rate from <strong>${fromPriceOf(services.standard)}</strong>, set by your home's size, and with add-ons most land between ${formatDollars(typical.min)} and ${formatDollars(typical.max)}. Deep cleans are ${rateOf(services.deep)}/hour per cleaner, move-in/out cleans ${rateOf(services.moveout)}/hour per cleaner, garage clean-outs start at ${fromPriceOf(services.garage)}, and weekly recurring plans save ${Math.round(frequencies.weekly.discount * 100)}%. Get an instant figure on our <a href="/pricing">pricing page</a>.</p>`;
}

/**
 * The five questions every city page answers, from the published facts and, when the city has
 * them, its details (the re-clean response time).
 */
export function cityFaqs(city: string, facts: CityFaqFacts, details?: CityDetails): Faq[] {
  const name = escapeHtml(city.trim());
  return [
    { question: `Do you serve ${city}?`, answerHtml: serveAnswer(city, facts) },
    { question: `How much does house cleaning cost in ${city}?`, answerHtml: costAnswer(name, facts) },
    {
      question: `Do you bring your own cleaning supplies to homes in ${city}?`,
      answerHtml: `<p>Yes. Our crews arrive in ${name} with everything the job needs: professional-grade products, fresh microfiber cloths, vacuums and mops. Prefer eco-friendly products, or have a special surface with its own cleaner? Tell us and we'll use it.</p>`,
    },
    { question: `How soon can you come to ${city}?`, answerHtml: howSoonAnswer(facts) },
    { question: `Are your cleaners in ${city} insured?`, answerHtml: insuredAnswer(city, facts, details) },
  ];
}
