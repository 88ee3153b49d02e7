import { Link } from "@tanstack/react-router";
import { ArrowRight } from "lucide-react";
import type { ServicePrice } from "#shared/catalog/services";
import { Card } from "#client/components/ui/card";
import { servicePriceLabel } from "#shared/catalog/price-labels";
import { ServiceIcon } from "./service-icon";

/** A core service: name, price, short description and a link to its page. */
export function ServiceCard({ service }: { service: ServicePrice }) {
  return (
    <Card className="flex h-full flex-col">
      <ServiceIcon service={service.key} />
      <h3 className="mt-4 text-xl font-bold text-brand-900">{service.name}</h3>
      <p className="mt-1 font-semibold text-brand-700">{servicePriceLabel(service)}</p>
      <p className="mt-3 text-slate-700">{service.description}</p>
      <Link
        to="/services/$slug"
        params={{ slug: service.key }}
        className="mt-auto inline-flex items-center gap-1 pt-5 font-semibold text-brand-700 hover:text-brand-900 hover:underline"
      >
        View details<span className="sr-only"> about {service.name}</span>
        <ArrowRight aria-hidden className="size-4" />
      </Link>
    </Card>
  );
}
