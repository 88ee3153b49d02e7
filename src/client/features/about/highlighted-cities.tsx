import { Link } from "@tanstack/react-router";
import { ArrowRight, MapPin } from "lucide-react";
import { buttonVariants } from "#client/components/ui/button";
import { Section } from "#client/components/ui/section";
import { cn } from "#client/lib/cn";
import { useSiteFacts } from "#client/lib/site-facts";

/** The about page shows the first six cities served. */
const ABOUT_PAGE_CITY_COUNT = 6;

/** The first six service areas, each linking to its city landing page. */
export function HighlightedCities() {
  const { business, serviceAreas } = useSiteFacts();
  return (
    <Section
      id="cities"
      eyebrow="Where we work"
      title="Proudly Serving Our Neighbors"
      intro="We clean homes in the same Douglas County and South Denver communities we live in. Here are a few of them."
    >
      <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
        {serviceAreas.slice(0, ABOUT_PAGE_CITY_COUNT).map((area) => (
          <li key={area.slug}>
            <Link
              to="/$slug"
              params={{ slug: area.slug }}
              className="group flex h-full items-center gap-4 rounded-2xl border border-slate-200 bg-white p-5 shadow-sm transition-colors hover:border-brand-500 hover:bg-brand-50"
            >
              <span className="flex size-11 shrink-0 items-center justify-center rounded-full bg-brand-50 text-brand-700 group-hover:bg-white">
                <MapPin aria-hidden className="size-5" />
              </span>
              <span className="flex-1">
                <span className="block text-lg font-bold text-brand-900">
                  {area.city}, {business.regionCode}
                </span>
                <span className="text-sm text-slate-600">House cleaning in {area.city}</span>
              </span>
              <ArrowRight
                aria-hidden
                className="size-5 text-brand-600 transition-transform group-hover:translate-x-1"
              />
            </Link>
          </li>
        ))}
      </ul>
      <Link to="/service-areas" className={cn(buttonVariants({ variant: "outline" }), "mt-8")}>
        See All Service Areas
      </Link>
    </Section>
  );
}
