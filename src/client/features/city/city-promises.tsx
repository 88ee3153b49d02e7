import { Award, CalendarCheck, Clock, type LucideIcon } from "lucide-react";
import type { CityLandingCopy } from "#shared/areas/city-landing-copy";
import { Card } from "#client/components/ui/card";
import { Section } from "#client/components/ui/section";
import { CheckList } from "#client/components/page/check-list";

/** Same-day confirmation, punctual service, satisfaction guarantee: the shared promises, in order. */
const PROMISE_ICONS: readonly LucideIcon[] = [CalendarCheck, Clock, Award];

/** Highlights of the city and the three promises every city landing makes. */
export function CityPromises({ city, copy }: { city: string; copy: CityLandingCopy }) {
  return (
    <Section id="why-us" tone="tint" eyebrow="Highlights & promises" title={`Why ${city} Families Choose Us`}>
      <div className="grid gap-10 lg:grid-cols-[1fr_1.4fr]">
        <CheckList items={copy.highlights} className="content-start text-lg" />
        <ul className="grid gap-4">
          {copy.promises.map((promise, index) => {
            const Icon = PROMISE_ICONS[index] ?? Award;
            return (
              <li key={promise.title}>
                <Card className="flex gap-4">
                  <span className="grid size-12 shrink-0 place-items-center rounded-full bg-accent-400 text-brand-900">
                    <Icon aria-hidden className="size-6" />
                  </span>
                  <div>
                    <h3 className="text-lg font-bold text-brand-900">{promise.title}</h3>
                    <p className="mt-1 text-slate-700">{promise.description}</p>
                  </div>
                </Card>
              </li>
            );
          })}
        </ul>
      </div>
    </Section>
  );
}
