import { Link } from "@tanstack/react-router";
import { Clock, Tag } from "lucide-react";
import { publishedServiceList } from "#shared/catalog/published-services";
import type { ServicePrice } from "#shared/catalog/services";
import type { CoreSiteFacts } from "#shared/facts/core-site-facts";
import { buttonVariants } from "#client/components/ui/button";
import { servicePriceLabel } from "#shared/catalog/price-labels";
import { useSiteFacts } from "#client/lib/site-facts";

/** A short line on how long each service takes, where the published facts say. */
function durationNote(service: ServicePrice, { deepCleanCrew, durations }: CoreSiteFacts["serviceTimes"]) {
  if (service.key === "deep") {
    return `Most homes: ${deepCleanCrew.cleaners} cleaners, ${deepCleanCrew.hours.min}-${deepCleanCrew.hours.max} hours`;
  }
  return service.key === "garage" ? null : `Typically ${durations[service.key]}`;
}

/** The four core services: flat-rate "from" prices and hourly rates, as published. */
export function ServicePriceCards() {
  const { services, serviceTimes } = useSiteFacts();
  return (
    <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
      {publishedServiceList(services).map((service) => {
        const note = durationNote(service, serviceTimes);
        return (
          <li key={service.key} className="flex flex-col rounded-2xl border border-slate-200 bg-white p-6 shadow-sm">
            <p className="inline-flex w-fit items-center gap-1 rounded-full bg-brand-50 px-3 py-1 text-xs font-bold uppercase tracking-wider text-brand-700">
              {service.priceType === "hourly" ? (
                <Clock aria-hidden className="size-3.5" />
              ) : (
                <Tag aria-hidden className="size-3.5" />
              )}
              {service.priceType === "hourly" ? "Hourly" : "Flat rate"}
            </p>
            <h3 className="mt-4 text-xl font-bold text-brand-900">{service.name}</h3>
            <p className="mt-1 text-2xl font-extrabold text-brand-700">{servicePriceLabel(service)}</p>
            {note ? <p className="mt-1 text-sm text-slate-600">{note}</p> : null}
            <p className="mt-3 flex-1 text-slate-700">{service.description}</p>
            <div className="mt-5 flex flex-wrap gap-2">
              <Link to="/booking" search={{ serviceType: service.key }} className={buttonVariants({ size: "sm" })}>
                Book<span className="sr-only"> {service.name}</span>
              </Link>
              <Link
                to="/services/$slug"
                params={{ slug: service.key }}
                className={buttonVariants({ size: "sm", variant: "ghost" })}
              >
                Details<span className="sr-only"> about {service.name}</span>
              </Link>
            </div>
          </li>
        );
      })}
    </ul>
  );
}
