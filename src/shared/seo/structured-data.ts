import { SERVICE_AREAS } from "../areas/cities";
import { BUSINESS } from "../business/business-info";
import {
  type ServicePrice,
  STRUCTURED_DATA_FALLBACK_BASE_PRICE,
  STRUCTURED_DATA_PRICE_SPAN,
} from "../catalog/services";
import type { Faq } from "../content/types";
import type { CoreSiteFacts } from "../facts/core-site-facts";

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

/** priceRange: min = base price (or 120), max = min + 200. */
export function serviceJsonLd(
  service: ServicePrice,
  siteUrl: string,
  areaServed: readonly string[] = SERVICE_AREAS.map((a) => a.city),
): JsonLd {
  const min = service.basePrice ?? STRUCTURED_DATA_FALLBACK_BASE_PRICE;
  return {
    "@context": CONTEXT,
    "@type": "Service",
    name: service.name,
    description: service.description,
    serviceType: service.name,
    provider: { "@id": `${siteUrl}/#business` },
    areaServed: areaServed.map((city) => ({ "@type": "City", name: `${city}, ${BUSINESS.regionCode}` })),
    offers: {
      "@type": "Offer",
      priceCurrency: "USD",
      priceSpecification: {
        "@type": "PriceSpecification",
        minPrice: min,
        maxPrice: min + STRUCTURED_DATA_PRICE_SPAN,
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
