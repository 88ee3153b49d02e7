import { Link } from "@tanstack/react-router";
import { CalendarCheck, Calculator } from "lucide-react";
import type { ServicePrice } from "#shared/catalog/services";
import { buttonVariants } from "#client/components/ui/button";
import { Card } from "#client/components/ui/card";
import { PRICE_TYPE_LABELS } from "#shared/catalog/price-labels";

/** The price headline: "From $120" for flat-rate services, "$65 /hour per cleaner" for hourly ones. */
function PriceFigure({ service }: { service: ServicePrice }) {
  if (service.priceType === "flat_rate") {
    return (
      <p className="mt-3 flex items-baseline gap-2">
        <span className="text-lg font-semibold text-slate-700">From</span>
        <span className="text-5xl font-extrabold tracking-tight text-brand-900">${service.basePrice}</span>
      </p>
    );
  }
  return (
    <p className="mt-3 flex flex-wrap items-baseline gap-x-2">
      <span className="text-5xl font-extrabold tracking-tight text-brand-900">${service.hourlyRate}</span>
      <span className="text-lg font-semibold text-slate-700">/hour per cleaner</span>
    </p>
  );
}

/** Sticky price card: price, price type and the two next steps, both carrying the service type. */
export function ServicePriceCard({ service }: { service: ServicePrice }) {
  return (
    <Card tone="brand" shadow="md">
      <section aria-labelledby="price-card-heading">
        <h2 id="price-card-heading" className="text-lg font-bold text-brand-900">
          {service.name} Pricing
        </h2>
        <PriceFigure service={service} />
        <p className="mt-2 inline-flex rounded-full bg-brand-50 px-3 py-1 text-sm font-semibold text-brand-700">
          {PRICE_TYPE_LABELS[service.priceType]}
        </p>
        <div className="mt-6 grid gap-3">
          <Link to="/pricing" search={{ serviceType: service.key }} className={buttonVariants({ variant: "outline" })}>
            <Calculator aria-hidden className="size-5" /> Get Estimate
          </Link>
          <Link to="/booking" search={{ serviceType: service.key }} className={buttonVariants({ variant: "accent" })}>
            <CalendarCheck aria-hidden className="size-5" /> Book Now
          </Link>
        </div>
      </section>
    </Card>
  );
}
