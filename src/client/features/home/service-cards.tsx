import { Link } from "@tanstack/react-router";
import { ArrowRight, BrushCleaning, Sparkles, Truck, type LucideIcon } from "lucide-react";
import type { ServiceKey } from "#shared/catalog/services";
import { formatDollars } from "#shared/pricing/format";
import { Section } from "#client/components/ui/section";
import { useSiteFacts } from "#client/lib/site-facts";

const HOME_SERVICES: readonly { key: ServiceKey; icon: LucideIcon }[] = [
  { key: "standard", icon: BrushCleaning },
  { key: "deep", icon: Sparkles },
  { key: "moveout", icon: Truck },
];

/** The three core residential services, each linking to its service page. */
export function ServiceCards() {
  const { services } = useSiteFacts();
  return (
    <Section
      id="services"
      eyebrow="Our services"
      title="Cleaning for Every Stage of Home Life"
      intro="Routine upkeep, a top-to-bottom reset or a deposit-ready empty home."
    >
      <ul className="grid gap-6 md:grid-cols-3">
        {HOME_SERVICES.map(({ key, icon: Icon }) => {
          const service = services[key];
          return (
            <li key={key} className="flex flex-col rounded-2xl border border-slate-200 bg-white p-6 shadow-sm">
              <span className="inline-flex size-12 items-center justify-center rounded-xl bg-accent-400/20 text-brand-900">
                <Icon aria-hidden className="size-6" />
              </span>
              <h3 className="mt-4 text-xl font-bold text-brand-900">{service.name}</h3>
              <p className="mt-1 font-semibold text-brand-700">
                {service.priceType === "flat_rate"
                  ? `From ${formatDollars(service.basePrice ?? 0)}`
                  : `${formatDollars(service.hourlyRate ?? 0)}/hour per cleaner`}
              </p>
              <p className="mt-3 flex-1 text-slate-700">{service.description}</p>
              <Link
                to="/services/$slug"
                params={{ slug: key }}
                className="mt-5 inline-flex items-center gap-1 font-semibold text-brand-700 hover:underline"
              >
                Learn more<span className="sr-only"> about {service.name}</span>{" "}
                <ArrowRight aria-hidden className="size-4" />
              </Link>
            </li>
          );
        })}
      </ul>
    </Section>
  );
}
