import type { Faq } from "../content/types";
import type { CoreSiteFacts } from "../facts/core-site-facts";
import { reviewSummary } from "../reviews/review-summary";

/** schema.org JSON-LD objects built from the shared facts; pages and the prerenderer embed them. */
export type JsonLd = Record<string, unknown>;

const CONTEXT = "https://schema.org";

/**
 * The business's schema.org type. schema.org has no house-cleaning type (the "HouseCleaningService"
 * once here is not in its vocabulary, so search engines did not read the business at all); its
 * LocalBusiness subtype for "services around homes and buildings" is this one.
 */
export const BUSINESS_SCHEMA_TYPE = "HomeAndConstructionBusiness";

function plain(html: string): string {
  return html
    .replace(/<[^>]*>/g, "")
    .replace(/\s+/g, " ")
    .trim();
}

/** Dollars as schema.org prices and price ranges show them: whole dollars when whole. */
const dollars = (cents: number) => (cents % 100 === 0 ? String(cents / 100) : (cents / 100).toFixed(2));

/** The facts the business's JSON-LD states. */
export type LocalBusinessFacts = Pick<CoreSiteFacts, "business" | "claims" | "serviceAreas" | "priceRanges">;

/** The business with its Google-profile aggregate rating (4.9 over 150 reviews by default). */
export function localBusinessJsonLd(
  { business, claims, serviceAreas, priceRanges }: LocalBusinessFacts,
  siteUrl: string,
): JsonLd {
  return {
    "@context": CONTEXT,
    "@type": BUSINESS_SCHEMA_TYPE,
    "@id": `${siteUrl}/#business`,
    name: business.name,
    slogan: business.tagline,
    url: siteUrl,
    telephone: business.phone.display,
    email: business.email,
    foundingDate: String(business.foundedYear),
    priceRange: `$${dollars(priceRanges.cityPage.min)}-$${dollars(priceRanges.cityPage.max)}`,
    address: {
      "@type": "PostalAddress",
      addressLocality: business.baseCity,
      addressRegion: business.regionCode,
      addressCountry: "US",
    },
    areaServed: serviceAreas.map((area) => ({ "@type": "City", name: `${area.city}, ${business.regionCode}` })),
    openingHoursSpecification: business.hours.map((hours) => ({
      "@type": "OpeningHoursSpecification",
      dayOfWeek: hours.schemaDays,
      opens: hours.opens,
      closes: hours.closes,
    })),
    aggregateRating: {
      "@type": "AggregateRating",
      ratingValue: claims.googleProfile.rating,
      reviewCount: claims.googleProfile.reviewCount,
      bestRating: 5,
    },
    sameAs: Object.values(business.social),
  };
}

/** A service as the facts publish it (prices in cents). */
export type PublishedService = Pick<CoreSiteFacts["services"]["standard"], "name" | "description" | "basePrice">;

/** The facts a Service node states besides the service. */
export type ServiceLdFacts = Pick<CoreSiteFacts, "business" | "serviceAreas" | "priceRanges" | "advertisedPrices">;

/** A price in cents as schema.org's minPrice/maxPrice number, in dollars. */
const dollarNumber = (cents: number) => cents / 100;

/**
 * priceRange: min = the starting price (or, for an hourly service, the lowest price on city pages
 * and in structured data), max = min + the published span. `areaServed` defaults to every city served.
 */
export function serviceJsonLd(
  service: PublishedService,
  { business, serviceAreas, priceRanges, advertisedPrices }: ServiceLdFacts,
  siteUrl: string,
  areaServed: readonly string[] = serviceAreas.map((area) => area.city),
): JsonLd {
  const min = service.basePrice ?? priceRanges.cityPage.min;
  return {
    "@context": CONTEXT,
    "@type": "Service",
    name: service.name,
    description: service.description,
    serviceType: service.name,
    provider: { "@id": `${siteUrl}/#business` },
    areaServed: areaServed.map((city) => ({ "@type": "City", name: `${city}, ${business.regionCode}` })),
    offers: {
      "@type": "Offer",
      priceCurrency: "USD",
      priceSpecification: {
        "@type": "PriceSpecification",
        minPrice: dollarNumber(min),
        maxPrice: dollarNumber(min + advertisedPrices.serviceOfferSpan),
        priceCurrency: "USD",
      },
    },
  };
}

export function faqPageJsonLd(faqs: readonly Faq[]): JsonLd {
  return {
    "@context": CONTEXT,
    "@type": "FAQPage",
    mainEntity: faqs.map((faq) => ({
      "@type": "Question",
      name: faq.question,
      acceptedAnswer: { "@type": "Answer", text: plain(faq.answerHtml) },
    })),
  };
}

export interface Crumb {
  name: string;
  path: string;
}

export function breadcrumbJsonLd(crumbs: readonly Crumb[], siteUrl: string): JsonLd {
  return {
    "@context": CONTEXT,
    "@type": "BreadcrumbList",
    itemListElement: crumbs.map((crumb, index) => ({
      "@type": "ListItem",
      position: index + 1,
      name: crumb.name,
      item: `${siteUrl}${crumb.path === "/" ? "" : crumb.path}`,
    })),
  };
}

/** A review as the reviews page's structured data states it. */
export interface ReviewLdFacts {
  authorName: string;
  rating: number;
  body: string;
  /** "2024-03-18". */
  publishedAt: string;
}

/**
 * The reviews page's rating, computed from the visible reviews, with each of them: an
 * AggregateRating of the business, which carries the Review nodes. The business's own node (every
 * page) keeps the Google-profile claim the owner edits in the facts (ADR 0043). Null without reviews.
 */
export function reviewsJsonLd(reviews: readonly ReviewLdFacts[], siteUrl: string): JsonLd | null {
  if (reviews.length === 0) return null;
  const { rating, reviewCount } = reviewSummary(reviews);
  return {
    "@context": CONTEXT,
    "@type": "AggregateRating",
    "@id": `${siteUrl}/reviews#rating`,
    ratingValue: rating,
    reviewCount,
    bestRating: 5,
    worstRating: 1,
    itemReviewed: {
      "@id": `${siteUrl}/#business`,
      review: reviews.map((review) => ({
        "@type": "Review",
        author: { "@type": "Person", name: review.authorName },
        datePublished: review.publishedAt,
        reviewBody: review.body,
        reviewRating: { "@type": "Rating", ratingValue: review.rating, bestRating: 5, worstRating: 1 },
      })),
    },
  };
}
