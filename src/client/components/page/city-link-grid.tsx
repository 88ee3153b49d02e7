import { Link } from "@tanstack/react-router";
import { ChevronRight, MapPin } from "lucide-react";
import { useSiteFacts } from "#client/lib/site-facts";

/** Cities (every city served by default) linking to their /{slug} landing pages. */
export function CityLinkGrid({ cities }: { cities?: readonly { city: string; slug: string }[] }) {
  const { business, serviceAreas } = useSiteFacts();
  return (
    <ul className="grid gap-3 sm:grid-cols-2 lg:grid-cols-4">
      {(cities ?? serviceAreas).map((area) => (
        <li key={area.slug}>
          <Link
            to="/$slug"
            params={{ slug: area.slug }}
            className="group flex h-full items-center gap-3 rounded-xl border border-slate-200 bg-white px-4 py-3 font-semibold text-brand-900 shadow-sm hover:border-brand-500 hover:bg-brand-50"
          >
            <MapPin aria-hidden className="size-5 shrink-0 text-brand-600" />
            <span className="flex-1">
              {area.city}, {business.regionCode}
            </span>
            <ChevronRight aria-hidden className="size-4 text-slate-400 group-hover:text-brand-700" />
          </Link>
        </li>
      ))}
    </ul>
  );
}
