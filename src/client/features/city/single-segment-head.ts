import type { ServiceArea } from "#shared/areas/service-area";
import { serviceInCityCopy } from "#shared/content/service-pages";
import type { CoreSiteFacts } from "#shared/facts/core-site-facts";
import { breadcrumbJsonLd, faqPageJsonLd, serviceJsonLd, type JsonLd } from "#shared/seo/structured-data";
import { cityLandingPath } from "#shared/slugs/city-landing";
import type { SingleSegmentResolution } from "#shared/slugs/single-segment";
import { pageHead, SITE_URL } from "#client/lib/seo";
import { cityLandingCrumbs, serviceInCityCrumbs } from "#client/lib/city-crumbs";
import { noIndexHead } from "#client/lib/no-index-head";
import { googleRating, happyFamilies } from "#client/components/city/trust-figures";

/** House cleaning offered in one city: the Service node with areaServed set to that city. */
function cityServiceJsonLd(area: ServiceArea, facts: CoreSiteFacts): JsonLd {
  const { business } = facts;
  return {
    ...serviceJsonLd(facts.services.standard, facts, SITE_URL, [area.city]),
    name: `House Cleaning in ${area.city}, ${business.regionCode}`,
    serviceType: "House Cleaning",
    description: `Standard, deep, move in/out and garage cleaning for homes in ${area.city}, ${business.region}.`,
  };
}

function cityLandingHead(area: ServiceArea, facts: CoreSiteFacts) {
  const { business, claims } = facts;
  return pageHead({
    siteName: facts.business.name,
    title: `House Cleaning in ${area.city}, ${business.regionCode}`,
    description: `Professional house cleaning in ${area.city}, ${business.region} from a local, family-owned team, rated ${googleRating(claims)} stars by ${happyFamilies(claims)} families. Free estimates.`,
    path: cityLandingPath(area),
    jsonLd: [cityServiceJsonLd(area, facts), breadcrumbJsonLd(cityLandingCrumbs(area), SITE_URL)],
  });
}

/**
 * Title, description, canonical and JSON-LD for whatever /{slug} resolved to, from the facts the
 * page is rendered with; `path` is the requested path.
 */
export function singleSegmentHead(page: SingleSegmentResolution, path: string, facts: CoreSiteFacts) {
  switch (page.kind) {
    case "city-landing":
      return cityLandingHead(page.area, facts);
    case "service-in-city": {
      const { service, area, canonicalPath } = page;
      const copy = serviceInCityCopy(service, area.city, facts);
      return pageHead({
        siteName: facts.business.name,
        ...copy.seo,
        path: canonicalPath,
        jsonLd: [
          serviceJsonLd(facts.services[service], facts, SITE_URL, [area.city]),
          faqPageJsonLd(copy.faqs),
          breadcrumbJsonLd(serviceInCityCrumbs(service, facts.services[service].name, area, canonicalPath), SITE_URL),
        ],
      });
    }
    case "area-not-found":
      return noIndexHead({
        siteName: facts.business.name,
        title: "Service Area Not Found",
        description:
          "We may still serve your area. Contact us to check availability, or browse the communities we clean across Douglas County.",
        path,
      });
    case "page-not-found":
      return noIndexHead({
        siteName: facts.business.name,
        title: "Page Not Found",
        description:
          "The page you're looking for doesn't exist. Find house cleaning in your Douglas County or South Denver community.",
        path,
      });
  }
}
