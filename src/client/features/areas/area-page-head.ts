import type { CityDetails } from "#shared/areas/service-area";
import type { CoreSiteFacts } from "#shared/facts/core-site-facts";
import { breadcrumbJsonLd, faqPageJsonLd } from "#shared/seo/structured-data";
import { pageHead, SITE_URL } from "#client/lib/seo";
import { cityCrumbs } from "#client/lib/city-crumbs";
import { noIndexHead } from "#client/lib/no-index-head";
import { happyFamilies } from "#client/components/city/trust-figures";
import { areaFaqs } from "./area-faqs";
import type { AreaPage } from "./area-page";

export function areaPageHead(page: AreaPage, requestedPath: string, facts: CoreSiteFacts, details?: CityDetails) {
  if (page.kind === "unavailable") {
    return noIndexHead({
      siteName: facts.business.name,
      title: "Service Area Information Not Available",
      description:
        "We may still serve your area. Contact us to check availability, or browse the communities we clean across Douglas County.",
      path: requestedPath,
    });
  }
  const { city } = page.area;
  const { business, claims } = facts;
  return pageHead({
    siteName: facts.business.name,
    title: `${city}, ${business.regionCode} House Cleaning Service Area`,
    description: `House cleaning in ${city}, ${business.region}: neighborhoods we serve, local prices and answers to common questions. Trusted by ${happyFamilies(claims)} families.`,
    path: page.path,
    jsonLd: [breadcrumbJsonLd(cityCrumbs(city, page.path), SITE_URL), faqPageJsonLd(areaFaqs(city, facts, details))],
  });
}
