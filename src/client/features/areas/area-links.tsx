import { Link } from "@tanstack/react-router";
import type { ServiceArea } from "#shared/areas/service-area";
import { serviceAreaDetailSlug } from "#shared/slugs/service-area-detail";
import { InlineArrow, TEXT_LINK_CLASS } from "#client/components/city/inline-arrow";

const linkClass = `${TEXT_LINK_CLASS} py-1`;

/** A city's two pages: the service-area details and the city's house-cleaning landing page. */
export function AreaLinks({ area }: { area: ServiceArea }) {
  return (
    <ul className="grid gap-1 text-sm">
      <li>
        <Link to="/service-areas/$slug" params={{ slug: serviceAreaDetailSlug(area.city) }} className={linkClass}>
          {area.city} area details
          <InlineArrow />
        </Link>
      </li>
      <li>
        <Link to="/$slug" params={{ slug: area.slug }} className={linkClass}>
          {area.city} house cleaning
          <InlineArrow />
        </Link>
      </li>
    </ul>
  );
}
