import { Link } from "@tanstack/react-router";
import { SERVICE_KEYS } from "#shared/catalog/services";
import { priceLabelOf } from "#shared/content/landing-pages/service-prices";
import { buttonVariants } from "#client/components/ui/button";
import { Section } from "#client/components/ui/section";
import { InlineArrow, TEXT_LINK_CLASS } from "#client/components/city/inline-arrow";
import { useSiteFacts } from "#client/lib/site-facts";

/** The four core services with their catalogue prices, the same in every city. */
export function PriceCards({ city }: { city: string }) {
  const { services } = useSiteFacts();
  return (
    <Section
      id="prices"
      tone="tint"
      eyebrow="Upfront pricing"
      title={`${city} Cleaning Prices`}
      intro={<p>The same prices as everywhere we clean, with no travel fee.</p>}
    >
      <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
        {SERVICE_KEYS.map((key) => ({ key, ...services[key] })).map((service) => (
          <li key={service.key} className="flex flex-col rounded-2xl border border-slate-200 bg-white p-6 shadow-sm">
            <h3 className="text-lg font-bold text-brand-900">{service.name}</h3>
            <p className="mt-2 text-2xl font-extrabold text-brand-700">{priceLabelOf(services, service.key)}</p>
            <p className="mt-3 flex-1 text-slate-700">{service.description}</p>
            <Link to="/services/$slug" params={{ slug: service.key }} className={`${TEXT_LINK_CLASS} mt-5`}>
              What's included
              <InlineArrow />
              <span className="sr-only"> in a {service.name}</span>
            </Link>
          </li>
        ))}
      </ul>
      <Link to="/pricing" className={`${buttonVariants({ variant: "outline" })} mt-8`}>
        Get an instant estimate
      </Link>
    </Section>
  );
}
