import type { ServiceArea } from "#shared/areas/service-area";
import type { ServiceKey } from "#shared/catalog/services";
import type { Crumb } from "#shared/seo/structured-data";
import { cityLandingPath } from "#shared/slugs/city-landing";

const HOME: Crumb = { name: "Home", path: "/" };
const SERVICE_AREAS_CRUMB: Crumb = { name: "Service Areas", path: "/service-areas" };

/** Home > Service Areas. */
export const SERVICE_AREAS_CRUMBS: readonly Crumb[] = [HOME, SERVICE_AREAS_CRUMB];

/** Home > Service Areas > {city}, for a page about one city at `path`. */
export function cityCrumbs(city: string, path: string): Crumb[] {
  return [HOME, SERVICE_AREAS_CRUMB, { name: city, path }];
}

export function cityLandingCrumbs(area: ServiceArea): Crumb[] {
  return cityCrumbs(area.city, cityLandingPath(area));
}

/** Home > Services > {service} > {city}; the service's name is the published one. */
export function serviceInCityCrumbs(
  service: ServiceKey,
  serviceName: string,
  area: ServiceArea,
  canonicalPath: string,
): Crumb[] {
  return [
    HOME,
    { name: "Services", path: "/services" },
    { name: serviceName, path: `/services/${service}` },
    { name: area.city, path: canonicalPath },
  ];
}
