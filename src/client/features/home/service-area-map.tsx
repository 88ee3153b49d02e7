import { Link } from "@tanstack/react-router";
import { MapPin } from "lucide-react";
import { formatDollars } from "#shared/pricing/format";
import { Section } from "#client/components/ui/section";
import { useSiteFacts } from "#client/lib/site-facts";
import { MapFrame } from "./map-frame";

/** The embedded service-area map beside the grid of the communities we serve. */
export function ServiceAreaMap() {
  const { serviceAreas, coverage } = useSiteFacts();
  return (
    <Section
      id="service-area"
      tone="tint"
      eyebrow="Service area"
      title="Proudly Serving Douglas County & South Denver"
      intro={`${serviceAreas.length} communities, never more than ${coverage.maxTravelMinutes} minutes from our team, with ${formatDollars(coverage.travelFee)} travel fees.`}
    >
      <div className="grid gap-8 lg:grid-cols-[1.2fr_1fr]">
        <MapFrame />
        <nav aria-label="Communities we serve">
          <ul className="grid grid-cols-1 gap-2 min-[400px]:grid-cols-2">
            {serviceAreas.map((area) => (
              <li key={area.slug}>
                <Link
                  to="/$slug"
                  params={{ slug: area.slug }}
                  className="flex items-center gap-2 rounded-lg border border-brand-100 bg-white px-3 py-2.5 font-semibold text-brand-900 hover:border-brand-500 hover:bg-brand-50"
                >
                  <MapPin aria-hidden className="size-4 shrink-0 text-brand-600" />
                  {area.city}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
      </div>
    </Section>
  );
}
