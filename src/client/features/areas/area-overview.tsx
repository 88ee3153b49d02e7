import { Home, Landmark, Sparkles, type LucideIcon } from "lucide-react";
import type { CityDetails } from "#shared/areas/service-area";
import { Card } from "#client/components/ui/card";
import { Section } from "#client/components/ui/section";
import { CheckList } from "#client/components/page/check-list";

/** /service-areas/{slug}: the first 4 neighbourhoods and the first 3 highlights. */
const NEIGHBORHOOD_COUNT = 4;
const HIGHLIGHT_COUNT = 3;

function OverviewCard({ icon: Icon, title, items }: { icon: LucideIcon; title: string; items: readonly string[] }) {
  return (
    <Card>
      <h3 className="flex items-center gap-3 text-xl font-bold text-brand-900">
        <Icon aria-hidden className="size-6 text-brand-600" /> {title}
      </h3>
      <CheckList items={items} className="mt-5" />
    </Card>
  );
}

export function AreaOverview({ city, detail }: { city: string; detail: CityDetails }) {
  return (
    <Section id="overview" eyebrow="Local knowledge" title={`Getting to Know ${city}`}>
      <div className="grid gap-6 lg:grid-cols-3">
        <OverviewCard
          icon={Home}
          title="Neighborhoods we serve"
          items={detail.neighborhoods.slice(0, NEIGHBORHOOD_COUNT)}
        />
        <OverviewCard icon={Sparkles} title="Local highlights" items={detail.highlights.slice(0, HIGHLIGHT_COUNT)} />
        <OverviewCard icon={Landmark} title="Landmarks" items={detail.landmarks} />
      </div>
    </Section>
  );
}
