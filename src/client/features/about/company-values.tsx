import { HandHeart, Handshake, type LucideIcon, Sparkles, Users } from "lucide-react";
import type { SiteFacts } from "#shared/facts/site-facts-schema";
import { Card } from "#client/components/ui/card";
import { Section } from "#client/components/ui/section";

const ICONS: Record<SiteFacts["team"]["values"][number]["name"], LucideIcon> = {
  Integrity: Handshake,
  Quality: Sparkles,
  Community: Users,
  Respect: HandHeart,
};

export function CompanyValues({ values }: { values: SiteFacts["team"]["values"] }) {
  return (
    <Section id="values" tone="tint" eyebrow="What we stand for" title="Our Values">
      <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
        {values.map((value) => {
          const Icon = ICONS[value.name];
          return (
            <li key={value.name}>
              <Card className="h-full">
                <span className="flex size-12 items-center justify-center rounded-xl bg-brand-700 text-white">
                  <Icon aria-hidden className="size-6" />
                </span>
                <h3 className="mt-5 text-xl font-bold text-brand-900">{value.name}</h3>
                <p className="mt-2 text-slate-700">{value.description}</p>
              </Card>
            </li>
          );
        })}
      </ul>
    </Section>
  );
}
