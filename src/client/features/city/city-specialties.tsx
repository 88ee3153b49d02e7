import { MapPinned, Sparkles, type LucideIcon } from "lucide-react";
import type { CityLandingCopy } from "../../../shared/areas/city-landing-copy";
import { Card } from "../../components/ui/card";
import { Section } from "../../components/ui/section";
import { CheckList } from "../../components/page/check-list";

function ListCard({ icon: Icon, title, items }: { icon: LucideIcon; title: string; items: readonly string[] }) {
  return (
    <Card className="p-6 md:p-8">
      <h3 className="flex items-center gap-3 text-xl font-bold text-brand-900">
        <Icon aria-hidden className="size-6 text-brand-600" /> {title}
      </h3>
      <CheckList items={items} className="mt-5" />
    </Card>
  );
}

export function CitySpecialties({ city, copy }: { city: string; copy: CityLandingCopy }) {
  return (
    <Section id="specialties" tone="tint" eyebrow="Built for local homes" title={`Our ${city} Cleaning Specialties`}>
      <div className="grid gap-6 md:grid-cols-2">
        <ListCard icon={Sparkles} title="What we specialize in" items={copy.specialties} />
        <ListCard icon={MapPinned} title="Local advantages" items={copy.advantages} />
      </div>
    </Section>
  );
}
