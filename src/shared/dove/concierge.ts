import { lookupServiceArea } from "../areas/lookup";
import { SERVICE_AREAS } from "../areas/cities";
import { BUSINESS } from "../business/business-info";
import { OPENING_HOURS } from "../business/hours";
import { BOOKING_POLICY } from "../business/policies";
import { faqPlainText, searchFaqs } from "../content/faqs";
import { computeEstimate } from "../pricing/compute-estimate";
import { formatRange } from "../pricing/format";
import { ESTIMATE_SERVICE_LABELS } from "../pricing/options";
import { parseEstimateRequest } from "./estimate-request";

export const DOVE_GREETING = `Hi, I'm Dove, the cleaning concierge at ${BUSINESS.name}. Ask me about prices, what's included, or whether we serve your area.`;

const STOP_WORDS = new Set(["the", "a", "an", "do", "you", "your", "i", "my", "is", "are", "what", "how", "can", "to", "of", "for", "in", "on", "and", "it", "we", "me", "does", "with"]);

/**
 * The built-in, offline concierge: deterministic answers grounded in the shared content. Prices
 * come only from the price engine; anything it cannot answer goes to the phone line.
 */
export function conciergeReply(message: string): string {
  const text = message.toLowerCase();

  if (/\b(price|cost|how much|estimate|quote|rate|charge)\b/.test(text)) return estimateReply(message);
  const zipOrCity = areaReply(text);
  if (zipOrCity) return zipOrCity;
  if (/\b(book|schedule|appointment|walkthrough|availability)\b/.test(text)) {
    return `You can book a free in-home walkthrough here: ${BUSINESS.bookingUrl} (or see /booking). We typically need ${BOOKING_POLICY.bookingNoticeHours} hours' notice. Prefer to talk? Call ${BUSINESS.phoneDisplay}.`;
  }
  if (/\b(hours|open|closed)\b/.test(text)) {
    return `Our hours: ${OPENING_HOURS.map((h) => h.label).join(", ")}. Call ${BUSINESS.phoneDisplay} or send a message at /contact.`;
  }
  if (/\b(human|person|call|phone|email|contact)\b/.test(text)) {
    return `You can reach our team at ${BUSINESS.phoneDisplay} or ${BUSINESS.email}, or send a message at /contact.`;
  }
  const faq = bestFaq(text);
  if (faq) return `${faq.answer} (From our FAQ: "${faq.question}" — more at /faq.)`;
  if (/^(hi|hello|hey|good (morning|afternoon|evening))\b/.test(text)) return DOVE_GREETING;
  return `I'm not sure about that one. Our team can help at ${BUSINESS.phoneDisplay} or ${BUSINESS.email}, or ask me about prices, services or service areas.`;
}

function estimateReply(message: string): string {
  const { input, assumed } = parseEstimateRequest(message);
  const { lowCents, highCents } = computeEstimate(input);
  const assumptions = assumed.length ? ` I assumed ${assumed.map((field) => `${field === "sqft" ? `${input.sqft} sq ft` : `${input[field]} ${field}`}`).join(", ")}; tell me yours for a closer number.` : "";
  return `A ${ESTIMATE_SERVICE_LABELS[input.serviceType]} for ${input.sqft.toLocaleString("en-US")} sq ft, ${input.bedrooms} bedrooms, ${input.bathrooms} bathrooms${input.pets ? " with pets" : ""} is estimated at ${formatRange(lowCents, highCents)}.${assumptions} Try the calculator at /pricing, or book a free walkthrough at /booking for an exact quote.`;
}

function areaReply(text: string): string | null {
  const zip = /\b\d{5}\b/.exec(text)?.[0];
  const city = SERVICE_AREAS.find((area) => text.includes(area.city.toLowerCase()))?.city;
  const query = zip ?? city;
  if (!query && !/\b(serve|service area|come to|cover)\b/.test(text)) return null;
  if (!query) return `We serve ${SERVICE_AREAS.length} communities: ${SERVICE_AREAS.map((a) => a.city).join(", ")}. See /service-areas.`;
  const result = lookupServiceArea(query);
  if (result.status === "served") return `Yes, we serve ${result.area.city}! See /${result.area.slug} for local details, or book at /booking.`;
  if (result.status === "nearby") return `${result.place.name} is at the edge of our area; we can usually come, but please call ${BUSINESS.phoneDisplay} to confirm.`;
  return `We don't serve ${query} yet. Call ${BUSINESS.phoneDisplay} and we'll tell you if we can help.`;
}

function bestFaq(text: string): { question: string; answer: string } | null {
  const words = text.split(/[^a-z0-9]+/).filter((w) => w.length > 2 && !STOP_WORDS.has(w));
  let best: { score: number; question: string; answer: string } | null = null;
  for (const faq of searchFaqs("")) {
    const haystack = faqPlainText(faq).toLowerCase();
    const score = words.filter((w) => haystack.includes(w)).length;
    if (score > 0 && (!best || score > best.score)) {
      best = { score, question: faq.question, answer: faqPlainText({ question: "", answerHtml: faq.answerHtml }) };
    }
  }
  return best && best.score >= Math.min(2, words.length) ? best : null;
}
