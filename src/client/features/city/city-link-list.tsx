import { Link } from "@tanstack/react-router";
import { MapPin } from "lucide-react";
import { SERVICE_AREAS } from "../../../shared/areas/cities";

/** Every city landing page, as a compact grid of links. */
export function CityLinkList() {
  return (
    <ul className="grid grid-cols-2 gap-3 md:grid-cols-3 lg:grid-cols-4">
      {SERVICE_AREAS.map((area) => (
        <li key={area.slug}>
          <Link
            to="/$slug"
            params={{ slug: area.slug }}
            className="flex h-full items-center gap-2 rounded-xl border border-slate-200 bg-white px-3 py-3 sm:gap-3 sm:px-4 font-semibold text-brand-900 shadow-sm hover:border-brand-500 hover:bg-brand-50"
          >
            <MapPin aria-hidden className="size-5 shrink-0 text-brand-600" />
            {area.city}
          </Link>
        </li>
      ))}
    </ul>
  );
}
