import type { CityLandingCopy } from "#shared/areas/city-landing-copy";
import { Section } from "#client/components/ui/section";
import { ChipList } from "./chip-list";
import { CoverageCard } from "./coverage-card";

/** Neighborhoods (own-content cities only) and ZIP codes, beside the coverage card. */
export function CityNeighborhoods({ city, copy }: { city: string; copy: CityLandingCopy }) {
  const hasNeighborhoods = copy.neighborhoods.length > 0;
  return (
    <Section
      id="neighborhoods"
      eyebrow="Where we clean"
      title={hasNeighborhoods ? `Neighborhoods & ZIP Codes We Serve in ${city}` : `ZIP Codes We Serve in ${city}`}
    >
      <div className="grid gap-10 lg:grid-cols-[1.4fr_1fr]">
        <div className="space-y-8">
          {hasNeighborhoods ? (
            <div>
              <h3 className="text-xl font-bold text-brand-900">Neighborhoods</h3>
              <p className="mt-1 text-slate-700">Including, but never limited to:</p>
              <div className="mt-4">
                <ChipList items={copy.neighborhoods} />
              </div>
            </div>
          ) : null}
          <div>
            <h3 className="text-xl font-bold text-brand-900">ZIP codes</h3>
            <p className="mt-1 text-slate-700">Every home in these {city} ZIP codes is on our regular routes.</p>
            <div className="mt-4">
              <ChipList items={copy.zipCodes} />
            </div>
          </div>
        </div>
        <CoverageCard city={city} />
      </div>
    </Section>
  );
}
