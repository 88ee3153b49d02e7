import { MapPinned, Sparkles } from "lucide-react";
import type { CityLandingCopy } from "#shared/areas/city-landing-copy";
import { ListCard } from "#client/components/ui/list-card";
import { Section } from "#client/components/ui/section";

export function CitySpecialties({ city, copy }: { city: string; copy: CityLandingCopy }) {
  return (
    <Section id="specialties" tone="tint" eyebrow="Built for local homes" title={`Our ${city} Cleaning Specialties`}>
      <div className="grid gap-6 md:grid-cols-2">
        <ListCard icon={Sparkles} title="What we specialize in" items={copy.specialties} padding="roomy" />
        <ListCard icon={MapPinned} title="Local advantages" items={copy.advantages} padding="roomy" />
      </div>
    </Section>
  );
}
