import { Link } from "@tanstack/react-router";
import { Tag } from "lucide-react";
import type { ServiceKey } from "#shared/catalog/services";
import { priceLabelOf } from "#shared/content/landing-pages/service-prices";
import { Card } from "#client/components/ui/card";
import { InlineArrow, TEXT_LINK_CLASS } from "#client/components/city/inline-arrow";
import { useSiteFacts } from "#client/lib/site-facts";

/** Hero aside of a service-in-city page: the price and the pricing note (flat-rate or hourly). */
export function PriceNoteCard({ service, city, note }: { service: ServiceKey; city: string; note: string }) {
  const { services } = useSiteFacts();
  const { name } = services[service];
  return (
    <Card padding="roomy">
      <p className="flex items-center gap-2 text-sm font-semibold uppercase tracking-wider text-brand-600">
        <Tag aria-hidden className="size-4" /> Pricing in {city}
      </p>
      <p className="mt-3 text-3xl font-extrabold text-brand-900">{priceLabelOf(services, service)}</p>
      <p className="mt-3 text-slate-700">{note}</p>
      <p className="mt-3 text-slate-700">Upfront quote, no travel fee, no contracts.</p>
      <Link to="/services/$slug" params={{ slug: service }} className={`${TEXT_LINK_CLASS} mt-5`}>
        Everything about our {name}
        <InlineArrow />
      </Link>
    </Card>
  );
}
