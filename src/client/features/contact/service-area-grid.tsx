import { Link } from "@tanstack/react-router";
import { ArrowRight, MapPin } from "lucide-react";
import { SERVICE_AREAS } from "../../../shared/areas/cities";
import { BUSINESS } from "../../../shared/business/business-info";

/** One link per served city, to its landing page. */
export function ServiceAreaGrid() {
  return (
    <ul className="grid grid-cols-1 gap-3 min-[420px]:grid-cols-2 md:grid-cols-3 lg:grid-cols-4">
      {SERVICE_AREAS.map((area) => (
        <li key={area.slug}>
          <Link
            to="/$slug"
            params={{ slug: area.slug }}
            className="group flex h-full items-center gap-3 rounded-xl border border-slate-200 bg-white px-4 py-3 font-semibold text-brand-900 shadow-sm transition-colors hover:border-brand-500 hover:bg-brand-50"
          >
            <MapPin aria-hidden className="size-5 shrink-0 text-brand-600" />
            <span className="flex-1">
              {area.city}
              <span className="block text-sm font-normal text-slate-600">House cleaning in {area.city}, {BUSINESS.regionCode}</span>
            </span>
            <ArrowRight aria-hidden className="size-4 shrink-0 text-brand-600 transition-transform group-hover:translate-x-0.5" />
          </Link>
        </li>
      ))}
    </ul>
  );
}
