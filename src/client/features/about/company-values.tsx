import { HandHeart, Handshake, type LucideIcon, Sparkles, Users } from "lucide-react";
import { COMPANY_VALUES, type CompanyValue } from "#shared/content/company";
import { Card } from "#client/components/ui/card";
import { Section } from "#client/components/ui/section";

const ICONS: Record<CompanyValue["name"], LucideIcon> = {
  Integrity: Handshake,
  Quality: Sparkles,
  Community: Users,
  Respect: HandHeart,
};

export function CompanyValues() {
  return (
    <Section id="values" tone="tint" eyebrow="What we stand for" title="Our Values">
      <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
        {COMPANY_VALUES.map((value) => {
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
