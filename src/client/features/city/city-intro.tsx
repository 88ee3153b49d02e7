import { Building2 } from "lucide-react";
import type { CityLandingCopy } from "#shared/areas/city-landing-copy";
import { Section } from "#client/components/ui/section";
import type { Stat } from "#client/components/city/stat-strip";
import { StatStrip } from "#client/components/city/stat-strip";
import { familiesFigure, ratingFigure } from "#client/components/city/trust-figures";
import { useSiteFacts } from "#client/lib/site-facts";

export function CityIntro({ city, copy }: { city: string; copy: CityLandingCopy }) {
  const { claims } = useSiteFacts();
  // Population (hidden when unknown), Google rating and families served.
  const populationStat: Stat[] = copy.population
    ? [{ icon: Building2, value: copy.population, label: `${city} Residents` }]
    : [];
  return (
    <Section
      id="about-city"
      eyebrow="Local, family-owned"
      title={`House Cleaning for ${city} Homes`}
      intro={<p>{copy.intro}</p>}
    >
      <StatStrip stats={[...populationStat, ratingFigure(claims), familiesFigure(claims)]} />
    </Section>
  );
}
