import { SERVICE_AREAS } from "../areas/cities";
import { BUSINESS } from "../business/business-info";
import { GOOGLE_PROFILE_CLAIM } from "../business/claims";
import { OPENING_HOURS } from "../business/hours";
import { PAGE_PRICE_RANGES } from "../business/policies";
import {
  type ServicePrice,
  STRUCTURED_DATA_FALLBACK_BASE_PRICE,
  STRUCTURED_DATA_PRICE_SPAN,
} from "../catalog/services";
import type { Faq } from "../content/types";

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

/** The business with its Google-profile aggregate rating (4.9 over 150 reviews). */
export function localBusinessJsonLd(siteUrl: string): JsonLd {
  return {
    "@context": CONTEXT,
    "@type": BUSINESS_SCHEMA_TYPE,
    "@id": `${siteUrl}/#business`,
    name: BUSINESS.name,
    slogan: BUSINESS.tagline,
    url: siteUrl,
    telephone: BUSINESS.phoneDisplay,
    email: BUSINESS.email,
    foundingDate: String(BUSINESS.foundedYear),
    priceRange: `$${PAGE_PRICE_RANGES.cityPage.min}-$${PAGE_PRICE_RANGES.cityPage.max}`,
    address: {
      "@type": "PostalAddress",
      addressLocality: BUSINESS.baseCity,
      addressRegion: BUSINESS.regionCode,
      addressCountry: "US",
    },
    areaServed: SERVICE_AREAS.map((area) => ({ "@type": "City", name: `${area.city}, ${BUSINESS.regionCode}` })),
    openingHoursSpecification: OPENING_HOURS.map((hours) => ({
      "@type": "OpeningHoursSpecification",
      dayOfWeek: hours.schemaDays,
      opens: hours.opens,
      closes: hours.closes,
    })),
    aggregateRating: {
      "@type": "AggregateRating",
      ratingValue: GOOGLE_PROFILE_CLAIM.rating,
      reviewCount: GOOGLE_PROFILE_CLAIM.reviewCount,
      bestRating: 5,
    },
    sameAs: Object.values(BUSINESS.social),
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
