import type { ServiceArea } from "#shared/areas/cities";
import { BUSINESS } from "#shared/business/business-info";
import { SERVICES } from "#shared/catalog/services";
import { serviceInCityCopy } from "#shared/content/service-pages";
import { breadcrumbJsonLd, faqPageJsonLd, serviceJsonLd, type JsonLd } from "#shared/seo/structured-data";
import { cityLandingPath } from "#shared/slugs/city-landing";
import type { SingleSegmentResolution } from "#shared/slugs/single-segment";
import { pageHead, SITE_URL } from "#client/lib/seo";
import { cityLandingCrumbs, serviceInCityCrumbs } from "#client/lib/city-crumbs";
import { noIndexHead } from "#client/lib/no-index-head";
import { GOOGLE_RATING, HAPPY_FAMILIES } from "#client/components/city/trust-figures";

/** House cleaning offered in one city: the Service node with areaServed set to that city. */
function cityServiceJsonLd(area: ServiceArea): JsonLd {
  return {
    ...serviceJsonLd(SERVICES.standard, SITE_URL, [area.city]),
    name: `House Cleaning in ${area.city}, ${BUSINESS.regionCode}`,
    serviceType: "House Cleaning",
    description: `Standard, deep, move in/out and garage cleaning for homes in ${area.city}, ${BUSINESS.region}.`,
  };
}

function cityLandingHead(area: ServiceArea) {
  return pageHead({
    title: `House Cleaning in ${area.city}, ${BUSINESS.regionCode}`,
    description: `Professional house cleaning in ${area.city}, ${BUSINESS.region} from a local, family-owned team, rated ${GOOGLE_RATING} stars by ${HAPPY_FAMILIES} families. Free estimates.`,
    path: cityLandingPath(area),
    jsonLd: [cityServiceJsonLd(area), breadcrumbJsonLd(cityLandingCrumbs(area), SITE_URL)],
  });
}

/** Title, description, canonical and JSON-LD for whatever /{slug} resolved to; `path` is the requested path. */
export function singleSegmentHead(page: SingleSegmentResolution, path: string) {
  switch (page.kind) {
    case "city-landing":
      return cityLandingHead(page.area);
    case "service-in-city": {
      const { service, area, canonicalPath } = page;
      const copy = serviceInCityCopy(service, area.city);
      return pageHead({
        ...copy.seo,
        path: canonicalPath,
        jsonLd: [
          serviceJsonLd(SERVICES[service], SITE_URL, [area.city]),
          faqPageJsonLd(copy.faqs),
          breadcrumbJsonLd(serviceInCityCrumbs(service, SERVICES[service].name, area, canonicalPath), SITE_URL),
        ],
      });
    }
    case "area-not-found":
      return noIndexHead({
        title: "Service Area Not Found",
        description:
          "We may still serve your area. Contact us to check availability, or browse the communities we clean across Douglas County.",
        path,
      });
    case "page-not-found":
      return noIndexHead({
        title: "Page Not Found",
        description:
          "The page you're looking for doesn't exist. Find house cleaning in your Douglas County or South Denver community.",
        path,
      });
  }
}
