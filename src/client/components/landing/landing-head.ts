import type { CoreSiteFacts } from "#shared/facts/core-site-facts";
import type { LandingPageLayout } from "#shared/content/landing-pages/landing-layout";
import type { PageSeo } from "#shared/content/service-pages";
import type { Faq } from "#shared/content/types";
import {
  breadcrumbJsonLd,
  type Crumb,
  faqPageJsonLd,
  type JsonLd,
  type PublishedService,
  serviceJsonLd,
  type ServiceLdFacts,
} from "#shared/seo/structured-data";
import { pageHead, SITE_URL } from "#client/lib/seo";

export const HOME_CRUMB: Crumb = { name: "Home", path: "/" };
export const SERVICES_CRUMB: Crumb = { name: "Services", path: "/services" };

/** Home > Services > the page. */
export function serviceCrumbs(name: string, path: string): readonly Crumb[] {
  return [HOME_CRUMB, SERVICES_CRUMB, { name, path }];
}

interface PageServiceLd {
  /** The published service (prices in cents). */
  service: PublishedService;
  /** The page's own name for the service, when it differs from the catalogue name. */
  name?: string;
  /** The page's published price range, in cents; replaces the catalogue-derived range. */
  priceRange?: { min: number; max: number };
}

/** Service JSON-LD for a page whose subject is one service. */
export function pageServiceJsonLd({ service, name, priceRange }: PageServiceLd, facts: ServiceLdFacts): JsonLd {
  const ld = serviceJsonLd(service, facts, SITE_URL);
  return {
    ...ld,
    ...(name ? { name } : {}),
    ...(priceRange
      ? {
          offers: {
            "@type": "Offer",
            priceCurrency: "USD",
            priceSpecification: {
              "@type": "PriceSpecification",
              minPrice: priceRange.min / 100,
              maxPrice: priceRange.max / 100,
              priceCurrency: "USD",
            },
          },
        }
      : {}),
  };
}

interface LandingHeadOptions {
  seo: PageSeo;
  /** The business's name in the facts the page is rendered from. */
  siteName: string;
  path: string;
  crumbs: readonly Crumb[];
  faqs?: readonly Faq[];
  service?: JsonLd;
}

/** The head of a services or landing page: SEO texts plus BreadcrumbList, FAQPage and Service JSON-LD. */
export function landingHead({ seo, siteName, path, crumbs, faqs, service }: LandingHeadOptions) {
  const jsonLd: JsonLd[] = [breadcrumbJsonLd(crumbs, SITE_URL)];
  if (faqs?.length) jsonLd.push(faqPageJsonLd(faqs));
  if (service) jsonLd.push(service);
  return pageHead({ title: seo.title, siteName, description: seo.description, path, jsonLd });
}

/** The head of a data-driven landing page: SEO texts, breadcrumbs, FAQs and its Service JSON-LD. */
export function landingContentHead(page: LandingPageLayout, facts: CoreSiteFacts) {
  return landingHead({
    seo: page.seo,
    siteName: facts.business.name,
    path: page.path,
    crumbs: serviceCrumbs(page.crumbName, page.path),
    faqs: page.faqs,
    service: pageServiceJsonLd(
      { service: facts.services[page.service], name: page.serviceName, priceRange: page.priceRange },
      facts,
    ),
  });
}
