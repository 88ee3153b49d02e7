import { Building2 } from "lucide-react";
import type { CityLandingCopy } from "#shared/areas/city-landing-copy";
import { Section } from "#client/components/ui/section";
import type { Stat } from "#client/components/city/stat-strip";
import { StatStrip } from "#client/components/city/stat-strip";
import { FAMILIES_FIGURE, RATING_FIGURE } from "#client/components/city/trust-figures";

/** Population (hidden when unknown), Google rating and families served. */
function cityStats(city: string, population: string | null): Stat[] {
  const populationStat: Stat[] = population ? [{ icon: Building2, value: population, label: `${city} Residents` }] : [];
  return [...populationStat, RATING_FIGURE, FAMILIES_FIGURE];
}

export function CityIntro({ city, copy }: { city: string; copy: CityLandingCopy }) {
  return (
    <Section
      id="about-city"
      eyebrow="Local, family-owned"
      title={`House Cleaning for ${city} Homes`}
      intro={<p>{copy.intro}</p>}
    >
      <StatStrip stats={cityStats(city, copy.population)} />
    </Section>
  );
}
