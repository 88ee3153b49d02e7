import { Link } from "@tanstack/react-router";
import type { ServiceArea } from "#shared/areas/service-area";
import { SERVICE_KEYS, type ServiceKey } from "#shared/catalog/services";
import { serviceInCityPath } from "#shared/slugs/service-in-city";
import { InlineArrow, TEXT_LINK_CLASS } from "#client/components/city/inline-arrow";
import { useSiteFacts } from "#client/lib/site-facts";

/** Links to the other services in the same city and to the city's landing page. */
export function MoreServicesInCity({ service, area }: { service: ServiceKey; area: ServiceArea }) {
  const { services } = useSiteFacts();
  const others = SERVICE_KEYS.filter((key) => key !== service);
  return (
    <nav aria-labelledby="more-services-heading" className="rounded-2xl border border-slate-200 bg-white p-6 shadow-sm">
      <h3 id="more-services-heading" className="text-lg font-bold text-brand-900">
        More cleaning in {area.city}
      </h3>
      <ul className="mt-4 space-y-3">
        {others.map((key) => (
          <li key={key}>
            <Link to={serviceInCityPath(key, area)} className={TEXT_LINK_CLASS}>
              {services[key].name} in {area.city}
              <InlineArrow />
            </Link>
          </li>
        ))}
        <li>
          <Link to="/$slug" params={{ slug: area.slug }} className={TEXT_LINK_CLASS}>
            All house cleaning in {area.city}
            <InlineArrow />
          </Link>
        </li>
      </ul>
    </nav>
  );
}
