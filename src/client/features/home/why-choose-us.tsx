import {
  BadgeCheck,
  CalendarCheck,
  HouseHeart,
  Leaf,
  type LucideIcon,
  ShieldCheck,
  Sparkles,
  UserCheck,
} from "lucide-react";
import type { SiteFacts } from "#shared/facts/site-facts-schema";
import { Section } from "#client/components/ui/section";
import { useSiteFacts } from "#client/lib/site-facts";

const ICONS: Record<string, LucideIcon> = {
  insured: ShieldCheck,
  guarantee: BadgeCheck,
  "background-checked": UserCheck,
  "eco-friendly": Leaf,
  local: HouseHeart,
  flexible: CalendarCheck,
};

/** The why-choose-us values, one card each (the team copy the home route loads). */
export function WhyChooseUs({ highlights }: { highlights: SiteFacts["team"]["whyChooseUs"] }) {
  const { business } = useSiteFacts();
  return (
    <Section
      id="why-us"
      tone="tint"
      eyebrow={`Why ${business.name}`}
      title="Why Families Choose Us"
      intro="Cleaning is trust work. Here is what you can count on every visit."
    >
      <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
        {highlights.map((item) => {
          const Icon = ICONS[item.key] ?? Sparkles;
          return (
            <li
              key={item.key}
              className="flex gap-4 rounded-2xl border border-brand-100 bg-white p-5 shadow-sm sm:block sm:p-6"
            >
              <span className="inline-flex size-12 shrink-0 items-center justify-center rounded-xl bg-brand-50 text-brand-700">
                <Icon aria-hidden className="size-6" />
              </span>
              <div>
                <h3 className="text-xl font-bold text-brand-900 sm:mt-4">{item.title}</h3>
                <p className="mt-2 text-slate-700">{item.description}</p>
              </div>
            </li>
          );
        })}
      </ul>
    </Section>
  );
}
