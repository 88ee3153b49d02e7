import { Link } from "@tanstack/react-router";
import { Building2, Home, Wrench, type LucideIcon } from "lucide-react";
import type { ReactNode } from "react";
import type { ServicesOverview } from "#shared/content/service-pages";
import { Card } from "#client/components/ui/card";

const linkClass = "font-semibold text-brand-700 underline underline-offset-2 hover:text-brand-900";

interface Blurb {
  title: string;
  body: string;
  icon: LucideIcon;
  links: ReactNode;
}

const blurbs = (overview: ServicesOverview): Blurb[] => [
  {
    ...overview.residential,
    icon: Home,
    links: (
      <>
        <Link to="/services/residential-cleaning" className={linkClass}>
          Residential cleaning
        </Link>
        <Link to="/recurring-cleaning-douglas-county" className={linkClass}>
          Recurring plans
        </Link>
        <Link to="/move-in-out-cleaning-douglas-county" className={linkClass}>
          Move in &amp; out cleaning
        </Link>
      </>
    ),
  },
  {
    ...overview.commercial,
    icon: Building2,
    links: (
      <Link to="/contact" className={linkClass}>
        Ask for a commercial quote
      </Link>
    ),
  },
  {
    ...overview.specialty,
    icon: Wrench,
    links: (
      <Link to="/services/$slug" params={{ slug: "garage" }} className={linkClass}>
        Garage clean-outs
      </Link>
    ),
  },
];

/** Residential, commercial and specialty blurbs on /services, from the page's overview copy. */
export function ServiceBlurbs({ overview }: { overview: ServicesOverview }) {
  return (
    <div className="grid gap-6 lg:grid-cols-3">
      {blurbs(overview).map(({ title, body, icon: Icon, links }) => (
        <Card key={title} className="flex h-full flex-col">
          <span className="flex size-12 items-center justify-center rounded-xl bg-brand-700 text-white">
            <Icon aria-hidden className="size-6" />
          </span>
          <h3 className="mt-4 text-xl font-bold text-brand-900">{title}</h3>
          <p className="mt-3 text-slate-700">{body}</p>
          <p className="mt-auto flex flex-wrap gap-x-4 gap-y-2 pt-5">{links}</p>
        </Card>
      ))}
    </div>
  );
}
